import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, documentClient } from './service';
import { conflictBackoff, conflictRetriesSpent } from './transaction-conflicts';

/**
 * How often a transaction whose only contended items were counter shards is sent again on other
 * shards. A booking writes four sharded counters (its session's tally, the dashboard's bookings and
 * the points spent of the week and of all time): in a crowd about half its attempts meet another
 * transaction on one of them, so a bound of ten, fine for a contended item, failed a booking in a
 * thousand; each redraw is a fresh chance, and thirty fail about one in 10^8.
 */
const MAX_RESHARDS = 30;

type WriteBuilder = Parameters<typeof db.transaction.write>[0];
/** The entities as a transaction callback receives them. */
export type TransactionEntities = Parameters<WriteBuilder>[0];
/** One item of a write transaction (an entity operation's `.commit()`). */
export type TransactionItem = ReturnType<WriteBuilder>[number];

/**
 * The service's entities typed as a transaction callback receives them (ElectroDB hands the callback
 * these very objects), for items built before the transaction is sent.
 */
export const transactionEntities = db.entities as unknown as TransactionEntities;

/**
 * One write of a transaction with what it is for: its `role` (`seat`, `ledger`, `counter`,
 * `idempotency`...) and, where several share a role, a `key` that tells them apart (the seat's
 * label). A cancelled transaction is explained by these, never by the items' positions.
 */
export interface TransactionWrite<Role extends string = string> {
  role: Role;
  key?: string;
  item: TransactionItem;
  /** For a write to one shard of a sharded counter: the same write to another shard, taken when the first one's shard was contended. */
  reshard?: () => TransactionItem;
  /** For a write that records which shard another write of the transaction took (a booked seat its tally shard): built again after any reshard. */
  afterReshard?: () => TransactionItem;
}

/** Thrown when a transaction's condition failed; `failed` holds the writes whose condition failed. */
export class ConditionFailed<Role extends string = string> extends Error {
  constructor(readonly failed: TransactionWrite<Role>[]) {
    super(`Transaction condition failed on ${failed.map((write) => (write.key ? `${write.role} ${write.key}` : write.role)).join(', ')}`);
    this.name = 'ConditionFailed';
  }

  /** The failed writes of one role. */
  of(role: Role): TransactionWrite<Role>[] {
    return this.failed.filter((write) => write.role === role);
  }

  has(role: Role): boolean {
    return this.failed.some((write) => write.role === role);
  }
}

/**
 * Thrown when a transaction still met TransactionConflict after every retry: other transactions kept
 * holding some of its items; `conflicted` holds those writes (a caller may read them to say why).
 */
export class TransactionConflicted<Role extends string = string> extends Error {
  constructor(readonly conflicted: TransactionWrite<Role>[], options: ErrorOptions) {
    super(`Transaction cancelled by conflicts on ${conflicted.map((write) => (write.key ? `${write.role} ${write.key}` : write.role)).join(', ')}`, options);
    this.name = 'TransactionConflicted';
  }

  has(role: Role): boolean {
    return this.conflicted.some((write) => write.role === role);
  }
}

/**
 * Runs one DynamoDB write transaction: ElectroDB builds the items (keys, identifiers, conditions),
 * the SDK sends them. This is the one place that reads a cancellation's reasons: a
 * TransactionConflict (another transaction or write had one of its items in flight) is retried with
 * jittered back-off, at least MAX_CONFLICT_RETRIES times and for at least a few seconds (then
 * TransactionConflicted, which the handler answers 409 CONCURRENT_UPDATE); a conflict on sharded
 * counters only is retried after the shortest back-off on other shards, a fresh draw rather than a wait for the same
 * items, under its own bound (MAX_RESHARDS). A failed condition becomes ConditionFailed, naming the
 * writes that failed, for the caller to turn into its domain error.
 */
export async function writeTransaction<Role extends string>(writes: TransactionWrite<Role>[], token?: string): Promise<void> {
  const paramsOf = (items: TransactionItem[]) => db.transaction.write(() => items).params(token ? { token } : undefined) as TransactWriteCommandInput;
  let items = writes.map((write) => write.item);
  let params = paramsOf(items);
  let itemConflicts = 0;
  let reshards = 0;
  const startedAt = performance.now();
  for (;;) {
    try {
      await documentClient.send(new TransactWriteCommand(params));
      return;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = ((error as TransactionCanceledException).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      const failed = writes.filter((_, index) => reasons[index] === 'ConditionalCheckFailed');
      if (failed.length > 0) throw new ConditionFailed(failed);
      if (!reasons.includes('TransactionConflict')) throw new Error(`Transaction cancelled: ${reasons.join(', ')}`, { cause: error });
      const conflicted = writes.filter((_, index) => reasons[index] === 'TransactionConflict');
      // A contended counter shard is swapped for another (not under a request token: its retry must be the same request).
      const resharding = !token && conflicted.some((write) => write.reshard);
      const onlyShards = resharding && conflicted.every((write) => write.reshard);
      if (onlyShards ? reshards >= MAX_RESHARDS : conflictRetriesSpent(itemConflicts, startedAt)) throw new TransactionConflicted(conflicted, { cause: error });
      if (resharding) {
        items = writes.map((write, index) => (write.reshard && reasons[index] === 'TransactionConflict' ? write.reshard() : items[index]));
        items = writes.map((write, index) => write.afterReshard?.() ?? items[index]);
        params = paramsOf(items);
      }
      await conflictBackoff(onlyShards ? 0 : itemConflicts);
      if (onlyShards) reshards++;
      else itemConflicts++;
    }
  }
}
