import { limitReachedMessage } from '@shared/earning-limits';
import type { LimitOutcome } from '@shared/schemas/earning-limits';
import { formatWeekdayDateTime } from './format-time';
import { formatSignedNumber } from './format';

/**
 * The toast of an award the activity's earning limit cut (docs/points-and-limits.md): "Daily points
 * limit reached" or "Monthly points limit reached", what it still paid and when the limit resets, on
 * the member's own clock ("Fri, Nov 27, 1:00 AM"); undefined when the limit was not reached.
 */
export function limitReachedToast(outcome: Partial<LimitOutcome> & { pointsAwarded: number }) {
  if (!outcome.limitReached || !outcome.limitPeriod || !outcome.limitResetsAt) return undefined;
  const paid = outcome.pointsAwarded > 0 ? `${formatSignedNumber(outcome.pointsAwarded)} points. ` : '';
  return {
    title: limitReachedMessage(outcome.limitPeriod),
    description: `${paid}Resets ${formatWeekdayDateTime(outcome.limitResetsAt)}.`,
    variant: 'default' as const,
  };
}
