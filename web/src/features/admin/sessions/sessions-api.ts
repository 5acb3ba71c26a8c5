import type { AdminSession } from '@shared/api/routes/admin-sessions';
import { apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useApi } from '../../../lib/use-api';
import { useAllPages } from '../lib/use-all-pages';

const sessionsKey = (from: string, to: string, venueId?: string) =>
  apiKey('listAdminSessions', { query: { from, to, limit: 100, ...(venueId ? { venueId } : {}) } });
const sessionDetailKey = (id: string) => apiKey('getAdminSession', { params: { id } });

/** The sessions of a range of days, at a venue or all; none asked for while `range` is null (a range the API would refuse). */
export const useAdminSessions = (range: { from: string; to: string } | null, venueId?: string) =>
  useAllPages<AdminSession>(range ? sessionsKey(range.from, range.to, venueId) : null);
/** Session Detail stays live: booked and checked-in seats refresh every 10 s while the page is open. */
export const useSessionDetail = (id: string | undefined) => useApi(id ? sessionDetailKey(id) : null, { refreshInterval: 10_000 });

/** Reloads every sessions list and detail after a change. */
export const useRefreshSessions = () => useRevalidate('listAdminSessions', 'getAdminSession');
