import type { SessionAsset, SessionSummary, Ticket } from '@shared/api/routes/booking';
import { useApi } from '../../../lib/use-api';

export const useSession = (sessionId: string | null) =>
  useApi<SessionSummary>(sessionId ? `/api/sessions/${encodeURIComponent(sessionId)}` : null);

export const useSessionAssets = (sessionId: string | null) =>
  useApi<{ items: SessionAsset[] }>(sessionId ? `/api/sessions/${encodeURIComponent(sessionId)}/assets` : null);

/** The member's tickets, to offer their upcoming sessions when no session is given. */
export const useMyTickets = (enabled: boolean) => useApi<{ items: Ticket[] }>(enabled ? '/api/me/tickets' : null);
