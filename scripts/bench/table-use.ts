import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** What a piece of code read from and wrote to the table, as DynamoDB bills it. */
export interface TableUse {
  /** Items a query or scan evaluated (before any filter), plus each key a get or batch get asked for, found or not. */
  itemsRead: number;
  /** Read capacity units DynamoDB reported consumed. */
  readUnits: number;
  /** Write capacity units DynamoDB reported consumed (the indexes' writes included). */
  writeUnits: number;
  /** Every item the reads returned. */
  returned: unknown[];
}

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };
// The names the document client's commands carry down its middleware stack.
const READS = ['QueryCommand', 'ScanCommand', 'GetItemCommand', 'BatchGetItemCommand'];
const WRITES = ['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand'];

/**
 * Runs `work` and counts what it read and wrote through `client` (the process's document client, which
 * the data layer uses), keeping the items its reads returned: every call is asked for its consumed
 * capacity. `work` must be the only user of the client meanwhile.
 */
export async function countTableUse(client: DynamoDBDocumentClient, work: () => Promise<unknown>): Promise<TableUse> {
  const use: TableUse = { itemsRead: 0, readUnits: 0, writeUnits: 0, returned: [] };
  const name = 'countTableUse';
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      const reads = READS.includes(command);
      if (!reads && !WRITES.includes(command)) return next(args);
      const input = args.input as { RequestItems?: Record<string, { Keys?: unknown[] }>; ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as { ScannedCount?: number; Items?: unknown[]; Item?: unknown; Responses?: Record<string, unknown[]>; ConsumedCapacity?: Capacity | Capacity[] };
      const units = [output.ConsumedCapacity ?? []].flat().reduce((sum, capacity) => sum + (capacity.CapacityUnits ?? 0), 0);
      if (!reads) use.writeUnits += units;
      else {
        use.readUnits += units;
        use.returned.push(...(output.Items ?? []), ...(output.Item ? [output.Item] : []), ...Object.values(output.Responses ?? {}).flat());
        if (command === 'BatchGetItemCommand') use.itemsRead += Object.values(input.RequestItems ?? {}).reduce((sum, { Keys }) => sum + (Keys?.length ?? 0), 0);
        else if (command === 'GetItemCommand') use.itemsRead += 1;
        else use.itemsRead += output.ScannedCount ?? 0;
      }
      return result;
    },
    { step: 'initialize', name },
  );
  try {
    await work();
  } finally {
    client.middlewareStack.remove(name);
  }
  return use;
}
