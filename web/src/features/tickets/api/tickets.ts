import type { Ticket } from '@shared/api/routes/booking';
import { useEffect, useMemo } from 'react';
import { api, apiKey } from '../../../lib/api-client';
import { memberKey } from '../../../lib/member-storage';
import { useApi } from '../../../lib/use-api';

// A member-storage key, so signing out removes the offline copy with the rest of the member's data.
const storageKey = (userId: string) => memberKey(userId, 'tickets');

function readSaved(userId: string): Ticket[] | undefined {
  try {
    const saved = localStorage.getItem(storageKey(userId));
    return saved ? (JSON.parse(saved) as Ticket[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The member's tickets, newest first. The last list loaded is kept in localStorage and shown at once
 * (and when offline), so a member at the door with no signal still has the QR codes.
 */
export function useTickets(userId: string | null) {
  const saved = useMemo(() => (userId ? readSaved(userId) : undefined), [userId]);
  const { data, error, isLoading } = useApi(userId ? apiKey('listMyTickets') : null);

  useEffect(() => {
    if (error) console.error('Failed to load tickets', error);
  }, [error]);
  useEffect(() => {
    if (!userId || !data) return;
    try {
      localStorage.setItem(storageKey(userId), JSON.stringify(data.items));
    } catch (storageError) {
      console.error('Could not keep tickets for offline use', storageError);
    }
  }, [userId, data]);

  const tickets = data?.items ?? saved;
  return { tickets: tickets ?? [], isLoading: isLoading && !tickets };
}

/** Cancels one's own booking (until 2 hours before the show): its points come back. */
export const cancelBooking = (bookingCode: string) => api('cancelBooking', { params: { bookingCode } });
