import { randomInt } from 'node:crypto';
import { REWARD_STOCK_SHARDS, type RewardStockItem } from './entities/reward-stock';
import type { RewardItem } from './entities/reward';
import { db } from './service';
import { ConditionFailed, transactionEntities, writeTransaction, type TransactionWrite } from './transactions';

/** The role of a redemption's write to its reward's stock in a transaction. */
export type StockRole = 'stock';

/** What a redemption's condition on a shard protects: the reward still offered at the price charged. */
type RewardOffer = Pick<RewardItem, 'available' | 'pointsCost'>;

/** A stock spread over the shards as evenly as it goes, the remainder one unit each on the first shards. */
export function splitStock(stock: number, shards = REWARD_STOCK_SHARDS): number[] {
  return Array.from({ length: shards }, (_, shard) => Math.floor(stock / shards) + (shard < stock % shards ? 1 : 0));
}

/** Whether the reward's stock is counted (on its shards): an unlimited reward's shards hold no count. */
export const isStocked = (shards: readonly RewardStockItem[]) => shards.some((shard) => shard.left !== undefined);

/**
 * The units a reward has left: the sum of its shards, null for an unlimited reward. A reward written
 * before its stock was spread (no shards yet) still counts on its own item's `stock`.
 */
export function stockLeft(reward: Pick<RewardItem, 'stock'>, shards: readonly RewardStockItem[]): number | null {
  if (shards.length === 0) return reward.stock ?? null;
  return isStocked(shards) ? shards.reduce((sum, shard) => sum + (shard.left ?? 0), 0) : null;
}

/** Every shard of a reward, each created only if absent, carrying the offer and its part of `stock` (none: unlimited). */
function shardCreates(rewardId: string, offer: RewardOffer, stock: number | undefined): TransactionWrite<'shard'>[] {
  const parts = stock === undefined ? undefined : splitStock(stock);
  return Array.from({ length: REWARD_STOCK_SHARDS }, (_, shard) => ({
    role: 'shard' as const,
    key: String(shard),
    item: transactionEntities.rewardStock.create({ rewardId, shard, ...offer, ...(parts ? { left: parts[shard] } : {}) }).commit(),
  }));
}

export type NewReward = Parameters<typeof db.entities.reward.create>[0];

/**
 * Creates a reward with its stock spread over its shards, in ONE transaction (17 items): the reward
 * item (only if absent, without a `stock` of its own) and every shard. An existing reward is left
 * alone: ConditionFailed.
 */
export async function createReward({ stock, ...reward }: NewReward): Promise<void> {
  const offer = { available: reward.available ?? true, pointsCost: reward.pointsCost };
  await writeTransaction([{ role: 'reward', item: transactionEntities.reward.create({ ...reward, ...offer }).commit() }, ...shardCreates(reward.rewardId, offer, stock)]);
}

/** A reward's shards: one query of its partition, consistent when a decision rests on it. */
export async function rewardStockShards(rewardId: string, { consistent = false } = {}): Promise<RewardStockItem[]> {
  const { data } = await db.entities.rewardStock.query.byReward({ rewardId }).go({ consistent, pages: 'all' });
  return data;
}

/** Every reward's shards by reward (the catalog's stock left): one query of the index, a moment behind the shards. */
export async function allRewardStockShards(): Promise<Map<string, RewardStockItem[]>> {
  const { data } = await db.entities.rewardStock.query.allByReward({}).go({ pages: 'all' });
  const byReward = new Map<string, RewardStockItem[]>();
  for (const shard of data) byReward.set(shard.rewardId, [...(byReward.get(shard.rewardId) ?? []), shard]);
  return byReward;
}

/** The units a reward has left now (null: unlimited), read consistently; undefined for an unknown reward. */
export async function readStockLeft(rewardId: string): Promise<number | null | undefined> {
  const [{ data: reward }, shards] = await Promise.all([db.entities.reward.get({ rewardId }).go({ consistent: true }), rewardStockShards(rewardId, { consistent: true })]);
  return reward ? stockLeft(reward, shards) : undefined;
}

