import type { AdminSession } from '@shared/api/routes/admin-sessions';
import { apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useApi } from '../../../lib/use-api';
import { useAllPages } from '../lib/use-all-pages';

const sessionsKey = (from: string, to: string, venueId?: string) =>
  apiKey('listAdminSessions', { query: { from, to, limit: 100, ...(venueId ? { venueId } : {}) } });
const sessionDetailKey = (id: string) => apiKey('getAdminSession', { params: { id } });

export const useAdminSessions = (from: string, to: string, venueId?: string) => useAllPages<AdminSession>(sessionsKey(from, to, venueId));
/** Session Detail stays live: booked and checked-in seats refresh every 10 s while the page is open. */
export const useSessionDetail = (id: string | undefined) => useApi(id ? sessionDetailKey(id) : null, { refreshInterval: 10_000 });

/** Reloads every sessions list and detail after a change. */
export const useRefreshSessions = () => useRevalidate('listAdminSessions', 'getAdminSession');
