import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export interface AccountStats {
  /** null: not known (the request failed or is still loading). */
  answers: number | null;
  bookings: number | null;
  reviews: number | null;
  rank: { value: number; exact: boolean } | null;
  isLoading: boolean;
}

/** The account page's counters, and the member's rank on the lifetime leaderboard. */
export function useAccountStats(): AccountStats {
  const stats = useApi(apiKey('getMyStats'));
  const leaderboard = useApi(apiKey('getLeaderboard', { query: { period: 'lifetime' } }));
  const me = leaderboard.data?.me;
  return {
    answers: stats.data?.answers ?? null,
    bookings: stats.data?.bookings ?? null,
    reviews: stats.data?.reviews ?? null,
    rank: me ? { value: me.rank, exact: me.exact } : null,
    isLoading: stats.isLoading || leaderboard.isLoading,
  };
}
