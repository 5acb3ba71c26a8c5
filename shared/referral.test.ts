import { describe, expect, it } from 'vitest';
import { isWithinReferralWindow, referralCodeFor } from './referral';

describe('referral codes', () => {
  it('is CINEMA- plus the first 6 characters of the user id, upper-cased', () => {
    expect(referralCodeFor('3f2a9c1e-77b0-4c1d-9e2f-0a1b2c3d4e5f')).toBe('CINEMA-3F2A9C');
  });

  it('can lengthen the prefix when the short code is taken', () => {
    expect(referralCodeFor('3f2a9c1e-77b0-4c1d-9e2f-0a1b2c3d4e5f', 10)).toBe('CINEMA-3F2A9C1E77');
  });
});

describe('the referral window', () => {
  it('accepts a code up to 14 days after sign-up, not later', () => {
    const signedUp = '2026-03-01T12:00:00.000Z';
    expect(isWithinReferralWindow(signedUp, new Date('2026-03-01T12:00:01.000Z'))).toBe(true);
    expect(isWithinReferralWindow(signedUp, new Date('2026-03-15T12:00:00.000Z'))).toBe(true);
    expect(isWithinReferralWindow(signedUp, new Date('2026-03-15T12:00:00.001Z'))).toBe(false);
  });
});
