import { apiKey } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api-pages';

/** A member's audit trail, newest first, one page at a time (the server's nextCursor); nothing while `memberId` is null. */
export function useMemberAudit(memberId: string | null) {
  const { items, mutate, ...pages } = useApiPages(
    memberId ? (cursor) => apiKey('listMemberAudit', { params: { id: memberId }, query: { cursor } }) : null,
  );
  return { entries: items, ...pages, retry: () => void mutate() };
}
