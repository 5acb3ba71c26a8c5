import { mapConcurrently } from '../lib/concurrency';
import type { SessionCancelResult } from '../../shared/api/routes/admin-sessions';
import { showStart } from '../../shared/booking/availability';
import { conflict } from '../../shared/errors';
import { seatsByBooking } from '../../shared/booking/booking-groups';
import { refundBooking } from '../data/refunds';
import { timeZoneOfSession } from '../data/session-venues';
import { readSessionTally, sessionGateWrites } from '../data/session-tally';
import { ConditionFailed, transactionEntities, writeTransaction } from '../data/transactions';
import { getSessionItem, toAdminSessions } from './sessions';
import { sessionAsRead, statusNow } from './session-edits';
import { confirmedSeatsOfSession } from '../data/sessions';

/** Bookings refunded at once (each is its member's own ledger transaction). */
const REFUND_CONCURRENCY = 4;

/** Its members have watched it: nothing to refund (docs/back-office.md, "Sessions"). */
const sessionCompleted = () => conflict('SESSION_COMPLETED', 'This session has finished: its members have watched it, so it cannot be cancelled.');

/**
 * Cancels a scheduled or ongoing session (docs/product-rules.md, "Cancelling"; a completed one is refused,
 * docs/back-office.md, "Sessions"): status cancelled and the tally's gate closed first (so nothing
 * more is booked, docs/booking.md), then every
 * confirmed booking refunded once through the ledger, its seats freed. Safe to retry and to run twice
 * at once: each booking's refund flips its seats from confirmed in the refund's own transaction, so a
 * second refund of it cannot commit.
 */
export async function cancelSession(sessionId: string): Promise<SessionCancelResult> {
  let session = await getSessionItem(sessionId);
  if (session.status !== 'cancelled') {
    // Once cancelled it stays so: a retry after the show has ended still finishes the refunds.
    if ((await statusNow(session)) === 'completed') throw sessionCompleted();
    const revision = (session.editRevision ?? 0) + 1;
    try {
      await writeTransaction([
        {
          role: 'session',
          item: transactionEntities.session
            .patch({ sessionId })
            .set({ status: 'cancelled', editRevision: revision })
            // As read: an edit meanwhile (which may have moved the show into the past) makes it read again.
            .where(sessionAsRead(session))
            .commit(),
        },
        // A booking planned before the cancel cannot commit after it (docs/booking.md).
        ...sessionGateWrites(sessionId, revision),
      ]);
    } catch (error) {
      // Changed meanwhile (another cancel, an edit): read it again below.
      if (!(error instanceof ConditionFailed)) throw error;
    }
    session = await getSessionItem(sessionId);
    if (session.status !== 'cancelled') return cancelSession(sessionId);
  }

  const bookings = seatsByBooking(await confirmedSeatsOfSession(sessionId, { consistent: true }));
  const when = `${session.sessionDate} ${session.sessionTime}`;
  const timeZone = await timeZoneOfSession(session);
  const startsAt = showStart(session, timeZone).toISOString();
  const refunds = await mapConcurrently(bookings.values(), REFUND_CONCURRENCY, (seats) =>
    refundBooking(
      seats,
      (refunding) => `Refund: ${session.movieTitle} on ${when} was cancelled (${refunding.map((s) => s.seatNumber).join(', ')})`,
      // The member is told in the refund's own transaction (docs/mail.md).
      (pointsRefunded) => ({
        kind: 'sessionCancelled',
        to: { memberId: seats[0].userId },
        payload: { movieTitle: session.movieTitle, startsAt, timeZone, venue: session.venueName, pointsRefunded },
      }),
    ),
  );
  const [[row], { booked }] = await Promise.all([toAdminSessions([await getSessionItem(sessionId)]), readSessionTally(sessionId)]);
  return {
    // The seats its tally counts now: the listing's copy follows the refunds a second later.
    session: { ...row, bookedSeats: booked },
    refundedBookings: refunds.filter((r) => r.refunded).length,
    refundedPoints: refunds.reduce((sum, r) => sum + r.points, 0),
  };
}
