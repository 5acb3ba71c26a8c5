import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration';
import { basePrice, isCentStep, storedPrices } from './pricing';
import { categoryCountOf, defaultCategoryId, defaultLayout, generateSeats, isRowOf, seatCount, seatCountExceedsCapacity } from './seat-map';
import { allFound, indexCatchUpWait } from './index-lag';
import { firstDayOnStandingScreens, hasBookingsAhead, isFiveMinuteStep, isUpcomingStart, monthsBetween, sessionOrderKey, setsPassedStart } from './sessions';

describe('seat maps', () => {
  it('keeps every seat whatever the aisles: 12 x 18 is 216 seats', () => {
    expect(seatCount(12, 18)).toBe(216);
    expect(generateSeats({ rows: 12, columns: 18, rowCategories: {} }, 'regular')).toHaveLength(216);
  });

  it('defaults the layout by capacity (100: 8 x 12, 200: 12 x 18, above: 15 x 20)', () => {
    expect(defaultLayout(1)).toEqual({ rows: 8, columns: 12 });
    expect(defaultLayout(100)).toEqual({ rows: 8, columns: 12 });
    expect(defaultLayout(101)).toEqual({ rows: 12, columns: 18 });
    expect(defaultLayout(200)).toEqual({ rows: 12, columns: 18 });
    expect(defaultLayout(201)).toEqual({ rows: 15, columns: 20 });
  });

  it('picks the category named regular (any case), else the first', () => {
    expect(defaultCategoryId([{ id: 'v', name: 'VIP' }, { id: 'r', name: ' REGULAR ' }])).toBe('r');
    expect(defaultCategoryId([{ id: 'v', name: 'VIP' }])).toBe('v');
    expect(defaultCategoryId([])).toBeNull();
  });

  it('gives rows their category and marks unavailable seats by label', () => {
    const seats = generateSeats({ rows: 27, columns: 2, rowCategories: { B: 'vip', AA: 'premium' }, unavailable: ['a2'] }, 'regular');
    expect(seats.find((s) => s.label === 'A2')).toMatchObject({ isAvailable: false, categoryId: 'regular' });
    expect(seats.find((s) => s.label === 'B1')?.categoryId).toBe('vip');
    expect(seats.find((s) => s.label === 'AA2')).toMatchObject({ rowNumber: 27, categoryId: 'premium', isAvailable: true });
    expect(isRowOf('AA', 27)).toBe(true);
    expect(isRowOf('AB', 27)).toBe(false);
  });

  it('counts the categories its seats use once each, unavailable seats included (the legend lists them)', () => {
    const seats = generateSeats({ rows: 4, columns: 2, rowCategories: { B: 'vip', D: 'vip' }, unavailable: ['C1', 'C2'] }, 'regular');
    expect(categoryCountOf(seats)).toBe(2);
    expect(categoryCountOf(generateSeats({ rows: 3, columns: 2, rowCategories: { C: 'premium' }, unavailable: ['C1', 'C2'] }, 'regular'))).toBe(2);
    expect(categoryCountOf([])).toBe(0);
  });

  it('says the capacity text of the spec', () => {
    expect(seatCountExceedsCapacity(216, 200)).toBe('Cannot generate 216 seats. Screen capacity is 200 seats. Please adjust rows, columns, or aisles.');
    expect(seatCountExceedsCapacity(20_000, 1_500)).toBe('Cannot generate 20,000 seats. Screen capacity is 1,500 seats. Please adjust rows, columns, or aisles.');
  });
});

describe('durations', () => {
  it('reads HH:MM:SS to seconds and writes it back', () => {
    expect(parseDuration('00:00:30')).toBe(30);
    expect(parseDuration('01:02:03')).toBe(3723);
    expect(parseDuration('1:2')).toBeNull();
    expect(parseDuration('00:60:00')).toBeNull();
    expect(formatDuration(150)).toBe('00:02:30');
    expect(formatDuration(3723)).toBe('01:02:03');
  });
});

