import { apiKey } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api-pages';

/** The member's answered questions, newest first, a page at a time (`nextCursor` reads the next). */
export function useMyAnswers(enabled: boolean) {
  return useApiPages(enabled ? (cursor) => apiKey('listMyAnswers', { query: { cursor } }) : null, {
    // A page already read stays as it is while the next loads (an edit updates it in place).
    revalidateFirstPage: false,
  });
}
