import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REWARD_STOCK_SHARDS } from '../../functions/data/entities/reward-stock';
import { createReward as createRewardWithStock, readStockLeft, rewardStockShards, updateRewardOffer } from '../../functions/data/reward-stock';
import { db } from '../../functions/data/service';
import { redeemReward } from '../../functions/rewards/redeem';
import type { MyReward, Redemption, Reward } from '../../shared/api/routes/rewards';
import type { RewardCategory } from '../../shared/rewards';
import type { PointsHistoryEntry } from '../../shared/schemas/profile';
import { apiClient, memberWithPoints, type TestUser } from '../helpers';
import { expectBalanceIsLedgerSum } from '../helpers/ledger';
import { fullHistory } from '../helpers/statement';

const anonymous = apiClient();

async function createReward(fields: { pointsCost?: number; stock?: number; available?: boolean; category?: RewardCategory } = {}) {
  const rewardId = `reward-${randomUUID().slice(0, 8)}`;
  const name = `Test Reward ${rewardId}`;
  await createRewardWithStock({
    rewardId,
    name,
    description: 'A reward for tests',
    category: fields.category ?? 'concession',
    pointsCost: fields.pointsCost ?? 40,
    stock: fields.stock,
    available: fields.available ?? true,
  });
  return { rewardId, name };
}

/** The units left (null: unlimited), summed over the reward's shards. */
const stockOf = readStockLeft;
const redeem = (member: TestUser, rewardId: string, body: Record<string, unknown> = {}) => member.api.post<Redemption>(`/api/rewards/${rewardId}/redemptions`, body);
const balanceOf = async (member: TestUser) => ((await member.api.get('/api/me')).body as { points: number }).points;

