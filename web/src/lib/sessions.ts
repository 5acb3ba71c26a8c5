import { apiKey } from './api-client';
import { useApi } from './use-api';

/** One show (`null` skips the request): Pre Show Setup's, and Session Q&A's for a link to a show with no cards. */
export const useSession = (sessionId: string | null) => useApi(sessionId ? apiKey('getSession', { params: { id: sessionId } }) : null);
