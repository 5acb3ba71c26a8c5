import type { LiveErrorCode } from '@shared/live/messages';
import { formatSignedNumber } from '../../../lib/format';

/** 1st, 2nd, 3rd, 4th... 11th, 12th, 13th, 21st. */
export function ordinal(rank: number): string {
  const lastTwo = rank % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}

/**
 * What the phone says when the countdown is announced to a screen reader: the full time once when the
 * question opens, then only at 10 s and 5 s left and at the close, never every second.
 */
export function countdownAnnouncement(secondsLeft: number, secondsInAll: number): string {
  if (secondsLeft <= 0) return 'Time is up.';
  if (secondsLeft <= 5) return '5 seconds left.';
  if (secondsLeft <= 10 && secondsInAll > 10) return '10 seconds left.';
  return `${secondsInAll} seconds to answer.`;
}

/** Why an answer was refused, in the member's words. */
export function answerRefusalText(code: LiveErrorCode): string {
  switch (code) {
    case 'NOT_OPEN':
      return 'This question is not open yet. Try again in a moment.';
    case 'TOO_LATE':
      return 'Too late: this question had closed.';
    case 'GAME_ENDED':
      return 'The game has ended.';
    case 'NOT_JOINED':
      return 'You have not joined this game yet. Reload the page to join.';
    default:
      return 'Your answer could not be taken.';
  }
}

/** The head of a question's result: right with its points, wrong, or no answer in (none given, or refused). */
export function resultHeading(result: { correct: boolean; points: number }, answered: boolean): string {
  if (result.correct) return `Right! ${formatSignedNumber(result.points)} points`;
  return answered ? 'Wrong: no points this time' : 'No answer: no points this time';
}
