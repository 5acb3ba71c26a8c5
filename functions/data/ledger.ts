import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { LEADERBOARD_PERIODS, type PointsActivity, type PointsTransactionType } from '../../shared/constants';
import { allowance, earningsBucket, type EarningLimit } from '../../shared/earning-limits';
import { AppError, notFound } from '../../shared/errors';
import { addEarnedPoints, periodBuckets, type EarnedPeriods } from '../../shared/periods';
import { effectiveTier, type TierThresholds } from '../../shared/tiers';
import { counterWrite, ledgerCounterWrites, type CounterRole } from './counters';
import { LEADERBOARD_SHARDS, TIE_BREAK_BASE } from './entities/leaderboard-score';
import { auditWrite } from './member-audit';
import { memberSearchWrites } from './member-search';
import { db } from './service';
import { loadTierThresholds } from './settings';
import { ConditionFailed, transactionEntities, writeTransaction, type TransactionEntities, type TransactionWrite } from './transactions';
import type { ProfileItem } from './entities/profile';

/** A profile as the ledger reads it. */
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
  check?: (profile: ProfileItem) => void;
  /** More profile attributes set by the balance update itself (one item takes one write per transaction). */
  alongside?: ProfileAlongside;
  /**
   * Whether a positive delta counts as earned (lifetime points, tier, leaderboard): true by default;
   * false for a refund, which gives back points spent rather than earning new ones.
   */
  earns?: boolean;
  /**
   * The configured activity the points are earned from, with its limit (docs/points-and-limits.md):
   * the change pays at most what the limit leaves this period, and the member's earnings item of the
   * activity is updated in the same transaction, conditioned on the amount the change was planned from.
   */
  earning?: { activity: PointsActivity; limit: EarningLimit | null };
}

export interface PointsChangeOptions<Role extends string = string> {
  /** Error for a balance that would go below zero; gets the points missing and whose balance it is. */
  onInsufficient: (missing: number, userId: string) => AppError;
  /**
   * More writes in the same transaction (seats, answers, reviews...), given the points each change
   * pays (less than asked when a limit cut it); built once, and again only when those points change.
   */
  extraWrites?: (entities: TransactionEntities, awarded: number[]) => TransactionWrite<Role>[];
  /** Writes built from each attempt's planned results of the changes that pay (an admin's audit entry with the balance before and after). */
  plannedWrites?: (results: PointsChangeResult[]) => TransactionWrite<Role>[];
  /** Maps a failed condition on some of the extra writes (by their roles) to a domain error. */
  onExtraConditionFailed?: (failed: ConditionFailed<Role>) => AppError;
  /** DynamoDB ClientRequestToken: a retried identical transaction within 10 minutes is applied once. */
  token?: string;
  now?: Date;
  /**
   * A consistent read of the member's profile the caller started already (`profileReadFor`, sent
   * while it read what the change depends on), used instead of a first read of its own when one
   * member's balance changes. Any read is
   * safe: the update is conditioned on the revision it saw, and a moved one is read again.
   */
  profileRead?: Promise<ProfileItem | null>;
}

/** How long a container plans a member's next change from the balance its last change left. */
const KNOWN_BALANCE_MS = 5 * 60_000;
const KNOWN_BALANCES_MAX = 5_000;

/**
 * Values this container last wrote or read, each kept KNOWN_BALANCE_MS (at most KNOWN_BALANCES_MAX,
 * the oldest dropped first). Concurrent changes may finish out of order: a value `isOlder` than the
 * one kept never replaces it.
 */
function containerMemory<T>(isOlder: (value: T, kept: T) => boolean) {
  const entries = new Map<string, { value: T; at: number }>();
  return {
    remember(key: string, value: T) {
      const known = entries.get(key);
      if (known && isOlder(value, known.value)) return;
      entries.delete(key);
      entries.set(key, { value, at: Date.now() });
      if (entries.size > KNOWN_BALANCES_MAX) entries.delete(entries.keys().next().value!);
    },
    recall(key: string): T | undefined {
      const known = entries.get(key);
      if (known && Date.now() - known.at < KNOWN_BALANCE_MS) return known.value;
      entries.delete(key);
      return undefined;
    },
  };
}

