import { Readable } from 'node:stream';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TRANSACTIONS_IN_FLIGHT, emulateTransactionConflicts, retrySingleWriteConflicts } from './transaction-conflicts';

const TableName = 'conflicts';

/**
 * A client whose DynamoDB answers `{}` to every request, each only when the test releases it, so
 * the test decides what is in flight; `requests` counts what reached the wire.
 */
function clientWithHeldResponses() {
  const held: (() => void)[] = [];
  const requests: string[] = [];
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    requestHandler: {
      handle: async (request: { headers: Record<string, string> }) => {
        requests.push(request.headers['x-amz-target'] ?? '');
        await new Promise<void>((release) => held.push(release));
        return { response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: Readable.from([Buffer.from('{}')]) } };
      },
    },
  });
  retrySingleWriteConflicts(client);
  emulateTransactionConflicts(client);
  const releaseAll = () => held.splice(0).forEach((release) => release());
  return { documents: DynamoDBDocumentClient.from(client), requests, releaseAll, heldCount: () => held.length };
}

const put = (pk: string) => ({ Put: { TableName, Item: { pk, sk: 'item', value: 1 } } });
const update = (pk: string) => ({ Update: { TableName, Key: { pk, sk: 'item' }, UpdateExpression: 'ADD #v :one', ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':one': 1 } } });
const check = (pk: string) => ({ ConditionCheck: { TableName, Key: { pk, sk: 'item' }, ConditionExpression: 'attribute_exists(pk)' } });

const inFlight = async (count: () => number, expected: number) => expect.poll(count).toBe(expected);

describe('emulateTransactionConflicts', () => {
  it('cancels a transaction touching an item another transaction has in flight, naming the item TransactionConflict', async () => {
    const { documents, releaseAll, heldCount } = clientWithHeldResponses();
    const first = documents.send(new TransactWriteCommand({ TransactItems: [put('seat-A1'), update('session')] }));
    await inFlight(heldCount, 1);

    const second = await documents.send(new TransactWriteCommand({ TransactItems: [put('seat-A2'), check('session')] })).catch((error: unknown) => error);
    expect(second).toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });

    releaseAll();
    await first;
  });

  it('lets transactions on different items through side by side, and the same item once the first has finished', async () => {
    const { documents, releaseAll, heldCount, requests } = clientWithHeldResponses();
    const first = documents.send(new TransactWriteCommand({ TransactItems: [put('seat-A1')] }));
    const second = documents.send(new TransactWriteCommand({ TransactItems: [put('seat-A2')] }));
    await inFlight(heldCount, 2);
    releaseAll();
    await Promise.all([first, second]);

    const third = documents.send(new TransactWriteCommand({ TransactItems: [put('seat-A1')] }));
    await inFlight(heldCount, 1);
    releaseAll();
    await third;
    expect(requests).toHaveLength(3);
  });

  it('refuses a single write of an item a transaction holds, and the retry sends it again once the transaction is done', async () => {
    const { documents, releaseAll, heldCount, requests } = clientWithHeldResponses();
    const transaction = documents.send(new TransactWriteCommand({ TransactItems: [update('reward-stock')] }));
    await inFlight(heldCount, 1);

    let written = false;
    const single = documents.send(new PutCommand({ TableName, Item: { pk: 'reward-stock', sk: 'item' } })).then(() => (written = true));
    // Refused (nothing sent) while the transaction holds the item.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(written).toBe(false);
    expect(requests).toHaveLength(1);

    releaseAll();
    await transaction;
    await inFlight(heldCount, 1);
    releaseAll();
    await single;
    expect(requests).toHaveLength(2);
  });

  it('cancels a transaction touching an item a single write has in flight; reads never conflict', async () => {
    const { documents, releaseAll, heldCount } = clientWithHeldResponses();
    const single = documents.send(new UpdateCommand({ TableName, Key: { pk: 'profile', sk: 'item' }, UpdateExpression: 'SET #v = :v', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':v': 1 } }));
    const read = documents.send(new GetCommand({ TableName, Key: { pk: 'profile', sk: 'item' } }));
    await inFlight(heldCount, 2);

    const transaction = await documents.send(new TransactWriteCommand({ TransactItems: [update('profile')] })).catch((error: unknown) => error);
    expect(transaction).toMatchObject({ name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] });

    releaseAll();
    await Promise.all([single, read]);
  });

  it('keeps at most TRANSACTIONS_IN_FLIGHT transactions in flight, the next one waiting its turn', async () => {
    const { documents, releaseAll, heldCount, requests } = clientWithHeldResponses();
    const sent = Array.from({ length: TRANSACTIONS_IN_FLIGHT + 1 }, (_, i) => documents.send(new TransactWriteCommand({ TransactItems: [put(`seat-${i}`)] })));
    await inFlight(heldCount, TRANSACTIONS_IN_FLIGHT);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(TRANSACTIONS_IN_FLIGHT);

    releaseAll();
    await inFlight(heldCount, 1);
    releaseAll();
    await Promise.all(sent);
    expect(requests).toHaveLength(TRANSACTIONS_IN_FLIGHT + 1);
  });
});
