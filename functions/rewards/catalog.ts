import type { MyReward, Reward } from '../../shared/api/routes/rewards';
import { notFound } from '../../shared/errors';
import { isRewardAvailable, redeemedRewardStatus } from '../../shared/rewards';
import { db } from '../data/service';
import type { RewardItem } from '../data/entities/reward';

function toReward(item: RewardItem): Reward {
  return {
    id: item.rewardId,
    name: item.name,
    description: item.description ?? null,
    category: item.category,
    pointsCost: item.pointsCost,
    stock: item.stock ?? null,
    available: isRewardAvailable(item),
    thumbnail: item.thumbnail ?? null,
  };
}

/** The whole catalog (one small index partition), cheapest first, then by name. */
export async function listRewards(): Promise<Reward[]> {
  const { data } = await db.entities.reward.query.allByCategory({}).go({ pages: 'all' });
  return data.map(toReward).sort((a, b) => a.pointsCost - b.pointsCost || a.name.localeCompare(b.name));
}

/** How long a warm Lambda reuses a reward's name, cost and category (a redemption's transaction re-checks them). */
const CACHE_MS = 30_000;
const CACHE_SIZE = 500;
const cache = new Map<string, { reward: RewardItem; loadedAt: number }>();

/** A reward, from the warm cache unless `fresh` or older than 30 s; `cached` says which. Throws 404 for an unknown reward. */
export async function loadReward(rewardId: string, { fresh = false } = {}): Promise<{ reward: RewardItem; cached: boolean }> {
  const hit = cache.get(rewardId);
  if (!fresh && hit && Date.now() - hit.loadedAt < CACHE_MS) return { reward: hit.reward, cached: true };
  const { data } = await db.entities.reward.get({ rewardId }).go({ consistent: fresh });
  if (!data) {
    cache.delete(rewardId);
    throw notFound('Reward');
  }
  cache.delete(rewardId);
  cache.set(rewardId, { reward: data, loadedAt: Date.now() });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { reward: data, cached: false };
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