/**
 * Each member's profile as this container last wrote or read it. A member's next change is planned
 * from it instead of a read first: the update is conditioned on its revision (and granted tier), so a
 * balance that moved elsewhere fails the transaction, which then reads and tries again (a refusal,
 * such as too few points, is only ever decided on a fresh read).
 */
const knownBalances = containerMemory<ProfileItem>((profile, kept) => profile.revision < kept.revision);
const rememberBalance = (profile: ProfileItem) => knownBalances.remember(profile.userId, profile);
const knownBalance = (userId: string) => knownBalances.recall(userId);

/**
 * The consistent read of the member's profile a points change will need, started now (for the caller
 * to send while it reads what the change depends on, then pass as `profileRead`); undefined when this
 * container knows the member's balance already and the change needs no read.
 */
export function profileReadFor(userId: string): Promise<ProfileItem | null> | undefined {
  if (knownBalance(userId)) return undefined;
  const read = db.entities.profile
    .get({ userId })
    .go({ consistent: true })
    .then((result) => result.data);
  // Unused when the caller refuses before the change: not an unhandled rejection.
  read.catch(() => undefined);
  return read;
}

export interface PointsChangeResult {
  points: number;
  lifetimePoints: number;
  tier: string;
  /** The ledger entry; absent when an earning limit left nothing to pay and the balance did not change. */
  entry?: { id: string; revision: number; delta: number; oldBalance: number; newBalance: number; reason: string; type: string; createdAt: string };
  /** The points paid: the delta asked for, or what the earning limit left of it. */
  awarded: number;
  /** Part of the points asked for was dropped because the earning limit was reached. */
  limitReached: boolean;
}

/** The writes the ledger itself adds to a transaction (keyed by member when several share it). */
type LedgerRole = 'balance' | 'ledger' | 'leaderboard' | 'earnings' | CounterRole;

/**
 * Each member's earnings per activity and period as this container last wrote or read them (like the
 * balances above): an award is planned from it without a read, its write conditioned on that amount.
 */
// Earnings only grow within a period: a late read or write never steps back.
const knownEarnings = containerMemory<number>((earned, kept) => earned < kept);
const rememberEarnings = (key: string, earned: number) => knownEarnings.remember(key, earned);
const knownEarned = (key: string) => knownEarnings.recall(key);

const earningsKey = (userId: string, activity: PointsActivity, bucket: string) => `${userId} ${activity} ${bucket}`;

/**
 * The earnings write of an award of `change.delta` points made after `earnedBefore` this period (none for
 * a change without an activity). Exported for the benchmarks, whose raw transaction must be the very
 * items an award writes.
 */
export function earningsWritesOf(change: PointsChange, earnedBefore: number, now: Date): TransactionWrite<LedgerRole>[] {
  const state = earningState(change, now);
  return state ? [earningsWrite(change.userId, state, earnedBefore, change.delta, now)] : [];
}

/** Reads (consistently) what a member earned from an activity in a period, and remembers it. */
async function readEarned(userId: string, activity: PointsActivity, bucket: string): Promise<number> {
  const { data } = await db.entities.earnings.get({ userId, activity, bucket }).go({ consistent: true });
  const earned = data?.earned ?? 0;
  rememberEarnings(earningsKey(userId, activity, bucket), earned);
  return earned;
}

/** A change's earning limit at `now`: where its earnings are counted and what was earned there as far as this container knows. */
function earningState(change: PointsChange, now: Date) {
  if (!change.earning || change.delta <= 0) return undefined;
  const bucket = earningsBucket(change.earning.limit, now);
  const key = earningsKey(change.userId, change.earning.activity, bucket);
  return { ...change.earning, bucket, key, earned: knownEarned(key) };
}

