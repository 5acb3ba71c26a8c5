/**
 * The one DynamoDB table's keys and indexes. The CDK data stack and the local stack
 * both create the table from this definition, so they cannot disagree.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const TABLE_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
] as const;

/** Epoch-seconds attribute DynamoDB's TTL deletes by (caches, idempotency records). */
export const TTL_ATTRIBUTE = 'ttl';

/**
 * The table's change stream: each written item's new image, which the listing-copy function reads
 * (docs/booking.md, "Seats left for the listing"); the handler needs the entity name and sessionId of
 * each tally shard written, which only the new image carries.
 */
export const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

/** The CreateTable input for DynamoDB Local and tests (on-demand, all string keys, all projections). */
export function createTableInput(tableName: string) {
  const keyNames = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    StreamSpecification: TABLE_STREAM,
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
