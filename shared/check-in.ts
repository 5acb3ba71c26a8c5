import type { CheckInOutcome } from './api/routes/booking';
import { formatLongDate, formatTime } from './booking/format';
import { DEFAULT_TIME_ZONE, isValidTimeZone, wallClockAt, zonedTimeToInstant } from './time-zone';

/** A booking can be checked in from 60 minutes before the start until the show's end (docs/product-rules.md, "Check-in and the wearable band"). */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 60;
/** A show whose length is unknown counts as 3 hours. */
export const DEFAULT_SHOW_MINUTES = 180;

/** Whether a show's length is known: the movie's runtime, when the movie database gave one. */
export const isLengthKnown = (durationMinutes: number | null | undefined): durationMinutes is number => !!durationMinutes && durationMinutes > 0;

/** How long a show lasts: the movie's runtime, or 3 hours when it is unknown. */
export const showMinutes = (durationMinutes: number | null | undefined) => (isLengthKnown(durationMinutes) ? durationMinutes : DEFAULT_SHOW_MINUTES);

export interface ShowTime {
  /** YYYY-MM-DD, the venue's calendar day. */
  date: string;
  /** HH:MM, the venue's wall clock. */
  time: string;
  durationMinutes?: number | null;
}

export interface CheckInWindow {
  opensAt: Date;
  startsAt: Date;
  endsAt: Date;
}

/** When a show's check-in opens, when it starts and when it ends, in the venue's time zone. */
export function checkInWindow(show: ShowTime, timeZone: string = DEFAULT_TIME_ZONE): CheckInWindow {
  const startsAt = zonedTimeToInstant(show.date, show.time, timeZone);
  const minutes = showMinutes(show.durationMinutes);
  return {
    opensAt: new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000),
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
  };
}

