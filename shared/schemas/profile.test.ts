import { describe, expect, it } from 'vitest';
import { phoneSchema, pointsAdjustmentSchema, profileUpdateSchema } from './profile';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('profile schemas', () => {
  it('accepts phones with an optional plus, first digit 1-9, up to 15 digits', () => {
    expect(phoneSchema.safeParse(' +14155550123 ').data).toBe('+14155550123');
    expect(phoneSchema.safeParse('447911123456').success).toBe(true);
    for (const bad of ['0123456', '+0123', '12345678901234567', '555-0123', 'abc']) {
      expect(firstMessage(phoneSchema.safeParse(bad))).toBe('Invalid phone number format');
    }
  });

  it('limits the name to 1..100 characters', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ name: '   ' }))).toBe('Name is required');
    expect(profileUpdateSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Ada' }).success).toBe(true);
  });

  it('refuses unknown fields such as points', () => {
    expect(profileUpdateSchema.safeParse({ points: 1000 }).success).toBe(false);
  });

  it('checks a points adjustment with the spec messages', () => {
    expect(pointsAdjustmentSchema.safeParse({ delta: 50, reason: 'Prize' }).success).toBe(true);
    expect(firstMessage(pointsAdjustmentSchema.safeParse({ delta: 0, reason: 'Prize' }))).toBe('Please enter a non-zero amount');
    expect(firstMessage(pointsAdjustmentSchema.safeParse({ delta: 10, reason: 'ab' }))).toBe('Reason must be at least 3 characters');
    expect(firstMessage(pointsAdjustmentSchema.safeParse({ delta: 10, reason: '' }))).toBe('Please provide a reason for the points adjustment');
    expect(pointsAdjustmentSchema.safeParse({ delta: 10001, reason: 'Prize' }).success).toBe(false);
    expect(pointsAdjustmentSchema.safeParse({ delta: -10000, reason: 'Fix' }).success).toBe(true);
    expect(pointsAdjustmentSchema.safeParse({ delta: 1.5, reason: 'Prize' }).success).toBe(false);
    expect(pointsAdjustmentSchema.safeParse({ delta: 10, reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
