/** The days from `from` to `to` (YYYY-MM-DD), both counted: a range of one day is 1. */
export const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * Why a range of days cannot be asked for, in the words the API refuses it with, or null: the last day
 * before the first, or more than `maxDays` days. Sessions Management and Reports check it before they
 * ask, and say it under the range, rather than show a failed list with a Retry that cannot help.
 */
export function dateRangeProblem(from: string, to: string, maxDays: number): string | null {
  if (to < from) return 'The last day must not be before the first day.';
  if (daysInRange(from, to) > maxDays) return `At most ${maxDays} days at a time.`;
  return null;
}