describe('session prices and times', () => {
  it('stores only prices above 0, the base price their average', () => {
    expect(storedPrices({ a: 0, b: 12.5, c: 20 })).toEqual({ b: 12.5, c: 20 });
    expect(basePrice({ a: 0, b: 12.5, c: 20 })).toBe(16.25);
    expect(basePrice({ a: 0 })).toBe(0);
    expect(basePrice({ a: 10, b: 10, c: 10.01 })).toBe(10);
  });

  it('takes prices in steps of 0.01 and times in 5-minute steps', () => {
    expect(isCentStep(12.34)).toBe(true);
    expect(isCentStep(0.1 + 0.2)).toBe(true);
    expect(isCentStep(1.005)).toBe(false);
    expect(isFiveMinuteStep('18:35')).toBe(true);
    expect(isFiveMinuteStep('18:33')).toBe(false);
    expect(isFiveMinuteStep('24:00')).toBe(false);
  });

  it('names the months a range of days touches', () => {
    expect(monthsBetween('2026-11-22', '2026-11-28')).toEqual(['2026-11']);
    expect(monthsBetween('2026-12-28', '2027-01-03')).toEqual(['2026-12', '2027-01']);
  });

  it('counts a session as upcoming until 3 hours after its start', () => {
    const start = new Date('2026-11-22T20:00:00Z');
    expect(isUpcomingStart(start, new Date('2026-11-22T22:59:00Z'))).toBe(true);
    expect(isUpcomingStart(start, new Date('2026-11-22T23:01:00Z'))).toBe(false);
  });

  it("puts sessions in the indexes' order: date, time, then id as the keys hold it, lower-cased", () => {
    const place = (sessionDate: string, sessionTime: string, sessionId: string) => sessionOrderKey({ sessionDate, sessionTime, sessionId });
    const sorted = [place('2026-12-01', '10:00', 'b'), place('2026-11-30', '23:55', 'z'), place('2026-12-01', '09:00', 'c'), place('2026-12-01', '10:00', 'A')].sort();
    expect(sorted).toEqual(['2026-11-30#23:55#z', '2026-12-01#09:00#c', '2026-12-01#10:00#a', '2026-12-01#10:00#b']);
  });

  it("names the first day whose sessions have not started on any venue's clock (UTC+14 at the most)", () => {
    // 09:59 UTC is 23:59 at UTC+14: tomorrow (UTC) has not begun anywhere.
    expect(firstDayOnStandingScreens(new Date('2026-11-22T09:59:00Z'))).toBe('2026-11-23');
    // 10:00 UTC is midnight at UTC+14: tomorrow has begun there.
    expect(firstDayOnStandingScreens(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-24');
  });

  it('refuses a new start that has passed, and lets an edit keep a start that has (an ongoing show)', () => {
    const now = new Date('2026-11-22T20:30:00Z');
    const started = new Date('2026-11-22T20:00:00Z');
    expect(setsPassedStart(started, now)).toBe(true);
    expect(setsPassedStart(now, now)).toBe(true);
    expect(setsPassedStart(new Date('2026-11-22T20:35:00Z'), now)).toBe(false);
    expect(setsPassedStart(started, now, started)).toBe(false);
    expect(setsPassedStart(new Date('2026-11-22T19:00:00Z'), now, started)).toBe(true);
    expect(setsPassedStart(new Date('2026-11-22T22:00:00Z'), now, started)).toBe(false);
  });
});

describe("a screen's or venue's latest booked start", () => {
  const now = new Date('2026-11-22T20:00:00Z');

  it('says bookings are ahead while that show is ahead or running (3 hours from its start), and not once it has ended', () => {
    expect(hasBookingsAhead('2026-11-23T18:00:00.000Z', now)).toBe(true);
    expect(hasBookingsAhead('2026-11-22T18:00:00.000Z', now)).toBe(true);
    expect(hasBookingsAhead('2026-11-22T16:00:00.000Z', now)).toBe(false);
    expect(hasBookingsAhead(undefined, now)).toBe(false);
  });
});

describe("a delete and an index that lags", () => {
  it('goes on only when the items found are as many as counted (none counted: 0)', () => {
    expect(allFound(2, 2)).toBe(true);
    expect(allFound(0, undefined)).toBe(true);
    // The index not showing a new item yet, or still showing one deleted or moved away (and read again).
    expect(allFound(1, 2)).toBe(false);
    expect(allFound(3, 2)).toBe(false);
    expect(allFound(1, undefined)).toBe(false);
  });

  it('reads again after a back-off that doubles from 50 ms, and gives up after six waits, 3.15 s in all', () => {
    const waits = Array.from({ length: 7 }, (_, i) => indexCatchUpWait(i + 1));
    expect(waits).toEqual([50, 100, 200, 400, 800, 1600, null]);
    expect(waits.reduce<number>((sum, wait) => sum + (wait ?? 0), 0)).toBe(3150);
  });
});
