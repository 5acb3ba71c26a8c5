import type { pointsHistoryPageSchema } from '@shared/api/routes/members';
import useSWRInfinite from 'swr/infinite';
import type * as z from 'zod';
import { apiFetch, type ApiError } from '../../../lib/api-client';

type PointsHistoryPage = z.infer<typeof pointsHistoryPageSchema>;

const PATH = '/api/me/points-history';

/** The points statement, newest first, one page at a time (the server's nextCursor). */
export function usePointsHistory() {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<PointsHistoryPage, ApiError>(
    (index, previous: PointsHistoryPage | null) => {
      if (index === 0) return PATH;
      if (!previous?.nextCursor) return null;
      return `${PATH}?cursor=${encodeURIComponent(previous.nextCursor)}`;
    },
    (path: string) => apiFetch<PointsHistoryPage>(path),
  );
  const entries = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.[data.length - 1]?.nextCursor);
  const isLoadingMore = isValidating && data !== undefined && size > data.length;
  return { entries, error, isLoading, hasMore, isLoadingMore, loadMore: () => setSize(size + 1), mutate };
}
