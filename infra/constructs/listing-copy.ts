import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { TALLY_STREAM_FILTER, TALLY_STREAM_RETRIES } from '../../functions/data/tally-stream';
import type { CinemaConfig } from '../config';
import { LISTING_COPY_TABLE_ACTIONS } from '../domain-permissions';
import { CinemaFunction } from './cinema-function';

export interface ListingCopyProps {
  config: CinemaConfig;
  /** The table, with its stream (infra/stacks/data-stack.ts). */
  table: dynamodb.ITable;
}

/**
 * The listing's copy of each show's seat tally, off the booking's request path (docs/booking.md, "Seats
 * left for the listing"): the table's stream, filtered to tally shards, feeds a function that copies the
 * tally of each session of a batch onto the session item. Batches gather for up to a second, so a burst
 * of bookings of one show makes one copy per batch. A failed copy reports its records: the batch is
 * retried from the first of them, split in two on each error, at most TALLY_STREAM_RETRIES times (the
 * show's next booking or refund copies the whole tally again anyway).
 */
export class ListingCopy extends Construct {
  readonly function: CinemaFunction;

  constructor(scope: Construct, id: string, props: ListingCopyProps) {
    super(scope, id);
    const { config, table } = props;
    this.function = new CinemaFunction(this, 'Function', {
      entry: 'functions/listing-copy/handler.ts',
      label: 'listing-copy',
      description: "Cinema listing: copies each show's seat tally onto its session, from the table's stream",
      environment: { TABLE_NAME: table.tableName },
      timeout: Duration.seconds(30),
      config,
    });
    table.grant(this.function, ...LISTING_COPY_TABLE_ACTIONS);
    // Also grants reading the stream (its shards and records), and nothing else.
    this.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        filters: [lambda.FilterCriteria.filter(TALLY_STREAM_FILTER)],
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: TALLY_STREAM_RETRIES,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
      }),
    );
  }
}
