import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { LEADERBOARD_PERIODS, type PointsTransactionType } from '../../shared/constants';
import { AppError, notFound } from '../../shared/errors';
import { addEarnedPoints, periodBuckets, type EarnedPeriods } from '../../shared/periods';
import { effectiveTier, type TierThresholds } from '../../shared/tiers';
import { counterWrite, ledgerCounterWrites } from './counters';
import { LEADERBOARD_SHARDS, TIE_BREAK_BASE } from './entities/leaderboard-score';
import { db } from './service';
import type { ProfileItem } from './profiles';
import { loadSettings } from './settings';
import { ConditionFailed, transactionEntities, writeTransaction, type TransactionEntities, type TransactionWrite } from './transactions';

/** A profile as the ledger reads it. */
export type LedgerProfile = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.profile.get>['go']>>['data']>;

/** Profile attributes a points change may set in the same conditioned update as the balance. */
export interface ProfileAlongside {
  /** The inviter whose referral code the member claimed (set once, with the friend's bonus). */
  referredBy?: string;
}

export interface PointsChange {
  userId: string;
  delta: number;
  reason: string;
  type: PointsTransactionType;
  /** What the change is about (e.g. `movie#1001`), queryable per member. */
  subject?: string;
  actorId?: string;
  /**
   * Checked against the profile as read, on every attempt, before anything is written: throw to
   * refuse. The balance update is conditioned on the revision read, so what it checked still holds
   * when the change commits (e.g. "not referred yet").
   */
  check?: (profile: LedgerProfile) => void;
  /** More profile attributes set by the balance update itself (one item takes one write per transaction). */
  alongside?: ProfileAlongside;
  /**
   * Whether a positive delta counts as earned (lifetime points, tier, leaderboard): true by default;
   * false for a refund, which gives back points spent rather than earning new ones.
   */
  earns?: boolean;
}

export interface PointsChangeOptions<Role extends string = string> {
  /** Error for a balance that would go below zero; gets the points missing and whose balance it is. */
  onInsufficient: (missing: number, userId: string) => AppError;
  /** More writes in the same transaction (seats, answers, reviews...); built once, kept across retries. */
  extraWrites?: (entities: TransactionEntities) => TransactionWrite<Role>[];
  /** Maps a failed condition on some of the extra writes (by their roles) to a domain error. */
  onExtraConditionFailed?: (failed: ConditionFailed<Role>) => AppError;
  /** DynamoDB ClientRequestToken: a retried identical transaction within 10 minutes is applied once. */
  token?: string;
  now?: Date;
  /**
   * A consistent read of the member's profile the caller started already (e.g. `getProfile`, sent
   * while it read what the change depends on), used instead of a first read of its own when one
   * member's balance changes. Any read is
   * safe: the update is conditioned on the revision it saw, and a moved one is read again.
   */
  profileRead?: Promise<ProfileItem | null>;
}

export interface PointsChangeResult {
  points: number;
  lifetimePoints: number;
  tier: string;
  entry: { id: string; revision: number; delta: number; oldBalance: number; newBalance: number; reason: string; type: string; createdAt: string };
}

/** The writes the ledger itself adds to a transaction (keyed by member when several share it). */
type LedgerRole = 'balance' | 'ledger' | 'leaderboard' | 'counter';

/** Enough for a burst of concurrent changes to one member to all land. */
const MAX_ATTEMPTS = 30;

/** A stable spread of members over the leaderboard's index shards. */
export function leaderboardShard(userId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < userId.length; i++) hash = Math.imul(hash ^ userId.charCodeAt(i), 16777619);
  return (hash >>> 0) % LEADERBOARD_SHARDS;
}

/** The balance fields of a profile: what a change starts from. */
interface BalanceState {
  points: number;
  lifetimePoints: number;
  grantedTier?: LedgerProfile['grantedTier'];
  earnedPeriods?: Partial<EarnedPeriods>;
  revision: number;
}

/** A profile that does not exist yet: where a new member's first change starts. */
const EMPTY_BALANCE: BalanceState = { points: 0, lifetimePoints: 0, revision: 0 };

/** One member's change worked out against the balance read: the new balance fields, the ledger entry and leaderboard writes, the result. */
function planChange(change: PointsChange, from: BalanceState, thresholds: TierThresholds, now: Date) {
  const newBalance = from.points + change.delta;
  const earned = change.earns === false ? 0 : Math.max(change.delta, 0);
  const lifetimePoints = from.lifetimePoints + earned;
  const tier = effectiveTier(lifetimePoints, from.grantedTier, thresholds);
  const earnedPeriods = addEarnedPoints(from.earnedPeriods, now, earned);
  const revision = from.revision + 1;
  const createdAt = now.toISOString();
  const entryId = randomUUID();
  const buckets = periodBuckets(now);
  const scores = { week: earnedPeriods.weekPoints, month: earnedPeriods.monthPoints, year: earnedPeriods.yearPoints, lifetime: lifetimePoints };
  const shard = leaderboardShard(change.userId);

  const writes: TransactionWrite<LedgerRole>[] = [
    {
      role: 'ledger',
      key: change.userId,
      item: transactionEntities.pointsHistory
        .create({
          userId: change.userId,
          revision,
          entryId,
          delta: change.delta,
          oldBalance: from.points,
          newBalance,
          reason: change.reason,
          type: change.type,
          subject: change.subject,
          actorId: change.actorId,
          createdAt,
        })
        .commit(),
    },
    ...(earned > 0
      ? LEADERBOARD_PERIODS.map((period) => ({
          role: 'leaderboard' as const,
          key: `${change.userId} ${period}`,
          item: transactionEntities.leaderboardScore
            .put({ userId: change.userId, period, bucket: buckets[period], shard, score: scores[period], tieBreak: TIE_BREAK_BASE - now.getTime() })
            .commit(),
        }))
      : []),
  ];
  const result: PointsChangeResult = {
    points: newBalance,
    lifetimePoints,
    tier,
    entry: { id: entryId, revision, delta: change.delta, oldBalance: from.points, newBalance, reason: change.reason, type: change.type, createdAt },
  };
  return { balance: { points: newBalance, lifetimePoints, tier, earnedPeriods, revision }, writes, result };
}

