import { describe, expect, it } from 'vitest';
import { isoWeek, periodBuckets } from './periods';

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
