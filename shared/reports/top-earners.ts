import { periodsInRange, type EarningLimit } from '../earning-limits';

/** How many members Top earners lists (and reads per period of the range, best first). */
export const TOP_EARNERS = 20;

export interface PeriodEarnings {
  userId: string;
  earned: number;
}

export interface TopEarner {
  userId: string;
  earned: number;
  /** earned over the limit of every period the range touches (0.5 = half); null without a limit. */
  limitShare: number | null;
}

/**
 * Top earners of an activity over a range of UTC days, from each period's best earners (one index
 * query per day or month, best first): each member's periods summed, highest first (ties by member id),
 * with the share of the limit they used over the range. A member outside a period's top list counts 0
 * for that period, so a total is exact for members who are in every list they earned in; the top few
 * of a range always are.
 */
export function topEarners(periods: readonly (readonly PeriodEarnings[])[], limit: EarningLimit | null, from: string, to: string, size = TOP_EARNERS): TopEarner[] {
  const totals = new Map<string, number>();
  for (const period of periods) for (const { userId, earned } of period) totals.set(userId, (totals.get(userId) ?? 0) + earned);
  const allowance = limit && limit.points > 0 ? limit.points * periodsInRange(limit.period, from, to) : null;
  return [...totals]
    .sort(([userA, a], [userB, b]) => b - a || (userA < userB ? -1 : 1))
    .slice(0, size)
    .map(([userId, earned]) => ({ userId, earned, limitShare: allowance ? Math.round((earned / allowance) * 1000) / 1000 : null }));
}
