import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';

/**
 * The records of the table's stream that the listing-copy function is given (docs/booking.md, "Seats
 * left for the listing"): a seat tally shard created or changed (ElectroDB names each item's entity in
 * `__edb_e__`). Deployed, it is the event source mapping's filter (Lambda's filter-pattern syntax: an
 * object is matched field by field, a list names the values allowed); locally the stream reader applies
 * it with `matchesFilterPattern`.
 */
export const TALLY_STREAM_FILTER: FilterPattern = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { __edb_e__: { S: ['sessionTally'] } } },
};

/** How many times a batch whose copy failed is retried (deployed: the mapping's retry attempts; locally: the stream reader's). */
export const TALLY_STREAM_RETRIES = 3;

/** The part of Lambda's filter-pattern syntax used here: nested fields, and at each leaf the values allowed. */
export interface FilterPattern {
  [field: string]: FilterPattern | readonly string[];
}

/** Whether a record passes a filter pattern as Lambda's event filtering passes it (for the subset of the syntax FilterPattern allows). */
export function matchesFilterPattern(pattern: FilterPattern, record: unknown): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const value = typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[field] : undefined;
    return Array.isArray(expected) ? typeof value === 'string' && expected.includes(value) : matchesFilterPattern(expected as FilterPattern, value);
  });
}

/** The sessions whose tally a batch changed, each with the sequence numbers of its records (in the batch's order). */
export function recordsBySession(records: readonly DynamoDBRecord[]): Map<string, string[]> {
  const bySession = new Map<string, string[]>();
  for (const record of records) {
    const sessionId = record.dynamodb?.NewImage?.sessionId?.S;
    const sequenceNumber = record.dynamodb?.SequenceNumber;
    if (!sessionId || !sequenceNumber) continue;
    bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), sequenceNumber]);
  }
  return bySession;
}

/**
 * Copies the tally of each session a batch changed onto its session item, once per session however many
 * of its bookings and refunds the batch holds (the copy reads the tally as it is now, so one is enough).
 * A session whose copy failed reports its records as failed, so the batch is retried from the first of them.
 */
export async function copyTalliesOfBatch(
  records: readonly DynamoDBRecord[],
  copy: (sessionId: string) => Promise<void>,
  onError: (sessionId: string, error: unknown) => void,
): Promise<DynamoDBBatchResponse> {
  const failed: string[] = [];
  await Promise.all(
    [...recordsBySession(records)].map(async ([sessionId, sequenceNumbers]) => {
      try {
        await copy(sessionId);
      } catch (error) {
        onError(sessionId, error);
        failed.push(...sequenceNumbers);
      }
    }),
  );
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}
