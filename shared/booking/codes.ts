/** A booking code: BK- plus a random UUID, shared by every seat of one booking. */
export const newBookingCode = () => `BK-${globalThis.crypto.randomUUID()}`;

/** The code a ticket shows: its booking code, or TICKET- plus the booking id for bookings without one. */
export const ticketCode = (booking: { bookingCode?: string | null; id: string }) =>
  booking.bookingCode || `TICKET-${booking.id}`;
