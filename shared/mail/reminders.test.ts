import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../time-zone';
import { isReminderDue, isReminderPast, reminderWallClockRange } from './reminders';

const now = new Date('2026-03-31T22:30:00Z');

describe('isReminderDue', () => {
  it('is due from 3 hours before the start until the start', () => {
    expect(isReminderDue(new Date('2026-04-01T01:30:00Z'), now)).toBe(true);
    expect(isReminderDue(new Date('2026-03-31T22:31:00Z'), now)).toBe(true);
    expect(isReminderDue(new Date('2026-04-01T01:31:00Z'), now)).toBe(false);
    expect(isReminderDue(now, now)).toBe(false);
    expect(isReminderDue(new Date('2026-03-31T20:00:00Z'), now)).toBe(false);
  });
});

describe('isReminderPast', () => {
  it('is a show started up to 15 minutes ago', () => {
    expect(isReminderPast(now, now)).toBe(true);
    expect(isReminderPast(new Date('2026-03-31T22:16:00Z'), now)).toBe(true);
    expect(isReminderPast(new Date('2026-03-31T22:15:00Z'), now)).toBe(false);
    expect(isReminderPast(new Date('2026-03-31T22:31:00Z'), now)).toBe(false);
  });
});

describe('reminderWallClockRange', () => {
  it('reaches from the clock of UTC-12 15 minutes ago to the clock of UTC+14 in 3 hours, across a month end (`to` a minute past it)', () => {
    expect(reminderWallClockRange(now)).toEqual({
      from: { sessionDate: '2026-03-31', sessionTime: '10:15' },
      to: { sessionDate: '2026-04-01', sessionTime: '15:31' },
    });
  });

  it('holds every show due its reminder or just started, written on its own venue clock', () => {
    const { from, to } = reminderWallClockRange(now);
    const shows = [
      { timeZone: 'Pacific/Kiritimati', sessionDate: '2026-04-01', sessionTime: '15:30' },
      { timeZone: 'Etc/GMT+12', sessionDate: '2026-03-31', sessionTime: '10:31' },
      { timeZone: 'Europe/London', sessionDate: '2026-04-01', sessionTime: '00:00' },
      // Started 14 minutes ago on the earliest clock.
      { timeZone: 'Etc/GMT+12', sessionDate: '2026-03-31', sessionTime: '10:16' },
    ];
    for (const show of shows) {
      const start = zonedTimeToInstant(show.sessionDate, show.sessionTime, show.timeZone);
      expect(isReminderDue(start, now) || isReminderPast(start, now)).toBe(true);
      const key = `${show.sessionDate} ${show.sessionTime}`;
      expect(key >= `${from.sessionDate} ${from.sessionTime}` && key < `${to.sessionDate} ${to.sessionTime}`).toBe(true);
    }
  });
});
