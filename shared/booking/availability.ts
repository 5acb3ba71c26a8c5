import { FEW_LEFT_THRESHOLD } from '../constants';
import { addDays, utcDateKey } from './calendar';

export type Availability = 'Sold Out' | 'Few Left' | 'Available';

export const seatsLeft = (totalSeats: number, bookedSeats: number) => Math.max(totalSeats - bookedSeats, 0);

/** The session card's badge: Sold Out with no seats left, Few Left under 20 left, otherwise Available. */
export function availabilityBadge(seatsRemaining: number): Availability {
  if (seatsRemaining <= 0) return 'Sold Out';
  if (seatsRemaining < FEW_LEFT_THRESHOLD) return 'Few Left';
  return 'Available';
}

/**
 * Whether a show still takes bookings: not cancelled or completed, and its calendar day not over
 * everywhere. Venues carry no time zone, so the server (UTC) allows the day before its own: a show
 * "today" in the last time zones is "yesterday" in UTC.
 */
export function isBookable(session: { status: string; sessionDate: string }, now: Date = new Date()): boolean {
  if (session.status === 'cancelled' || session.status === 'completed') return false;
  return session.sessionDate >= addDays(utcDateKey(now), -1);
}
