import { randomInt } from 'node:crypto';
import type { Redemption, RedemptionRequest } from '../../shared/api/routes/rewards';
import { AppError, MESSAGES, conflict } from '../../shared/errors';
import { redemptionCode, redemptionExpiry } from '../../shared/rewards';
import { REWARD_STATS_SHARDS } from '../data/entities/reward-stats';
import { changePoints } from '../data/ledger';
import { db } from '../data/service';
import { TransactionConflicted, type ConditionFailed, type TransactionEntities, type TransactionWrite } from '../data/transactions';
import { redemptionStockWrite, spreadRewardStock, stockLeft, type StockRole } from '../data/reward-stock';
import { loadReward, type LoadedReward } from './catalog';
import type { RewardItem } from '../data/entities/reward';
import type { RewardStockItem } from '../data/entities/reward-stock';

/** How long a retry with the same idempotency key replays the first result. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** A new code after a collision; six characters from 31 make a second collision in a row vanishingly rare. */
const MAX_CODE_ATTEMPTS = 5;

// The spec names no texts for these.
const outOfStock = () => conflict('OUT_OF_STOCK', 'This reward is out of stock.');
const unavailable = () => conflict('REWARD_UNAVAILABLE', 'This reward is not available at the moment.');
/** "Insufficient Points" with the number of points missing (docs/product-rules.md, "Rewards"). */
const insufficient = (missing: number) => new AppError(409, 'INSUFFICIENT_POINTS', MESSAGES.insufficientPointsToRedeem(missing), { missing });
const keyReused = () =>
  conflict('IDEMPOTENCY_KEY_REUSED', 'This request key was already used for a different redemption. Please try again.');

/** The redemption's own writes, beside the ledger's. */
type RedemptionRole = 'code' | StockRole | 'stats' | 'idempotency';

class RedemptionConditionFailed extends AppError {
  readonly codeTaken: boolean;
  readonly rewardChanged: boolean;
  readonly keyUsed: boolean;

  constructor(failed: ConditionFailed<RedemptionRole>) {
    super(409, 'REDEMPTION_CONFLICT', 'The reward changed while redeeming it. Please try again.');
    this.codeTaken = failed.has('code');
    this.rewardChanged = failed.has('stock');
    this.keyUsed = failed.has('idempotency');
  }
}

/**
 * A redemption's own items of its transaction: the redeemed reward under its code (only if absent),
 * one unit off ONE of the reward's stock shards (an unlimited reward: one shard checked), on condition
 * that it has one left and the reward is still offered at the cost charged (redemptionStockWrite), the
 * day's count of the reward's redemptions and the idempotency record. No item every redemption of the
 * reward touches (docs/booking.md, "A reward's stock"). Exported for the benchmarks, whose raw
 * transaction must be the very items a redemption writes.
 */
export function redemptionWrites(
  entities: TransactionEntities,
  { userId, reward, shards, result, idempotencyKey }: { userId: string; reward: Pick<RewardItem, 'rewardId' | 'pointsCost'>; shards: readonly RewardStockItem[]; result: Redemption; idempotencyKey?: string },
): TransactionWrite<RedemptionRole>[] {
  const { rewardId, pointsCost } = reward;
  // The day's redemptions of the reward (Reports & Analytics' top rewards): one shard, another one on a conflict.
  const toStatsShard = () =>
    entities.rewardStats
      .update({ day: result.redeemedAt.slice(0, 10), rewardId, shard: randomInt(REWARD_STATS_SHARDS) })
      .add({ redemptions: 1 })
      .commit();
  return [
    {
      role: 'code',
      item: entities.redeemedReward.create({ ...result, userId, status: 'active' }).commit(),
    },
    redemptionStockWrite(rewardId, pointsCost, shards),
    { role: 'stats', item: toStatsShard(), reshard: toStatsShard },
    ...(idempotencyKey
      ? [
          {
            role: 'idempotency' as const,
            item: entities.redemptionRequest
              .create({ userId, idempotencyKey, ...result, ttl: Math.floor(Date.parse(result.redeemedAt) / 1000) + IDEMPOTENCY_TTL_SECONDS })
              .commit(),
          },
        ]
      : []),
  ];
}

async function previousResult(userId: string, idempotencyKey: string | undefined): Promise<(Redemption & { rewardId: string }) | null> {
  if (!idempotencyKey) return null;
  const { data } = await db.entities.redemptionRequest.get({ userId, idempotencyKey }).go({ consistent: true });
  if (!data) return null;
  const { code, rewardId, rewardName, category, pointsCost, redeemedAt, expiresAt } = data;
  return { code, rewardId, rewardName, category, pointsCost, redeemedAt, expiresAt };
}

