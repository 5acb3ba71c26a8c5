import type { BookingItem } from './entities/booking';
import { db } from './service';

/** Reads of bookings by who made them and by their code, shared by the domains (docs/data-model.md). */

/** Every booked seat of the member, whatever its status, oldest first. */
export async function bookedSeatsOfMember(userId: string): Promise<BookingItem[]> {
  const { data } = await db.entities.booking.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** The seats of one booking (one item per seat, all under its code). */
export async function seatsOfBooking(bookingCode: string): Promise<BookingItem[]> {
  const { data } = await db.entities.booking.query.byCode({ bookingCode }).go({ pages: 'all' });
  return data;
}
