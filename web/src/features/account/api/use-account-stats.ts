import type { Leaderboard } from '@shared/api/routes/leaderboard';
import { useApi } from '../../../lib/use-api';

interface TicketList {
  items: { bookingCode: string }[];
}

export interface AccountStats {
  /** null: not known (no API yet, or the request failed). */
  answers: number | null;
  bookings: number | null;
  reviews: number | null;
  rank: { value: number; exact: boolean } | null;
  isLoading: boolean;
}

/**
 * The account page's counters. Bookings come from the ticket wallet and the rank from the lifetime
 * leaderboard; answers and reviews have no member endpoint yet, so they stay unknown.
 */
export function useAccountStats(): AccountStats {
  const tickets = useApi<TicketList>('/api/me/tickets');
  const leaderboard = useApi<Leaderboard>('/api/leaderboard?period=lifetime');
  const bookings = tickets.data ? new Set(tickets.data.items.map((ticket) => ticket.bookingCode)).size : null;
  const me = leaderboard.data?.me;
  return {
    answers: null,
    bookings,
    reviews: null,
    rank: me ? { value: me.rank, exact: me.exact } : null,
    isLoading: tickets.isLoading || leaderboard.isLoading,
  };
}
