import { describe, expect, it } from 'vitest';
import { BAND_TIPS, CHECK_IN_MESSAGES, checkInTiming, checkInTroubleshooting, checkInWindow, doorCheckInTroubleshooting, troubleshootingFor, zonedClock, zonedDateKey, type CheckInReader } from './check-in';

const at = (iso: string) => new Date(iso);

describe('checkInWindow', () => {
  it('opens 60 minutes before the start and closes at start plus the running time', () => {
    const window = checkInWindow({ date: '2026-06-01', time: '20:00', durationMinutes: 120 }, 'UTC');
    expect(window.opensAt.toISOString()).toBe('2026-06-01T19:00:00.000Z');
    expect(window.startsAt.toISOString()).toBe('2026-06-01T20:00:00.000Z');
    expect(window.endsAt.toISOString()).toBe('2026-06-01T22:00:00.000Z');
  });

  it('counts an unknown running time as 3 hours', () => {
    expect(checkInWindow({ date: '2026-06-01', time: '20:00' }, 'UTC').endsAt.toISOString()).toBe('2026-06-01T23:00:00.000Z');
    expect(checkInWindow({ date: '2026-06-01', time: '20:00', durationMinutes: 0 }, 'UTC').endsAt.toISOString()).toBe('2026-06-01T23:00:00.000Z');
  });

  it("reads the date and time on the venue's clock", () => {
    expect(checkInWindow({ date: '2026-07-15', time: '19:00' }, 'Europe/London').startsAt.toISOString()).toBe('2026-07-15T18:00:00.000Z');
  });
});

describe('checkInTiming', () => {
  const show = { date: '2026-06-01', time: '20:00', durationMinutes: 120 };

  it('is open from exactly 60 minutes before until just before the end', () => {
    expect(checkInTiming(show, 'UTC', at('2026-06-01T18:59:59.999Z'))).toBe('too-early');
    expect(checkInTiming(show, 'UTC', at('2026-06-01T19:00:00.000Z'))).toBe('open');
    expect(checkInTiming(show, 'UTC', at('2026-06-01T21:59:59.999Z'))).toBe('open');
    expect(checkInTiming(show, 'UTC', at('2026-06-01T22:00:00.000Z'))).toBe('ended');
  });

  it('says wrong day on another day at the venue', () => {
    expect(checkInTiming(show, 'UTC', at('2026-05-31T20:00:00.000Z'))).toBe('wrong-day');
    expect(checkInTiming(show, 'UTC', at('2026-06-02T09:00:00.000Z'))).toBe('wrong-day');
    // 01:00 UTC on 2 June is still 1 June in New York: the same day there, after the show.
    expect(checkInTiming({ ...show, time: '18:00' }, 'America/New_York', at('2026-06-02T01:30:00.000Z'))).toBe('ended');
  });

  it('keeps a show running past midnight open until its end', () => {
    expect(checkInTiming({ date: '2026-06-01', time: '23:30', durationMinutes: 120 }, 'UTC', at('2026-06-02T00:45:00.000Z'))).toBe('open');
  });
});

describe('zoned clock and day', () => {
  it('gives the venue wall clock and calendar day', () => {
    expect(zonedClock(at('2026-07-15T18:05:00Z'), 'Europe/London')).toBe('19:05');
    expect(zonedClock(at('2026-07-15T00:05:00Z'), 'UTC')).toBe('00:05');
    expect(zonedDateKey(at('2026-07-15T02:00:00Z'), 'America/New_York')).toBe('2026-07-14');
    expect(zonedDateKey(at('2026-07-15T02:00:00Z'), 'Bad/Zone')).toBe('2026-07-15');
  });
});

describe('the check-in answers', () => {
  it('give times and dates as the tickets show them (en-US), not as the API stores them', () => {
    expect(CHECK_IN_MESSAGES.tooEarly('13:00')).toBe('Too early: check-in opens at 1:00 PM, 60 minutes before the show.');
    expect(CHECK_IN_MESSAGES.alreadyCheckedIn('20:05')).toBe('Already checked in at 8:05 PM.');
    expect(CHECK_IN_MESSAGES.wrongDay('2026-11-28')).toBe('This booking is for Saturday, November 28, 2026, not today.');
  });
});

describe('checkInTroubleshooting', () => {
  it('says when check-in opens to a member who is too early, with nothing about the band', () => {
    const tooEarly = checkInTroubleshooting('TOO_EARLY', '13:00');
    expect(tooEarly).toEqual({
      issue: 'Check-in has not opened yet.',
      steps: ['Check-in opens at 1:00 PM, 60 minutes before the show.', 'Choose Try Again once it has opened.'],
    });
  });

  it("gives the band's tips only when the check-in could not be sent", () => {
    expect(checkInTroubleshooting('NOT_SENT').steps).toEqual(['Check your internet connection.', ...BAND_TIPS]);
    const refusals = ['TOO_EARLY', 'ENDED', 'WRONG_DAY', 'ALREADY_CHECKED_IN', 'CANCELLED', 'UNKNOWN_CODE', 'NO_BOOKING_TODAY', 'BAND_NOT_PAIRED'] as const;
    for (const refusal of refusals) {
      const { issue, steps } = checkInTroubleshooting(refusal, '13:00');
      expect(issue).not.toBe('');
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.filter((step) => (BAND_TIPS as readonly string[]).includes(step))).toEqual([]);
    }
  });

  it('sends a member without a paired band to set it up, and one without a booking today to their tickets', () => {
    expect(checkInTroubleshooting('BAND_NOT_PAIRED').steps).toEqual(['Choose Set Up Band and enter the band ID printed on your band, like BAND-ABC123.']);
    expect(checkInTroubleshooting('NO_BOOKING_TODAY').steps[0]).toBe('Check the day of your show in My Tickets.');
  });
});

