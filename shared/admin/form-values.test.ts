import { describe, expect, it } from 'vitest';
import { formatPoints, isValidPrice, sessionTimeSlots } from './form-values';

describe('admin form values', () => {
  it('offers session times in 5-minute steps', () => {
    const slots = sessionTimeSlots();
    expect(slots).toHaveLength(288);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(slots.at(-1)).toBe('23:55');
    expect(slots).toContain('19:00');
  });

  it('accepts prices from 0 to 10000 in steps of 0.01 and shows them rounded in pts', () => {
    for (const ok of [0, 0.01, 10, 12.5, 9999.99, 10000]) expect(isValidPrice(ok)).toBe(true);
    for (const bad of [-0.01, 10000.01, 1.005, Number.NaN]) expect(isValidPrice(bad)).toBe(false);
    expect(formatPoints(12.5)).toBe('13 pts');
  });
});
