import { addDays, utcDateKey } from '../booking/calendar';

/** Session times are chosen in 5-minute steps (docs/back-office.md, "Sessions"). */
export const SESSION_TIME_STEP_MINUTES = 5;
export const SESSION_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isFiveMinuteStep = (time: string) => {
  const match = SESSION_TIME_PATTERN.exec(time);
  return !!match && Number(match[2]) % SESSION_TIME_STEP_MINUTES === 0;
};

/** The index partition of a session's day: its month, YYYY-MM. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The months a range of days touches, in order (a 7-day window touches at most two). */
export function monthsBetween(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  let [year, month] = firstDay.split('-').map(Number);
  const [lastYear, lastMonth] = lastDay.split('-').map(Number);
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** How long after its start a session counts as running (it cannot lose its screen or venue then). */
export const SESSION_RUNNING_HOURS = 3;

/** Whether a session starting at `start` is ahead or still running at `now`. */
export const isUpcomingStart = (start: Date, now: Date = new Date()) => start.getTime() + SESSION_RUNNING_HOURS * 3_600_000 > now.getTime();

/** The furthest any venue's clock runs ahead of UTC (UTC+14). */
const CLOCK_AHEAD_MS = 14 * 3_600_000;

/**
 * The first day whose sessions all stand on a screen that still exists, at `now`: deleting a screen (or
 * its venue) deletes its sessions ahead or running (`isUpcomingStart`), so a session it leaves had
 * started, and a session dated after today on the clock furthest ahead (UTC+14) has started nowhere.
 */
export const firstDayOnStandingScreens = (now: Date = new Date()) => addDays(utcDateKey(new Date(now.getTime() + CLOCK_AHEAD_MS)), 1);

/**
 * A session's place in the order of the listing's and a screen's index (their sort key: date, time,
 * then id, lower-cased as the data layer writes keys), as a string that compares the same way.
 */
export const sessionOrderKey = (session: { sessionDate: string; sessionTime: string; sessionId: string }) =>
  `${session.sessionDate}#${session.sessionTime}#${session.sessionId}`.toLowerCase();

/**
 * Whether a create or an edit sets a start that has passed at `now` (docs/back-office.md, "Sessions"):
 * a new session, or an edit that moves the start (`current`), must start ahead; an edit that keeps the
 * start (an ongoing show's prices or running order) is not asked.
 */
export const setsPassedStart = (start: Date, now: Date, current?: Date) =>
  start.getTime() !== current?.getTime() && start.getTime() <= now.getTime();

/**
 * Whether a screen or venue has bookings on a session ahead or still running at `now`, from its
 * `bookedUntil`: the latest start among its sessions with bookings (functions/data/bookings-ahead.ts). The
 * Venues and Screens tabs read it to say a Delete would be refused, with no read of the sessions
 * (docs/back-office.md, "Venues, screens and seat maps").
 */
export const hasBookingsAhead = (bookedUntil: string | undefined, now: Date = new Date()) =>
  bookedUntil !== undefined && isUpcomingStart(new Date(bookedUntil), now);
