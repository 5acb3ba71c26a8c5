import type { BookingRequest, BookingResult, SeatMap, SessionSummary } from '@shared/api/routes/booking';
import { localDateKey } from '@shared/booking/calendar';
import { DATE_STRIP_DAYS } from '@shared/constants';
import { apiFetch } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The week of shows from today (the viewer's calendar day), all of them: filters apply on the page. */
export function useWeekSessions() {
  const today = localDateKey(new Date());
  const path = `/api/sessions?from=${today}&days=${DATE_STRIP_DAYS}`;
  return { today, path, ...useApi<{ items: SessionSummary[] }>(path) };
}

export const seatMapPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/seats`;

export function useSeatMap(sessionId: string | null) {
  return useApi<SeatMap>(sessionId ? seatMapPath(sessionId) : null);
}

export const bookSeats = (request: BookingRequest) => apiFetch<BookingResult>('/api/bookings', { method: 'POST', body: request });
