import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from './service';
import { ConditionFailed, transactionEntities, writeTransaction } from './transactions';
import { isConditionFailure, isConflictGiveUp } from './write-errors';

/** How DynamoDB answers a cancelled transaction: one reason per item, in order. */
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

const twoPuts = [
  { role: 'threshold', key: 'silver', item: transactionEntities.tierThreshold.put({ tier: 'silver', minLifetimePoints: 1000 }).commit() },
  { role: 'threshold', key: 'gold', item: transactionEntities.tierThreshold.put({ tier: 'gold', minLifetimePoints: 2500 }).commit() },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeTransaction', () => {
  it('names the writes whose condition failed, by role and key', async () => {
    vi.spyOn(documentClient, 'send').mockRejectedValue(cancelled('None', 'ConditionalCheckFailed') as never);
    const failure = await writeTransaction(twoPuts).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConditionFailed);
    expect((failure as ConditionFailed).failed.map(({ role, key }) => ({ role, key }))).toEqual([{ role: 'threshold', key: 'gold' }]);
    expect((failure as ConditionFailed).has('threshold')).toBe(true);
    expect((failure as ConditionFailed).has('ledger')).toBe(false);
  });

  it('sends the same items again, with the same token, after a transaction conflict', async () => {
    const send = vi.spyOn(documentClient, 'send').mockRejectedValueOnce(cancelled('TransactionConflict', 'None') as never).mockResolvedValue({} as never);
    await writeTransaction(twoPuts, 'request-token');
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([command]) => (command as { input: unknown }).input);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ ClientRequestToken: 'request-token', TransactItems: [{ Put: expect.any(Object) }, { Put: expect.any(Object) }] });
  });

  it('swaps a contended counter shard for another on the retry, rebuilding the writes that record it', async () => {
    const send = vi.spyOn(documentClient, 'send').mockRejectedValueOnce(cancelled('None', 'TransactionConflict') as never).mockResolvedValue({} as never);
    const shardWrite = (shard: number) => transactionEntities.counter.update({ name: 'bookings', bucket: 'all', shard }).add({ value: 1 }).commit();
    let rebuilt = 0;
    const follower = { ...twoPuts[1], afterReshard: () => (rebuilt++, twoPuts[1].item) };
    await writeTransaction([twoPuts[0], { role: 'tally', item: shardWrite(3), reshard: () => shardWrite(7) }, follower]);
    const [first, second] = send.mock.calls.map(([command]) => (command as { input: { TransactItems: { Update?: { Key: Record<string, string> } }[] } }).input);
    expect(first.TransactItems[0]).toEqual(second.TransactItems[0]);
    // A write recording the shard is built again once.
    expect(rebuilt).toBe(1);
    expect(first.TransactItems[1].Update!.Key.pk).toContain('shard_3');
    expect(second.TransactItems[1].Update!.Key.pk).toContain('shard_7');
  });

  it('keeps drawing other shards when only counter shards were contended, past the bound for contended items', async () => {
    let send = vi.spyOn(documentClient, 'send');
    for (let i = 0; i < 15; i++) send = send.mockRejectedValueOnce(cancelled('None', 'TransactionConflict') as never);
    send.mockResolvedValue({} as never);
    const shardWrite = () => transactionEntities.counter.update({ name: 'bookings', bucket: 'all', shard: 1 }).add({ value: 1 }).commit();
    await writeTransaction([twoPuts[0], { role: 'tally', item: shardWrite(), reshard: shardWrite }]);
    expect(send).toHaveBeenCalledTimes(16);
  });

  it('gives up on conflicts after 10 retries and 5 s, and passes other errors on', { timeout: 20_000 }, async () => {
    const send = vi.spyOn(documentClient, 'send').mockRejectedValue(cancelled('TransactionConflict') as never);
    const started = performance.now();
    const giveUp = await writeTransaction(twoPuts).catch((error: unknown) => error);
    expect((giveUp as Error).message).toBe('Transaction cancelled by conflicts on threshold silver');
    // What the handler chain answers 409 CONCURRENT_UPDATE, told apart without loading the data layer.
    expect(isConflictGiveUp(giveUp)).toBe(true);
    expect(send.mock.calls.length).toBeGreaterThan(10);
    expect(performance.now() - started).toBeGreaterThanOrEqual(5000);

    vi.spyOn(documentClient, 'send').mockRejectedValue(new Error('socket hang up') as never);
    const other = await writeTransaction(twoPuts).catch((error: unknown) => error);
    expect((other as Error).message).toBe('socket hang up');
    expect(isConflictGiveUp(other)).toBe(false);
  });
});

describe('what a failed single write means', () => {
  // ElectroDB wraps the SDK's error as its cause.
  const wrapped = (name: string) => new Error('ElectroDB error', { cause: Object.assign(new Error(name), { name }) });

  it('tells a refused condition and a conflict give-up apart, bare or wrapped', () => {
    expect(isConditionFailure(wrapped('ConditionalCheckFailedException'))).toBe(true);
    expect(isConditionFailure(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toBe(true);
    expect(isConditionFailure(wrapped('TransactionConflictException'))).toBe(false);
    expect(isConflictGiveUp(wrapped('TransactionConflictException'))).toBe(true);
    expect(isConflictGiveUp(wrapped('ConditionalCheckFailedException'))).toBe(false);
    expect(isConflictGiveUp(undefined)).toBe(false);
  });
});
