/**
 * Wall-clock time in a venue's IANA time zone (docs/product-rules.md, "Time": a session's date and time are the venue's
 * wall-clock time) to an instant, with the platform's own Intl data: no time-zone library needed.
 */

import { LOCALE } from './constants';

export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the platform knows this IANA zone name (e.g. "Europe/London"). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** What the clocks and calendars of `timeZone` show at `instant` (hour 0-23), field by field. */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  return Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as WallClock;
}

/** How far the zone's clock is ahead of UTC at `instant`, in ms (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clocks of `timeZone` show `date` (YYYY-MM-DD) `time` (HH:MM). An unknown
 * zone counts as UTC. A time skipped by a daylight-saving jump is read with the offset before the
 * jump (02:30 on a spring-forward night is 03:30 after it); a time shown twice is the first one.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  // The offset an hour either side of the wall time as if it were UTC; one of them is the answer.
  const before = offsetAt(wall - 3_600_000 * 12, zone);
  const after = offsetAt(wall + 3_600_000 * 12, zone);
  const candidates = [wall - before, wall - after].filter((instant) => offsetAt(instant, zone) === wall - instant);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Skipped by a spring-forward jump: use the offset in force before it.
  return new Date(wall - before);
}
