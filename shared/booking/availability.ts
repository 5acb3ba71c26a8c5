import { FEW_LEFT_THRESHOLD } from '../constants';
import { zonedTimeToInstant } from '../time-zone';

export type Availability = 'Sold Out' | 'Few Left' | 'Available';

export const seatsLeft = (totalSeats: number, bookedSeats: number) => Math.max(totalSeats - bookedSeats, 0);

/** The session card's badge: Sold Out with no seats left, Few Left under 20 left, otherwise Available. */
export function availabilityBadge(seatsRemaining: number): Availability {
  if (seatsRemaining <= 0) return 'Sold Out';
  if (seatsRemaining < FEW_LEFT_THRESHOLD) return 'Few Left';
  return 'Available';
}

/** A member may cancel a booking until 2 hours before the start (docs/product-rules.md, "Booking"). */
export const CANCEL_CUTOFF_HOURS = 2;

/** The instant a show starts: its date and time are the venue's wall clock (docs/product-rules.md, "Time"). */
export const showStart = (session: { sessionDate: string; sessionTime: string }, timeZone: string) =>
  zonedTimeToInstant(session.sessionDate, session.sessionTime, timeZone);

/** Whether a show still takes bookings (docs/product-rules.md, "Booking"): not cancelled or completed, and not started yet on the venue's clock. */
export function isBookable(session: { status: string; sessionDate: string; sessionTime: string }, timeZone: string, now: Date = new Date()): boolean {
  if (session.status === 'cancelled' || session.status === 'completed') return false;
  return now.getTime() < showStart(session, timeZone).getTime();
}

/** Whether a booking of a show starting at `startsAt` may still be cancelled: until 2 hours before the start. */
export const isCancellable = (startsAt: Date, now: Date = new Date()) =>
  now.getTime() <= startsAt.getTime() - CANCEL_CUTOFF_HOURS * 3_600_000;
