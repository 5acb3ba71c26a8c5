import { describe, expect, it } from 'vitest';
import { newBookingCode } from '../../shared/booking/codes';
import { bookedShow } from '../data/outbox';
import { transactionEntities, type TransactionWrite } from '../data/transactions';
import { bookingWrites } from './book';

const session = { sessionId: 'premiere', screenId: 'screen-1', editRevision: 2, movieTitle: 'Premiere', sessionDate: '2099-01-01', sessionTime: '20:00' };
const seat = (seatNumber: number) => ({ screenId: 'screen-1', version: 1, rowNumber: 1, seatNumber, categoryId: 'regular', isAvailable: true });

function plannedBooking(userId: string, seatNumber: number, idempotencyKey: string) {
  const result = { bookingCode: newBookingCode(), sessionId: session.sessionId, seats: [`A${seatNumber}`], totalPrice: 10, createdAt: new Date().toISOString() };
  const show = bookedShow(session, 'UTC', result);
  return bookingWrites(transactionEntities, { userId, session, seats: [seat(seatNumber)], seatPrices: [10], result, show, idempotencyKey });
}

/** The table key of each item a transaction write touches, with the write's role. */
function touched(writes: TransactionWrite[]) {
  return writes.map(({ role, item }) => {
    const operation = Object.values(item as Record<string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> }>)[0];
    const key = operation.Key ?? operation.Item!;
    return { role, key: `${String(key.pk)} ${String(key.sk)}` };
  });
}

const sessionItemKey = () => touched([{ role: 'session', item: transactionEntities.session.patch({ sessionId: session.sessionId }).set({ bookedSeats: 0 }).commit() }])[0].key;

describe('bookingWrites', () => {
  it('shares no item between two bookings of different seats of one show, the sharded tally aside, and never writes the session item', () => {
    for (let run = 0; run < 50; run++) {
      const first = touched(plannedBooking('member-1', 1, `key-${run}-1`));
      const second = touched(plannedBooking('member-2', 2, `key-${run}-2`));
      const shared = first.filter(({ key }) => second.some((other) => other.key === key));
      expect(shared.every(({ role }) => role === 'sessionTally')).toBe(true);
      expect([...first, ...second].map(({ key }) => key)).not.toContain(sessionItemKey());
    }
  });

  it('puts each seat only if it is free and adds the seats to one shard of the tally, gated on the revision read', () => {
    const writes = plannedBooking('member-1', 3, 'key');
    expect(writes.map(({ role }) => role)).toEqual(['seat', 'sessionTally', 'seatCheck', 'mail', 'reminder', 'idempotency']);
    const tally = (writes[1].item as unknown as { Update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> } }).Update;
    expect(tally.ConditionExpression).toMatch(/attribute_not_exists.*OR.*<=/);
    expect(Object.values(tally.ExpressionAttributeValues)).toContain(2);
  });

  it('records the tally shard on each seat, and moves both to another shard when the shard was contended', () => {
    const [seatWrite, tallyWrite] = plannedBooking('member-1', 4, 'key');
    const shardOfTally = (item: unknown) => String((item as { Update: { Key: { sk: string } } }).Update.Key.sk);
    const shardOfSeat = (item: unknown) => (item as { Put: { Item: { tallyShard: number } } }).Put.Item.tallyShard;
    expect(shardOfTally(tallyWrite.item)).toContain(`shard_${shardOfSeat(seatWrite.item)}`);

    const moved = tallyWrite.reshard!();
    const seatAgain = seatWrite.afterReshard!();
    expect(shardOfSeat(seatAgain)).not.toBe(shardOfSeat(seatWrite.item));
    expect(shardOfTally(moved)).toContain(`shard_${shardOfSeat(seatAgain)}`);
  });
});
