import { Entity, type EntityItem } from 'electrodb';

/**
 * A session's booked seats are spread over this many items: a booking adds to ONE shard drawn at
 * random (another one when a concurrent transaction holds it), so bookings of one show made at the
 * same moment rarely touch the same item (DynamoDB cancels two transactions on one item with
 * TransactionConflict). An admin edit writes every shard (at most 16 of the 100 items a transaction
 * may hold).
 */
export const SESSION_TALLY_SHARDS = 16;

/**
 * One shard of a session's seat tally (docs/booking.md): the seats of the bookings that counted on it
 * (each seat item records its shard as `tallyShard`) and their labels, moved only inside the booking and refund
 * transactions (a refund subtracts from the shard its booking added to, so no shard goes below 0),
 * and the gate that refuses a booking planned from a session as it was before an admin edit or
 * cancel. In the session's own partition: one consistent query reads every shard.
 */
export const buildSessionTallyEntity = () => new Entity({
  model: { entity: 'sessionTally', version: '1', service: 'cinema' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    /** Seats booked and not cancelled by the bookings that counted on this shard (moved only by ADDs; absent until the first). */
    booked: { type: 'number' },
    /**
     * The labels of the seats `booked` counts, moved with it (added by the booking, deleted by its refund):
     * the seat map reads a show's booked seats from its shards, not from every seat item. Absent on a
     * shard that counted seats before it recorded their labels (its count is then more than its labels).
     */
    seats: { type: 'set', items: 'string' },
    /** Bookings and refunds this shard has counted (only ever grows): orders the copies of the sum on the session. */
    writes: { type: 'number' },
    /** The session's editRevision as of its last admin edit or cancel: a booking planned from an older revision is refused. */
    gateRevision: { type: 'number' },
  },
  indexes: {
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['shard'] },
    },
  },
});
export type SessionTallyEntity = ReturnType<typeof buildSessionTallyEntity>;
export type SessionTallyItem = EntityItem<SessionTallyEntity>;
