import type { LeaderboardPeriod } from './constants';

/** ISO-8601 week of a UTC date, e.g. 2026-W47 (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Every ISO week that a day from `from` to `to` (inclusive, UTC) falls in, oldest first. */
export function isoWeeksBetween(from: Date, to: Date): string[] {
  const weeks: string[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7)); // back to the week's Monday
  for (; day.getTime() <= to.getTime(); day.setUTCDate(day.getUTCDate() + 7)) weeks.push(isoWeek(day));
  return weeks;
}

/** The bucket each leaderboard period is counted in at a given moment (UTC). */
export function periodBuckets(date: Date): Record<LeaderboardPeriod, string> {
  const year = String(date.getUTCFullYear());
  return {
    week: isoWeek(date),
    month: `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`,
    year,
    lifetime: 'all',
  };
}

/** Points earned in the current week, month and year, each as of the bucket it was counted in. */
export interface EarnedPeriods {
  week: string;
  weekPoints: number;
  month: string;
  monthPoints: number;
  year: string;
  yearPoints: number;
}

/**
 * A member's earned-period counters after earning `earned` points at `now`: a counter whose bucket
 * has passed (a new week, month or year) starts again from zero.
 */
export function addEarnedPoints(previous: Partial<EarnedPeriods> | undefined, now: Date, earned: number): EarnedPeriods {
  const buckets = periodBuckets(now);
  const carried = (bucket: string | undefined, points: number | undefined, current: string) => (bucket === current ? (points ?? 0) : 0);
  return {
    week: buckets.week,
    weekPoints: carried(previous?.week, previous?.weekPoints, buckets.week) + earned,
    month: buckets.month,
    monthPoints: carried(previous?.month, previous?.monthPoints, buckets.month) + earned,
    year: buckets.year,
    yearPoints: carried(previous?.year, previous?.yearPoints, buckets.year) + earned,
  };
}
