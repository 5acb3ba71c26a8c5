import useSWRInfinite from 'swr/infinite';
import { apiKey, fetchKey, type ApiError, type ApiKey, type ApiResponse } from '../../../lib/api-client';

type AuditPage = ApiResponse<'listMemberAudit'>;

/** A member's audit trail, newest first, one page at a time (the server's nextCursor); nothing while `memberId` is null. */
export function useMemberAudit(memberId: string | null) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<AuditPage, ApiError>(
    (index, previous: AuditPage | null) => {
      if (!memberId) return null;
      if (index === 0) return apiKey('listMemberAudit', { params: { id: memberId } });
      if (!previous?.nextCursor) return null;
      return apiKey('listMemberAudit', { params: { id: memberId }, query: { cursor: previous.nextCursor } });
    },
    (key: ApiKey<AuditPage>) => fetchKey(key),
    { revalidateFirstPage: true },
  );
  const entries = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.[data.length - 1]?.nextCursor);
  const isLoadingMore = isValidating && data !== undefined && size > data.length;
  return { entries, error, isLoading, hasMore, isLoadingMore, loadMore: () => setSize(size + 1), retry: () => void mutate() };
}
