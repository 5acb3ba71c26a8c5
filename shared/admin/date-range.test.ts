import { describe, expect, it } from 'vitest';
import { dateRangeProblem, daysInRange } from './date-range';

describe('a range of days', () => {
  it('counts both ends', () => {
    expect(daysInRange('2026-11-28', '2026-11-28')).toBe(1);
    expect(daysInRange('2026-12-31', '2027-01-01')).toBe(2);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('says why it cannot be asked for: the last day first, or too many days', () => {
    expect(dateRangeProblem('2026-12-10', '2026-12-01', 366)).toBe('The last day must not be before the first day.');
    expect(dateRangeProblem('2028-01-01', '2028-12-31', 366)).toBeNull();
    expect(dateRangeProblem('2028-01-01', '2029-01-01', 366)).toBe('At most 366 days at a time.');
    expect(dateRangeProblem('1990-01-01', '2026-12-28', 366)).toBe('At most 366 days at a time.');
    expect(dateRangeProblem('2026-12-01', '2026-12-01', 92)).toBeNull();
  });
});