/**
 * The earnings item written with an award: the new total, put on condition that the total is still
 * the one the award was planned from (absent when it was 0), so of two awards planned from the same
 * total one commits and the other re-reads; the limit can never be passed.
 */
function earningsWrite(userId: string, earning: NonNullable<ReturnType<typeof earningState>>, earnedBefore: number, awarded: number, now: Date): TransactionWrite<LedgerRole> {
  return {
    role: 'earnings',
    key: earning.key,
    item: transactionEntities.earnings
      .put({
        userId,
        activity: earning.activity,
        bucket: earning.bucket,
        period: earning.limit?.period ?? 'day',
        earned: earnedBefore + awarded,
        ...(earning.limit ? { limitPoints: earning.limit.points } : {}),
        updatedAt: now.toISOString(),
      })
      .where((attr, op) => (earnedBefore > 0 ? op.eq(attr.earned, earnedBefore) : op.notExists(attr.earned)))
      .commit(),
  };
}

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
  grantedTier?: ProfileItem['grantedTier'];
  earnedPeriods?: Partial<EarnedPeriods>;
  revision: number;
  status?: ProfileItem['status'];
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
            .put({
              userId: change.userId,
              period,
              bucket: buckets[period],
              shard,
              score: scores[period],
              tieBreak: TIE_BREAK_BASE - now.getTime(),
              // A suspended member's earnings (an admin's adjustment) stay out of the ranking.
              unranked: from.status === 'suspended' || undefined,
            })
            .commit(),
        }))
      : []),
  ];
  const result: PointsChangeResult = {
    awarded: change.delta,
    limitReached: false,
    points: newBalance,
    lifetimePoints,
    tier,
    entry: { id: entryId, revision, delta: change.delta, oldBalance: from.points, newBalance, reason: change.reason, type: change.type, createdAt },
  };
  return { balance: { points: newBalance, lifetimePoints, tier, earnedPeriods, revision }, writes, result };
}

/**
 * A change of an existing profile's balance worked out against the profile read: the ledger's writes
 * (the balance update conditioned on the revision read, the ledger entry, the leaderboard scores),
 * the new balance fields and the result. Exported for the benchmarks, whose raw transaction must be
 * the very items a change writes.
 */
export function planPointsChange(change: PointsChange, profile: ProfileItem, thresholds: TierThresholds, now: Date) {
  const plan = planChange(change, profile, thresholds, now);
  const balanceWrite: TransactionWrite<LedgerRole> = {
    role: 'balance',
    key: change.userId,
    item: transactionEntities.profile
      .patch({ userId: change.userId })
      .set({ ...change.alongside, ...plan.balance })
      // The tier is planned from the granted tier too, and the scores' ranking from the status: a
      // remembered profile must still have them (a suspension does not move the revision).
      .where((attr, op) =>
        [
          op.eq(attr.revision, profile.revision),
          profile.grantedTier ? op.eq(attr.grantedTier, profile.grantedTier) : op.notExists(attr.grantedTier),
          profile.status === 'suspended' ? op.eq(attr.status, 'suspended') : `(${op.notExists(attr.status)} OR ${op.eq(attr.status, 'active')})`,
        ].join(' AND '),
      )
      .commit(),
  };
  return { ...plan, writes: [balanceWrite, ...plan.writes] };
}

