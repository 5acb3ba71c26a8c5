import { Logger } from '@aws-lambda-powertools/logger';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { copyTallyToSession } from '../data/session-tally';
import { copyTalliesOfBatch } from '../data/tally-stream';

const logger = new Logger();

/**
 * The listing's copy of each show's seat tally, off the booking's request path (docs/booking.md, "Seats
 * left for the listing"): the table's stream, filtered to tally shards (TALLY_STREAM_FILTER), brings
 * batches of the shards bookings and refunds wrote; each session of a batch gets one copy. Locally the
 * API process reads DynamoDB Local's stream and calls this same handler (scripts/local/table-stream.ts).
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  return copyTalliesOfBatch(event.Records, copyTallyToSession, (sessionId, error) => logger.error('Copying the tally failed', { sessionId, error: error as Error }));
}
