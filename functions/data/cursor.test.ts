import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AppError } from '../../shared/errors';
import { decodeCursor, encodeCursor, keyCursor, readFromCursor } from './cursor';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError && error.status === 400 && error.message === 'The page cursor is not valid';
  }
  return false;
};

describe('page cursors', () => {
  const shape = z.strictObject({ m: z.number().int().min(0), c: z.string().nullable() });

  it("reads back the route's own cursor", () => {
    expect(decodeCursor(encodeCursor({ m: 2, c: null }), shape)).toEqual({ m: 2, c: null });
    expect(decodeCursor(undefined, shape)).toBeUndefined();
  });

  it('refuses anything else as bad input', () => {
    for (const cursor of ['e30', 'W10', 'bnVsbA', '!!!', '', b64({ m: -1, c: null }), b64({ m: 1, c: null, extra: 1 }), b64({ month: '2026-01' })]) {
      expect(refused(() => decodeCursor(cursor, shape)), cursor).toBe(true);
    }
  });

  it("takes an ElectroDB cursor only with the queried index's keys", () => {
    const gsi1 = b64({ pk: 'a', sk: 'b', gsi1pk: 'c', gsi1sk: 'd' });
    expect(keyCursor(gsi1, 'gsi1')).toBe(gsi1);
    expect(keyCursor(b64({ pk: 'a', sk: 'b' }))).toBe(b64({ pk: 'a', sk: 'b' }));
    expect(keyCursor(undefined, 'gsi1')).toBeNull();
    for (const [cursor, index] of [[gsi1, 'gsi2'], [gsi1, undefined], [b64({ pk: 'a', sk: 'b' }), 'gsi1'], [b64({ pk: 1, sk: 'b' }), undefined], ['e30', 'gsi3']] as const) {
      expect(refused(() => keyCursor(cursor, index)), `${cursor} ${index}`).toBe(true);
    }
  });

  it("turns DynamoDB's refusal of a starting key into bad input, and leaves other failures alone", async () => {
    const startingKey = new Error('Error thrown by DynamoDB client: "The provided starting key is invalid"');
    await expect(readFromCursor('c', () => Promise.reject(startingKey))).rejects.toMatchObject({ status: 400 });
    await expect(readFromCursor(null, () => Promise.reject(startingKey))).rejects.toBe(startingKey);
    const other = new Error('Throughput exceeded');
    await expect(readFromCursor('c', () => Promise.reject(other))).rejects.toBe(other);
  });
});