/**
 * The one way a balance changes (docs/product-rules.md, "Points and tiers"). In ONE transaction: the profile's balance, lifetime
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
          .then((result) => {
            if (result.data) rememberBalance(result.data);
            return result.data;
          }),
      ),
    );
  // What each limited change's member earned this period, read (with the profile) when not known here.
  const readEarnings = (states: ReturnType<typeof earningState>[], only?: (i: number) => boolean) =>
    Promise.all(states.map((state, i) => (state && (state.earned === undefined || only?.(i)) ? readEarned(changes[i].userId, state.activity, state.bucket) : state?.earned)));
  // A change that checks the profile (e.g. "not referred yet") reads it: other attributes than the balance may have moved.
  const known = changes.some((change) => change.check) ? [] : changes.map((change) => knownBalance(change.userId));
  const fromKnown = known.length > 0 && known.every(Boolean);
  const firstStates = changes.map((change) => earningState(change, options.now ?? new Date()));
  let extraFor: { awarded: string; writes: TransactionWrite<Role>[] } | undefined;
  const extraWrites = (awarded: number[]) => {
    if (!extraFor || extraFor.awarded !== awarded.join()) extraFor = { awarded: awarded.join(), writes: options.extraWrites?.(transactionEntities, awarded) ?? [] };
    return extraFor.writes;
  };
  const [thresholds, firstRead, firstEarned] = await Promise.all([
    loadTierThresholds(),
    fromKnown
      ? (known as ProfileItem[])
      : // A read the caller already started serves a one-member change.
        options.profileRead && changes.length === 1
        ? options.profileRead.then((profile) => {
            if (profile) rememberBalance(profile);
            return [profile];
          })
        : readProfiles(),
    readEarnings(firstStates),
    // The caller's items are built once, while the read is on the wire (after a turn of the event
    // loop, so that it has left): their CPU time does not add to the change's latency. With no read,
    // at once. Built for the points asked; a limit that cuts them builds them again.
    (fromKnown ? Promise.resolve() : nextTurn()).then(() => extraWrites(changes.map((change) => change.delta))),
  ]);

  let latest = firstRead;
  let earnedRead: (number | undefined)[] = firstEarned;
  let remembered = fromKnown;
  for (let attempt = 1; ; attempt++) {
    const now = options.now ?? new Date();
    const profiles = latest;
    const fromMemory = remembered;
    remembered = false;
    // Too few points as remembered: points may have come in elsewhere since; only a fresh read refuses.
    if (fromMemory && profiles.some((profile, i) => profile && profile.points + changes[i].delta < 0)) {
      latest = await readProfiles();
      continue;
    }
    // A period that turned since the earnings were read starts from nothing known.
    const states = changes.map((change, i) => {
      const state = earningState(change, now);
      return state && { ...state, earned: state.bucket === firstStates[i]?.bucket ? (earnedRead[i] ?? 0) : (state.earned ?? 0) };
    });
    const allowances = changes.map((change, i) => allowance(change.delta, states[i]?.earned ?? 0, states[i]?.limit ?? null));
    const plans = changes.map((requested, i) => {
      const profile = profiles[i];
      if (!profile) throw notFound('Member');
      requested.check?.(profile);
      const change = { ...requested, delta: states[i] ? allowances[i].awarded : requested.delta };
      // Nothing left to pay: the balance is not touched (unless the change sets something alongside).
      const skipped = states[i] !== undefined && change.delta === 0 && !change.alongside;
      const newBalance = profile.points + change.delta;
      if (newBalance < 0) throw options.onInsufficient(-newBalance, change.userId);
      const planned = skipped ? undefined : planPointsChange(change, profile, thresholds, now);
      const state = states[i];
      const earnings = state && change.delta > 0 ? [earningsWrite(change.userId, state, state.earned, change.delta, now)] : [];
      return { change, profile, planned, writes: [...(planned?.writes ?? []), ...earnings] };
    });
    const paying = plans.filter((plan) => plan.planned);
    const extra = extraWrites(plans.map((plan) => plan.change.delta));

    try {
      const writes = [
        ...plans.flatMap((plan) => plan.writes),
        // The week's points earned and spent and the all-time points spent move with the ledger.
        ...(paying.length > 0 ? ledgerCounterWrites(paying.map((plan) => plan.change.delta), now) : []),
        ...extra,
        ...(options.plannedWrites?.(paying.map((plan) => plan.planned!.result)) ?? []),
      ];
      if (writes.length > 0) await writeTransaction<Role | LedgerRole>(writes, options.token);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      const failed = error as ConditionFailed<Role | LedgerRole>;
      const extraFailed = failed.failed.filter((write) => extra.includes(write as TransactionWrite<Role>));
      if (extraFailed.length > 0) {
        if (options.onExtraConditionFailed) throw options.onExtraConditionFailed(new ConditionFailed(extraFailed as TransactionWrite<Role>[]));
        throw error;
      }
      // A balance or an earnings total changed since it was read (or remembered): read them again and retry.
      if (attempt >= MAX_ATTEMPTS) throw new AppError(409, 'CONCURRENT_UPDATE', 'The balance is changing; please try again.');
      // Backing off is for a race; a remembered balance that moved elsewhere just needs the read.
      if (!fromMemory) await sleep(Math.random() * 5 * Math.min(attempt, 6));
      const earningsFailed = new Set(failed.of('earnings').map((write) => write.key));
      const [profilesAgain, earnedAgain] = await Promise.all([
        failed.has('balance') || failed.failed.length === 0 ? readProfiles() : profiles,
        readEarnings(states, (i) => earningsFailed.has(states[i]?.key)),
      ]);
      latest = profilesAgain;
      earnedRead = earnedAgain;
      firstStates.splice(0, firstStates.length, ...states);
      continue;
    }
    for (const { change, profile, planned } of plans) if (planned) rememberBalance({ ...profile, ...change.alongside, ...planned.balance });
    for (const [i, state] of states.entries()) if (state && plans[i].change.delta > 0) rememberEarnings(state.key, state.earned + plans[i].change.delta);
    return plans.map(({ planned, profile, change }, i) => ({
      ...(planned?.result ?? { points: profile.points, lifetimePoints: profile.lifetimePoints, tier: profile.tier }),
      awarded: change.delta,
      limitReached: states[i] !== undefined && allowances[i].limitReached,
    }));
  }
}

/** What a new profile is created with, apart from its balance fields. */
export type NewProfileItem = Omit<Parameters<typeof db.entities.profile.create>[0], 'points' | 'lifetimePoints' | 'tier' | 'earnedPeriods' | 'revision'>;

