import { randomUUID } from 'node:crypto';
import type { BookingRequest, BookingResult } from '../../shared/api/routes/booking';
import { isBookable, seatsLeft, SHOW_CLOSED_MESSAGE } from '../../shared/booking/availability';
import { newBookingCode } from '../../shared/booking/codes';
import { totalPrice } from '../../shared/booking/pricing';
import { compareSeatLabels, parseSeatLabel, seatLabel } from '../../shared/booking/seat-labels';
import { AppError, MESSAGES, badRequest, conflict, insufficientPoints } from '../../shared/errors';
import { counterWrite, type CounterRole } from '../data/counters';
import { changePoints } from '../data/ledger';
import { bookingTally, readSessionTally, type TallyRole } from '../data/session-tally';
import { bookedShow, outboxWrite, type BookedShow } from '../data/outbox';
import { reminderToQueueWrite } from '../data/reminders';
import { TransactionConflicted, type ConditionFailed, type TransactionEntities, type TransactionWrite } from '../data/transactions';
import { db } from '../data/service';
import type { ScreenSeatItem } from '../data/entities/screen-seat';
import { loadSessionContext } from './session-context';

/** How long a retry with the same idempotency key replays the first result. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

const seatUnavailable = (message: string, seats: string[]) => conflict('SEAT_UNAVAILABLE', message, { seats });
const soldOut = () => conflict('SOLD_OUT', MESSAGES.soldOut);
// The spec names no text for a show that has started, is over or cancelled.
const showStarted = () => conflict('SHOW_STARTED', MESSAGES.showStarted);
const showClosed = () => conflict('SHOW_CLOSED', SHOW_CLOSED_MESSAGE);

async function previousResult(userId: string, idempotencyKey: string | undefined): Promise<BookingResult | null> {
  if (!idempotencyKey) return null;
  const { data } = await db.entities.bookingRequest.get({ userId, idempotencyKey }).go({ consistent: true });
  if (!data) return null;
  return { bookingCode: data.bookingCode, sessionId: data.sessionId, seats: data.seats, totalPrice: data.totalPrice, createdAt: data.createdAt };
}

/** Canonical, distinct labels in seat-map order; a label that is not a seat label is bad input. */
function requestedSeats(seats: string[]): string[] {
  const labels = seats.map((input) => {
    const position = parseSeatLabel(input);
    if (!position) throw badRequest(MESSAGES.seatNotAvailable, { seats: [input] });
    return seatLabel(position.rowNumber, position.seatNumber);
  });
  return [...new Set(labels)].sort(compareSeatLabels);
}

/** The booking's own writes, beside the ledger's. */
type BookingRole = 'seat' | 'seatCheck' | 'idempotency' | 'mail' | 'reminder' | TallyRole | CounterRole;

/** Which of the booking's own writes failed their condition. */
class BookingConditionFailed extends AppError {
  readonly seatsTaken: string[];
  readonly seatsChanged: string[];
  readonly gateClosed: boolean;
  readonly keyUsed: boolean;

  constructor(failed: ConditionFailed<BookingRole>) {
    super(409, 'BOOKING_CONFLICT', MESSAGES.seatBooked);
    this.seatsTaken = failed.of('seat').map((write) => write.key!);
    this.seatsChanged = failed.of('seatCheck').map((write) => write.key!);
    this.gateClosed = failed.has('sessionTally');
    this.keyUsed = failed.has('idempotency');
  }
}

/** What a booking writes besides the ledger's and the dashboard's counters. */
export interface PlannedBooking {
  userId: string;
  session: { sessionId: string; screenId: string; editRevision?: number };
  seats: ScreenSeatItem[];
  seatPrices: number[];
  result: BookingResult;
  /** The booking as its mails tell it (`bookedShow`). */
  show: BookedShow;
  idempotencyKey?: string;
}

/**
 * The booking's own writes: one booking item per seat put only if the seat is free (absent, or its
 * booking cancelled), a check per seat that it is still for sale in the category priced, the seats
 * added to ONE shard of the session's tally (gated on no admin edit since the session was read), its
 * confirmation mail (it goes if, and only if, the booking commits: docs/mail.md), the booking's item for
 * the reminder job (docs/mail.md, "Reminders") and the idempotency record. No item every booking of the
 * show touches (docs/booking.md).
 */
