import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { changePoints, changePointsOfMany } from '../../functions/data/ledger';
import { db } from '../../functions/data/service';
import { ConditionFailed } from '../../functions/data/transactions';
import { AppError, insufficientPoints } from '../../shared/errors';
import { WELCOME_BONUS, createAdmin, createMember, memberWithPoints, type TestUser } from '../helpers';
import { expectStatementChains, fullHistory } from '../helpers/statement';

/**
 * changePointsOfMany: several members' balances in ONE transaction (a referral pays two members),
 * each member's update conditioned on that member's revision, each statement gapless and in commit order.
 */

const balance = async (member: TestUser) => (await db.entities.profile.get({ userId: member.userId }).go({ consistent: true })).data!.points;
const change = (member: TestUser, delta: number) => ({ userId: member.userId, delta, reason: 'Ledger test', type: 'earned' as const, subject: `test#${randomUUID()}` });

describe('changePointsOfMany', () => {
  it('changes two balances together, each with its own ledger entry at its own next revision', async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const results = await changePointsOfMany([change(a, 30), change(b, -20)], { onInsufficient: insufficientPoints });
    expect(results.map((r) => r.entry?.revision)).toEqual([2, 2]);
    expect(await balance(a)).toBe(WELCOME_BONUS + 30);
    expect(await balance(b)).toBe(WELCOME_BONUS - 20);
    for (const member of [a, b]) expectStatementChains(await fullHistory(member.api), await balance(member));
  });

  it('writes nothing for either member when one of them cannot pay', async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    await expect(changePointsOfMany([change(a, 10), change(b, -(WELCOME_BONUS + 1))], { onInsufficient: insufficientPoints })).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      details: { missing: 1 },
    });
    expect([await balance(a), await balance(b)]).toEqual([WELCOME_BONUS, WELCOME_BONUS]);
    expect(await fullHistory(a.api)).toHaveLength(1);
  });

  it("writes nothing for either member when a caller's item fails its condition", async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const rewardId = `reward-${randomUUID()}`;
    await db.entities.reward.create({ rewardId, name: 'Gone', category: 'merchandise', pointsCost: 1, stock: 0 }).go();
    const failure = await changePointsOfMany([change(a, 5), change(b, 5)], {
      onInsufficient: insufficientPoints,
      extraWrites: (entities) => [{ role: 'stock', item: entities.reward.patch({ rewardId }).subtract({ stock: 1 }).where((attr, op) => op.gt(attr.stock, 0)).commit() }],
      onExtraConditionFailed: (failed: ConditionFailed<'stock'>) => new AppError(409, 'OUT_OF_STOCK', failed.message),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect([await balance(a), await balance(b)]).toEqual([WELCOME_BONUS, WELCOME_BONUS]);
  });

  it('keeps both statements in commit order when pair changes race single changes of either member', async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => changePointsOfMany([change(a, 10 + i), change(b, 20 + i)], { onInsufficient: insufficientPoints })),
      ...Array.from({ length: 4 }, (_, i) => changePoints(change(a, -(1 + i)), { onInsufficient: insufficientPoints })),
      ...Array.from({ length: 4 }, (_, i) => changePoints(change(b, 3 + i), { onInsufficient: insufficientPoints })),
    ]);
    const expectedA = WELCOME_BONUS + [10, 11, 12, 13, 14, 15].reduce((x, y) => x + y) - (1 + 2 + 3 + 4);
    const expectedB = WELCOME_BONUS + [20, 21, 22, 23, 24, 25].reduce((x, y) => x + y) + (3 + 4 + 5 + 6);
    expect([await balance(a), await balance(b)]).toEqual([expectedA, expectedB]);
    for (const [member, expected] of [[a, expectedA], [b, expectedB]] as const) {
      const history = await fullHistory(member.api);
      expect(history).toHaveLength(11);
      expect(history.reduce((sum, e) => sum + e.delta, 0)).toBe(expected);
      expectStatementChains(history, expected);
    }
  });

  it('refuses the same member twice in one transaction', async () => {
    const a = await createMember();
    await expect(changePointsOfMany([change(a, 1), change(a, 2)], { onInsufficient: insufficientPoints })).rejects.toThrow('One change per member');
  });
});

/**
 * A container plans a member's next change from the balance its last change left, without reading the
 * profile first. Here this test process is one container and the API server another: a change made
 * through the API moves the balance behind this process's back.
 */
describe('a balance remembered from the last change', () => {
  /** A member whose balance, `points`, this process has just changed (and so remembers). */
  const rememberedAt = async (points: number) => {
    const member = await memberWithPoints(points + 1);
    await changePoints(change(member, -1), { onInsufficient: insufficientPoints });
    return member;
  };
  const adjustThroughApi = async (admin: TestUser, member: TestUser, delta: number) =>
    expect((await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta, reason: 'Elsewhere' })).status).toBe(200);

  it('is charged from the real balance when it went down elsewhere, and refused only by the real one', async () => {
    const [admin, member] = await Promise.all([createAdmin(), rememberedAt(100)]);
    await adjustThroughApi(admin, member, -30);
    // Remembered 100 would pay 80; the real 70 cannot.
    await expect(changePoints(change(member, -80), { onInsufficient: insufficientPoints })).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS', details: { missing: 10 } });
    const result = await changePoints(change(member, -60), { onInsufficient: insufficientPoints });
    expect(result.entry).toMatchObject({ oldBalance: 70, newBalance: 10 });
    expect(await balance(member)).toBe(10);
    expectStatementChains(await fullHistory(member.api), 10);
  });

  it('pays a change the remembered balance could not when points came in elsewhere', async () => {
    const [admin, member] = await Promise.all([createAdmin(), rememberedAt(10)]);
    await adjustThroughApi(admin, member, 50);
    const result = await changePoints(change(member, -55), { onInsufficient: insufficientPoints });
    expect(result.entry).toMatchObject({ oldBalance: 60, newBalance: 5 });
    expect(await balance(member)).toBe(5);
    expectStatementChains(await fullHistory(member.api), 5);
  });
});