/**
 * Creates a profile with a first credit (the welcome bonus) in ONE transaction: the profile created
 * only if absent with the credit as its balance at revision 1, the ledger entry of revision 1 and the
 * leaderboard scores, the member count and the week's points earned. Two first requests racing cannot both pay: the loser's profile `create` fails
 * and its transaction writes nothing (ConditionFailed, role `balance`, for the caller to read the winner's).
 * An admin's credit (Add New Member's initial points, `actorId` set) writes its audit entry with it, as
 * every admin write that touches a member does (docs/access.md, "Audit").
 */
export async function createProfileWithCredit(profile: NewProfileItem, credit: Omit<PointsChange, 'userId' | 'check' | 'alongside'>, now = new Date()) {
  if (credit.delta <= 0) throw new Error('A new profile starts with a credit');
  const thresholds = await loadTierThresholds();
  const change = { ...credit, userId: profile.userId };
  const plan = planChange(change, EMPTY_BALANCE, thresholds, now);
  await writeTransaction<LedgerRole | 'search' | 'audit'>([
    {
      role: 'balance',
      key: profile.userId,
      item: transactionEntities.profile.create({ ...profile, ...plan.balance, createdAt: profile.createdAt ?? now.toISOString() }).commit(),
    },
    ...plan.writes,
    counterWrite('members', 1),
    ...memberSearchWrites(profile.userId, profile),
    ...ledgerCounterWrites([change.delta], now),
    ...(change.actorId
      ? [auditWrite({ actorId: change.actorId, action: 'points', targetId: change.userId, before: EMPTY_BALANCE.points, after: plan.balance.points, reason: change.reason }, now)]
      : []),
  ]);
  return plan.result;
}
