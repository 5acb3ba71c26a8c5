import useSWRInfinite from 'swr/infinite';
import { apiKey, fetchKey, type ApiError, type ApiKey, type ApiResponse } from '../../../lib/api-client';

type PointsHistoryPage = ApiResponse<'getMyPointsHistory'>;

/** The points statement, newest first, one page at a time (the server's nextCursor). */
export function usePointsHistory() {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<PointsHistoryPage, ApiError>(
    (index, previous: PointsHistoryPage | null) => {
      if (index === 0) return apiKey('getMyPointsHistory');
      if (!previous?.nextCursor) return null;
      return apiKey('getMyPointsHistory', { query: { cursor: previous.nextCursor } });
    },
    (key: ApiKey<PointsHistoryPage>) => fetchKey(key),
  );
  const entries = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.[data.length - 1]?.nextCursor);
  const isLoadingMore = isValidating && data !== undefined && size > data.length;
  return { entries, error, isLoading, hasMore, isLoadingMore, loadMore: () => setSize(size + 1), mutate };
}
