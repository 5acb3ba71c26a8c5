import type { CheckInOutcome, CheckInResult } from '../../shared/api/routes/booking';
import { bookingCheckedInAt, seatsByBooking } from '../../shared/booking/booking-groups';
import { compareSeatLabels } from '../../shared/booking/seat-labels';
import { CHECK_IN_MESSAGES, checkInTiming, checkInWindow, troubleshootingFor, zonedClock, type CheckInReader, type CheckInTiming } from '../../shared/check-in';
import { forbidden } from '../../shared/errors';
import { hasRole } from '../../shared/members/roles';
import type { CheckInRequest } from '../../shared/schemas/check-in';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities, writeTransaction } from '../data/transactions';
import type { Caller } from '../lib/caller';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';
import type { BookingItem } from '../data/entities/booking';
import type { SessionItem } from '../data/entities/session';
import { sessionsByIds } from '../data/sessions';
import { bookedSeatsOfMember, seatsOfBooking } from '../data/bookings';

/** One booking: the seats sharing a booking code, with its session and the venue's time zone. */
interface Booking {
  code: string;
  seats: BookingItem[];
  session: SessionItem;
  timeZone: string;
}

/**
 * A refusal: what to tell the guest, and what went wrong and what to do, worded for whoever reads it
 * (`reader`: the member, or the staff at the door; `opensAt`: a too-early check-in's opening, HH:MM).
 */
const refuse = (reader: CheckInReader, outcome: Exclude<CheckInOutcome, 'CHECKED_IN'>, message: string, booking?: Booking, opensAt?: string): CheckInResult => ({
  success: false,
  outcome,
  message,
  ...(booking ? { booking: describe(booking) } : {}),
  troubleshooting: troubleshootingFor(reader, outcome, { opensAt, date: booking?.session.sessionDate }),
});

function describe(booking: Booking): NonNullable<CheckInResult['booking']> {
  return {
    id: booking.code,
    sessionId: booking.session.sessionId,
    movieTitle: booking.session.movieTitle,
    date: booking.session.sessionDate,
    time: booking.session.sessionTime,
    seats: booking.seats.map((seat) => seat.seatNumber).sort(compareSeatLabels),
    checkedInAt: bookingCheckedInAt(booking.seats),
  };
}

const isConfirmed = (seat: BookingItem) => seat.status === 'confirmed';

const showOf = (booking: Booking) => ({
  date: booking.session.sessionDate,
  time: booking.session.sessionTime,
  durationMinutes: booking.session.durationMinutes,
});

/** Groups seat items into bookings with their sessions (one batch read) and their time zones (older items: their venues'). */
async function assemble(seats: BookingItem[]): Promise<Booking[]> {
  const sessions = await sessionsByIds(seats.map((seat) => seat.sessionId));
  if (sessions.length === 0) return [];
  const sessionById = new Map(sessions.map((session) => [session.sessionId, session]));
  const venues = await loadVenuesOf(sessions);
  return [...seatsByBooking(seats)].flatMap(([code, items]) => {
    const session = sessionById.get(items[0].sessionId);
    if (!session) return [];
    return [{ code, seats: items, session, timeZone: timeZoneOf(session, venues.get(session.venueId)) }];
  });
}

/**
 * Checks in every confirmed seat of a booking in ONE transaction, each on condition that it is
 * still confirmed and not checked in yet, with the session's `checkedInSeats` counter: of two
 * check-ins at once, one wins (and counts) and the other is told when the first was done.
 */
