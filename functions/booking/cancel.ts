import type { CancelBookingResult } from '../../shared/api/routes/booking';
import { CANCEL_CUTOFF_HOURS, isCancellable, showStart } from '../../shared/booking/availability';
import { compareSeatLabels } from '../../shared/booking/seat-labels';
import { conflict, notFound } from '../../shared/errors';
import { refundBooking } from '../data/refunds';
import { db } from '../data/service';
import { timeZoneOf } from '../data/session-venues';
import { getSessionItem } from './sessions';
import { seatsOfBooking } from '../data/bookings';

const alreadyCancelled = () => conflict('ALREADY_CANCELLED', 'This booking is already cancelled.');

/**
 * DELETE /api/bookings/{bookingCode} (docs/product-rules.md, "Cancelling"): the owner cancels a confirmed booking until 2 hours
 * before the start (on the venue's clock). Its seats are freed, taken off the session's tally and
 * its points refunded through the ledger in ONE transaction conditioned on every seat still being
 * confirmed, so a retry or a concurrent cancel pays once and is told 409 ALREADY_CANCELLED. Another
 * member's code answers as an unknown one (404), so codes cannot be probed.
 */
export async function cancelBooking(userId: string, bookingCode: string, now: Date = new Date()): Promise<CancelBookingResult> {
  const seats = await seatsOfBooking(bookingCode);
  if (seats.length === 0 || seats.some((seat) => seat.userId !== userId)) throw notFound('Booking');
  const confirmed = seats.filter((seat) => seat.status === 'confirmed');
  if (confirmed.length === 0) throw alreadyCancelled();

  const session = await getSessionItem(seats[0].sessionId);
  // Older session items do not carry their venue's zone: their venue is read.
  const venue = session.timeZone === undefined ? (await db.entities.venue.get({ venueId: session.venueId }).go()).data : null;
  if (!isCancellable(showStart(session, timeZoneOf(session, venue)), now)) {
    throw conflict('CANCELLATION_CLOSED', `Bookings can only be cancelled until ${CANCEL_CUTOFF_HOURS} hours before the show.`);
  }

  const refund = await refundBooking(
    confirmed,
    (refunding) => `Cancelled booking: ${session.movieTitle} on ${session.sessionDate} ${session.sessionTime} (${refunding.map((s) => s.seatNumber).join(', ')})`,
  );
  if (!refund.refunded) throw alreadyCancelled();
  return { bookingCode, seats: refund.seats.map((seat) => seat.seatNumber).sort(compareSeatLabels), refunded: refund.points };
}
