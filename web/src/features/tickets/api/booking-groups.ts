import type { Ticket } from '@shared/api/routes/booking';
import { compareSeatLabels } from '@shared/booking/seat-labels';

/** One booking as the wallet shows it: its seats together, one code, one QR. */
export interface WalletBooking {
  bookingCode: string;
  seats: string[];
  session: Ticket['session'];
  createdAt: string;
  /** When the booking was checked in at the door (its seats go in together), null before. */
  checkedInAt: string | null;
  totalPrice: number;
}

/**
 * `GET /api/me/tickets` answers one item per seat (docs/api.md, "Paths and bodies"); the wallet shows one card per booking:
 * the seats of a code together in seat-map order, bookings in the order the list gave (newest first).
 */
export function groupByBooking(tickets: Ticket[]): WalletBooking[] {
  const bookings = new Map<string, WalletBooking>();
  for (const ticket of tickets) {
    const booking = bookings.get(ticket.bookingCode);
    if (booking) {
      booking.seats.push(ticket.seat);
      booking.totalPrice += ticket.price;
      booking.checkedInAt ??= ticket.checkedInAt;
    } else {
      bookings.set(ticket.bookingCode, {
        bookingCode: ticket.bookingCode,
        seats: [ticket.seat],
        session: ticket.session,
        createdAt: ticket.createdAt,
        checkedInAt: ticket.checkedInAt,
        totalPrice: ticket.price,
      });
    }
  }
  return [...bookings.values()].map((booking) => ({ ...booking, seats: booking.seats.sort(compareSeatLabels) }));
}
