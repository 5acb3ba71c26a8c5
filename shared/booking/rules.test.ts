import { describe, expect, it } from 'vitest';
import { availabilityBadge, isBookable, isCancellable, seatsLeft, sessionStatusAt, showProgress, showStart } from './availability';
import { addDays, dayRange, isUpcoming, localDateKey } from './calendar';
import { newBookingCode, ticketCode } from './codes';
import { dateParts, formatLongDate, formatMonth, formatShortDate, formatTime, formatTimestampDate } from './format';
import { categoryPrice, totalPrice } from './pricing';

describe('availability badge', () => {
  it('is Sold Out with no seats left, Few Left under 20, otherwise Available', () => {
    expect(availabilityBadge(0)).toBe('Sold Out');
    expect(availabilityBadge(1)).toBe('Few Left');
    expect(availabilityBadge(19)).toBe('Few Left');
    expect(availabilityBadge(20)).toBe('Available');
  });

  it('never counts fewer than zero seats left', () => {
    expect(seatsLeft(96, 10)).toBe(86);
    expect(seatsLeft(96, 100)).toBe(0);
  });
});

describe('bookable shows', () => {
  const show = { status: 'scheduled', sessionDate: '2026-11-22', sessionTime: '20:00' };

  it('takes bookings until the start on the venue\'s clock, not the server\'s (UTC)', () => {
    // 19:59 in New York is 00:59 UTC the next day: still bookable.
    expect(isBookable(show, 'America/New_York', new Date('2026-11-23T00:59:00Z'))).toBe(true);
    // 20:00 in New York: started.
    expect(isBookable(show, 'America/New_York', new Date('2026-11-23T01:00:00Z'))).toBe(false);
    // 20:00 in Tokyo is 11:00 UTC the same day: started although UTC's clock is earlier than 20:00.
    expect(isBookable(show, 'Asia/Tokyo', new Date('2026-11-22T10:59:00Z'))).toBe(true);
    expect(isBookable(show, 'Asia/Tokyo', new Date('2026-11-22T11:00:00Z'))).toBe(false);
  });

  it('reads an unknown zone as UTC', () => {
    expect(isBookable(show, 'Nowhere/Else', new Date('2026-11-22T19:59:00Z'))).toBe(true);
    expect(isBookable(show, 'Nowhere/Else', new Date('2026-11-22T20:00:00Z'))).toBe(false);
  });

  it('refuses cancelled or completed shows, however far ahead', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    expect(isBookable({ ...show, status: 'ongoing' }, 'UTC', early)).toBe(true);
    expect(isBookable({ ...show, status: 'cancelled' }, 'UTC', early)).toBe(false);
    expect(isBookable({ ...show, status: 'completed' }, 'UTC', early)).toBe(false);
  });
});

describe("a session's status in the back office", () => {
  // 20:00 in New York is 01:00 UTC the next day.
  const show = { status: 'scheduled' as const, sessionDate: '2026-11-22', sessionTime: '20:00', durationMinutes: 95 };
  const at = (iso: string) => sessionStatusAt(show, 'America/New_York', new Date(iso));

  it("is scheduled until the start, ongoing for the movie's runtime, completed after, on the venue's clock", () => {
    expect(at('2026-11-23T00:59:59Z')).toBe('scheduled');
    expect(at('2026-11-23T01:00:00Z')).toBe('ongoing');
    expect(at('2026-11-23T02:34:59Z')).toBe('ongoing');
    expect(at('2026-11-23T02:35:00Z')).toBe('completed');
  });

  it('counts a show of unknown length as 3 hours', () => {
    const unknown = { ...show, durationMinutes: null };
    expect(sessionStatusAt(unknown, 'America/New_York', new Date('2026-11-23T03:59:00Z'))).toBe('ongoing');
    expect(sessionStatusAt(unknown, 'America/New_York', new Date('2026-11-23T04:00:00Z'))).toBe('completed');
  });

  it('keeps cancelled and completed as stored, whatever the time', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    expect(sessionStatusAt({ ...show, status: 'cancelled' }, 'UTC', early)).toBe('cancelled');
    expect(sessionStatusAt({ ...show, status: 'cancelled' }, 'UTC', new Date('2026-11-23T01:30:00Z'))).toBe('cancelled');
    expect(sessionStatusAt({ ...show, status: 'completed' }, 'UTC', early)).toBe('completed');
  });
});