/**
 * The one way a balance changes (DESIGN §5). In ONE transaction: the profile's balance, lifetime
 * points and tier (conditioned on the revision read, so concurrent changes never lose an update),
 * the ledger entry with old and new balance and the balance's new revision (the statement's order:
 * commit order, whatever the clocks say), the member's leaderboard scores for a positive delta, and
 * whatever the caller adds. Concurrent changes re-read and try again.
 */
export async function changePoints<Role extends string>(change: PointsChange, options: PointsChangeOptions<Role>): Promise<PointsChangeResult> {
  const [result] = await changePointsOfMany([change], options);
  return result;
}

/**
 * Several members' balances changed in ONE transaction (a referral pays the friend and the inviter
 * together): each member's profile update is conditioned on the revision read for that member and
 * writes that member's next ledger entry, so each statement stays gapless and in commit order. When
 * any balance moved since it was read, every profile is read again and the whole change retried;
 * nothing is written unless all of it is.
 */
export async function changePointsOfMany<Role extends string>(changes: PointsChange[], options: PointsChangeOptions<Role>): Promise<PointsChangeResult[]> {
  if (changes.length === 0) throw new Error('changePointsOfMany needs at least one change');
  if (new Set(changes.map((c) => c.userId)).size !== changes.length) throw new Error('One change per member and transaction');
  const readProfiles = () =>
    Promise.all(
      changes.map((change) =>
        db.entities.profile
          .get({ userId: change.userId })
          .go({ consistent: true })
          .then((result) => result.data),
      ),
    );
  const [{ thresholds }, firstRead, extra] = await Promise.all([
    loadSettings(),
    // A read the caller already started serves a one-member change.
    options.profileRead && changes.length === 1 ? options.profileRead.then((profile) => [profile]) : readProfiles(),
    // The caller's items are built once, while the read is on the wire (after a turn of the event
    // loop, so that it has left): their CPU time does not add to the change's latency.
    nextTurn().then(() => options.extraWrites?.(transactionEntities) ?? []),
  ]);

  let latest = firstRead;
  for (let attempt = 1; ; attempt++) {
    const now = options.now ?? new Date();
    const profiles = latest;
    const plans = changes.map((change, i) => {
      const profile = profiles[i];
      if (!profile) throw notFound('Member');
      change.check?.(profile);
      const newBalance = profile.points + change.delta;
      if (newBalance < 0) throw options.onInsufficient(-newBalance, change.userId);
      return { change, profile, ...planChange(change, profile, thresholds, now) };
    });

    try {
      await writeTransaction<Role | LedgerRole>(
        [
          ...plans.map(({ change, profile, balance }) => ({
            role: 'balance' as const,
            key: change.userId,
            item: transactionEntities.profile
              .patch({ userId: change.userId })
              .set({ ...change.alongside, ...balance })
              .where((attr, op) => op.eq(attr.revision, profile.revision))
              .commit(),
          })),
          ...plans.flatMap((plan) => plan.writes),
          // The week's points earned and spent and the all-time points spent move with the ledger.
          ...ledgerCounterWrites(changes.map((change) => change.delta), now),
          ...extra,
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
      // A balance changed since it was read: read them again and retry.
      if (attempt >= MAX_ATTEMPTS) throw new AppError(409, 'CONCURRENT_UPDATE', 'The balance is changing; please try again.');
      await sleep(Math.random() * 5 * Math.min(attempt, 6));
      latest = await readProfiles();
      continue;
    }
    return plans.map((plan) => plan.result);
  }
}

/** What a new profile is created with, apart from its balance fields. */
export type NewProfileItem = Omit<Parameters<typeof db.entities.profile.create>[0], 'points' | 'lifetimePoints' | 'tier' | 'earnedPeriods' | 'revision'>;

/**
 * Creates a profile with a first credit (the welcome bonus) in ONE transaction: the profile created
 * only if absent with the credit as its balance at revision 1, the ledger entry of revision 1 and the
 * leaderboard scores, the member count and the week's points earned. Two first requests racing cannot both pay: the loser's profile `create` fails
 * and its transaction writes nothing (ConditionFailed, role `balance`, for the caller to read the winner's).
 */
export async function createProfileWithCredit(profile: NewProfileItem, credit: Omit<PointsChange, 'userId' | 'check' | 'alongside'>, now = new Date()) {
  if (credit.delta <= 0) throw new Error('A new profile starts with a credit');
  const { thresholds } = await loadSettings();
  const change = { ...credit, userId: profile.userId };
  const plan = planChange(change, EMPTY_BALANCE, thresholds, now);
  await writeTransaction<LedgerRole>([
    {
      role: 'balance',
      key: profile.userId,
      item: transactionEntities.profile.create({ ...profile, ...plan.balance, createdAt: profile.createdAt ?? now.toISOString() }).commit(),
    },
    ...plan.writes,
    counterWrite('members', 1),
    ...ledgerCounterWrites([change.delta], now),
  ]);
  return plan.result;
}
