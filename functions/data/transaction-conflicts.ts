import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException, TransactionConflictException, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from './table';

/** Single-item writes, the ones DynamoDB refuses with TransactionConflictException while a transaction holds their item. */
const SINGLE_WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand']);

/** How often a single write refused by a transaction in flight is sent again, and the back-off's first ceiling. */
export const MAX_CONFLICT_RETRIES = 10;
/**
 * How long, at least, a writer keeps retrying conflicts: the longer each transaction takes (a busy
 * table, a busy machine), the longer it holds its items, so a count of tries alone gives up sooner
 * under load, when waiting is what works.
 */
const CONFLICT_PATIENCE_MS = 5000;
const FIRST_BACKOFF_MS = 20;
const MAX_BACKOFF_MS = 1000;

/** A "full jitter" back-off: a random wait below a ceiling that doubles each attempt, so racers spread out rather than collide again. */
export const conflictBackoff = (attempt: number) => sleep(Math.random() * Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempt));

/** Whether a writer that met `conflicts` conflicts, the first at `startedAt` (performance.now()), has tried long enough and often enough. */
export const conflictRetriesSpent = (conflicts: number, startedAt: number) =>
  conflicts >= MAX_CONFLICT_RETRIES && performance.now() - startedAt >= CONFLICT_PATIENCE_MS;

type Key = Record<string, AttributeValue>;
interface TransactItem {
  Put?: { TableName?: string; Item?: Key };
  Update?: { TableName?: string; Key?: Key };
  Delete?: { TableName?: string; Key?: Key };
  ConditionCheck?: { TableName?: string; Key?: Key };
}

const itemId = (table: string | undefined, key: Key | undefined) =>
  `${table} ${JSON.stringify(key?.[TABLE_KEYS.partitionKey])} ${JSON.stringify(key?.[TABLE_KEYS.sortKey])}`;

function transactItemId(item: TransactItem): string {
  const operation = item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck;
  return itemId(operation?.TableName, item.Put ? item.Put.Item : (operation as { Key?: Key } | undefined)?.Key);
}

/**
 * DynamoDB Local runs transactions one after another, so hundreds sent at once mostly wait in its
 * queue; real DynamoDB runs them side by side, each holding its items for milliseconds. Counting that
 * queue as time in flight would make every contended item look held all the time: the emulation lets
 * this many transactions be in flight at once and holds the rest in line before their conflict check.
 */
export const TRANSACTIONS_IN_FLIGHT = 4;

/** A counting semaphore: at most `size` holders, the rest wait their turn in order. */
function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async acquire() {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/** A multiset of item ids: two writers in flight may hold the same item (a transaction and a single write). */
class ItemsInFlight {
  private readonly counts = new Map<string, number>();
  has(id: string) {
    return this.counts.has(id);
  }
  hold(ids: string[]) {
    for (const id of ids) this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    return () => {
      for (const id of ids) {
        const left = (this.counts.get(id) ?? 1) - 1;
        if (left > 0) this.counts.set(id, left);
        else this.counts.delete(id);
      }
    };
  }
}

/**
 * Makes a client refuse writes as real DynamoDB does under contention, which DynamoDB Local never
 * does (for tests and benchmarks on the local stack): a write transaction touching an item (put,
 * update, delete or condition check) that another transaction or a single write of this process has
 * in flight is cancelled with TransactionCanceledException, reason `TransactionConflict` for that
 * item and `None` for the others; a single put, update or delete of an item a transaction has in
 * flight fails with TransactionConflictException. Reads never conflict. At most TRANSACTIONS_IN_FLIGHT
 * transactions are in flight at once (see there).
 */
export function emulateTransactionConflicts(client: DynamoDBClient): void {
  const transactions = new ItemsInFlight();
  const singleWrites = new ItemsInFlight();
  const transactionSlots = slots(TRANSACTIONS_IN_FLIGHT);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TransactItems?: TransactItem[]; TableName?: string; Key?: Key; Item?: Key };
      let release: () => void;
      if (context.commandName === 'TransactWriteItemsCommand') {
        await transactionSlots.acquire();
        const ids = (input.TransactItems ?? []).map(transactItemId);
        const reasons = ids.map((id) => (transactions.has(id) || singleWrites.has(id) ? 'TransactionConflict' : 'None'));
        if (reasons.includes('TransactionConflict')) {
          transactionSlots.release();
          throw new TransactionCanceledException({
            message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.join(', ')}]`,
            $metadata: { httpStatusCode: 400 },
            CancellationReasons: reasons.map((Code) => ({ Code, ...(Code === 'TransactionConflict' ? { Message: 'Transaction is ongoing for the item' } : {}) })),
          });
        }
        const releaseItems = transactions.hold(ids);
        release = () => {
          releaseItems();
          transactionSlots.release();
        };
      } else if (SINGLE_WRITES.has(context.commandName ?? '')) {
        const id = itemId(input.TableName, input.Item ?? input.Key);
        if (transactions.has(id)) {
          throw new TransactionConflictException({ message: 'Transaction is ongoing for the item', $metadata: { httpStatusCode: 400 } });
        }
        release = singleWrites.hold([id]);
      } else {
        return next(args);
      }
      try {
        return await next(args);
      } finally {
        release();
      }
    },
    // After the document client's marshalling (keys as DynamoDB sees them), outside the SDK's own retries.
    { step: 'build', name: 'emulateTransactionConflicts' },
  );
}

/**
 * Sends a single put, update or delete again, after a jittered back-off, when DynamoDB refused it
 * because a transaction held its item (TransactionConflictException, which the SDK does not retry),
 * at most MAX_CONFLICT_RETRIES times. Its condition is evaluated afresh each time.
 */
export function retrySingleWriteConflicts(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!SINGLE_WRITES.has(context.commandName ?? '')) return next(args);
      const startedAt = performance.now();
      for (let attempt = 0; ; attempt++) {
        try {
          return await next(args);
        } catch (error) {
          if ((error as Error).name !== 'TransactionConflictException' || conflictRetriesSpent(attempt, startedAt)) throw error;
          await conflictBackoff(attempt);
        }
      }
    },
    { step: 'initialize', name: 'retrySingleWriteConflicts' },
  );
}