describe("a listed show's progress for members", () => {
  const show = { startsAt: '2026-11-23T01:00:00.000Z', durationMinutes: 95 };
  const at = (iso: string, listed: { startsAt: string; durationMinutes: number | null } = show) => showProgress(listed, new Date(iso));

  it("is open until the start, started for the movie's runtime, ended after", () => {
    expect(at('2026-11-23T00:59:59Z')).toBe('open');
    expect(at('2026-11-23T01:00:00Z')).toBe('started');
    expect(at('2026-11-23T02:34:59Z')).toBe('started');
    expect(at('2026-11-23T02:35:00Z')).toBe('ended');
  });

  it('counts a show of unknown length as 3 hours', () => {
    expect(at('2026-11-23T03:59:00Z', { ...show, durationMinutes: null })).toBe('started');
    expect(at('2026-11-23T04:00:00Z', { ...show, durationMinutes: null })).toBe('ended');
  });
});

describe('cancelling a booking', () => {
  const startsAt = showStart({ sessionDate: '2026-03-29', sessionTime: '03:30' }, 'Europe/London');

  it('is allowed until exactly 2 hours before the start, on the venue\'s clock', () => {
    // 03:30 in London on the night clocks go forward is 02:30 UTC.
    expect(startsAt.toISOString()).toBe('2026-03-29T02:30:00.000Z');
    expect(isCancellable(startsAt, new Date('2026-03-29T00:30:00Z'))).toBe(true);
    expect(isCancellable(startsAt, new Date('2026-03-29T00:30:01Z'))).toBe(false);
    expect(isCancellable(startsAt, new Date('2026-03-29T03:00:00Z'))).toBe(false);
  });
});

describe('prices', () => {
  const pricing = new Map([
    ['regular', 10],
    ['vip', 25],
  ]);

  it("uses the category's price for the session", () => {
    expect(categoryPrice('vip', pricing, 12, 2)).toBe(25);
  });

  it('falls back to the base price times the multiplier for an unpriced category', () => {
    expect(categoryPrice('premium', pricing, 12, 1.5)).toBe(18);
  });

  it('sums the seats', () => {
    expect(totalPrice([10, 10, 25])).toBe(45);
    expect(totalPrice([])).toBe(0);
  });
});

describe('codes', () => {
  it('is BK- plus a UUID, different every time', () => {
    const code = newBookingCode();
    expect(code).toMatch(/^BK-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newBookingCode()).not.toBe(code);
  });

  it('shows TICKET- plus the id when a booking has no code', () => {
    expect(ticketCode({ id: 'abc', bookingCode: 'BK-1' })).toBe('BK-1');
    expect(ticketCode({ id: 'abc', bookingCode: null })).toBe('TICKET-abc');
  });
});

describe('calendar days', () => {
  it('keys a date by its local calendar day', () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('steps days across month, year and daylight-saving boundaries', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(dayRange('2026-02-26', 7)).toEqual(['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']);
  });

  it('counts a ticket as upcoming through the whole session day, past from the next day', () => {
    const lateEvening = new Date(2026, 10, 22, 23, 30);
    expect(isUpcoming('2026-11-22', lateEvening)).toBe(true);
    expect(isUpcoming('2026-11-30', lateEvening)).toBe(true);
    expect(isUpcoming('2026-11-21', lateEvening)).toBe(false);
  });
});

describe('en-US formatting', () => {
  it('formats session times and dates the en-US way', () => {
    expect(formatTime('20:45')).toBe('8:45 PM');
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatLongDate('2026-11-22')).toBe('Sunday, November 22, 2026');
    expect(formatShortDate('2026-11-22')).toBe('Sun, Nov 22');
    expect(dateParts('2026-11-22')).toEqual({ month: 'Nov', day: '22', weekday: 'Sun' });
    expect(formatMonth('2026-11-01')).toBe('November');
  });

  it("writes an instant's day on a venue's clock when given its zone", () => {
    // 11 PM on the 22nd in New York is already the 23rd in UTC.
    expect(formatTimestampDate('2026-11-23T04:00:00.000Z', 'America/New_York')).toBe('Nov 22, 2026');
    expect(formatTimestampDate('2026-11-23T04:00:00.000Z', 'UTC')).toBe('Nov 23, 2026');
  });
});
