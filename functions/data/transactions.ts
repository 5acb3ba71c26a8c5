import { setTimeout as sleep } from 'node:timers/promises';
import { db } from './service';

type WriteBuilder = Parameters<typeof db.transaction.write>[0];
/** The entities as a transaction callback receives them. */
export type TransactionEntities = Parameters<WriteBuilder>[0];
/** One item of a write transaction (an entity operation's `.commit()`). */
export type TransactionItem = ReturnType<WriteBuilder>[number];

/** Thrown when a transaction's condition failed; `failed` holds the indexes of the items whose condition failed. */
export class ConditionFailed extends Error {
  constructor(readonly failed: number[]) {
    super(`Transaction condition failed on item(s) ${failed.join(', ')}`);
    this.name = 'ConditionFailed';
  }
}

const MAX_CONFLICT_RETRIES = 5;

/**
 * Runs one DynamoDB write transaction through ElectroDB. ElectroDB resolves a cancelled
 * transaction with `canceled: true` rather than throwing, so this is the one place that reads
 * the cancellation reasons: a TransactionConflict (real DynamoDB only) is retried with jittered
 * back-off; a failed condition becomes ConditionFailed for the caller to turn into its domain error.
 */
export async function writeTransaction(build: WriteBuilder, token?: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const result = await db.transaction.write(build).go(token ? { token } : undefined);
    if (!result.canceled) return;
    const reasons = (result.data as { rejected: boolean; code: string }[]).map((d) => d.code);
    const failed = reasons.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
    if (failed.length > 0) throw new ConditionFailed(failed);
    const conflicted = reasons.some((code) => code === 'TransactionConflict');
    if (!conflicted || attempt >= MAX_CONFLICT_RETRIES) {
      throw new Error(`Transaction cancelled: ${reasons.join(', ')}`);
    }
    await sleep(Math.random() * 25 * 2 ** attempt);
  }
}
