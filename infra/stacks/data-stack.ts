import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_STREAM, TTL_ATTRIBUTE } from '../../functions/data/table';
import type { CinemaConfig } from '../config';

const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

/** The one table every entity lives in, with the keys, indexes and stream DynamoDB Local gets too (functions/data/table.ts). */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, config: CinemaConfig, props?: StackProps) {
    super(scope, id, props);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      stream: dynamodb.StreamViewType[TABLE_STREAM.StreamViewType],
      deletionProtection: !config.temporary,
      removalPolicy: config.removalPolicy,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    // For `npm run migrate -- --table <name>` after a deploy (README, "Deploy a stage").
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
