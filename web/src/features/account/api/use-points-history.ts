import { apiKey } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api-pages';

/** The points statement, newest first, one page at a time (the server's nextCursor). */
export function usePointsHistory() {
  const { items, ...pages } = useApiPages((cursor) => apiKey('getMyPointsHistory', { query: { cursor } }));
  return { entries: items, ...pages };
}
