import { zonedTimeToInstant } from '../time-zone';

/** Flash cards (and home's questions window) stay open until this long after a session's start (docs/product-rules.md, "Questions and answers"). */
export const FLASH_CARD_WINDOW_HOURS = 48;

const HOUR_MS = 3_600_000;

/** When a session starts: its date and time are its venue's wall-clock time (docs/product-rules.md, "Time"). */
export const sessionStart = (session: { date: string; time: string }, timeZone: string | undefined) =>
  zonedTimeToInstant(session.date, session.time, timeZone);

/**
 * Whether a booked session's flash cards are open: from the booking (a confirmed booking is what
 * makes the session the member's) until 48 hours after the session's start.
 */
export const isFlashCardWindowOpen = (start: Date, now: Date) => now.getTime() <= start.getTime() + FLASH_CARD_WINDOW_HOURS * HOUR_MS;

/** A member may start the generation of this many movies' questions per UTC day (docs/earning-rules.md). */
export const QUESTION_GENERATIONS_PER_DAY = 20;

/**
 * When a session's question (an asset's question with a timing phase) takes answers, for one show
 * of it (docs/earning-rules.md): a pre-show one from the booking (`opensAt` null: holding the booking
 * is what opens it), a post-show one from the show's start; both until the flash cards close, 48
 * hours after the start.
 */
export function sessionQuestionWindow(phase: 'pre-show' | 'post-show', start: Date): { opensAt: Date | null; closesAt: Date } {
  return { opensAt: phase === 'post-show' ? start : null, closesAt: new Date(start.getTime() + FLASH_CARD_WINDOW_HOURS * HOUR_MS) };
}

export type QuestionWindowState = 'open' | 'not-open-yet' | 'closed';

export function questionWindowState(window: { opensAt: Date | null; closesAt: Date }, now: Date): QuestionWindowState {
  if (window.opensAt && now < window.opensAt) return 'not-open-yet';
  return now.getTime() <= window.closesAt.getTime() ? 'open' : 'closed';
}
