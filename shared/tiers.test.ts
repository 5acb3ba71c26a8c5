import { describe, expect, it } from 'vitest';
import { asTier, effectiveTier, isPhotoUnlocked, tierForPoints, tierProgress } from './tiers';

describe('tiers', () => {
  it('follows the one threshold table: Bronze 0, Silver 1000, Gold 2500, Platinum 5000', () => {
    expect(tierForPoints(0)).toBe('bronze');
    expect(tierForPoints(999)).toBe('bronze');
    expect(tierForPoints(1000)).toBe('silver');
    expect(tierForPoints(2500)).toBe('gold');
    expect(tierForPoints(4999)).toBe('gold');
    expect(tierForPoints(5000)).toBe('platinum');
  });

  it('shows the higher of the earned tier and an admin grant', () => {
    expect(effectiveTier(100, 'gold')).toBe('gold');
    expect(effectiveTier(6000, 'silver')).toBe('platinum');
    expect(effectiveTier(1200, null)).toBe('silver');
  });

  it('counts an unknown tier as Bronze', () => {
    expect(asTier('diamond')).toBe('bronze');
    expect(asTier(undefined)).toBe('bronze');
  });

  it('gives the percent between thresholds with the points needed, floor 0 and cap 100', () => {
    expect(tierProgress(1750, 'silver')).toEqual({ current: 'silver', next: 'gold', percent: 50, pointsNeeded: 750 });
    expect(tierProgress(0, 'bronze')).toEqual({ current: 'bronze', next: 'silver', percent: 0, pointsNeeded: 1000 });
    // A granted tier above the points: floor at 0.
    expect(tierProgress(10, 'gold').percent).toBe(0);
    // Points past the next threshold: cap at 100, nothing needed.
    expect(tierProgress(3000, 'silver')).toMatchObject({ percent: 100, pointsNeeded: 0 });
  });

  it('has no next tier past Platinum', () => {
    expect(tierProgress(9000, 'platinum')).toEqual({ current: 'platinum', next: null, percent: 100, pointsNeeded: 0 });
  });

  it('locks photos above the member tier', () => {
    expect(isPhotoUnlocked('b1', 'bronze')).toBe(true);
    expect(isPhotoUnlocked('s2', 'bronze')).toBe(false);
    expect(isPhotoUnlocked('g4', 'gold')).toBe(true);
    expect(isPhotoUnlocked('p1', 'gold')).toBe(false);
    expect(isPhotoUnlocked('zz', 'platinum')).toBe(false);
    // The default every member starts with, to go back to.
    expect(isPhotoUnlocked('cinema', 'bronze')).toBe(true);
  });
});
