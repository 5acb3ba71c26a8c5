import { limitReachedMessage } from '@shared/earning-limits';
import type { LimitOutcome } from '@shared/schemas/earning-limits';

/** When a limit starts again, in the member's own time zone and language (e.g. "Fri, Nov 27, 1:00 AM"). */
export function resetTime(resetsAt: string): string {
  return new Date(resetsAt).toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * The toast of an award the activity's earning limit cut (docs/points-and-limits.md): "Daily points
 * limit reached" or "Monthly points limit reached", what it still paid and when the limit resets;
 * undefined when the limit was not reached.
 */
export function limitReachedToast(outcome: Partial<LimitOutcome> & { pointsAwarded: number }) {
  if (!outcome.limitReached || !outcome.limitPeriod || !outcome.limitResetsAt) return undefined;
  const paid = outcome.pointsAwarded > 0 ? `+${outcome.pointsAwarded} points. ` : '';
  return {
    title: limitReachedMessage(outcome.limitPeriod),
    description: `${paid}Resets ${resetTime(outcome.limitResetsAt)}.`,
    variant: 'default' as const,
  };
}
