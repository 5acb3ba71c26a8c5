import type { Ticket } from '../../shared/api/routes/booking';
import { ticketCode } from '../../shared/booking/codes';
import { showStart } from '../../shared/booking/availability';
import { compareSeatLabels } from '../../shared/booking/seat-labels';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';
import { sessionsByIds } from '../data/sessions';
import { bookedSeatsOfMember } from '../data/bookings';

/** The caller's confirmed tickets (one per seat), newest first, each with its session, movie and venue. */
export async function listTickets(userId: string): Promise<Ticket[]> {
  const bookings = await bookedSeatsOfMember(userId);
  // Newest booking first; the seats of one booking in seat-map order.
  const confirmed = bookings
    .filter((b) => b.status === 'confirmed')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || compareSeatLabels(a.seatNumber, b.seatNumber));
  const sessions = await sessionsByIds(confirmed.map((b) => b.sessionId));
  const sessionById = new Map(sessions.map((s) => [s.sessionId, s]));
  const venues = await loadVenuesOf(sessions);

  return confirmed.map((booking) => {
    const session = sessionById.get(booking.sessionId);
    const venue = session ? venues.get(session.venueId) : undefined;
    const timeZone = session ? timeZoneOf(session, venue) : null;
    return {
      id: booking.bookingId,
      bookingCode: ticketCode({ id: booking.bookingId, bookingCode: booking.bookingCode }),
      seat: booking.seatNumber,
      price: booking.price,
      status: booking.status,
      createdAt: booking.createdAt,
      checkedInAt: booking.checkedInAt ?? null,
      session: {
        id: booking.sessionId,
        date: session?.sessionDate ?? null,
        time: session?.sessionTime ?? null,
        movieTitle: session?.movieTitle ?? null,
        posterUrl: session?.posterUrl ?? null,
        venue: session?.venueName ?? venue?.name ?? null,
        location: session?.location ?? venue?.location ?? null,
        startsAt: session && timeZone ? showStart(session, timeZone).toISOString() : null,
        durationMinutes: session?.durationMinutes ?? null,
        timeZone,
      },
    };
  });
}
