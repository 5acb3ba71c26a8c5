import type { MyReward, Reward } from '../../shared/api/routes/rewards';
import { notFound } from '../../shared/errors';
import { isRewardAvailable, redeemedRewardStatus } from '../../shared/rewards';
import { allRewardStockShards, rewardStockShards, stockLeft } from '../data/reward-stock';
import { db } from '../data/service';
import type { RewardItem } from '../data/entities/reward';
import type { RewardStockItem } from '../data/entities/reward-stock';

function toReward(item: RewardItem, shards: RewardStockItem[]): Reward {
  const stock = stockLeft(item, shards);
  return {
    id: item.rewardId,
    name: item.name,
    description: item.description ?? null,
    category: item.category,
    pointsCost: item.pointsCost,
    stock,
    available: isRewardAvailable({ available: item.available, stock }),
    thumbnail: item.thumbnail ?? null,
  };
}

/** The whole catalog (one small index partition, and its rewards' stock shards beside it), cheapest first, then by name. */
export async function listRewards(): Promise<Reward[]> {
  const [{ data }, shards] = await Promise.all([db.entities.reward.query.allByCategory({}).go({ pages: 'all' }), allRewardStockShards()]);
  return data.map((item) => toReward(item, shards.get(item.rewardId) ?? [])).sort((a, b) => a.pointsCost - b.pointsCost || a.name.localeCompare(b.name));
}

/** A reward with its stock shards, as a redemption plans from them. */
export interface LoadedReward {
  reward: RewardItem;
  /** None for a reward written before its stock was spread (functions/data/reward-stock.ts, spreadRewardStock). */
  shards: RewardStockItem[];
}

/**
 * How long a warm Lambda reuses a reward's name, cost and category and which of its shards had stock
 * left (a redemption's transaction re-checks them on its shard; a failed check reads them afresh).
 */
const CACHE_MS = 30_000;
const CACHE_SIZE = 500;
const cache = new Map<string, LoadedReward & { loadedAt: number }>();

/**
 * A reward and its stock shards (read side by side), from the warm cache unless `fresh` or older than
 * 30 s; `cached` says which. Fresh reads are consistent. Throws 404 for an unknown reward.
 */
export async function loadReward(rewardId: string, { fresh = false } = {}): Promise<LoadedReward & { cached: boolean }> {
  const hit = cache.get(rewardId);
  if (!fresh && hit && Date.now() - hit.loadedAt < CACHE_MS) return { reward: hit.reward, shards: hit.shards, cached: true };
  const [{ data }, shards] = await Promise.all([db.entities.reward.get({ rewardId }).go({ consistent: fresh }), rewardStockShards(rewardId, { consistent: fresh })]);
  cache.delete(rewardId);
  if (!data) throw notFound('Reward');
  cache.set(rewardId, { reward: data, shards, loadedAt: Date.now() });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { reward: data, shards, cached: false };
}

/** The caller's redeemed rewards, newest first; an active one past its expiry shows as expired. */
export async function listMyRewards(userId: string, now = new Date()): Promise<MyReward[]> {
  const { data } = await db.entities.redeemedReward.query.byMember({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map((item) => ({
    code: item.code,
    rewardId: item.rewardId,
    rewardName: item.rewardName,
    category: item.category ?? null,
    pointsCost: item.pointsCost,
    redeemedAt: item.redeemedAt,
    expiresAt: item.expiresAt,
    status: redeemedRewardStatus(item.status, item.expiresAt, now),
  }));
}
