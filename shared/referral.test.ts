import { describe, expect, it } from 'vitest';
import { referralCodeFor } from './referral';

describe('referral codes', () => {
  it('is CINEMA- plus the first 6 characters of the user id, upper-cased', () => {
    expect(referralCodeFor('3f2a9c1e-77b0-4c1d-9e2f-0a1b2c3d4e5f')).toBe('CINEMA-3F2A9C');
  });

  it('can lengthen the prefix when the short code is taken', () => {
    expect(referralCodeFor('3f2a9c1e-77b0-4c1d-9e2f-0a1b2c3d4e5f', 10)).toBe('CINEMA-3F2A9C1E77');
  });
});
