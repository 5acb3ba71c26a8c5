import type { AdminSessionDetail } from '../../shared/api/routes/admin-sessions';
import { bookingCheckedInAt, seatsByBooking } from '../../shared/booking/booking-groups';
import { categoryPrice } from '../../shared/booking/pricing';
import { compareSeatLabels, rowLetters, seatLabel } from '../../shared/booking/seat-labels';
import { db } from '../data/service';
import { layoutOf } from './seat-maps';
import { seatCategories, seatMapVersion, seatsOfScreen } from '../data/seating';
import { bookedSeatsOfSession, pricesOfSession } from '../data/sessions';
import { timeZoneOfSession } from '../data/session-venues';
import { getSessionItem, toAdminSessions } from './sessions';

/** Session Detail: the session's own seat-map version with booked and checked-in seats, its bookings and occupancy, and its venue's time zone. */
export async function sessionDetail(sessionId: string): Promise<AdminSessionDetail> {
  const session = await getSessionItem(sessionId);
  const version = session.seatMapVersion ?? 1;
  const [[row], timeZone, bookings, screen, seatMapItem, seats, pricing, categories] = await Promise.all([
    toAdminSessions([session]),
    timeZoneOfSession(session),
    bookedSeatsOfSession(sessionId, { consistent: true }),
    db.entities.screen.get({ screenId: session.screenId }).go().then((r) => r.data),
    seatMapVersion(session.screenId, version),
    seatsOfScreen(session.screenId, version),
    pricesOfSession(sessionId),
    seatCategories(),
  ]);

  const userIds = [...new Set(bookings.map((b) => b.userId))];
  const { data: profiles } = userIds.length > 0 ? await db.entities.profile.get(userIds.map((userId) => ({ userId }))).go() : { data: [] };
  const profileById = new Map(profiles.map((p) => [p.userId, p]));
  const list = [...seatsByBooking(bookings).values()]
    .map((group) => {
      const seatsOf = group.map((b) => b.seatNumber).sort(compareSeatLabels);
      const first = group[0];
      const confirmed = group.some((b) => b.status === 'confirmed');
      return {
        bookingCode: first.bookingCode,
        userId: first.userId,
        memberName: profileById.get(first.userId)?.name ?? null,
        memberEmail: profileById.get(first.userId)?.email ?? null,
        seats: seatsOf,
        status: confirmed ? ('confirmed' as const) : ('cancelled' as const),
        totalPrice: group.reduce((sum, b) => sum + b.price, 0),
        createdAt: first.createdAt,
        checkedInAt: bookingCheckedInAt(group),
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.bookingCode.localeCompare(b.bookingCode));

  const confirmedSeats = new Set(bookings.filter((b) => b.status === 'confirmed').map((b) => b.seatNumber));
  const checkedInSeats = new Set(bookings.filter((b) => b.status === 'confirmed' && b.checkedInAt).map((b) => b.seatNumber));
  const stored = new Map(pricing.map((p) => [p.categoryId, p.price]));
  const used = new Set(seats.map((s) => s.categoryId));
  const seatMap =
    seats.length === 0
      ? null
      : {
          version,
          ...layoutOf(screen ?? { aisleColumns: [], screenPosition: 'top' }, seatMapItem, seats),
          seats: seats.map((s) => {
            const label = seatLabel(s.rowNumber, s.seatNumber);
            return {
              label,
              row: s.rowNumber,
              rowLabel: rowLetters(s.rowNumber),
              number: s.seatNumber,
              categoryId: s.categoryId,
              available: s.isAvailable,
              booked: confirmedSeats.has(label),
              checkedIn: checkedInSeats.has(label),
            };
          }),
          categories: categories
            .filter((c) => used.has(c.categoryId))
            .map((c) => ({ id: c.categoryId, name: c.name, colorCode: c.colorCode, price: categoryPrice(c.categoryId, stored, session.basePrice, c.priceMultiplier) })),
        };
  return {
    session: row,
    timeZone,
    seatMap,
    bookings: list,
    occupancy: {
      // Counted from the seats read above (consistent), not the listing's copy, which may be a second old.
      bookedSeats: confirmedSeats.size,
      totalSeats: session.totalSeats,
      checkedInSeats: checkedInSeats.size,
      percent: session.totalSeats > 0 ? Math.round((confirmedSeats.size / session.totalSeats) * 1000) / 10 : 0,
    },
  };
}
