import { randomInt } from 'node:crypto';
import type { Redemption, RedemptionRequest } from '../../shared/api/routes/rewards';
import { AppError, MESSAGES, conflict } from '../../shared/errors';
import { redemptionCode, redemptionExpiry } from '../../shared/rewards';
import { REWARD_STATS_SHARDS } from '../data/entities/reward-stats';
import { changePoints } from '../data/ledger';
import { db } from '../data/service';
import { TransactionConflicted, type ConditionFailed, type TransactionEntities, type TransactionWrite } from '../data/transactions';
import { loadReward } from './catalog';
import type { RewardItem } from '../data/entities/reward';

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
type RedemptionRole = 'code' | 'stock' | 'stats' | 'idempotency';

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
 * the stock minus one on condition that it is above zero (a reward without stock: checked, not
 * decremented), both on condition that the reward is still offered at the cost charged, and the
 * idempotency record. Exported for the benchmarks, whose raw transaction must be the very items a
 * redemption writes.
 */
export function redemptionWrites(
  entities: TransactionEntities,
  { userId, reward, result, idempotencyKey }: { userId: string; reward: Pick<RewardItem, 'rewardId' | 'pointsCost' | 'stock'>; result: Redemption; idempotencyKey?: string },
): TransactionWrite<RedemptionRole>[] {
  const { rewardId, pointsCost } = reward;
  return [
    {
      role: 'code',
      item: entities.redeemedReward.create({ ...result, userId, status: 'active' }).commit(),
    },
    {
      role: 'stock',
      item:
        reward.stock === undefined
          ? entities.reward
              .check({ rewardId })
              .where((attr, op) => `${op.eq(attr.available, true)} AND ${op.eq(attr.pointsCost, pointsCost)} AND ${op.notExists(attr.stock)}`)
              .commit()
          : entities.reward
              .patch({ rewardId })
              .subtract({ stock: 1 })
              .where((attr, op) => `${op.gt(attr.stock, 0)} AND ${op.eq(attr.available, true)} AND ${op.eq(attr.pointsCost, pointsCost)}`)
              .commit(),
    },
    // The day's redemptions of the reward (Reports & Analytics' top rewards): one shard of a separate item.
    {
      role: 'stats',
      item: entities.rewardStats
        .update({ day: result.redeemedAt.slice(0, 10), rewardId, shard: randomInt(REWARD_STATS_SHARDS) })
        .add({ redemptions: 1 })
        .commit(),
    },
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
 * `redemption` ledger entry (changePoints: the balance never goes below zero), the stock minus one on
 * condition that it is above zero (a reward without stock is unlimited: checked, not decremented),
 * both on condition that the reward is still offered at the cost charged, the redeemed reward
 * created under a new code (only if absent; a collision retries with another code), expiring in 30
 * days, and the idempotency record. A request whose key was used before replays the first result
 * and charges nothing; the same key for another reward is 409.
 */
export async function redeemReward(userId: string, rewardId: string, request: RedemptionRequest, { newCode = redemptionCode } = {}): Promise<Redemption> {
  try {
    return await attemptRedemption(userId, rewardId, request.idempotencyKey, false, newCode);
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

/** The reward's stock item stayed held by other redemptions through every retry (docs/booking.md, "Real DynamoDB's conflicts, locally"). */
const stockBusy = () => conflict('CONCURRENT_UPDATE', 'Many members are redeeming this reward right now. Please try again.');

function refusal(reward: RewardItem): AppError | null {
  if (!reward.available) return unavailable();
  if (reward.stock !== undefined && reward.stock <= 0) return outOfStock();
  return null;
}

async function attemptRedemption(
  userId: string,
  rewardId: string,
  idempotencyKey: string | undefined,
  fresh: boolean,
  newCode: (category: string) => string,
): Promise<Redemption> {
  const { reward, cached } = await loadReward(rewardId, { fresh });
  const refused = refusal(reward);
  if (refused) {
    // A cached reward may be what is out of date: only fresh data refuses.
    if (cached) return attemptRedemption(userId, rewardId, idempotencyKey, true, newCode);
    throw refused;
  }

  for (let attempt = 1; ; attempt++) {
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
          extraWrites: (entities) => redemptionWrites(entities, { userId, reward, result, idempotencyKey }),
          onExtraConditionFailed: (failed) => new RedemptionConditionFailed(failed),
        },
      );
      return result;
    } catch (error) {
      if (error instanceof TransactionConflicted && error.has('stock')) {
        // A crowd kept the stock item busy through every retry: once it is gone, that is the answer;
        // while some is left, the member is asked to try again (409), nothing having been charged.
        const { reward: now } = await loadReward(rewardId, { fresh: true });
        throw refusal(now) ?? stockBusy();
      }
      if (!(error instanceof RedemptionConditionFailed)) throw error;
      if (error.keyUsed) throw error;
      if (error.rewardChanged) {
        // Out of stock, switched off or repriced since it was read: decide on fresh data.
        if (!fresh) return attemptRedemption(userId, rewardId, idempotencyKey, true, newCode);
        const { reward: now } = await loadReward(rewardId, { fresh: true });
        throw refusal(now) ?? error;
      }
      if (error.codeTaken && attempt < MAX_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}