export function bookingWrites(entities: TransactionEntities, planned: PlannedBooking): TransactionWrite<BookingRole>[] {
  const { userId, session, seats, seatPrices, result, show, idempotencyKey } = planned;
  const { sessionId } = session;
  const tally = bookingTally(sessionId, result.seats, session.editRevision);
  const bookingIds = result.seats.map(() => randomUUID());
  // Put only if the seat is free: never booked, or its booking cancelled (whose item it replaces). It records the tally shard its refund subtracts from.
  const seatPut = (seatNumber: string, i: number) =>
    entities.booking
      .put({ sessionId, seatNumber, bookingId: bookingIds[i], userId, price: seatPrices[i], bookingCode: result.bookingCode, tallyShard: tally.shard(), status: 'confirmed', createdAt: result.createdAt })
      .where((attr, op) => `${op.notExists(attr.status)} OR ${op.eq(attr.status, 'cancelled')}`)
      .commit();
  return [
    ...result.seats.map((seatNumber, i) => ({ role: 'seat' as const, key: seatNumber, item: seatPut(seatNumber, i), afterReshard: () => seatPut(seatNumber, i) })),
    tally.write,
    ...seats.map((seat, i) => ({
      role: 'seatCheck' as const,
      key: result.seats[i],
      item: entities.screenSeat
        .check({ screenId: session.screenId, version: seat.version, rowNumber: seat.rowNumber, seatNumber: seat.seatNumber })
        .where((attr, op) => `${op.eq(attr.isAvailable, true)} AND ${op.eq(attr.categoryId, seat.categoryId)}`)
        .commit(),
    })),
    outboxWrite(entities, { kind: 'bookingConfirmation', to: { memberId: userId }, payload: { ...show, totalPrice: result.totalPrice } }, new Date(result.createdAt)),
    reminderToQueueWrite(entities, { sessionId, bookingCode: result.bookingCode, userId, seats: result.seats }),
    ...(idempotencyKey
      ? [
          {
            role: 'idempotency' as const,
            item: entities.bookingRequest
              .create({ userId, idempotencyKey, ...result, ttl: Math.floor(Date.parse(result.createdAt) / 1000) + IDEMPOTENCY_TTL_SECONDS })
              .commit(),
          },
        ]
      : []),
  ];
}

/** The same idempotency key sent again with another show or other seats. */
const keyReused = () =>
  conflict('IDEMPOTENCY_KEY_REUSED', 'This request key was already used for a different booking. Please try again.');

/**
 * Books 1-4 seats with points, all or nothing (docs/product-rules.md, "Booking"). ONE transaction holds: the balance and its
 * ledger entry (changePoints) and the booking's own writes (bookingWrites): the seats, put only if free,
 * so a seat is sold once; no per-session counter, so bookings of one show do not conflict with each
 * other (docs/booking.md). The seat map and prices may come from a warm cache: the transaction's checks
 * catch anything stale, and a stale attempt is retried once with fresh data. The listing's copy of the
 * show's booked seats follows within about a second, from the table's stream (docs/booking.md).
 * A request whose idempotency key was already used replays the first result and charges nothing.
 */
export async function createBooking(userId: string, request: BookingRequest): Promise<BookingResult> {
  const labels = requestedSeats(request.seats);
  try {
    return await attemptBooking(userId, request.sessionId, labels, request.idempotencyKey, false);
  } catch (error) {
    if (!(error instanceof BookingConditionFailed || error instanceof TransactionConflicted || (error instanceof AppError && error.code === 'INSUFFICIENT_POINTS'))) throw error;
    // The first request with this key already went through (a retry, or a concurrent twin that won).
    const winner = await previousResult(userId, request.idempotencyKey);
    if (winner) {
      const sameRequest = winner.sessionId === request.sessionId && winner.seats.join() === labels.join();
      if (!sameRequest) throw keyReused();
      return winner;
    }
    if (error instanceof TransactionConflicted) {
      // Others kept holding these seats through every retry (a crowd on the same seats): say so if one of them got them.
      const taken = error.has('seat') ? await takenSeats(request.sessionId, labels) : [];
      if (taken.length > 0) throw (await isSoldOut(request.sessionId)) ? soldOut() : seatUnavailable(MESSAGES.seatBooked, taken);
    }
    if (!(error instanceof BookingConditionFailed)) throw error;
    if (error.seatsTaken.length > 0) throw (await isSoldOut(request.sessionId)) ? soldOut() : seatUnavailable(MESSAGES.seatBooked, error.seatsTaken);
    if (error.seatsChanged.length > 0) throw seatUnavailable(MESSAGES.seatNotAvailable, error.seatsChanged);
    throw error;
  }
}