const wallClock = (instant: Date, timeZone: string) => wallClockAt(instant, isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The venue's calendar day at an instant (YYYY-MM-DD). */
export function zonedDateKey(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The venue's wall clock at an instant (HH:MM, 24-hour). */
export function zonedClock(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** Where `now` falls for a show's check-in. */
export type CheckInTiming = 'open' | 'too-early' | 'ended' | 'wrong-day';

/**
 * Open from 60 minutes before the start until the end (inclusive of the opening minute, exclusive of
 * the end). Outside it: another calendar day than the show's (at the venue) is the wrong day, else
 * too early or ended. A show running past midnight stays open until its end.
 */
export function checkInTiming(show: ShowTime, timeZone: string, now: Date): CheckInTiming {
  const window = checkInWindow(show, timeZone);
  const t = now.getTime();
  if (t >= window.opensAt.getTime() && t < window.endsAt.getTime()) return 'open';
  if (zonedDateKey(now, timeZone) !== show.date) return 'wrong-day';
  return t < window.opensAt.getTime() ? 'too-early' : 'ended';
}

/**
 * The check-in answers (the spec gives none: these are the product's own). A venue's clock (HH:MM) and
 * calendar day (YYYY-MM-DD) are written as the tickets write them, "1:00 PM" and "Saturday, November
 * 28, 2026", not as stored.
 */
export const CHECK_IN_MESSAGES = {
  checkedIn: (movieTitle: string, seats: string[]) =>
    `Checked in to ${movieTitle}: seat${seats.length === 1 ? '' : 's'} ${seats.join(', ')}. Enjoy the show!`,
  alreadyCheckedIn: (clock: string) => `Already checked in at ${formatTime(clock)}.`,
  tooEarly: (clock: string) => `Too early: check-in opens at ${formatTime(clock)}, ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the show.`,
  ended: 'This show has already ended.',
  wrongDay: (date: string) => `This booking is for ${formatLongDate(date)}, not today.`,
  cancelled: 'This booking was cancelled.',
  unknownCode: 'No booking found with this code.',
  noBookingToday: 'No booking found for today.',
  bandNotPaired: 'This band is not paired with your account.',
  bandUnknown: 'This band is not paired with any member.',
} as const;

/** The wearable band's tips, in the fixed wording: in the band's help, and when a check-in could not be sent. */
export const BAND_TIPS = [
  'Charge your band for at least 10 minutes.',
  'Turn on Bluetooth and keep your band within 2 meters of your phone.',
  "Hold the band's button for 2 seconds.",
] as const;

/** A check-in refused (its outcome), or one that never reached the API. */
export type CheckInProblem = Exclude<CheckInOutcome, 'CHECKED_IN'> | 'NOT_SENT';

/** What went wrong with a check-in and what to do about it: the result's `troubleshooting`. */
export interface CheckInTroubleshooting {
  issue: string;
  steps: string[];
}

/** Who reads a refusal's troubleshooting: the member (their band dialog) or the staff at the door. */
export type CheckInReader = 'member' | 'door';

/** What a refusal's troubleshooting may name: when check-in opens (HH:MM, the venue's clock), the booking's day (YYYY-MM-DD). */
export interface CheckInRefusalDetails {
  opensAt?: string;
  date?: string;
}

/** A refusal's troubleshooting for whoever reads it: the member, or the staff at the door. */
export const troubleshootingFor = (reader: CheckInReader, refusal: Exclude<CheckInOutcome, 'CHECKED_IN'>, details: CheckInRefusalDetails = {}) =>
  reader === 'door' ? doorCheckInTroubleshooting(refusal, details) : checkInTroubleshooting(refusal, details.opensAt);

/**
 * The troubleshooting under "Check-in Failed", for what actually went wrong: the band's tips only when
 * the check-in could not be sent (the band or the connection); a refusal says what to do about it (too
 * early: when check-in opens, `opensAt` on the venue's clock, HH:MM). Its issue is what the message above
 * it does not say: the rule behind the refusal or its likely cause. The product's own wording.
 */
export function checkInTroubleshooting(problem: CheckInProblem, opensAt?: string): CheckInTroubleshooting {
  const dayOfShow = `Check in on the day of your show, from ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before it starts.`;
  switch (problem) {
    case 'TOO_EARLY':
      return {
        issue: 'Check-in has not opened yet.',
        steps: [
          opensAt
            ? `Check-in opens at ${formatTime(opensAt)}, ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the show.`
            : `Check-in opens ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the show.`,
          'Choose Try Again once it has opened.',
        ],
      };
    case 'ENDED':
      return { issue: 'The show has ended, and check-in with it.', steps: ['Ask the staff at the venue if you need help.'] };
    case 'WRONG_DAY':
      return { issue: "A booking checks in on its show's day only.", steps: [dayOfShow] };
    case 'ALREADY_CHECKED_IN':
      return { issue: 'A booking checks in once, all its seats together.', steps: ['Nothing more to do: enjoy the show.'] };
    case 'CANCELLED':
      return { issue: 'Its seats were freed and its points refunded.', steps: ['Book the show again in Browse Shows if seats are left.'] };
    case 'UNKNOWN_CODE':
      return { issue: 'A code is long: one character typed wrong is the usual cause.', steps: ['Check the code on the ticket in My Tickets.'] };
    case 'NO_BOOKING_TODAY':
      return { issue: 'The band checks in your booking for a show today.', steps: ['Check the day of your show in My Tickets.', dayOfShow] };
    case 'BAND_NOT_PAIRED':
      return { issue: 'A band checks in only the member it is paired with.', steps: ['Choose Set Up Band and enter the band ID printed on your band, like BAND-ABC123.'] };
    case 'NOT_SENT':
      return { issue: 'The check-in could not be sent.', steps: ['Check your internet connection.', ...BAND_TIPS] };
  }
}

/**
 * The troubleshooting under Door Check-in's "Not checked in": what the staff tell the member or do, not
 * the member's own steps (the door has no Try Again, no Set Up Band). Its issue is what the refusal's
 * message, just above it, does not say: the rule behind it or the likely cause, not the refusal again.
 * The product's own wording.
 */
export function doorCheckInTroubleshooting(refusal: Exclude<CheckInOutcome, 'CHECKED_IN'>, { opensAt, date }: CheckInRefusalDetails = {}): CheckInTroubleshooting {
  const onTheDay = `They can check in on that day, from ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the show starts.`;
  switch (refusal) {
    case 'TOO_EARLY':
      return {
        issue: 'Check-in has not opened yet.',
        steps: [
          `Check-in for this show opens ${opensAt ? `at ${formatTime(opensAt)}` : `${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before it starts`}: ask the member to come back then, and check the code in again.`,
        ],
      };
    case 'ENDED':
      return {
        issue: `Check-in closes when the show ends (${DEFAULT_SHOW_MINUTES / 60} hours after its start when its length is unknown).`,
        steps: ['Tell the member the ticket can no longer be used: the show is over.'],
      };
    case 'WRONG_DAY':
      return {
        issue: "A booking checks in on its show's day only.",
        steps: [date ? `Tell the member the booking is for ${formatLongDate(date)}.` : 'Tell the member the booking is for another day.', onTheDay],
      };
    case 'ALREADY_CHECKED_IN':
      return {
        issue: 'A booking checks in once, all its seats together, at the time above.',
        steps: ['If the member has not been in yet, someone else may have used the ticket: call an admin.'],
      };
    case 'CANCELLED':
      return {
        issue: 'Its seats were freed and its points refunded: the member cancelled it, or an admin cancelled the show.',
        steps: ['Tell the member the booking was cancelled: they can book the show again in Browse Shows if seats are left.'],
      };
    case 'UNKNOWN_CODE':
      return {
        issue: 'A code is long (BK- and 36 more characters): one character typed wrong is the usual cause.',
        steps: [
          "Check the code against the member's ticket in My Tickets, and type it again.",
          "Or choose Scan QR code and scan the ticket's QR code.",
          'If the ticket shows exactly the code you typed, call an admin.',
        ],
      };
    case 'NO_BOOKING_TODAY':
      return {
        issue: "The band's member has no booking for a show today.",
        steps: ["Ask to see the member's tickets in My Tickets: the booking may be for another day.", "Check in a ticket of today's show with its code."],
      };
    case 'BAND_NOT_PAIRED':
      return {
        issue: 'A band checks in only once a member has paired it with their account.',
        steps: [
          'To pair it, the member opens Pre Show Setup in the app, chooses Set Up Band and enters the band ID printed on the band, like BAND-ABC123.',
          'Meanwhile, check them in with the booking code on their ticket.',
        ],
      };
  }
}
