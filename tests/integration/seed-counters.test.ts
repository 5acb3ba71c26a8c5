import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCounters, readPointsByWeek } from '../../functions/data/counters';
import { searchMemberIds } from '../../functions/data/member-search';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../functions/data/client';
import { db, documentClient } from '../../functions/data/service';
import { seed } from '../../scripts/seed/counters';
import { searchPrefix } from '../../shared/members/search';

/** The local seed brings counters and member search entries up to date with a table written before them. */

const NAMES = ['members', 'sessions', 'bookings', 'activeAssets', 'movies', 'pointsSpent'] as const;

describe('the seed initialises the counters for existing local data', () => {
  it('counts items written without counters once, and a second run changes nothing', async () => {
    const id = randomUUID().slice(0, 8);
    // Written straight to the table, as data from before the counters was: no counter moved.
    const userId = `old-member-${id}`;
    await db.entities.profile.create({ userId, name: `Oldtimer ${id}`, email: `old-${id}@test.local`, referralCode: `OLD${id}` }).go();
    await db.entities.asset.create({ assetId: `old-asset-${id}`, type: 'ad', title: 'Old ad', fileUrl: 'https://media.example.com/old.mp4', isActive: true }).go();
    await db.entities.asset.create({ assetId: `old-off-${id}`, type: 'ad', title: 'Old off', fileUrl: 'https://media.example.com/old.mp4', isActive: false }).go();
    await db.entities.pointsHistory
      .create({ userId, revision: 1, entryId: randomUUID(), delta: -15, oldBalance: 15, newBalance: 0, reason: 'Old spend', type: 'booking', createdAt: '2032-02-04T10:00:00.000Z' })
      .go();
    const before = await readCounters(NAMES);

    const log: string[] = [];
    await seed({ now: new Date(), log: (line) => log.push(line), users: {} as never });
    // Other test files write to the same table meanwhile, some straight to it (no counters), so the
    // figures may also move for them: this test's own items must be counted, and its week is its own.
    const after = await readCounters(NAMES);
    expect(after.members).toBeGreaterThanOrEqual(before.members + 1);
    expect(after.activeAssets).toBeGreaterThanOrEqual(before.activeAssets + 1);
    expect(after.pointsSpent).toBeGreaterThanOrEqual(before.pointsSpent + 15);
    expect(await readPointsByWeek('2032-02-04', '2032-02-04')).toEqual([{ week: '2032-W06', earned: 0, spent: 15 }]);
    expect((await searchMemberIds(`oldtimer ${id}`, 10)).userIds).toEqual([userId]);

    // A second run finds this test's items counted: its week is not moved again, and the member's search
    // entries, marked in the table, are not written again.
    const entry = (await db.entities.memberSearchEntry.query.byPrefix({ prefix: searchPrefix(`oldtimer ${id}`) }).begins({ term: `oldtimer ${id}` }).go()).data[0];
    const { Key } = db.entities.memberSearchEntry.get(entry).params() as { Key: Record<string, string> };
    await documentClient.send(new UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'SET seedMark = :mark', ExpressionAttributeValues: { ':mark': id } }));
    await seed({ now: new Date(), log: () => undefined, users: {} as never });
    expect(await readPointsByWeek('2032-02-04', '2032-02-04')).toEqual([{ week: '2032-W06', earned: 0, spent: 15 }]);
    expect((await documentClient.send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item?.seedMark).toBe(id);
  });
});