/** Which of the seats are booked now (a consistent read of each). */
async function takenSeats(sessionId: string, labels: string[]): Promise<string[]> {
  const { data } = await db.entities.booking.get(labels.map((seatNumber) => ({ sessionId, seatNumber }))).go({ consistent: true });
  return data.filter((seat) => seat.status === 'confirmed').map((seat) => seat.seatNumber).sort(compareSeatLabels);
}

/** Every seat of the show is booked, as its tally counts them now (a taken seat is then told as Sold Out). */
async function isSoldOut(sessionId: string): Promise<boolean> {
  const { data: session } = await db.entities.session.get({ sessionId }).go();
  return session !== null && (await tallySaysSoldOut(session));
}

/** The tally, not the listing's copy (which may be a second behind a refund), says whether a show is sold out. */
const tallySaysSoldOut = async (session: { sessionId: string; totalSeats: number }) => seatsLeft(session.totalSeats, (await readSessionTally(session.sessionId)).booked) === 0;

const closedFor = (session: { status: string }) => (session.status === 'cancelled' || session.status === 'completed' ? showClosed() : showStarted());

async function attemptBooking(userId: string, sessionId: string, labels: string[], idempotencyKey: string | undefined, fresh: boolean): Promise<BookingResult> {
  const context = await loadSessionContext(sessionId, { fresh });
  const { session } = context;
  const notForSale = labels.filter((label) => !context.seats.get(label)?.isAvailable);
  const refusal = !isBookable(session, context.timeZone)
    ? closedFor(session)
    : seatsLeft(session.totalSeats, session.bookedSeats) === 0 && (await tallySaysSoldOut(session))
      ? soldOut()
      : notForSale.length > 0
        ? seatUnavailable(MESSAGES.seatNotAvailable, notForSale)
        : null;
  if (refusal) {
    // A cached context may be what is out of date: only fresh data refuses.
    if (context.cached) return attemptBooking(userId, sessionId, labels, idempotencyKey, true);
    throw refusal;
  }

  const seats = labels.map((label) => context.seats.get(label)!);
  const seatPrices = seats.map((seat) => context.categories.get(seat.categoryId)?.price ?? session.basePrice);
  const result: BookingResult = {
    bookingCode: newBookingCode(),
    sessionId,
    seats: labels,
    totalPrice: totalPrice(seatPrices),
    createdAt: new Date().toISOString(),
  };
  const n = labels.length;
  const show = bookedShow(session, context.timeZone, { bookingCode: result.bookingCode, seats: labels });

  try {
    await changePoints(
      {
        userId,
        delta: -result.totalPrice,
        reason: `Booking ${session.movieTitle} (${labels.join(', ')})`,
        type: 'booking',
        subject: `session#${sessionId}`,
      },
      {
        onInsufficient: insufficientPoints,
        now: new Date(result.createdAt),
        extraWrites: (entities) => [
          ...bookingWrites(entities, { userId, session, seats, seatPrices, result, show, idempotencyKey }),
          counterWrite('bookings', n),
        ],
        onExtraConditionFailed: (failed) => new BookingConditionFailed(failed),
      },
    );
  } catch (error) {
    // A stale seat map (or an admin edit or cancel since the read): read them again and try once more before answering.
    const stale = error instanceof BookingConditionFailed && error.seatsTaken.length === 0 && (error.seatsChanged.length > 0 || error.gateClosed);
    if (stale && !fresh) return attemptBooking(userId, sessionId, labels, idempotencyKey, true);
    throw error;
  }
  // The listing's copy of the tally follows from the table's stream, off this request's path (docs/booking.md).
  return result;
}
