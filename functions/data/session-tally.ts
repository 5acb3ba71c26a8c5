import { createHash, randomInt } from 'node:crypto';
import { SESSION_TALLY_SHARDS } from './entities/session-tally';
import { markBookingsAhead } from './bookings-ahead';
import type { SessionItem } from './entities/session';
import { db } from './service';
import { transactionEntities, type TransactionWrite } from './transactions';
import { isConditionFailure } from './write-errors';

/** The role of a tally write in a transaction. */
export type TallyRole = 'sessionTally';

/** The shard a booking made before its seats recorded their shard counted on: fixed by its code. */
function legacyTallyShard(bookingCode: string): number {
  return createHash('sha1').update(bookingCode).digest().readUInt32BE(0) % SESSION_TALLY_SHARDS;
}

/** The shard a booked seat was counted on: recorded on its booking item (`tallyShard`), so its refund subtracts from the shard it added to. */
export const countedShard = (seat: { tallyShard?: number; bookingCode: string }) => seat.tallyShard ?? legacyTallyShard(seat.bookingCode);

/**
 * A booking's write to its session's tally: its seats (labels) added to a random shard, on condition that no
 * admin edit or cancel newer than the session revision the booking was planned from has closed the
 * gate (then the booking reads the session again). The one session item a booking touches, and only
 * one of SESSION_TALLY_SHARDS of them; when a concurrent transaction holds it, the retry takes another
 * shard (`shard()` says which one now: the booking's seats record it).
 */
export function bookingTally(sessionId: string, seats: string[], plannedRevision: number | undefined): { write: TransactionWrite<TallyRole>; shard: () => number } {
  let shard = randomInt(SESSION_TALLY_SHARDS);
  const toShard = () =>
    transactionEntities.sessionTally
      .update({ sessionId, shard })
      .add({ booked: seats.length, writes: 1, seats })
      .where((attr, op) => `${op.notExists(attr.gateRevision)} OR ${op.lte(attr.gateRevision, plannedRevision ?? 0)}`)
      .commit();
  const toAnotherShard = () => {
    shard = (shard + 1 + randomInt(SESSION_TALLY_SHARDS - 1)) % SESSION_TALLY_SHARDS;
    return toShard();
  };
  return { write: { role: 'sessionTally', item: toShard(), reshard: toAnotherShard }, shard: () => shard };
}

/** A refund's write to the tally: its seats (labels) taken off `shard`, the one the booking added them to (countedShard). */
export function refundTallyWrite(sessionId: string, shard: number, seats: string[]): TransactionWrite<TallyRole> {
  return {
    role: 'sessionTally',
    item: transactionEntities.sessionTally
      .update({ sessionId, shard })
      .add({ booked: -seats.length, writes: 1 })
      .delete({ seats })
      .commit(),
  };
}

/**
 * An admin edit's or cancel's writes to every shard of the session's tally: the gate set to the
 * session's new revision, so a booking planned from an older one cannot commit after it; with
 * `noBookings`, each shard must count no seat (no shard is ever below 0, so the session has no booking).
 */
export function sessionGateWrites(sessionId: string, revision: number, { noBookings = false } = {}): TransactionWrite<TallyRole>[] {
  return Array.from({ length: SESSION_TALLY_SHARDS }, (_, shard) => ({
    role: 'sessionTally' as const,
    key: String(shard),
    item: transactionEntities.sessionTally
      .update({ sessionId, shard })
      .set({ gateRevision: revision })
      .where((attr, op) => (noBookings ? `${op.notExists(attr.booked)} OR ${op.eq(attr.booked, 0)}` : ''))
      .commit(),
  }));
}

/** The session's booked seats as its tally counts them now (a consistent read of every shard in one query), with the count of writes behind it. */
export async function readSessionTally(sessionId: string): Promise<{ booked: number; writes: number }> {
  const { data } = await db.entities.sessionTally.query.bySession({ sessionId }).go({ consistent: true, pages: 'all' });
  return {
    booked: data.reduce((sum, shard) => sum + (shard.booked ?? 0), 0),
    writes: data.reduce((sum, shard) => sum + (shard.writes ?? 0), 0),
  };
}

/**
 * The labels of the session's booked seats as its tally records them: one query of its shards, where
 * reading every seat item of a full 500-seat show took about 14 ms of DynamoDB Local's time and a
 * crowd reads the seat map hundreds of times a minute (docs/booking.md). Null when the seat items are
 * what says: a shard counted seats before shards recorded their labels, or the tally counts none (no
 * booking, or seats booked before the tally and not yet migrated; the seat items are then few or none).
 */
export async function bookedSeatLabelsOfTally(sessionId: string): Promise<string[] | null> {
  const { data } = await db.entities.sessionTally.query.bySession({ sessionId }).go({ pages: 'all' });
  const labels = data.flatMap((shard) => shard.seats ?? []);
  const labelled = data.every((shard) => (shard.booked ?? 0) === (shard.seats?.length ?? 0));
  return labelled && labels.length > 0 ? labels : null;
}

/** Whether any seat of the session is booked, as its tally counts them now: what a back-office refusal reads (the listing's copy may be a second old). */
export const sessionHasBookings = async (sessionId: string) => (await readSessionTally(sessionId)).booked > 0;

/**
 * Copies the tally's sum onto the session item (`bookedSeats`, what the listing's seats left, Few Left
 * and Sold Out read), run by the table's stream after bookings and refunds commit (functions/listing-copy).
 * Concurrent copies may finish in any order:
 * each is conditioned on counting more of the tally's writes than the copy already there, so the
 * latest sum stays. A copy that never ran (a crash in between) is made good by the next one. The copy
 * that lands also marks the session's screen and venue (`markBookingsAhead`).
 */
export async function copyTallyToSession(sessionId: string): Promise<void> {
  const { booked, writes } = await readSessionTally(sessionId);
  const copied = await db.entities.session
    .patch({ sessionId })
    .set({ bookedSeats: booked, tallyWrites: writes })
    .where((attr, op) => `${op.notExists(attr.tallyWrites)} OR ${op.lt(attr.tallyWrites, writes)}`)
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      // A newer copy is there already, or the session was deleted.
      if (!isConditionFailure(error)) throw error;
    });
  if (copied) await markBookingsAhead(copied.data as SessionItem, booked);
}