describe('GET /api/rewards', () => {
  it('lists the catalog to anyone, cheapest first, available false when switched off or out of stock', async () => {
    const stocked = await createReward({ stock: 2, pointsCost: 41 });
    const soldOut = await createReward({ stock: 0, pointsCost: 42 });
    const off = await createReward({ available: false, pointsCost: 43 });
    const unlimited = await createReward({ pointsCost: 44, category: 'experience' });

    const response = await anonymous.get<{ items: Reward[] }>('/api/rewards');
    expect(response.status).toBe(200);
    const byId = new Map(response.body.items.map((r) => [r.id, r]));
    expect(byId.get(stocked.rewardId)).toEqual({
      id: stocked.rewardId,
      name: stocked.name,
      description: 'A reward for tests',
      category: 'concession',
      pointsCost: 41,
      stock: 2,
      available: true,
      thumbnail: null,
    });
    expect(byId.get(soldOut.rewardId)).toMatchObject({ stock: 0, available: false });
    expect(byId.get(off.rewardId)).toMatchObject({ stock: null, available: false });
    expect(byId.get(unlimited.rewardId)).toMatchObject({ stock: null, available: true, category: 'experience' });
    const costs = response.body.items.map((r) => r.pointsCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    // The seeded catalog is there on a fresh stack, every category, one already out of stock.
    expect(byId.get('reward-small-popcorn')).toMatchObject({ category: 'concession', available: true });
    expect(new Set(response.body.items.map((r) => r.category))).toEqual(new Set(['screening', 'concession', 'merchandise', 'experience']));
    expect(byId.get('reward-poster')).toMatchObject({ stock: 0, available: false });
  });
});

describe('POST /api/rewards/{id}/redemptions', () => {
  it('redeems in one go: a code of the category plus 6 characters, 30 days, stock and balance down, a redemption ledger entry, My Rewards', async () => {
    const reward = await createReward({ stock: 5, pointsCost: 40, category: 'merchandise' });
    const member = await memberWithPoints(100);

    const response = await redeem(member, reward.rewardId);

    expect(response.status).toBe(201);
    const redemption = response.body;
    expect(redemption.code).toMatch(/^MERCHANDISE[A-HJKMNP-Z2-9]{6}$/);
    expect(redemption).toMatchObject({ rewardId: reward.rewardId, rewardName: reward.name, category: 'merchandise', pointsCost: 40 });
    expect(Date.parse(redemption.expiresAt) - Date.parse(redemption.redeemedAt)).toBe(30 * 86_400_000);
    expect(await stockOf(reward.rewardId)).toBe(4);
    expect(await balanceOf(member)).toBe(60);
    const [entry] = await fullHistory(member.api);
    expect(entry).toMatchObject<Partial<PointsHistoryEntry>>({ delta: -40, oldBalance: 100, newBalance: 60, type: 'redemption', reason: `Redeemed ${reward.name}` });
    await expectBalanceIsLedgerSum(member.api);

    const mine = await member.api.get<{ items: MyReward[] }>('/api/me/rewards');
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([{ ...redemption, status: 'active' }]);
  });

  it('refuses a redemption beyond the balance: 409 INSUFFICIENT_POINTS with the points missing, nothing changed', async () => {
    const reward = await createReward({ stock: 5, pointsCost: 130 });
    const member = await memberWithPoints(100);

    const response = await redeem(member, reward.rewardId);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: { code: 'INSUFFICIENT_POINTS', message: 'Insufficient Points: you need 30 more points.', details: { missing: 30 } } });
    expect(await stockOf(reward.rewardId)).toBe(5);
    expect(await balanceOf(member)).toBe(100);
    expect((await member.api.get<{ items: unknown[] }>('/api/me/rewards')).body.items).toEqual([]);
  });

  it('says OUT_OF_STOCK at stock 0, REWARD_UNAVAILABLE when switched off, 404 for an unknown reward; charging nothing', async () => {
    const soldOut = await createReward({ stock: 0 });
    const off = await createReward({ available: false });
    const member = await memberWithPoints(100);

    const out = await redeem(member, soldOut.rewardId);
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ error: { code: 'OUT_OF_STOCK', message: 'This reward is out of stock.' } });
    const unavailable = await redeem(member, off.rewardId);
    expect(unavailable.status).toBe(409);
    expect(unavailable.body).toMatchObject({ error: { code: 'REWARD_UNAVAILABLE' } });
    const unknown = await redeem(member, 'reward-that-does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await balanceOf(member)).toBe(100);
    expect(await stockOf(soldOut.rewardId)).toBe(0);
  });

  it('leaves an unlimited reward without stock', async () => {
    const reward = await createReward({ pointsCost: 10 });
    const member = await memberWithPoints(100);
    expect((await redeem(member, reward.rewardId)).status).toBe(201);
    expect((await redeem(member, reward.rewardId)).status).toBe(201);
    expect(await stockOf(reward.rewardId)).toBeNull();
    expect(await balanceOf(member)).toBe(80);
    const mine = (await member.api.get<{ items: MyReward[] }>('/api/me/rewards')).body.items;
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((r) => r.code)).size).toBe(2);
  });

  it('charges the current price after the catalog changed (a warm cache cannot charge an old price) and refuses once switched off', async () => {
    const reward = await createReward({ stock: 10, pointsCost: 10 });
    const member = await memberWithPoints(100);
    expect((await redeem(member, reward.rewardId)).body).toMatchObject({ pointsCost: 10 });
    await updateRewardOffer(reward.rewardId, { pointsCost: 25 });

    const repriced = await redeem(member, reward.rewardId);
    expect(repriced.status).toBe(201);
    expect(repriced.body).toMatchObject({ pointsCost: 25 });
    expect(await balanceOf(member)).toBe(65);

    await updateRewardOffer(reward.rewardId, { available: false });
    expect((await redeem(member, reward.rewardId)).body).toMatchObject({ error: { code: 'REWARD_UNAVAILABLE' } });
    expect(await stockOf(reward.rewardId)).toBe(8);
    await expectBalanceIsLedgerSum(member.api);
  });

  it('replays a retry with the same idempotency key: one charge, one code; the key with another reward is 409', async () => {
    const reward = await createReward({ stock: 5, pointsCost: 30 });
    const other = await createReward({ stock: 5, pointsCost: 30 });
    const member = await memberWithPoints(100);
    const idempotencyKey = randomUUID();

    const first = await redeem(member, reward.rewardId, { idempotencyKey });
    const retry = await redeem(member, reward.rewardId, { idempotencyKey });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);

    const reused = await redeem(member, other.rewardId, { idempotencyKey });
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This request key was already used for a different redemption. Please try again.' } });

    expect(await balanceOf(member)).toBe(70);
    expect(await stockOf(reward.rewardId)).toBe(4);
    expect(await stockOf(other.rewardId)).toBe(5);
    expect((await member.api.get<{ items: unknown[] }>('/api/me/rewards')).body.items).toHaveLength(1);
  });

  it('charges once when requests with the same key race, even when the balance covers only one', async () => {
    const reward = await createReward({ stock: 5, pointsCost: 60 });
    const member = await memberWithPoints(100);
    const idempotencyKey = randomUUID();

    const responses = await Promise.all(Array.from({ length: 6 }, () => redeem(member, reward.rewardId, { idempotencyKey })));

    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(responses.map((r) => r.body.code)).size).toBe(1);
    expect(await balanceOf(member)).toBe(40);
    expect(await stockOf(reward.rewardId)).toBe(4);
    await expectBalanceIsLedgerSum(member.api);
  });

  it('issues another code when the one drawn is taken (the code is the key: never issued twice), charging once', async () => {
    const reward = await createReward({ stock: 5, pointsCost: 10 });
    const member = await memberWithPoints(100);
    const suffix = randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase();
    const taken = `CONCESSIONA${suffix}`;
    await db.entities.redeemedReward.create({ code: taken, userId: 'someone-else', rewardId: 'reward-x', rewardName: 'X', pointsCost: 1, expiresAt: '2099-01-01T00:00:00.000Z' }).go();
    const drawn = [taken, taken, `CONCESSIONB${suffix}`];

    const redemption = await redeemReward(member.userId, reward.rewardId, {}, { newCode: () => drawn.shift()! });

    expect(redemption.code).toBe(`CONCESSIONB${suffix}`);
    expect(drawn).toEqual([]);
    expect((await db.entities.redeemedReward.get({ code: taken }).go()).data?.userId).toBe('someone-else');
    expect(await balanceOf(member)).toBe(90);
    expect(await stockOf(reward.rewardId)).toBe(4);
    await expectBalanceIsLedgerSum(member.api);
  });

  it('gives 20 members racing for a reward with stock 3 exactly 3 codes; nobody else is charged; stock 0', async () => {
    const reward = await createReward({ stock: 3, pointsCost: 50, category: 'experience' });
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWithPoints(100)));

    const responses = await Promise.all(members.map((member) => redeem(member, reward.rewardId, { idempotencyKey: randomUUID() })));

    const winners = responses.flatMap((r, i) => (r.status === 201 ? [i] : []));
    expect(winners).toHaveLength(3);
    for (const [i, response] of responses.entries()) {
      if (winners.includes(i)) continue;
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: { code: 'OUT_OF_STOCK' } });
    }
    expect(new Set(winners.map((i) => responses[i].body.code)).size).toBe(3);
    expect(await stockOf(reward.rewardId)).toBe(0);
    const balances = await Promise.all(members.map((member) => expectBalanceIsLedgerSum(member.api)));
    expect(balances).toEqual(members.map((_, i) => (winners.includes(i) ? 50 : 100)));
    const { data: codes } = await db.entities.redeemedReward.query.byMember({ userId: members[winners[0]].userId }).go();
    expect(codes).toHaveLength(1);
    expect((await anonymous.get<{ items: Reward[] }>('/api/rewards')).body.items.find((r) => r.id === reward.rewardId)).toMatchObject({ stock: 0, available: false });
  });
});

