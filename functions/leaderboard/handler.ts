import { leaderboardRoutes } from '../../shared/api/routes/leaderboard';
import { LEADERBOARD_PREVIEW_SIZE, LEADERBOARD_SIZE } from '../../shared/constants';
import { domainHandler } from '../lib/handler';
import { leaderboardFor, topOfPeriod } from './ranking';

export const handler = domainHandler('leaderboard', leaderboardRoutes, {
  getLeaderboard: async ({ query, caller }) => leaderboardFor(caller.userId, query.period, LEADERBOARD_SIZE),
  getLeaderboardPreview: async ({ query }) => topOfPeriod(query.period, LEADERBOARD_PREVIEW_SIZE),
});
