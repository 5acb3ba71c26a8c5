import type { Leaderboard } from '@shared/api/routes/leaderboard';
import type { LeaderboardPeriod } from '@shared/constants';
import { useApi } from '../../../lib/use-api';

export const PERIOD_LABELS: Record<LeaderboardPeriod, string> = { week: 'Weekly', month: 'Monthly', year: 'Year', lifetime: 'Lifetime' };

export const useLeaderboard = (period: LeaderboardPeriod) => useApi<Leaderboard>(`/api/leaderboard?period=${period}`);