describe('a crowd redeeming one reward (its stock spread over shards)', () => {
  it('gives many members racing for the last units spread over the shards exactly that many codes; the rest are told out of stock', async () => {
    const reward = await createReward({ stock: 20, pointsCost: 30 });
    const early = await Promise.all(Array.from({ length: 12 }, () => memberWithPoints(100)));
    const late = await Promise.all(Array.from({ length: 24 }, () => memberWithPoints(100)));

    // The first 12 leave 8 units, on whichever shards their draws left them.
    const first = await Promise.all(early.map((member) => redeem(member, reward.rewardId, { idempotencyKey: randomUUID() })));
    expect(first.map((r) => r.status)).toEqual(Array(12).fill(201));
    const shardsLeft = (await rewardStockShards(reward.rewardId, { consistent: true })).filter((shard) => (shard.left ?? 0) > 0);
    expect(shardsLeft.length).toBeGreaterThan(1);

    const last = await Promise.all(late.map((member) => redeem(member, reward.rewardId, { idempotencyKey: randomUUID() })));

    const winners = late.filter((_, i) => last[i].status === 201);
    expect(winners).toHaveLength(8);
    for (const response of last.filter((r) => r.status !== 201)) expect(response.body).toEqual({ error: { code: 'OUT_OF_STOCK', message: 'This reward is out of stock.' } });
    const balances = await Promise.all([...early, ...late].map((member) => expectBalanceIsLedgerSum(member.api)));
    expect(balances).toEqual([...early, ...late].map((member) => (early.includes(member) || winners.includes(member) ? 70 : 100)));
    const redemptions = (await Promise.all([...early, ...late].map((member) => db.entities.redeemedReward.query.byMember({ userId: member.userId }).go()))).flatMap((r) => r.data);
    expect(redemptions).toHaveLength(20);
    expect(await stockOf(reward.rewardId)).toBe(0);
    const shards = await rewardStockShards(reward.rewardId, { consistent: true });
    expect(shards.map((shard) => shard.left)).toEqual(Array(REWARD_STOCK_SHARDS).fill(0));
  });

  it('keeps a reward written before its stock was spread: listed with its stock, spread on its first redemptions (raced), never oversold', async () => {
    const rewardId = `reward-${randomUUID().slice(0, 8)}`;
    // Written straight to the table, as a reward from before the shards was: its stock on its own item.
    await db.entities.reward.create({ rewardId, name: `Old Reward ${rewardId}`, category: 'merchandise', pointsCost: 20, stock: 3, available: true }).go();
    expect((await anonymous.get<{ items: Reward[] }>('/api/rewards')).body.items.find((r) => r.id === rewardId)).toMatchObject({ stock: 3, available: true });
    const members = await Promise.all(Array.from({ length: 8 }, () => memberWithPoints(100)));

    const responses = await Promise.all(members.map((member) => redeem(member, rewardId)));

    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.status !== 201).map((r) => r.body)).toEqual(Array(5).fill({ error: { code: 'OUT_OF_STOCK', message: 'This reward is out of stock.' } }));
    expect((await db.entities.reward.get({ rewardId }).go({ consistent: true })).data?.stock).toBeUndefined();
    expect(await rewardStockShards(rewardId, { consistent: true })).toHaveLength(REWARD_STOCK_SHARDS);
    expect(await stockOf(rewardId)).toBe(0);
    expect((await anonymous.get<{ items: Reward[] }>('/api/rewards')).body.items.find((r) => r.id === rewardId)).toMatchObject({ stock: 0, available: false });
  });

  it('spreads an old unlimited reward with its offer, so switching it off still refuses', async () => {
    const rewardId = `reward-${randomUUID().slice(0, 8)}`;
    await db.entities.reward.create({ rewardId, name: `Old Unlimited ${rewardId}`, category: 'experience', pointsCost: 10, available: true }).go();
    const member = await memberWithPoints(100);

    expect((await redeem(member, rewardId)).status).toBe(201);
    expect((await rewardStockShards(rewardId, { consistent: true })).map(({ left, available, pointsCost }) => ({ left, available, pointsCost }))).toEqual(
      Array(REWARD_STOCK_SHARDS).fill({ left: undefined, available: true, pointsCost: 10 }),
    );
    await updateRewardOffer(rewardId, { available: false });
    expect((await redeem(member, rewardId)).body).toMatchObject({ error: { code: 'REWARD_UNAVAILABLE' } });
    expect(await balanceOf(member)).toBe(90);
  });
});

