import { zonedTimeToInstant } from '../time-zone';

/** Flash cards (and home's questions window) stay open until this long after a session's start (member-app §9). */
export const FLASH_CARD_WINDOW_HOURS = 48;

const HOUR_MS = 3_600_000;

/** When a session starts: its date and time are its venue's wall-clock time (DESIGN §5). */
export const sessionStart = (session: { date: string; time: string }, timeZone: string | undefined) =>
  zonedTimeToInstant(session.date, session.time, timeZone);

/**
 * Whether a booked session's flash cards are open: from the booking (a confirmed booking is what
 * makes the session the member's) until 48 hours after the session's start.
 */
export const isFlashCardWindowOpen = (start: Date, now: Date) => now.getTime() <= start.getTime() + FLASH_CARD_WINDOW_HOURS * HOUR_MS;
