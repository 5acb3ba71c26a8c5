import { describe, expect, it } from 'vitest';
import { formatDuration, formatPoints, isValidPrice, parseDuration, sessionTimeSlots, storedPrices } from './form-values';

describe('admin form values', () => {
  it('reads HH:MM:SS as seconds and writes seconds back', () => {
    expect(parseDuration('00:00:30')).toBe(30);
    expect(parseDuration('01:02:03')).toBe(3723);
    expect(parseDuration(' 0:2:30 ')).toBe(150);
    for (const bad of ['', '30', '00:30', 'aa:bb:cc', '00:00:30:00', '-1:00:00']) expect(parseDuration(bad)).toBeNull();
    expect(formatDuration(3723)).toBe('01:02:03');
    expect(formatDuration(150)).toBe('00:02:30');
    expect(formatDuration(null)).toBe('00:00:30');
  });

  it('offers session times in 5-minute steps', () => {
    const slots = sessionTimeSlots();
    expect(slots).toHaveLength(288);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(slots.at(-1)).toBe('23:55');
    expect(slots).toContain('19:00');
  });

  it('accepts prices from 0 to 10000 in steps of 0.01 and stores only those above 0', () => {
    for (const ok of [0, 0.01, 10, 12.5, 9999.99, 10000]) expect(isValidPrice(ok)).toBe(true);
    for (const bad of [-0.01, 10000.01, 1.005, Number.NaN]) expect(isValidPrice(bad)).toBe(false);
    expect(storedPrices({ regular: 10, premium: 0, vip: 20.5 })).toEqual({ regular: 10, vip: 20.5 });
    expect(formatPoints(12.5)).toBe('13 pts');
  });
});
