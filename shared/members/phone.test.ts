import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups a North American number, with or without its +1', () => {
    expect(formatPhone('+15550100100')).toBe('+1 555-010-0100');
    expect(formatPhone('5550100100')).toBe('555-010-0100');
  });

  it('shows any other number as stored', () => {
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    expect(formatPhone('+4930123456')).toBe('+4930123456');
    expect(formatPhone('15550100100')).toBe('15550100100');
    expect(formatPhone('12345')).toBe('12345');
  });
});