/**
 * A redemption's write to its reward's stock: one unit off ONE shard drawn at random from `shards`
 * (those with a unit left as last read), on condition that it still has one and still carries the
 * offer charged; for an unlimited reward, a condition check of the offer on one shard. No item every
 * redemption of the reward touches: when a concurrent transaction holds the shard, the retry draws
 * another of them.
 */
export function redemptionStockWrite(rewardId: string, pointsCost: number, shards: readonly RewardStockItem[]): TransactionWrite<StockRole> {
  const stocked = isStocked(shards);
  const candidates = (stocked ? shards.filter((shard) => (shard.left ?? 0) > 0) : shards).map((shard) => shard.shard);
  // Nothing left as read: a shard is still drawn, its failed condition is the answer to decide on.
  if (candidates.length === 0) candidates.push(...shards.map((shard) => shard.shard));
  let shard = candidates[randomInt(candidates.length)];
  const toShard = () =>
    stocked
      ? transactionEntities.rewardStock
          .patch({ rewardId, shard })
          .subtract({ left: 1 })
          .where((attr, op) => `${op.gt(attr.left, 0)} AND ${op.eq(attr.available, true)} AND ${op.eq(attr.pointsCost, pointsCost)}`)
          .commit()
      : transactionEntities.rewardStock
          .check({ rewardId, shard })
          .where((attr, op) => `${op.eq(attr.available, true)} AND ${op.eq(attr.pointsCost, pointsCost)} AND ${op.notExists(attr.left)}`)
          .commit();
  const toAnotherShard = () => {
    const others = candidates.filter((other) => other !== shard);
    if (others.length > 0) shard = others[randomInt(others.length)];
    return toShard();
  };
  return { role: 'stock', item: toShard(), reshard: toAnotherShard };
}

/**
 * Changes a reward's offer (switched on or off, price): the reward item and every shard in ONE
 * transaction, so that a redemption's condition on its one shard sees the change the moment it
 * commits. The one way to change them (no route edits a reward yet; the tests use it).
 */
export async function updateRewardOffer(rewardId: string, offer: Partial<RewardOffer>): Promise<void> {
  // A reward from before the shards gets them first: its offer then lives on them too.
  await spreadRewardStock(rewardId);
  await writeTransaction([
    { role: 'reward', item: transactionEntities.reward.patch({ rewardId }).set(offer).commit() },
    ...Array.from({ length: REWARD_STOCK_SHARDS }, (_, shard) => ({
      role: 'shard',
      key: String(shard),
      item: transactionEntities.rewardStock.patch({ rewardId, shard }).set(offer).commit(),
    })),
  ]);
}

/**
 * Spreads a reward written before its stock was spread (its item's own `stock`, or no stock at all:
 * unlimited; no shards) over its shards, in ONE transaction: the item's `stock` removed on condition
 * that it and the offer are still as read, every shard created. A redemption by older code or another
 * run meanwhile fails it: read again. Returns whether it spread anything (false: done already, or no such reward).
 */
export async function spreadRewardStock(rewardId: string): Promise<boolean> {
  for (;;) {
    const [{ data: reward }, shards] = await Promise.all([db.entities.reward.get({ rewardId }).go({ consistent: true }), rewardStockShards(rewardId, { consistent: true })]);
    if (!reward || shards.length > 0) return false;
    const { stock, available, pointsCost } = reward;
    try {
      await writeTransaction([
        {
          role: 'reward',
          item: transactionEntities.reward
            .patch({ rewardId })
            .remove(['stock'])
            .where((attr, op) =>
              [stock === undefined ? op.notExists(attr.stock) : op.eq(attr.stock, stock), op.eq(attr.available, available), op.eq(attr.pointsCost, pointsCost)].join(' AND '),
            )
            .commit(),
        },
        ...shardCreates(rewardId, { available, pointsCost }, stock),
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
}
