import { LOCALE } from '../constants';
import { dateFromKey } from './calendar';

/** A session's start in local time from its calendar day and HH:MM. */
export function sessionStart(date: string, time: string): Date {
  const start = dateFromKey(date);
  const [hours, minutes] = time.split(':').map(Number);
  start.setHours(hours, minutes, 0, 0);
  return start;
}

/** "8:45 PM" */
export const formatTime = (time: string) =>
  sessionStart('2000-01-01', time).toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit' });

/** "Sunday, November 22, 2026" */
export const formatLongDate = (date: string) =>
  dateFromKey(date).toLocaleDateString(LOCALE, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** "November" for a calendar day (YYYY-MM-DD). */
export const formatMonth = (date: string) => dateFromKey(date).toLocaleDateString(LOCALE, { month: 'long' });

/** "Sun, Nov 22" */
export const formatShortDate = (date: string) =>
  dateFromKey(date).toLocaleDateString(LOCALE, { weekday: 'short', month: 'short', day: 'numeric' });

/** The parts of a date block: "Nov", "22", "Sun". */
export const dateParts = (date: string) => {
  const day = dateFromKey(date);
  return {
    month: day.toLocaleDateString(LOCALE, { month: 'short' }),
    day: day.toLocaleDateString(LOCALE, { day: 'numeric' }),
    weekday: day.toLocaleDateString(LOCALE, { weekday: 'short' }),
  };
};

/**
 * "Nov 22, 2026" for an ISO timestamp (e.g. when a ticket was booked): on the viewer's clock, or on a
 * venue's (`timeZone`) beside that venue's show times.
 */
export const formatTimestampDate = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone });
