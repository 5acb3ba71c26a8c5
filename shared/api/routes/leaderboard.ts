import * as z from 'zod';
import { LEADERBOARD_PERIODS, TIERS } from '../../constants';
import { defineRoutes } from '../route-spec';

const periodQuery = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'period must be week, month, year or lifetime' }).optional().default('week'),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  /** Name and avatar only: never an id that leads to the member's account (docs/input-rules.md). */
  name: z.string(),
  profilePhoto: z.string(),
  tier: z.enum(TIERS),
  /** Points earned in the period. */
  points: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's own rank, even outside the top; null when they earned nothing in the period. */
  me: z
    .object({
      rank: z.number(),
      points: z.number(),
      /** False when so many members are ahead that counting stopped: `rank` is then a lower bound. */
      exact: z.boolean(),
    })
    .nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const leaderboardRoutes = defineRoutes({
  getLeaderboard: {
    method: 'GET',
    path: '/api/leaderboard',
    domain: 'leaderboard',
    auth: 'member',
    summary: 'The top 50 by points earned in the period, and the caller’s own rank',
    query: periodQuery,
    response: leaderboardSchema,
  },
  getLeaderboardPreview: {
    method: 'GET',
    path: '/api/leaderboard/preview',
    domain: 'leaderboard',
    auth: 'public',
    summary: "Home's Top Cinema Fans: the top 5 of the period",
    query: periodQuery,
    response: leaderboardSchema.omit({ me: true }),
  },
});
