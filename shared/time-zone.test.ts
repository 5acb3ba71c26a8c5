import { describe, expect, it } from 'vitest';
import { isValidTimeZone, zonedTimeToInstant } from './time-zone';

describe('zonedTimeToInstant', () => {
  it('reads a UTC venue clock as UTC, and an unknown zone as UTC', () => {
    expect(zonedTimeToInstant('2026-03-10', '20:45', 'UTC').toISOString()).toBe('2026-03-10T20:45:00.000Z');
    expect(zonedTimeToInstant('2026-03-10', '20:45').toISOString()).toBe('2026-03-10T20:45:00.000Z');
    expect(zonedTimeToInstant('2026-03-10', '20:45', 'Mars/Olympus').toISOString()).toBe('2026-03-10T20:45:00.000Z');
  });

  it('applies the zone offset in force on that day (summer and winter time)', () => {
    expect(zonedTimeToInstant('2026-01-15', '19:00', 'Europe/London').toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '19:00', 'Europe/London').toISOString()).toBe('2026-07-15T18:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '19:00', 'America/New_York').toISOString()).toBe('2026-07-15T23:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '08:30', 'Asia/Kolkata').toISOString()).toBe('2026-07-15T03:00:00.000Z');
  });

  it('crosses the date line: a late show in Sydney starts the day before in UTC', () => {
    expect(zonedTimeToInstant('2026-01-02', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-01-01T22:00:00.000Z');
  });

  it('reads a time skipped by spring-forward with the offset before the jump, and a repeated time as the first', () => {
    // London, 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(zonedTimeToInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // New York, 1 November 2026: 01:30 happens twice (EDT, then EST); the first is 05:30Z.
    expect(zonedTimeToInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('knows valid IANA names', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Nowhere/Special')).toBe(false);
  });
});
