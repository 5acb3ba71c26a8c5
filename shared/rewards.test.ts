import { describe, expect, it } from 'vitest';
import { REDEMPTION_CODE_ALPHABET, isRewardAvailable, redeemedRewardStatus, redemptionCode, redemptionExpiry } from './rewards';

describe('redemptionCode (docs/product-rules.md, "Rewards")', () => {
  it('is the upper-cased category plus 6 random characters', () => {
    let i = 0;
    expect(redemptionCode('concession', () => i++)).toBe('CONCESSIONABCDEF');
    expect(redemptionCode('screening', (n) => n - 1)).toBe(`SCREENING${'9'.repeat(6)}`);
  });

  it('draws from unambiguous letters and digits, and differs from call to call', () => {
    const codes = Array.from({ length: 200 }, () => redemptionCode('merchandise'));
    for (const code of codes) expect(code).toMatch(new RegExp(`^MERCHANDISE[${REDEMPTION_CODE_ALPHABET}]{6}$`));
    expect(new Set(codes).size).toBe(200);
    expect(REDEMPTION_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe('redemptionExpiry and redeemedRewardStatus', () => {
  it('expires 30 days after the redemption', () => {
    expect(redemptionExpiry(new Date('2026-01-15T10:00:00.000Z')).toISOString()).toBe('2026-02-14T10:00:00.000Z');
  });

  it('shows an active reward past its expiry as expired, and keeps used as used', () => {
    const expiresAt = '2026-02-14T10:00:00.000Z';
    expect(redeemedRewardStatus('active', expiresAt, new Date('2026-02-14T09:59:59.999Z'))).toBe('active');
    expect(redeemedRewardStatus('active', expiresAt, new Date('2026-02-14T10:00:00.000Z'))).toBe('expired');
    expect(redeemedRewardStatus('used', expiresAt, new Date('2026-03-01T00:00:00.000Z'))).toBe('used');
  });
});

describe('isRewardAvailable (docs/product-rules.md, "Rewards")', () => {
  it('is available when offered and its stock is unlimited or above 0', () => {
    expect(isRewardAvailable({ available: true })).toBe(true);
    expect(isRewardAvailable({ available: true, stock: null })).toBe(true);
    expect(isRewardAvailable({ available: true, stock: 1 })).toBe(true);
    expect(isRewardAvailable({ available: true, stock: 0 })).toBe(false);
    expect(isRewardAvailable({ available: false, stock: 5 })).toBe(false);
  });
});