async function checkInBooking(reader: CheckInReader, booking: Booking, by: string, now: Date): Promise<CheckInResult> {
  const seats = booking.seats.filter(isConfirmed);
  const checkedInAt = now.toISOString();
  try {
    await writeTransaction([
      ...seats.map((seat) => ({
        role: 'seat',
        key: seat.seatNumber,
        item: transactionEntities.booking
          .patch({ sessionId: seat.sessionId, seatNumber: seat.seatNumber })
          .set({ checkedInAt, checkedInBy: by })
          .where((attr, op) => `${op.eq(attr.status, 'confirmed')} AND ${op.notExists(attr.checkedInAt)}`)
          .commit(),
      })),
      // The session's checked-in seats (Reports & Analytics), moved with the seats or not at all.
      { role: 'counter', item: transactionEntities.session.patch({ sessionId: booking.session.sessionId }).add({ checkedInSeats: seats.length }).commit() },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    // Someone was quicker (or the booking was cancelled meanwhile): say what happened first.
    const fresh = await seatsOfBooking(booking.code);
    const current = { ...booking, seats: fresh };
    const first = bookingCheckedInAt(current.seats);
    if (first) return refuse(reader, 'ALREADY_CHECKED_IN', CHECK_IN_MESSAGES.alreadyCheckedIn(zonedClock(new Date(first), booking.timeZone)), current);
    if (!fresh.some(isConfirmed)) return refuse(reader, 'CANCELLED', CHECK_IN_MESSAGES.cancelled, current);
    throw error;
  }
  const done = { ...booking, seats: seats.map((seat) => ({ ...seat, checkedInAt })) };
  return {
    success: true,
    outcome: 'CHECKED_IN',
    message: CHECK_IN_MESSAGES.checkedIn(booking.session.movieTitle, describe(done).seats),
    booking: describe(done),
  };
}

/** The refusal for a booking outside its check-in window. */
function refuseTiming(reader: CheckInReader, timing: Exclude<CheckInTiming, 'open'>, booking: Booking): CheckInResult {
  if (timing === 'too-early') {
    const opensAt = zonedClock(checkInWindow(showOf(booking), booking.timeZone).opensAt, booking.timeZone);
    return refuse(reader, 'TOO_EARLY', CHECK_IN_MESSAGES.tooEarly(opensAt), booking, opensAt);
  }
  if (timing === 'ended') return refuse(reader, 'ENDED', CHECK_IN_MESSAGES.ended, booking);
  return refuse(reader, 'WRONG_DAY', CHECK_IN_MESSAGES.wrongDay(booking.session.sessionDate), booking);
}

/** Staff at the door: a booking code (typed or scanned). */
async function checkInByCode(bookingCode: string, by: string, now: Date): Promise<CheckInResult> {
  const reader = 'door';
  const seats = await seatsOfBooking(bookingCode);
  const [booking] = await assemble(seats);
  if (!booking) return refuse(reader, 'UNKNOWN_CODE', CHECK_IN_MESSAGES.unknownCode);
  if (!booking.seats.some(isConfirmed)) return refuse(reader, 'CANCELLED', CHECK_IN_MESSAGES.cancelled, booking);
  const first = bookingCheckedInAt(booking.seats);
  if (first) return refuse(reader, 'ALREADY_CHECKED_IN', CHECK_IN_MESSAGES.alreadyCheckedIn(zonedClock(new Date(first), booking.timeZone)), booking);
  const timing = checkInTiming(showOf(booking), booking.timeZone, now);
  if (timing !== 'open') return refuseTiming(reader, timing, booking);
  return checkInBooking(reader, booking, by, now);
}

/**
 * A band: the member wearing it (their own band, for a member), then that member's confirmed booking
 * for a show today. Of several today: the one open for check-in and not checked in yet, else the one
 * open and checked in, else the next to open, else the last that ended (already checked in, or ended).
 */
async function checkInByBand(bandId: string, caller: Caller, now: Date): Promise<CheckInResult> {
  const { data: pairing } = await db.entities.bandPairing.get({ bandId }).go();
  const atTheDoor = hasRole(caller.role, 'staff');
  // Staff reading another's band (or one of nobody's) are at the door; their own band is a member's.
  const reader = atTheDoor && pairing?.userId !== caller.userId ? 'door' : 'member';
  if (!pairing) return refuse(reader, 'BAND_NOT_PAIRED', atTheDoor ? CHECK_IN_MESSAGES.bandUnknown : CHECK_IN_MESSAGES.bandNotPaired);
  if (pairing.userId !== caller.userId && !atTheDoor) return refuse(reader, 'BAND_NOT_PAIRED', CHECK_IN_MESSAGES.bandNotPaired);

  const seats = await bookedSeatsOfMember(pairing.userId);
  const bookings = (await assemble(seats.filter(isConfirmed)))
    .map((booking) => ({ booking, timing: checkInTiming(showOf(booking), booking.timeZone, now) }))
    .filter(({ timing }) => timing !== 'wrong-day')
    .sort((a, b) => checkInWindow(showOf(a.booking), a.booking.timeZone).startsAt.getTime() - checkInWindow(showOf(b.booking), b.booking.timeZone).startsAt.getTime());
  if (bookings.length === 0) return refuse(reader, 'NO_BOOKING_TODAY', CHECK_IN_MESSAGES.noBookingToday);

  const open = bookings.filter(({ timing }) => timing === 'open');
  const ready = open.find(({ booking }) => !bookingCheckedInAt(booking.seats));
  if (ready) return checkInBooking(reader, ready.booking, caller.userId, now);
  const already = (booking: Booking) =>
    refuse(reader, 'ALREADY_CHECKED_IN', CHECK_IN_MESSAGES.alreadyCheckedIn(zonedClock(new Date(bookingCheckedInAt(booking.seats)!), booking.timeZone)), booking);
  if (open.length > 0) return already(open[0].booking);
  const next = bookings.find(({ timing }) => timing === 'too-early');
  if (next) return refuseTiming(reader, 'too-early', next.booking);
  const last = bookings[bookings.length - 1].booking;
  return bookingCheckedInAt(last.seats) ? already(last) : refuseTiming(reader, 'ended', last);
}

/**
 * POST /api/check-ins (docs/product-rules.md, "Check-in and the wearable band"): a booking code (staff and admins, docs/access.md) or a band checks in a confirmed
 * booking once, on the show's day, from 60 minutes before the start until its end, all its seats
 * together. A refusal is an answer, not an error: 200 with success false and what to tell the guest.
 */
export async function checkIn(request: CheckInRequest, caller: Caller, now: Date = new Date()): Promise<CheckInResult> {
  if (request.bookingCode !== undefined) {
    if (!hasRole(caller.role, 'staff')) throw forbidden();
    return checkInByCode(request.bookingCode, caller.userId, now);
  }
  return checkInByBand(request.bandId!, caller, now);
}
