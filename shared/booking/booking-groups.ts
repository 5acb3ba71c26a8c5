/**
 * A booking is stored, and listed, as one item per seat, all under its code: the seats grouped into
 * their bookings by that code. Bookings come in the order their first seat comes, each booking's seats
 * in the order given.
 */
export function seatsByBooking<Seat extends { bookingCode: string }>(seats: Iterable<Seat>): Map<string, Seat[]> {
  const bookings = new Map<string, Seat[]>();
  for (const seat of seats) {
    const booking = bookings.get(seat.bookingCode);
    if (booking) booking.push(seat);
    else bookings.set(seat.bookingCode, [seat]);
  }
  return bookings;
}

/** When a booking was checked in at the door (its seats go in together; the earliest if ever not), null before. */
export const bookingCheckedInAt = (seats: readonly { checkedInAt?: string | null }[]): string | null =>
  seats
    .map((seat) => seat.checkedInAt)
    .filter((at): at is string => typeof at === 'string')
    .sort()[0] ?? null;
