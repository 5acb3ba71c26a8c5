import { describe, expect, it } from 'vitest';
import { allowance, earningsBucket, limitOutcome, limitReachedMessage, limitResetsAt, periodKey, periodsInRange } from './earning-limits';

const daily = { points: 600, period: 'day' } as const;
const monthly = { points: 500, period: 'month' } as const;

describe('remaining allowance', () => {
  it('pays the whole award while the limit is not reached', () => {
    expect(allowance(20, 560, daily)).toEqual({ awarded: 20, limitReached: false });
    expect(allowance(20, 580, daily)).toEqual({ awarded: 20, limitReached: false }); // exactly fills it
  });

  it('pays what is left of the limit and says it was reached', () => {
    expect(allowance(25, 590, daily)).toEqual({ awarded: 10, limitReached: true });
  });

  it('pays nothing once the limit is used up (or passed, after an admin lowered it)', () => {
    expect(allowance(20, 600, daily)).toEqual({ awarded: 0, limitReached: true });
    expect(allowance(20, 900, daily)).toEqual({ awarded: 0, limitReached: true });
  });

  it('pays everything without a limit, and nothing is "reached" for nothing asked', () => {
    expect(allowance(20, 10_000, null)).toEqual({ awarded: 20, limitReached: false });
    expect(allowance(0, 600, daily)).toEqual({ awarded: 0, limitReached: false });
  });

  it('a limit of 0 pays nothing', () => {
    expect(allowance(20, 0, { points: 0, period: 'day' })).toEqual({ awarded: 0, limitReached: true });
  });
});

describe('period keys (UTC)', () => {
  const lateEvening = new Date('2026-11-30T23:59:59.999Z');
  it('counts a day and a month by the UTC calendar', () => {
    expect(periodKey('day', lateEvening)).toBe('2026-11-30');
    expect(periodKey('month', lateEvening)).toBe('2026-11');
    expect(periodKey('day', new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });

  it('keeps an activity without a limit per day', () => {
    expect(earningsBucket(null, lateEvening)).toBe('2026-11-30');
    expect(earningsBucket(monthly, lateEvening)).toBe('2026-11');
  });
});

describe('reset time', () => {
  it('is the next UTC midnight for a daily limit', () => {
    expect(limitResetsAt('day', new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(limitResetsAt('day', new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('is the first of next month for a monthly limit', () => {
    expect(limitResetsAt('month', new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(limitResetsAt('month', new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('is told only when the limit was reached', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(limitOutcome(false, daily, at)).toEqual({ limitReached: false });
    expect(limitOutcome(true, daily, at)).toEqual({ limitReached: true, limitPeriod: 'day', limitResetsAt: '2026-11-27T00:00:00.000Z' });
    expect(limitReachedMessage('day')).toBe('Daily points limit reached');
    expect(limitReachedMessage('month')).toBe('Monthly points limit reached');
  });
});

describe('periods a range touches', () => {
  it('counts days and calendar months, both ends included', () => {
    expect(periodsInRange('day', '2026-11-26', '2026-11-26')).toBe(1);
    expect(periodsInRange('day', '2026-11-25', '2026-12-03')).toBe(9);
    expect(periodsInRange('month', '2026-11-25', '2026-12-03')).toBe(2);
    expect(periodsInRange('month', '2026-12-01', '2027-01-31')).toBe(2);
  });
});
