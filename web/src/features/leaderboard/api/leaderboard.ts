import type { Leaderboard } from '@shared/api/routes/leaderboard';
import type { LeaderboardPeriod } from '@shared/constants';
import { useApi } from '../../../lib/use-api';


export const useLeaderboard = (period: LeaderboardPeriod) => useApi<Leaderboard>(`/api/leaderboard?period=${period}`);
