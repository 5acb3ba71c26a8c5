import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors';

describe('the points a member is missing', () => {
  it('are written with thousands grouped, as the balance and the prices beside them are', () => {
    expect(MESSAGES.insufficientPoints(1910)).toBe('You need 1,910 more points.');
    expect(MESSAGES.insufficientPointsToRedeem(12_500)).toBe('Insufficient Points: you need 12,500 more points.');
    expect(MESSAGES.insufficientPoints(20)).toBe('You need 20 more points.');
  });
});
