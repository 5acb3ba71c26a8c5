import * as z from 'zod';
import { badRequest } from '../../shared/errors';
import { TABLE_INDEXES, TABLE_KEYS } from './table';

/**
 * Page cursors from clients, the one codec of every list route: a cursor is base64url JSON, and it is
 * read back only in the exact shape the route hands out, so a cursor of another route, `e30` (`{}`),
 * `W10` (`[]`) or anything else is 400 (VALIDATION_ERROR, like any bad input) before any read.
 */
export const invalidCursor = () => badRequest('The page cursor is not valid', { path: 'cursor' });

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The route's own cursor, checked by `shape`; undefined when the client sent none. */
export function decodeCursor<T>(cursor: string | undefined, shape: z.ZodType<T>): T | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = shape.safeParse(value);
  if (!result.success) throw invalidCursor();
  return result.data;
}

type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];
const keyValue = z.string().min(1).max(1024);

/**
 * The shape of ElectroDB's cursor for a query of `index` (none: the table's own key): DynamoDB's
 * LastEvaluatedKey, which holds the table's key and, for an index, the index's key, all strings.
 */
function keyCursorShape(index: IndexName | undefined) {
  const gsi = TABLE_INDEXES.find((candidate) => candidate.indexName === index);
  const names = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...(gsi ? [gsi.partitionKey, gsi.sortKey] : [])];
  return z.strictObject(Object.fromEntries(names.map((name) => [name, keyValue])));
}

/** A client's ElectroDB cursor for a query of `index`, as `go({ cursor })` takes it: 400 unless it has that query's shape. */
export function keyCursor(cursor: string | null | undefined, index?: IndexName): string | null {
  if (cursor === undefined || cursor === null) return null;
  decodeCursor(cursor, keyCursorShape(index));
  return cursor;
}

const STARTING_KEY_REFUSED = /starting key|ExclusiveStartKey|cursor/i;

/**
 * A read that starts from a client's cursor: a key of the right shape from another partition (another
 * member's statement, another month) is refused by DynamoDB as a starting key; that is bad input too.
 */
export async function readFromCursor<T>(cursor: string | null, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cursor && STARTING_KEY_REFUSED.test(`${String(error)} ${String(cause ?? '')}`)) throw invalidCursor();
    throw error;
  }
}
