/** Calendar days as YYYY-MM-DD keys, in the viewer's local time (the spec's "calendar day, local time"). */

const pad = (n: number) => String(n).padStart(2, '0');

export const localDateKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The calendar day in UTC, as a server with no venue time zone sees it. */
export const utcDateKey = (date: Date = new Date()) => date.toISOString().slice(0, 10);

/** Noon avoids daylight-saving edges when stepping whole days. */
export const dateFromKey = (key: string) => {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
};

export function addDays(key: string, days: number): string {
  const date = dateFromKey(key);
  date.setDate(date.getDate() + days);
  return localDateKey(date);
}

/** `count` consecutive days starting at `firstDay` (the Shows page's 7-day strip). */
export const dayRange = (firstDay: string, count: number) => Array.from({ length: count }, (_, i) => addDays(firstDay, i));

/** A ticket is upcoming when its session's day is today or later, else past. */
export const isUpcoming = (sessionDate: string, now: Date = new Date()) => sessionDate >= localDateKey(now);
