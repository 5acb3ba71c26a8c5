import type { SessionCancelResult } from '../../shared/api/routes/admin-sessions';
import { AppError, insufficientPoints } from '../../shared/errors';
import { counterWrite, type CounterRole } from '../data/counters';
import { changePoints } from '../data/ledger';
import { db } from '../data/service';
import { ConditionFailed, isConditionFailure, type TransactionWrite } from '../data/transactions';
import { inPool } from './common';
import { getSessionItem, toAdminSessions } from './sessions';

type BookingSeat = Awaited<ReturnType<ReturnType<typeof db.entities.booking.query.bySessionSeat>['go']>>['data'][number];

/** Bookings refunded at once (each is its member's own ledger transaction). */
const REFUND_CONCURRENCY = 4;
/** A booking whose seats keep changing under the refund (a member cancelling at the same moment) is re-read this often. */
const MAX_REFUND_ATTEMPTS = 5;

type RefundRole = 'seat' | 'counter' | CounterRole;

async function confirmedSeats(sessionId: string): Promise<BookingSeat[]> {
  const { data } = await db.entities.booking.query.bySessionSeat({ sessionId }).go({ pages: 'all', consistent: true });
  return data.filter((seat) => seat.status === 'confirmed');
}

/**
 * Refunds one booking (its seats of one code) through the ledger, ONCE: the balance, its ledger entry
 * (type refund), each seat's flip from confirmed to cancelled (conditioned on still being confirmed)
 * and the session's booked count, all in ONE transaction. A concurrent or repeated cancel finds the
 * seats no longer confirmed: its transaction fails as a whole and the booking is left as refunded.
 * Says whether this call refunded it (not when another call already had) and how many points.
 */
async function refundBooking(sessionId: string, movieTitle: string, when: string, first: BookingSeat[]): Promise<{ refunded: boolean; points: number }> {
  let seats = first;
  for (let attempt = 1; seats.length > 0; attempt++) {
    const points = seats.reduce((sum, seat) => sum + seat.price, 0);
    const cancelledAt = new Date().toISOString();
    try {
      await changePoints(
        {
          userId: seats[0].userId,
          delta: points,
          reason: `Refund: ${movieTitle} on ${when} was cancelled (${seats.map((s) => s.seatNumber).join(', ')})`,
          type: 'refund',
          subject: `booking#${seats[0].bookingCode}`,
          // Points given back, not earned: lifetime points, tier and leaderboard stay as they are.
          earns: false,
        },
        {
          onInsufficient: insufficientPoints,
          extraWrites: (entities): TransactionWrite<RefundRole>[] => [
            ...seats.map((seat) => ({
              role: 'seat' as const,
              key: seat.seatNumber,
              item: entities.booking
                .patch({ sessionId, seatNumber: seat.seatNumber })
                .set({ status: 'cancelled', cancelledAt })
                .where((attr, op) => `${op.eq(attr.status, 'confirmed')} AND ${op.eq(attr.bookingCode, seat.bookingCode)}`)
                .commit(),
            })),
            {
              role: 'counter' as const,
              item: entities.session.patch({ sessionId }).subtract({ bookedSeats: seats.length }).commit(),
            },
            counterWrite('bookings', -seats.length),
          ],
          onExtraConditionFailed: (failed) => new RefundRaced(failed),
        },
      );
      return { refunded: true, points };
    } catch (error) {
      if (!(error instanceof RefundRaced) || attempt >= MAX_REFUND_ATTEMPTS) throw error;
      // Someone else refunded or cancelled some of these seats meanwhile: refund what is still confirmed.
      const codes = new Set(seats.map((s) => s.bookingCode));
      seats = (await confirmedSeats(sessionId)).filter((s) => codes.has(s.bookingCode));
    }
  }
  return { refunded: false, points: 0 };
}

/** Some of the booking's seats were no longer confirmed when the refund was written. */
class RefundRaced extends AppError {
  constructor(readonly failed: ConditionFailed<RefundRole>) {
    super(409, 'REFUND_RACED', 'This booking changed while it was being refunded.');
  }
}

/**
 * Cancels a session (DESIGN §5): status cancelled first (so nothing more is booked), then every
 * confirmed booking refunded once through the ledger, its seats freed. Safe to retry and to run twice
 * at once: each booking's refund flips its seats from confirmed in the refund's own transaction, so a
 * second refund of it cannot commit.
 */
export async function cancelSession(sessionId: string): Promise<SessionCancelResult> {
  let session = await getSessionItem(sessionId);
  if (session.status !== 'cancelled') {
    try {
      await db.entities.session
        .patch({ sessionId })
        .set({ status: 'cancelled', editRevision: (session.editRevision ?? 0) + 1 })
        .where((attr, op) => op.eq(attr.status, session.status))
        .go();
    } catch (error) {
      // Changed meanwhile (another cancel, a booking's count does not touch status): read it again below.
      if (!isConditionFailure(error)) throw error;
    }
    session = await getSessionItem(sessionId);
    if (session.status !== 'cancelled') return cancelSession(sessionId);
  }

  const byCode = new Map<string, BookingSeat[]>();
  for (const seat of await confirmedSeats(sessionId)) byCode.set(seat.bookingCode, [...(byCode.get(seat.bookingCode) ?? []), seat]);
  const when = `${session.sessionDate} ${session.sessionTime}`;
  const refunds = await inPool([...byCode.values()], REFUND_CONCURRENCY, (seats) => refundBooking(sessionId, session.movieTitle, when, seats));
  const [row] = await toAdminSessions([await getSessionItem(sessionId)]);
  return {
    session: row,
    refundedBookings: refunds.filter((r) => r.refunded).length,
    refundedPoints: refunds.reduce((sum, r) => sum + r.points, 0),
  };
}