/**
 * Redeems a reward with points (docs/product-rules.md, "Rewards"), as ONE transaction: the balance minus the cost with its
 * `redemption` ledger entry (changePoints: the balance never goes below zero), one unit off one of the
 * reward's stock shards on condition that it has one (a reward without stock is unlimited: a shard
 * checked, not decremented), on condition that the reward is still offered at the cost charged, the
 * redeemed reward created under a new code (only if absent; a collision retries with another code),
 * expiring in 30 days, and the idempotency record. A request whose key was used before replays the
 * first result and charges nothing; the same key for another reward is 409.
 */
export async function redeemReward(userId: string, rewardId: string, request: RedemptionRequest, { newCode = redemptionCode } = {}): Promise<Redemption> {
  try {
    return await attemptRedemption(userId, rewardId, request.idempotencyKey, newCode);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    // The first request with this key already went through (a retry, or a concurrent twin that won).
    const winner = await previousResult(userId, request.idempotencyKey);
    if (winner) {
      if (winner.rewardId !== rewardId) throw keyReused();
      return winner;
    }
    throw error;
  }
}

/** The reward's stock shards stayed held by other redemptions through every retry (docs/booking.md, "Real DynamoDB's conflicts, locally"). */
const stockBusy = () => conflict('CONCURRENT_UPDATE', 'Many members are redeeming this reward right now. Please try again.');

/**
 * How many times a redemption reads the reward's shards again after its shard turned out empty (or
 * held through every retry) and draws again: each such miss means other members took units since the
 * read it drew from; this bounds a crowd that keeps taking them first (then the member is asked to try
 * again, nothing charged).
 */
const MAX_STOCK_DRAWS = 20;

/** Out of stock only when every shard is empty as read (the caller decides only on a consistent read). */
function refusal({ reward, shards }: LoadedReward): AppError | null {
  if (!reward.available) return unavailable();
  const left = stockLeft(reward, shards);
  if (left !== null && left <= 0) return outOfStock();
  return null;
}

async function attemptRedemption(userId: string, rewardId: string, idempotencyKey: string | undefined, newCode: (category: string) => string): Promise<Redemption> {
  let loaded: LoadedReward = await loadReward(rewardId);
  let fresh = false;
  const readAgain = async () => {
    loaded = await loadReward(rewardId, { fresh: true });
    fresh = true;
  };
  // A reward written before its stock was spread: spread once, then redeem from its shards.
  if (loaded.shards.length === 0) {
    await spreadRewardStock(rewardId);
    await readAgain();
  }

  for (let codes = 1, draws = 1; ; ) {
    const refused = refusal(loaded);
    if (refused) {
      // A cached or eventually consistent view may be what is out of date: only a consistent read refuses.
      if (fresh) throw refused;
      await readAgain();
      continue;
    }
    const { reward, shards } = loaded;
    const redeemedAt = new Date();
    const result: Redemption = {
      code: newCode(reward.category),
      rewardId,
      rewardName: reward.name,
      category: reward.category,
      pointsCost: reward.pointsCost,
      redeemedAt: redeemedAt.toISOString(),
      expiresAt: redemptionExpiry(redeemedAt).toISOString(),
    };
    try {
      await changePoints(
        { userId, delta: -reward.pointsCost, reason: `Redeemed ${reward.name}`, type: 'redemption', subject: `reward#${rewardId}` },
        {
          onInsufficient: insufficient,
          now: redeemedAt,
          extraWrites: (entities) => redemptionWrites(entities, { userId, reward, shards, result, idempotencyKey }),
          onExtraConditionFailed: (failed) => new RedemptionConditionFailed(failed),
        },
      );
      return result;
    } catch (error) {
      const crowded = error instanceof TransactionConflicted && error.has('stock');
      if (crowded || (error instanceof RedemptionConditionFailed && error.rewardChanged && !error.keyUsed)) {
        // The shard drawn was empty, or the offer changed, or a crowd held the shards: decide on a
        // consistent read of every shard and draw again among those with stock left.
        if (draws >= MAX_STOCK_DRAWS) throw crowded ? stockBusy() : error;
        draws++;
        await readAgain();
        continue;
      }
      if (!(error instanceof RedemptionConditionFailed)) throw error;
      if (error.keyUsed) throw error;
      if (error.codeTaken && codes < MAX_CODE_ATTEMPTS) {
        codes++;
        continue;
      }
      throw error;
    }
  }
}
