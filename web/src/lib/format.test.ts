import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatNumber, formatSignedNumber } from './format';
import {
  formatCalendarDate,
  formatClockTime,
  formatClockTimeWithSeconds,
  formatDateTime,
  formatMonthYear,
  formatNumericDateTime,
  formatShortDateTime,
  formatWeekdayDateTime,
} from './format-time';

// An instant built on the test machine's own clock, as the browser's would be: the figures hold in any time zone.
const evening = new Date(2026, 10, 27, 20, 45, 5);
const earlyMorning = new Date(2026, 10, 29, 4, 28);

describe('numbers', () => {
  it('are written in en-US: a comma between thousands', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
  });

  it('read short when large, to one decimal', () => {
    expect(formatCompactNumber(12_345)).toBe('12.3K');
    expect(formatCompactNumber(1_250_000)).toBe('1.3M');
    expect(formatCompactNumber(980)).toBe('980');
  });

  it('carry their sign as a change of points, none for zero', () => {
    expect(formatSignedNumber(25)).toBe('+25');
    expect(formatSignedNumber(-1500)).toBe('-1,500');
    expect(formatSignedNumber(0)).toBe('0');
  });
});

describe('dates and times', () => {
  it("of an instant, on the viewer's clock, from a Date, an ISO string or milliseconds", () => {
    expect(formatClockTime(earlyMorning)).toBe('4:28 AM');
    expect(formatClockTime(earlyMorning.toISOString())).toBe('4:28 AM');
    expect(formatClockTime(earlyMorning.getTime())).toBe('4:28 AM');
    expect(formatClockTimeWithSeconds(evening)).toBe('8:45:05 PM');
    expect(formatDateTime(evening)).toBe('Nov 27, 2026, 8:45 PM');
    expect(formatShortDateTime(evening)).toBe('Nov 27, 8:45 PM');
    expect(formatWeekdayDateTime(evening)).toBe('Fri, Nov 27, 8:45 PM');
    expect(formatNumericDateTime(evening)).toBe('11/27/2026, 8:45:05 PM');
    expect(formatMonthYear(evening)).toBe('November 2026');
  });

  it('of a calendar day, the same in every time zone', () => {
    expect(formatCalendarDate('1962-01-01')).toBe('January 1, 1962');
    expect(formatCalendarDate('2026-11-29')).toBe('November 29, 2026');
  });

  it('leave a malformed date blank rather than throw', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatCalendarDate('soon')).toBe('');
  });
});
