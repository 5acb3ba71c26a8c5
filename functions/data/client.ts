import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from '../lib/observability';
import { emulateTransactionConflicts, retrySingleWriteConflicts } from './transaction-conflicts';

/**
 * One document client per process. Locally DYNAMODB_ENDPOINT points at DynamoDB Local;
 * on Lambda it is unset and the SDK uses the regional endpoint and the role's credentials.
 * DYNAMODB_EMULATE_CONFLICTS=true (the test stack, the benchmarks) makes it refuse contended writes as
 * real DynamoDB does and DynamoDB Local does not (functions/data/transaction-conflicts.ts).
 */
export function createDocumentClient(env: NodeJS.ProcessEnv = process.env): DynamoDBDocumentClient {
  const endpoint = env.DYNAMODB_ENDPOINT;
  const client = new DynamoDBClient({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  // No SDK logger is configured, yet its middleware would still copy and redact every request and
  // response for the no-op logger: work on the path of every call, for nothing.
  client.middlewareStack.remove('loggerMiddleware');
  // Each DynamoDB call becomes an X-Ray subsegment on Lambda; a no-op elsewhere.
  tracer.captureAWSv3Client(client);
  retrySingleWriteConflicts(client);
  if (env.DYNAMODB_EMULATE_CONFLICTS === 'true') emulateTransactionConflicts(client);
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export const tableName = (env: NodeJS.ProcessEnv = process.env) => env.TABLE_NAME ?? 'cinema-local';
