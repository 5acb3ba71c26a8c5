import * as z from 'zod';
import { LIMIT_PERIODS } from '../earning-limits';

export const LIMIT_POINTS_MAX = 1_000_000;
const limitPointsMessage = `Limit must be a whole number from 0 to ${LIMIT_POINTS_MAX}`;

/** An activity's earning limit per member: points per UTC day or month (null: no limit). */
export const earningLimitSchema = z.object({
  points: z.number({ error: limitPointsMessage }).int(limitPointsMessage).min(0, limitPointsMessage).max(LIMIT_POINTS_MAX, limitPointsMessage),
  period: z.enum(LIMIT_PERIODS, { error: 'Period must be "day" or "month"' }),
});

/**
 * What an award says beside the points it paid: whether the activity's limit cut it, and then which
 * period's limit and when it starts again (ISO time, UTC).
 */
export const limitOutcomeSchema = z.object({
  limitReached: z.boolean(),
  limitPeriod: z.enum(LIMIT_PERIODS).optional(),
  limitResetsAt: z.string().optional(),
});
export type LimitOutcome = z.infer<typeof limitOutcomeSchema>;

/** One limited activity of the member's earnings this period (My Account). */
export const myEarningSchema = z.object({
  activityType: z.string(),
  label: z.string(),
  earned: z.number().int(),
  limit: z.number().int(),
  period: z.enum(LIMIT_PERIODS),
  resetsAt: z.string(),
});
export type MyEarning = z.infer<typeof myEarningSchema>;
