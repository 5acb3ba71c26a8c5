import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_THRESHOLDS } from '../../shared/constants';
import { redemptionCode, redemptionExpiry } from '../../shared/rewards';
import { ledgerCounterWrites } from '../data/counters';
import { REWARD_STOCK_SHARDS, type RewardStockItem } from '../data/entities/reward-stock';
import { planPointsChange } from '../data/ledger';
import { splitStock } from '../data/reward-stock';
import { transactionEntities, type TransactionWrite } from '../data/transactions';
import type { ProfileItem } from '../data/entities/profile';
import { redemptionWrites } from './redeem';

const reward = { rewardId: 'popcorn', name: 'Popcorn', category: 'concession' as const, pointsCost: 40 };
const shardsOf = (stock: number | undefined): RewardStockItem[] =>
  (stock === undefined ? Array<undefined>(REWARD_STOCK_SHARDS).fill(undefined) : splitStock(stock)).map((left, shard) => ({
    rewardId: reward.rewardId,
    shard,
    available: true,
    pointsCost: reward.pointsCost,
    ...(left === undefined ? {} : { left }),
  }));

/** Every write of one member's redemption: the ledger's (balance, entry, counters) and the redemption's own, as the API sends them. */
function plannedRedemption(userId: string, shards: RewardStockItem[], idempotencyKey: string): TransactionWrite[] {
  const now = new Date();
  const profile: ProfileItem = {
    userId,
    name: userId,
    email: `${userId}@test.local`,
    role: 'user',
    points: 100,
    lifetimePoints: 100,
    tier: 'bronze',
    profilePhoto: 'avatar-1',
    referralCode: 'REF',
    revision: 3,
    createdAt: now.toISOString(),
  };
  const change = { userId, delta: -reward.pointsCost, reason: `Redeemed ${reward.name}`, type: 'redemption' as const, subject: `reward#${reward.rewardId}` };
  const result = {
    code: redemptionCode(reward.category),
    rewardId: reward.rewardId,
    rewardName: reward.name,
    category: reward.category,
    pointsCost: reward.pointsCost,
    redeemedAt: now.toISOString(),
    expiresAt: redemptionExpiry(now).toISOString(),
  };
  return [
    ...planPointsChange(change, profile, DEFAULT_TIER_THRESHOLDS, now).writes,
    ...ledgerCounterWrites([change.delta], now),
    ...redemptionWrites(transactionEntities, { userId, reward, shards, result, idempotencyKey }),
  ];
}

type Operation = { Key?: Record<string, unknown>; Item?: Record<string, unknown>; ConditionExpression?: string; UpdateExpression?: string };
const operationOf = (item: unknown) => Object.values(item as Record<string, Operation>)[0];
const keyOf = (item: unknown) => {
  const key = operationOf(item).Key ?? operationOf(item).Item!;
  return `${String(key.pk)} ${String(key.sk)}`;
};
const touched = (writes: TransactionWrite[]) => writes.map(({ role, item }) => ({ role, key: keyOf(item) }));
const rewardItemKey = keyOf(transactionEntities.reward.patch({ rewardId: reward.rewardId }).set({ available: true }).commit());
const shardOf = (item: unknown) => Number(/shard_(\d+)/.exec(keyOf(item))![1]);
const stockWrite = (writes: TransactionWrite[]) => writes.find((write) => write.role === 'stock')!;

describe('redemptionWrites', () => {
  it.each([
    ['a stocked reward', 1_000],
    ['an unlimited reward', undefined],
  ])('shares no item between two redemptions of %s, the sharded counters aside, and never touches the reward item', (_, stock) => {
    const shards = shardsOf(stock);
    for (let run = 0; run < 50; run++) {
      const first = touched(plannedRedemption('member-1', shards, `key-${run}-1`));
      const second = touched(plannedRedemption('member-2', shards, `key-${run}-2`));
      const shared = first.filter(({ key }) => second.some((other) => other.key === key));
      // The reward's stock shards, the day's redemption count of the reward and the ledger's points counters.
      expect(shared.map(({ role }) => role).filter((role) => !['stock', 'stats', 'tally'].includes(role))).toEqual([]);
      expect([...first, ...second].map(({ key }) => key)).not.toContain(rewardItemKey);
    }
  });

  it('takes one unit off a shard with stock left, on condition that it has one and still carries the offer, and moves to another such shard on a conflict', () => {
    // Stock 3: shards 0, 1 and 2 hold a unit each, the others none.
    const write = stockWrite(plannedRedemption('member-1', shardsOf(3), 'key'));
    const update = operationOf(write.item);
    expect(update.UpdateExpression).toMatch(/#left = \(if_not_exists\(#left, :\w+\) - :left_\w+\)/);
    expect(update.ConditionExpression).toMatch(/#left > :left\w* AND #available = :available\w* AND #pointsCost = :pointsCost/);
    const drawn = new Set([shardOf(write.item)]);
    for (let i = 0; i < 30; i++) {
      const before = shardOf(write.item);
      const after = write.reshard!();
      expect(shardOf(after)).not.toBe(before);
      drawn.add(shardOf(after));
      write.item = after;
    }
    expect([...drawn].sort()).toEqual([0, 1, 2]);
  });

  it('checks an unlimited reward on one shard, without counting', () => {
    const write = stockWrite(plannedRedemption('member-1', shardsOf(undefined), 'key'));
    expect(Object.keys(write.item as object)).toEqual(['ConditionCheck']);
    expect(operationOf(write.item).ConditionExpression).toMatch(/#available = .* AND #pointsCost = .* AND attribute_not_exists\(#left\)/);
  });
});

describe('splitStock', () => {
  it('spreads a stock as evenly as it goes, losing nothing', () => {
    expect(splitStock(3, 4)).toEqual([1, 1, 1, 0]);
    expect(splitStock(10, 4)).toEqual([3, 3, 2, 2]);
    expect(splitStock(0, 2)).toEqual([0, 0]);
    expect(splitStock(1_000_003).reduce((sum, part) => sum + part, 0)).toBe(1_000_003);
  });
});
