import { dateFromKey } from '@shared/booking/calendar';
import { LOCALE } from '@shared/booking/format';

/**
 * Every figure, date and time the web app shows, written in the product's one locale (LOCALE, en-US)
 * whatever the browser's language: a German browser reads "1,234" and "4:28 AM" as everyone else does.
 * An instant (a check-in, an audit entry, when an invite can be resent) is shown on the viewer's clock;
 * a session's day and time are its venue's wall clock, from @shared/booking/format. The lint config
 * keeps `toLocale*String` and `new Intl.*Format` out of web/src but here.
 */

const whole = new Intl.NumberFormat(LOCALE);
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat(LOCALE, { signDisplay: 'exceptZero' });

/** "1,234" (points, counts, ranks) */
export const formatNumber = (value: number) => whole.format(value);

/** "12.3K": a large balance where there is no room for it in full. */
export const formatCompactNumber = (value: number) => compact.format(value);

/** "+25", "-10", "0": a change of points. */
export const formatSignedNumber = (value: number) => signed.format(value);

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

const calendarDate = dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric' });
/** "November 22, 2026" for a calendar day (YYYY-MM-DD: a release date, a birthday), on no clock. */
export const formatCalendarDate = (date: string) => calendarDate(dateFromKey(date));
