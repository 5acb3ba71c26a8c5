import type { BookingRequest } from '@shared/api/routes/booking';
import { localDateKey } from '@shared/booking/calendar';
import { DATE_STRIP_DAYS } from '@shared/constants';
import { preload, useSWRConfig } from 'swr';
import { api, apiKey, fetchKey } from '../../../lib/api-client';
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

/** One day's shows, all of them (the cards): filters apply on the page. */
export const useDaySessions = (day: string | null) => useApi(day ? daySessionsKey(day) : null);

/**
 * Starts reading a day's shows when the member points at or focuses its day in the strip, unless they
 * are already here: the click then finds them on the way (a big chain's day is some 300 KB).
 */
export function usePreloadDaySessions() {
  const { cache } = useSWRConfig();
  return (day: string) => {
    const key = daySessionsKey(day);
    // A failed read is the day's hook's to show, once the day is chosen.
    if (cache.get(key)?.data === undefined) preload(key, fetchKey).catch(() => undefined);
  };
}

/** One show, by id (`?session=` from a movie page's Book Now). */
export const getSession = (sessionId: string) => api('getSession', { params: { id: sessionId } });

export function useSeatMap(sessionId: string | null) {
  return useApi(sessionId ? apiKey('getSessionSeats', { params: { id: sessionId } }) : null);
}

export const bookSeats = (request: BookingRequest) => api('createBooking', { body: request });
