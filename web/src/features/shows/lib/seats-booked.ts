import type { SessionSummary } from '@shared/api/routes/booking';
import { seatsLeft } from '@shared/booking/availability';

/**
 * A day's listing with the member's own booking of `seats` seats counted on its show. The listing's
 * count follows bookings from the table's stream about a second later (docs/booking.md, "Seats left for
 * the listing"), so reading it again at once would show the seats just booked as still free.
 */
export function withSeatsBooked<Listing extends { items: SessionSummary[] }>(listing: Listing, sessionId: string, seats: number): Listing {
  return {
    ...listing,
    items: listing.items.map((show) => {
      if (show.id !== sessionId) return show;
      const bookedSeats = show.bookedSeats + seats;
      return { ...show, bookedSeats, seatsLeft: seatsLeft(show.totalSeats, bookedSeats) };
    }),
  };
}
