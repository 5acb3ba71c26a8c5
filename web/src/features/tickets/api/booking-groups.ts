import type { Ticket } from '@shared/api/routes/booking';
import { bookingCheckedInAt, seatsByBooking } from '@shared/booking/booking-groups';
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
  return [...seatsByBooking(tickets)].map(([bookingCode, seats]) => ({
    bookingCode,
    seats: seats.map((ticket) => ticket.seat).sort(compareSeatLabels),
    session: seats[0].session,
    createdAt: seats[0].createdAt,
    checkedInAt: bookingCheckedInAt(seats),
    totalPrice: seats.reduce((sum, ticket) => sum + ticket.price, 0),
  }));
}
