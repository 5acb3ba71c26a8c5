import type { PointsActivity } from './constants';

/**
 * Earning limits (docs/points-and-limits.md): each earning activity may cap what one member earns
 * from it per UTC day or UTC month. An award that would pass the cap pays what is left and drops the rest.
 */
export const LIMIT_PERIODS = ['day', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface EarningLimit {
  points: number;
  period: LimitPeriod;
}

/** The limits an activity has until an admin sets another (none for the activities not listed). */
export const DEFAULT_EARNING_LIMITS: Record<PointsActivity, EarningLimit | null> = {
  correct_answer: { points: 600, period: 'day' },
  survey_answer: { points: 200, period: 'day' },
  movie_rating: { points: 100, period: 'day' },
  movie_review: { points: 100, period: 'day' },
  feedback_base: { points: 100, period: 'day' },
  referral_inviter: { points: 500, period: 'month' },
  referral_friend: null,
  welcome_bonus: null,
  live_game: { points: 400, period: 'day' },
};

/** The UTC period an earning at `at` counts in: `2026-11-26` for a day, `2026-11` for a month. */
export function periodKey(period: LimitPeriod, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  return period === 'day' ? day : day.slice(0, 7);
}

/**
 * Where an activity's earnings at `at` are counted: the limit's period, or the day for an activity
 * without a limit (kept per day for Reports' Top earners).
 */
export function earningsBucket(limit: EarningLimit | null, at: Date): string {
  return periodKey(limit?.period ?? 'day', at);
}

/** When the period holding `at` ends and a new allowance starts: the next UTC midnight, or the first of next month. */
export function limitResetsAt(period: LimitPeriod, at: Date): Date {
  return period === 'day'
    ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1))
    : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

export interface Allowance {
  /** What the award pays: the request, or what the limit leaves of it (never below 0). */
  awarded: number;
  /** Some of the request was dropped because the limit was reached. */
  limitReached: boolean;
}

/** What an award of `requested` points pays when the member has already earned `earned` in the limit's period. */
export function allowance(requested: number, earned: number, limit: EarningLimit | null): Allowance {
  if (!limit || requested <= 0) return { awarded: Math.max(requested, 0), limitReached: false };
  const awarded = Math.min(requested, Math.max(limit.points - earned, 0));
  return { awarded, limitReached: awarded < requested };
}

/** How many of a limit's periods a range of UTC days touches (a month limit over 25 Nov-3 Dec touches two months). */
export function periodsInRange(period: LimitPeriod, from: string, to: string): number {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (period === 'day') return Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
  return (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth() + 1;
}

/** The member's toast past a limit (member-facing wording). */
export function limitReachedMessage(period: LimitPeriod): string {
  return period === 'day' ? 'Daily points limit reached' : 'Monthly points limit reached';
}

/** The outcome an award reports: `limitReached`, and for a reached limit its period and reset time. */
export function limitOutcome(limitReached: boolean, limit: EarningLimit | null, at: Date) {
  if (!limitReached || !limit) return { limitReached: false };
  return { limitReached: true, limitPeriod: limit.period, limitResetsAt: limitResetsAt(limit.period, at).toISOString() };
}
