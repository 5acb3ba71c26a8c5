import type { LeaderboardPeriod } from '@shared/constants';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const useLeaderboard = (period: LeaderboardPeriod) => useApi(apiKey('getLeaderboard', { query: { period } }));