describe('GET /api/me/rewards', () => {
  it("shows the caller's own redemptions newest first; past its expiry an active one is expired, a used one stays used", async () => {
    const member = await memberWithPoints(0);
    const stranger = await memberWithPoints(0);
    const item = (code: string, redeemedAt: string, expiresAt: string, status: 'active' | 'used' = 'active') =>
      db.entities.redeemedReward.create({ code, userId: member.userId, rewardId: 'reward-x', rewardName: 'Old Reward', category: 'screening', pointsCost: 10, redeemedAt, expiresAt, status }).go();
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    await item(`SCREENINGA${suffix}`, '2024-01-01T10:00:00.000Z', '2024-01-31T10:00:00.000Z');
    await item(`SCREENINGB${suffix}`, '2024-02-01T10:00:00.000Z', '2024-03-02T10:00:00.000Z', 'used');

    const mine = await member.api.get<{ items: MyReward[] }>('/api/me/rewards');
    expect(mine.body.items.map((r) => [r.code, r.status])).toEqual([
      [`SCREENINGB${suffix}`, 'used'],
      [`SCREENINGA${suffix}`, 'expired'],
    ]);
    expect((await stranger.api.get<{ items: MyReward[] }>('/api/me/rewards')).body.items).toEqual([]);
  });
});
