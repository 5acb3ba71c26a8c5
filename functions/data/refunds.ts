import { AppError, insufficientPoints } from '../../shared/errors';
import { counterWrite, type CounterRole } from './counters';
import { changePoints } from './ledger';
import type { BookingItem } from './entities/booking';
import { outboxWrite, type QueuedMail } from './outbox';
import { reminderDroppedWrite } from './reminders';
import { db } from './service';
import { countedShard, refundTallyWrite, type TallyRole } from './session-tally';
import type { ConditionFailed, TransactionWrite } from './transactions';

type RefundRole = 'seat' | 'mail' | 'reminder' | TallyRole | CounterRole;

/** A booking whose seats keep changing under the refund (another cancel at the same moment) is re-read this often. */
const MAX_REFUND_ATTEMPTS = 5;

/** Some of the booking's seats were no longer confirmed when the refund was written. */
class RefundRaced extends AppError {
  constructor(readonly failed: ConditionFailed<RefundRole>) {
    super(409, 'REFUND_RACED', 'This booking changed while it was being refunded.');
  }
}

/** The seats as they are now (a consistent read of each by its key), those still confirmed under the same code. */
async function stillConfirmed(seats: BookingItem[]): Promise<BookingItem[]> {
  const keys = seats.map(({ sessionId, seatNumber }) => ({ sessionId, seatNumber }));
  const { data } = await db.entities.booking.get(keys).go({ consistent: true });
  const codes = new Set(seats.map((seat) => seat.bookingCode));
  return data.filter((seat) => seat.status === 'confirmed' && codes.has(seat.bookingCode));
}


/**
 * Refunds one booking (its confirmed seats of one code, all of one session) through the ledger, ONCE:
 * the balance and its ledger entry (type refund), each seat's flip from confirmed to cancelled
 * (conditioned on still being confirmed), the seats off the session's tally and the booking's item for the
 * reminder job deleted, all in ONE transaction. A
 * concurrent or repeated refund finds the seats no longer confirmed: its transaction fails as a whole,
 * the seats are read again, and only what is still confirmed is refunded (nothing, usually). Says
 * whether this call refunded anything and how many points. `notice`, given the points refunded, is a
 * mail to queue in the same transaction (an admin's cancel tells the member; docs/mail.md).
 */
export async function refundBooking(
  first: BookingItem[],
  reason: (seats: BookingItem[]) => string,
  notice?: (points: number) => QueuedMail,
): Promise<{ refunded: boolean; points: number; seats: BookingItem[] }> {
  let seats = first;
  for (let attempt = 1; seats.length > 0; attempt++) {
    const points = seats.reduce((sum, seat) => sum + seat.price, 0);
    const cancelledAt = new Date().toISOString();
    const { sessionId } = seats[0];
    const refunding = seats;
    try {
      await changePoints(
        {
          userId: seats[0].userId,
          delta: points,
          reason: reason(refunding),
          type: 'refund',
          subject: `booking#${seats[0].bookingCode}`,
          // Points given back, not earned: lifetime points, tier and leaderboard stay as they are.
          earns: false,
        },
        {
          onInsufficient: insufficientPoints,
          extraWrites: (entities): TransactionWrite<RefundRole>[] => [
            ...refunding.map((seat) => ({
              role: 'seat' as const,
              key: seat.seatNumber,
              item: entities.booking
                .patch({ sessionId, seatNumber: seat.seatNumber })
                .set({ status: 'cancelled', cancelledAt })
                .where((attr, op) => `${op.eq(attr.status, 'confirmed')} AND ${op.eq(attr.bookingCode, seat.bookingCode)}`)
                .commit(),
            })),
            refundTallyWrite(sessionId, countedShard(refunding[0]), refunding.map((seat) => seat.seatNumber)),
            // No reminder for a refunded booking (docs/mail.md, "Reminders").
            reminderDroppedWrite(entities, { sessionId, bookingCode: refunding[0].bookingCode }),
            counterWrite('bookings', -refunding.length),
            ...(notice ? [outboxWrite(entities, notice(points))] : []),
          ],
          onExtraConditionFailed: (failed) => new RefundRaced(failed),
        },
      );
      return { refunded: true, points, seats: refunding };
    } catch (error) {
      if (!(error instanceof RefundRaced) || attempt >= MAX_REFUND_ATTEMPTS) throw error;
      // Someone else refunded or cancelled some of these seats meanwhile: refund what is still confirmed.
      seats = await stillConfirmed(seats);
    }
  }
  return { refunded: false, points: 0, seats: [] };
}
