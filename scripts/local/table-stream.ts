import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { setTimeout as sleep } from 'node:timers/promises';
import { matchesFilterPattern, type FilterPattern } from '../../functions/data/tally-stream';

export interface TableStreamReaderOptions {
  endpoint: string;
  region: string;
  tableName: string;
  /** The event source mapping's filter: only records passing it reach the handler. */
  filter: FilterPattern;
  /** The deployed function's handler. */
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
  /** How often the shards are read (the records of one poll are one batch). */
  pollMs: number;
  /** How many more times a record the handler reported failed is handed to it again, as the deployed mapping's retries. */
  retryAttempts: number;
  log: (line: string) => void;
}

/** Shards are looked for again this often: a stream's shards roll over (a closed shard's children appear), as on DynamoDB. */
const SHARD_REFRESH_MS = 2_000;

/**
 * What Lambda's event source mapping does deployed, for DynamoDB Local's stream of the table (same
 * endpoint, Streams API): every shard read from its oldest record, every `pollMs`, the records passing
 * the filter handed to the handler as one batch; records it reports failed are handed again, at most
 * `retryAttempts` times. Order between batches does not matter to the handlers it serves (each reads
 * the current state). Returns its stopper, which waits for the batch in hand.
 */
export function readTableStream(options: TableStreamReaderOptions): () => Promise<void> {
  const local = { endpoint: options.endpoint, region: options.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const dynamodb = new DynamoDBClient(local);
  const streams = new DynamoDBStreamsClient(local);
  /** Open shards: the iterator to read next and the last sequence number read (to start again after an error). */
  const shards = new Map<string, { iterator?: string; after?: string }>();
  const closed = new Set<string>();
  let retrying: { record: DynamoDBRecord; attempts: number }[] = [];
  let stopped = false;

  const findShards = async (streamArn: string) => {
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      for (const { ShardId } of StreamDescription?.Shards ?? []) if (ShardId && !shards.has(ShardId) && !closed.has(ShardId)) shards.set(ShardId, {});
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  };

  const readShard = async (streamArn: string, shardId: string, shard: { iterator?: string; after?: string }): Promise<_Record[]> => {
    shard.iterator ??= (
      await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ...(shard.after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: shard.after } : { ShardIteratorType: 'TRIM_HORIZON' }) }),
      )
    ).ShardIterator;
    try {
      const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: shard.iterator }));
      shard.iterator = NextShardIterator;
      shard.after = Records.at(-1)?.dynamodb?.SequenceNumber ?? shard.after;
      if (!NextShardIterator) {
        shards.delete(shardId);
        closed.add(shardId);
      }
      return Records;
    } catch (error) {
      // An expired iterator, say: the next poll takes a new one after the last record read.
      shard.iterator = undefined;
      throw error;
    }
  };

  const handOver = async (records: DynamoDBRecord[]) => {
    const batch = [...retrying, ...records.map((record) => ({ record, attempts: 0 }))];
    if (batch.length === 0) return;
    const { batchItemFailures } = await options.handler({ Records: batch.map(({ record }) => record) });
    const failed = new Set(batchItemFailures.map(({ itemIdentifier }) => itemIdentifier));
    retrying = batch.filter(({ record }) => failed.has(record.dynamodb?.SequenceNumber ?? '')).map(({ record, attempts }) => ({ record, attempts: attempts + 1 }));
    const dropped = retrying.filter(({ attempts }) => attempts > options.retryAttempts);
    if (dropped.length > 0) options.log(`${dropped.length} stream record(s) failed ${options.retryAttempts + 1} times: dropped`);
    retrying = retrying.filter(({ attempts }) => attempts <= options.retryAttempts);
  };

  const running = (async () => {
    let streamArn: string | undefined;
    let shardsFoundAt = 0;
    while (!stopped) {
      try {
        streamArn ??= (await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }))).Table?.LatestStreamArn;
        if (!streamArn) throw new Error(`the table ${options.tableName} has no stream`);
        if (Date.now() - shardsFoundAt >= SHARD_REFRESH_MS) {
          await findShards(streamArn);
          shardsFoundAt = Date.now();
        }
        // Each shard on its own: the records of the shards read are handed over even when another failed.
        const read = await Promise.allSettled([...shards].map(([shardId, shard]) => readShard(streamArn!, shardId, shard)));
        // The SDK's stream records have the shape Lambda's event gives (attribute values as { S: ... }).
        const records = read.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])).filter((record) => matchesFilterPattern(options.filter, record));
        await handOver(records as unknown as DynamoDBRecord[]);
        const failure = read.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
      } catch (error) {
        options.log(`reading the table's stream failed: ${(error as Error).message}`);
      }
      await sleep(options.pollMs);
    }
  })();

  return async () => {
    stopped = true;
    await running;
    dynamodb.destroy();
    streams.destroy();
  };
}
