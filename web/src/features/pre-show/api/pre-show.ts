import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const useSessionAssets = (sessionId: string | null) =>
  useApi(sessionId ? apiKey('getSessionAssets', { params: { id: sessionId } }) : null);

/** The member's tickets, to offer their upcoming sessions when no session is given. */
export const useMyTickets = (enabled: boolean) => useApi(enabled ? apiKey('listMyTickets') : null);
