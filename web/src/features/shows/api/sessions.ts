import type { BookingRequest } from '@shared/api/routes/booking';
import { localDateKey } from '@shared/booking/calendar';
import { DATE_STRIP_DAYS } from '@shared/constants';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The week of shows from today (the viewer's calendar day), all of them: filters apply on the page. */
export function useWeekSessions() {
  const today = localDateKey(new Date());
  return { today, ...useApi(apiKey('listSessions', { query: { from: today, days: DATE_STRIP_DAYS } })) };
}

/** One show, by id (`?session=` from a movie page's Book Now). */
export const getSession = (sessionId: string) => api('getSession', { params: { id: sessionId } });

export function useSeatMap(sessionId: string | null) {
  return useApi(sessionId ? apiKey('getSessionSeats', { params: { id: sessionId } }) : null);
}

export const bookSeats = (request: BookingRequest) => api('createBooking', { body: request });