describe('doorCheckInTroubleshooting', () => {
  const REFUSALS = ['TOO_EARLY', 'ENDED', 'WRONG_DAY', 'ALREADY_CHECKED_IN', 'CANCELLED', 'UNKNOWN_CODE', 'NO_BOOKING_TODAY', 'BAND_NOT_PAIRED'] as const;

  it('tells the staff when check-in opens for this show, for the member to come back then', () => {
    expect(doorCheckInTroubleshooting('TOO_EARLY', { opensAt: '13:00' })).toEqual({
      issue: 'Check-in has not opened yet.',
      steps: ['Check-in for this show opens at 1:00 PM: ask the member to come back then, and check the code in again.'],
    });
  });

  it("names the booking's day, and how to pair a band", () => {
    expect(doorCheckInTroubleshooting('WRONG_DAY', { date: '2026-11-28' }).steps).toEqual([
      'Tell the member the booking is for Saturday, November 28, 2026.',
      'They can check in on that day, from 60 minutes before the show starts.',
    ]);
    expect(doorCheckInTroubleshooting('BAND_NOT_PAIRED').steps[0]).toBe(
      'To pair it, the member opens Pre Show Setup in the app, chooses Set Up Band and enters the band ID printed on the band, like BAND-ABC123.',
    );
  });

  it("never gives the door a member's own steps (Try Again, Set Up Band as a button), nor the band's tips", () => {
    for (const refusal of REFUSALS) {
      const { issue, steps } = doorCheckInTroubleshooting(refusal, { opensAt: '13:00', date: '2026-11-28' });
      expect(issue).not.toBe('');
      expect(steps.length).toBeGreaterThan(0);
      const member = checkInTroubleshooting(refusal, '13:00').steps;
      for (const step of steps) {
        expect(member, `${refusal}: ${step}`).not.toContain(step);
        expect(step).not.toMatch(/Try Again|^Choose Set Up Band|your band|your show/);
      }
      expect(steps.filter((step) => (BAND_TIPS as readonly string[]).includes(step))).toEqual([]);
    }
  });

  it("says what the refusal's message above it does not, rather than the refusal again, to the staff and to the member", () => {
    const messages = (reader: CheckInReader): Record<(typeof REFUSALS)[number], string> => ({
      TOO_EARLY: CHECK_IN_MESSAGES.tooEarly('13:00'),
      ENDED: CHECK_IN_MESSAGES.ended,
      WRONG_DAY: CHECK_IN_MESSAGES.wrongDay('2026-11-28'),
      ALREADY_CHECKED_IN: CHECK_IN_MESSAGES.alreadyCheckedIn('13:00'),
      CANCELLED: CHECK_IN_MESSAGES.cancelled,
      UNKNOWN_CODE: CHECK_IN_MESSAGES.unknownCode,
      NO_BOOKING_TODAY: CHECK_IN_MESSAGES.noBookingToday,
      // The door reads a band nobody paired; the member, their own band paired with someone else.
      BAND_NOT_PAIRED: reader === 'door' ? CHECK_IN_MESSAGES.bandUnknown : CHECK_IN_MESSAGES.bandNotPaired,
    });
    const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9:'-]+/g));
    for (const reader of ['door', 'member'] as const) {
      for (const refusal of REFUSALS) {
        const { issue } = troubleshootingFor(reader, refusal, { opensAt: '13:00', date: '2026-11-28' });
        const said = words(messages(reader)[refusal]);
        const issueWords = [...words(issue)];
        // "No booking has this code." under "No booking found with this code.": 4 of its 5 words.
        expect(issueWords.filter((word) => said.has(word)).length / issueWords.length, `${reader}, ${refusal}: ${issue}`).toBeLessThan(0.5);
      }
    }
  });

  it("tells the staff an unknown code's usual cause and what to do, the last step an admin", () => {
    expect(doorCheckInTroubleshooting('UNKNOWN_CODE')).toEqual({
      issue: 'A code is long (BK- and 36 more characters): one character typed wrong is the usual cause.',
      steps: [
        "Check the code against the member's ticket in My Tickets, and type it again.",
        "Or choose Scan QR code and scan the ticket's QR code.",
        'If the ticket shows exactly the code you typed, call an admin.',
      ],
    });
  });

  it('is what the door reads, while the member keeps their own', () => {
    expect(troubleshootingFor('door', 'TOO_EARLY', { opensAt: '13:00' })).toEqual(doorCheckInTroubleshooting('TOO_EARLY', { opensAt: '13:00' }));
    expect(troubleshootingFor('member', 'TOO_EARLY', { opensAt: '13:00' })).toEqual(checkInTroubleshooting('TOO_EARLY', '13:00'));
  });
});
