import { setTimeout as sleep } from 'node:timers/promises';
import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, documentClient } from './service';

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

/** Thrown when a transaction's condition failed; `failed` holds the indexes of the items whose condition failed. */
export class ConditionFailed extends Error {
  constructor(readonly failed: number[]) {
    super(`Transaction condition failed on item(s) ${failed.join(', ')}`);
    this.name = 'ConditionFailed';
  }
}

const MAX_CONFLICT_RETRIES = 5;

/**
 * Runs one DynamoDB write transaction: ElectroDB builds the items (keys, identifiers, conditions),
 * the SDK sends them. This is the one place that reads a cancellation's reasons: a
 * TransactionConflict (real DynamoDB only) is retried with jittered back-off; a failed condition
 * becomes ConditionFailed for the caller to turn into its domain error.
 */
export async function writeTransaction(build: WriteBuilder, token?: string): Promise<void> {
  const params = db.transaction.write(build).params(token ? { token } : undefined) as TransactWriteCommandInput;
  for (let attempt = 0; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand(params));
      return;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = ((error as TransactionCanceledException).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      const failed = reasons.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
      if (failed.length > 0) throw new ConditionFailed(failed);
      const conflicted = reasons.includes('TransactionConflict');
      if (!conflicted || attempt >= MAX_CONFLICT_RETRIES) throw new Error(`Transaction cancelled: ${reasons.join(', ')}`, { cause: error });
      await sleep(Math.random() * 25 * 2 ** attempt);
    }
  }
}
