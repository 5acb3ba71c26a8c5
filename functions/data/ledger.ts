import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { LEADERBOARD_PERIODS, type PointsTransactionType } from '../../shared/constants';
import { AppError, notFound } from '../../shared/errors';
import { addEarnedPoints, periodBuckets } from '../../shared/periods';
import { effectiveTier } from '../../shared/tiers';
import { LEADERBOARD_SHARDS, TIE_BREAK_BASE } from './entities/leaderboard-score';
import { db } from './service';
import { loadSettings } from './settings';
import { ConditionFailed, transactionEntities, writeTransaction, type TransactionEntities, type TransactionWrite } from './transactions';

export interface PointsChange {
  userId: string;
  delta: number;
  reason: string;
  type: PointsTransactionType;
  /** What the change is about (e.g. `movie#1001`), queryable per member. */
  subject?: string;
  actorId?: string;
  /**
   * Whether a positive delta counts as earned (lifetime points, tier, leaderboard): true by default;
   * false for a refund, which gives back points spent rather than earning new ones.
   */
  earns?: boolean;
}


export interface PointsChangeOptions<Role extends string = string> {
  /** Error for a balance that would go below zero; gets the points missing. */
  onInsufficient: (missing: number) => AppError;
  /** More writes in the same transaction (seats, answers, reviews...); built once, kept across retries. */
  extraWrites?: (entities: TransactionEntities) => TransactionWrite<Role>[];
  /** Maps a failed condition on some of the extra writes (by their roles) to a domain error. */
  onExtraConditionFailed?: (failed: ConditionFailed<Role>) => AppError;
  /** DynamoDB ClientRequestToken: a retried identical transaction within 10 minutes is applied once. */
  token?: string;
  now?: Date;
}

export interface PointsChangeResult {
  points: number;
  lifetimePoints: number;
  tier: string;
  entry: { id: string; revision: number; delta: number; oldBalance: number; newBalance: number; reason: string; type: string; createdAt: string };
}

/** The writes changePoints itself adds to a transaction. */
type LedgerRole = 'balance' | 'ledger' | 'leaderboard';

/** Enough for a burst of concurrent changes to one member to all land. */
const MAX_ATTEMPTS = 30;

/** A stable spread of members over the leaderboard's index shards. */
export function leaderboardShard(userId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < userId.length; i++) hash = Math.imul(hash ^ userId.charCodeAt(i), 16777619);
  return (hash >>> 0) % LEADERBOARD_SHARDS;
}

/**
 * The one way a balance changes (DESIGN §5). In ONE transaction: the profile's balance, lifetime
 * points and tier (conditioned on the revision read, so concurrent changes never lose an update),
 * the ledger entry with old and new balance and the balance's new revision (the statement's order:
 * commit order, whatever the clocks say), the member's leaderboard scores for a positive delta, and
 * whatever the caller adds. Concurrent changes re-read and try again.
 */
export async function changePoints<Role extends string>(change: PointsChange, options: PointsChangeOptions<Role>): Promise<PointsChangeResult> {
  const readProfile = () =>
    db.entities.profile
      .get({ userId: change.userId })
      .go({ consistent: true })
      .then((result) => result.data);
  const [{ thresholds }, firstRead, extra] = await Promise.all([
    loadSettings(),
    readProfile(),
    // The caller's items are built once, while the read is on the wire (after a turn of the event
    // loop, so that it has left): their CPU time does not add to the change's latency.
    nextTurn().then(() => options.extraWrites?.(transactionEntities) ?? []),
  ]);

  let latest = firstRead;
  for (let attempt = 1; ; attempt++) {
    const now = options.now ?? new Date();
    const profile = latest;
    if (!profile) throw notFound('Member');

    const newBalance = profile.points + change.delta;
    if (newBalance < 0) throw options.onInsufficient(-newBalance);
    const earned = change.earns === false ? 0 : Math.max(change.delta, 0);
    const lifetimePoints = profile.lifetimePoints + earned;
    const tier = effectiveTier(lifetimePoints, profile.grantedTier, thresholds);
    const buckets = periodBuckets(now);
    const earnedPeriods = addEarnedPoints(profile.earnedPeriods, now, earned);
    const scores = { week: earnedPeriods.weekPoints, month: earnedPeriods.monthPoints, year: earnedPeriods.yearPoints, lifetime: lifetimePoints };
    const createdAt = now.toISOString();
    const entryId = randomUUID();
    const shard = leaderboardShard(change.userId);
    const revision = profile.revision + 1;

    try {
      await writeTransaction<Role | LedgerRole>(
        [
          {
            role: 'balance',
            item: transactionEntities.profile
              .patch({ userId: change.userId })
              .set({ points: newBalance, lifetimePoints, tier, earnedPeriods, revision })
              .where((attr, op) => op.eq(attr.revision, profile.revision))
              .commit(),
          },
          {
            role: 'ledger',
            item: transactionEntities.pointsHistory
              .create({
                userId: change.userId,
                revision,
                entryId,
                delta: change.delta,
                oldBalance: profile.points,
                newBalance,
                reason: change.reason,
                type: change.type,
                subject: change.subject,
                actorId: change.actorId,
                createdAt,
              })
              .commit(),
          },
          ...extra,
          ...(earned > 0
            ? LEADERBOARD_PERIODS.map((period) => ({
                role: 'leaderboard' as const,
                key: period,
                item: transactionEntities.leaderboardScore
                  .put({
                    userId: change.userId,
                    period,
                    bucket: buckets[period],
                    shard,
                    score: scores[period],
                    tieBreak: TIE_BREAK_BASE - now.getTime(),
                  })
                  .commit(),
              }))
            : []),
        ],
        options.token,
      );
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      const extraFailed = (error as ConditionFailed<Role | LedgerRole>).failed.filter((write) => extra.includes(write as TransactionWrite<Role>));
      if (extraFailed.length > 0) {
        if (options.onExtraConditionFailed) throw options.onExtraConditionFailed(new ConditionFailed(extraFailed as TransactionWrite<Role>[]));
        throw error;
      }
      // The balance changed since it was read: read it again and retry.
      if (attempt >= MAX_ATTEMPTS) throw new AppError(409, 'CONCURRENT_UPDATE', 'The balance is changing; please try again.');
      await sleep(Math.random() * 5 * Math.min(attempt, 6));
      latest = await readProfile();
      continue;
    }
    return {
      points: newBalance,
      lifetimePoints,
      tier,
      entry: { id: entryId, revision, delta: change.delta, oldBalance: profile.points, newBalance, reason: change.reason, type: change.type, createdAt },
    };
  }
}
