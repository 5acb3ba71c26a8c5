import type { MemberStats } from '../../shared/api/routes/members';
import { seatsByBooking } from '../../shared/booking/booking-groups';
import { db } from '../data/service';

/**
 * My Account's counters. Each reads one member's own index partition (keys and one attribute),
 * so the cost follows that member's activity, not the number of members.
 */
export async function memberStats(userId: string): Promise<MemberStats> {
  const [answers, seats, reviews] = await Promise.all([
    db.entities.sessionAnswer.query.byMember({ userId }).go({ pages: 'all', attributes: ['questionId'] }),
    db.entities.booking.query.byUser({ userId }).go({ pages: 'all', attributes: ['bookingCode', 'status'] }),
    db.entities.review.query.byUser({ userId }).go({ pages: 'all', attributes: ['movieId'] }),
  ]);
  const bookings = seatsByBooking(seats.data.filter((seat) => seat.status === 'confirmed'));
  return { answers: answers.data.length, bookings: bookings.size, reviews: reviews.data.length };
}
