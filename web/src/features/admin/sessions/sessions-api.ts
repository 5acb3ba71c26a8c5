import type { AdminSession } from '@shared/api/routes/admin-sessions';
import { clashDays } from '@shared/admin/screen-clash';
import { apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useApi } from '../../../lib/use-api';
import { useAllPages } from '../lib/use-all-pages';

/** Sessions on one page of the table: a chain has hundreds a day, so the range is read a page at a time. */
export const SESSIONS_PAGE_SIZE = 20;

interface SessionsQuery {
  from: string;
  to: string;
  venueId?: string;
  cursor?: string;
}

const sessionsKey = ({ from, to, venueId, cursor }: SessionsQuery) =>
  apiKey('listAdminSessions', { query: { from, to, limit: SESSIONS_PAGE_SIZE, ...(venueId ? { venueId } : {}), ...(cursor ? { cursor } : {}) } });
const sessionDetailKey = (id: string) => apiKey('getAdminSession', { params: { id } });

/**
 * One page of the sessions of a range of days, at a venue or all; none asked for while `query` is null
 * (a range the API would refuse). The rows on screen stay until the next page's arrive; other dates or
 * another venue show the table loading until their own rows do.
 */
export const useAdminSessions = (query: SessionsQuery | null) => useApi(query ? sessionsKey(query) : null, { keepPreviousPage: true });
/** Session Detail stays live: booked and checked-in seats refresh every 10 s while the page is open. */
export const useSessionDetail = (id: string | undefined) => useApi(id ? sessionDetailKey(id) : null, { refreshInterval: 10_000 });

/** A screen's sessions that can overlap a show on `date` (the day before to the day after); none asked for without both. */
export const useScreenSessionsAround = (screenId: string | undefined, date: string | undefined) =>
  useAllPages<AdminSession>(screenId && date ? apiKey('listAdminSessions', { query: { ...clashDays(date), screenId, limit: 100 } }) : null);

/** Reloads every sessions list and detail after a change. */
export const useRefreshSessions = () => useRevalidate('listAdminSessions', 'getAdminSession');
