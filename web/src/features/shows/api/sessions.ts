import type { BookingRequest } from '@shared/api/routes/booking';
import { localDateKey } from '@shared/booking/calendar';
import { DATE_STRIP_DAYS } from '@shared/constants';
import { useSWRConfig } from 'swr';
import { api, apiKey, fetchKey, type ApiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/**
 * The week from today (the viewer's calendar day) as the date strip and the filters need it: each day's
 * shows counted by movie, venue and location, without the cards. Filters apply on the page.
 */
export function useWeekSummary() {
  const today = localDateKey(new Date());
  return { today, ...useApi(apiKey('summarizeSessions', { query: { from: today, days: DATE_STRIP_DAYS } })) };
}

const daySessionsKey = (day: string) => apiKey('listSessions', { query: { from: day, days: 1 } });
type DaySessionsKey = ReturnType<typeof daySessionsKey>;
type DaySessions = DaySessionsKey extends ApiKey<infer T> ? T : never;

/** How long a day's early read may stand for the read its choice makes: its seat counts are that old at most. */
const EARLY_READ_FRESH_MS = 10_000;
/** Days read on the member's intent, not chosen yet (at most the strip's seven). */
const earlyReads = new Map<string, { read: Promise<DaySessions>; startedAt: number }>();

/** The day's early read while it may still stand for the read its choice makes. */
function recentEarlyRead(key: DaySessionsKey): Promise<DaySessions> | undefined {
  const early = earlyReads.get(key);
  return early && Date.now() - early.startedAt < EARLY_READ_FRESH_MS ? early.read : undefined;
}

/** The day's recent early read (taken, so it serves one choice), or a read now. */
function readDaySessions(key: DaySessionsKey): Promise<DaySessions> {
  const early = recentEarlyRead(key);
  earlyReads.delete(key);
  return early ?? fetchKey(key);
}

/** One day's shows, all of them (the cards): filters apply on the page. */
export const useDaySessions = (day: string | null) => useApi(day ? daySessionsKey(day) : null, { read: readDaySessions });

/**
 * Starts reading a day's shows when the member points at or focuses its day in the strip, unless they
 * are already here or on the way: the click then finds them read or reading (a big chain's day is some
 * 300 KB). A failed early read is forgotten, so the day's choice reads it again.
 */
export function usePreloadDaySessions() {
  const { cache } = useSWRConfig();
  return (day: string) => {
    const key = daySessionsKey(day);
    if (cache.get(key)?.data !== undefined || recentEarlyRead(key)) return;
    const read = fetchKey(key);
    earlyReads.set(key, { read, startedAt: Date.now() });
    read.catch(() => earlyReads.get(key)?.read === read && earlyReads.delete(key));
  };
}

/** One show, by id (`?session=` from a movie page's Book Now). */
export const getSession = (sessionId: string) => api('getSession', { params: { id: sessionId } });

export function useSeatMap(sessionId: string | null) {
  return useApi(sessionId ? apiKey('getSessionSeats', { params: { id: sessionId } }) : null);
}

export const bookSeats = (request: BookingRequest) => api('createBooking', { body: request });
