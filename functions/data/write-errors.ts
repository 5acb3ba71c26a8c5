/**
 * What a failed write means, read from the error alone: no import of the data layer, so the handler
 * chain can tell a conflict give-up apart without loading ElectroDB or the DynamoDB client.
 */

/**
 * Whether a write gave up on conflicts: a transaction (`TransactionConflicted`, functions/data/transactions.ts)
 * or a single write whose item a transaction kept busy through every retry (ElectroDB wraps the SDK's
 * error as its cause).
 */
export function isConflictGiveUp(error: unknown): boolean {
  return isErrorNamed(error, 'TransactionConflicted') || isErrorNamed(error, 'TransactionConflictException');
}

/** Whether a single write (not a transaction) was refused by its condition. */
export function isConditionFailure(error: unknown): boolean {
  return isErrorNamed(error, 'ConditionalCheckFailedException');
}

/** Whether the error has that name, or wraps one that has it as its cause (as ElectroDB does the SDK's). */
function isErrorNamed(error: unknown, name: string): boolean {
  return [error, (error as { cause?: unknown } | undefined)?.cause].some((e) => (e as { name?: string } | undefined)?.name === name);
}
