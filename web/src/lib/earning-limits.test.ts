import { describe, expect, it } from 'vitest';
import { limitReachedToast } from './earning-limits';

describe('limitReachedToast', () => {
  it('writes what the cut award still paid with a thousands separator ("+1,000 points."), not "+1000"', () => {
    const toast = limitReachedToast({ pointsAwarded: 1000, limitReached: true, limitPeriod: 'day', limitResetsAt: '2026-11-30T00:00:00.000Z' });
    expect(toast?.description).toMatch(/^\+1,000 points\. Resets /);
  });

  it('says nothing of points when the limit left none to pay, and is no toast when the limit was not reached', () => {
    expect(limitReachedToast({ pointsAwarded: 0, limitReached: true, limitPeriod: 'month', limitResetsAt: '2026-12-01T00:00:00.000Z' })?.description).toMatch(/^Resets /);
    expect(limitReachedToast({ pointsAwarded: 1000 })).toBeUndefined();
  });
});
