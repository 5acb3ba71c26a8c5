import type { BookingRequest } from '@shared/api/routes/booking';
import { localDateKey } from '@shared/booking/calendar';
import { DATE_STRIP_DAYS } from '@shared/constants';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/**
 * The week from today (the viewer's calendar day) as the date strip and the filters need it: each day's
 * shows counted by movie, venue and location, without the cards. Filters apply on the page.
 */
export function useWeekSummary() {
  const today = localDateKey(new Date());
  return { today, ...useApi(apiKey('summarizeSessions', { query: { from: today, days: DATE_STRIP_DAYS } })) };
}

/** One day's shows, all of them (the cards): filters apply on the page. */
export const useDaySessions = (day: string | null) => useApi(day ? apiKey('listSessions', { query: { from: day, days: 1 } }) : null);

/** One show, by id (`?session=` from a movie page's Book Now). */
export const getSession = (sessionId: string) => api('getSession', { params: { id: sessionId } });

export function useSeatMap(sessionId: string | null) {
  return useApi(sessionId ? apiKey('getSessionSeats', { params: { id: sessionId } }) : null);
}

export const bookSeats = (request: BookingRequest) => api('createBooking', { body: request });
