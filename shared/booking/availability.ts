import { checkInWindow, showMinutes } from '../check-in';
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

/**
 * Why a cancelled or completed show takes no booking (the spec names no text for it). Here rather than in
 * MESSAGES, which a visitor's first page loads: only the shows page and the booking function need it.
 */
export const SHOW_CLOSED_MESSAGE = 'This show is no longer open for booking.';

/** Whether a show still takes bookings (docs/product-rules.md, "Booking"): not cancelled or completed, and not started yet on the venue's clock. */
export function isBookable(session: { status: string; sessionDate: string; sessionTime: string }, timeZone: string, now: Date = new Date()): boolean {
  if (session.status === 'cancelled' || session.status === 'completed') return false;
  return now.getTime() < showStart(session, timeZone).getTime();
}

/** Whether a booking of a show starting at `startsAt` may still be cancelled: until 2 hours before the start. */
export const isCancellable = (startsAt: Date, now: Date = new Date()) =>
  now.getTime() <= startsAt.getTime() - CANCEL_CUTOFF_HOURS * 3_600_000;

export type SessionStatus = 'scheduled' | 'ongoing' | 'completed' | 'cancelled';

/**
 * A session's status as the back office shows it (docs/back-office.md, "Sessions"): cancelled and
 * completed stay as stored; otherwise scheduled until the start, ongoing until the end (the movie's
 * runtime, 3 hours when unknown, as at the door: shared/check-in.ts) and completed after it, on the
 * venue's clock. Nothing writes these moves: they follow from the time.
 */
export function sessionStatusAt(
  session: { status: SessionStatus; sessionDate: string; sessionTime: string; durationMinutes?: number | null },
  timeZone: string,
  now: Date = new Date(),
): SessionStatus {
  if (session.status === 'cancelled' || session.status === 'completed') return session.status;
  const { startsAt, endsAt } = checkInWindow({ date: session.sessionDate, time: session.sessionTime, durationMinutes: session.durationMinutes }, timeZone);
  if (now < startsAt) return 'scheduled';
  return now < endsAt ? 'ongoing' : 'completed';
}

/** Where a listed show stands for a member: open until its start, started until its end, ended after. */
export type ShowProgress = 'open' | 'started' | 'ended';

/**
 * A show of the listing (docs/product-rules.md, "Booking"): it takes bookings until its start (`startsAt`,
 * the venue's clock made an instant), then is started for the movie's runtime (3 hours when unknown), then ended.
 */
export function showProgress(show: { startsAt: string; durationMinutes: number | null }, now: Date = new Date()): ShowProgress {
  const start = Date.parse(show.startsAt);
  if (now.getTime() < start) return 'open';
  return now.getTime() < start + showMinutes(show.durationMinutes) * 60_000 ? 'started' : 'ended';
}
