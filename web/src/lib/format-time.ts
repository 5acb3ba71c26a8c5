import { LOCALE } from '@shared/constants';

/**
 * Every date and time the web app shows, in the product's one locale (LOCALE, en-US) whatever the
 * browser's language: "4:28 AM", "Nov 22, 2026, 8:45 PM". An instant (a check-in, an audit entry, when an
 * invite can be resent) is shown on the viewer's clock; a session's day and time are its venue's wall
 * clock, from @shared/booking/format. Figures are in format.ts.
 */

type Instant = string | number | Date;
const dateTimeFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(LOCALE, options);
  // Intl throws on an invalid date: a malformed one from the API shows blank rather than break the page.
  return (instant: Instant) => {
    const date = new Date(instant);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
};

/** "Nov 22, 2026, 8:45 PM" */
export const formatDateTime = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 8:45 PM" */
export const formatShortDateTime = dateTimeFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Fri, Nov 27, 1:00 AM" */
export const formatWeekdayDateTime = dateTimeFormat({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "11/22/2026, 8:45:05 PM": to the second, to tell apart things made the same minute. */
export const formatNumericDateTime = dateTimeFormat({ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "4:28 AM" */
export const formatClockTime = dateTimeFormat({ hour: 'numeric', minute: '2-digit' });

/** "4:28:05 AM" */
export const formatClockTimeWithSeconds = dateTimeFormat({ hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "November 2026" */
export const formatMonthYear = dateTimeFormat({ month: 'long', year: 'numeric' });

// A calendar day is read as midnight UTC and written on the UTC clock: the same day in every time zone.
const calendarDate = dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** "November 22, 2026" for a calendar day (YYYY-MM-DD: a release date, a birthday), on no clock. */
export const formatCalendarDate = (date: string) => calendarDate(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : Number.NaN);
