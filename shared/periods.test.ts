import { describe, expect, it } from 'vitest';
import { addEarnedPoints, isoWeek, isoWeeksBetween, periodBuckets } from './periods';

describe('leaderboard period buckets', () => {
  it('uses ISO weeks that start on Monday', () => {
    expect(isoWeek(new Date('2026-11-22T12:00:00Z'))).toBe('2026-W47'); // a Sunday
    expect(isoWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48'); // the next Monday
  });

  it('puts the first days of January in the last week of the previous ISO year when needed', () => {
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
  });

  it('names the month, the year and lifetime', () => {
    expect(periodBuckets(new Date('2026-03-05T10:00:00Z'))).toEqual({ week: '2026-W10', month: '2026-03', year: '2026', lifetime: 'all' });
  });
});

describe('addEarnedPoints', () => {
  const sunday = new Date('2026-11-22T12:00:00Z');

  it('starts every counter at what a first award earns', () => {
    expect(addEarnedPoints(undefined, sunday, 20)).toEqual({
      week: '2026-W47',
      weekPoints: 20,
      month: '2026-11',
      monthPoints: 20,
      year: '2026',
      yearPoints: 20,
    });
  });

  it('adds to the counters of the same week, month and year', () => {
    const before = addEarnedPoints(undefined, sunday, 20);
    expect(addEarnedPoints(before, new Date('2026-11-22T23:59:59Z'), 5)).toMatchObject({ weekPoints: 25, monthPoints: 25, yearPoints: 25 });
  });

  it('starts a new week on Monday while the month and year carry on', () => {
    const before = addEarnedPoints(undefined, sunday, 20);
    expect(addEarnedPoints(before, new Date('2026-11-23T00:00:00Z'), 5)).toEqual({
      week: '2026-W48',
      weekPoints: 5,
      month: '2026-11',
      monthPoints: 25,
      year: '2026',
      yearPoints: 25,
    });
  });

  it('starts the month and the year again at New Year, even inside an ISO week of the old year', () => {
    const before = addEarnedPoints(undefined, new Date('2026-12-31T10:00:00Z'), 40);
    expect(addEarnedPoints(before, new Date('2027-01-01T10:00:00Z'), 10)).toEqual({
      week: '2026-W53',
      weekPoints: 50,
      month: '2027-01',
      monthPoints: 10,
      year: '2027',
      yearPoints: 10,
    });
  });

  it('leaves the counters as they are for a spend (nothing earned)', () => {
    const before = addEarnedPoints(undefined, sunday, 20);
    expect(addEarnedPoints(before, sunday, 0)).toEqual(before);
  });
});

describe('isoWeeksBetween', () => {
  it('lists every ISO week the days touch, across a year that has 53 weeks', () => {
    expect(isoWeeksBetween(new Date('2026-12-24'), new Date('2027-01-05'))).toEqual(['2026-W52', '2026-W53', '2027-W01']);
    expect(isoWeeksBetween(new Date('2026-11-22T23:00:00Z'), new Date('2026-11-23T00:00:00Z'))).toEqual(['2026-W47', '2026-W48']);
    expect(isoWeeksBetween(new Date('2026-11-23'), new Date('2026-11-22'))).toEqual([]);
  });
});
