import { randomUUID } from 'node:crypto';
import type { BookingRequest, BookingResult } from '../../shared/api/routes/booking';
import { isBookable } from '../../shared/booking/availability';
import { newBookingCode } from '../../shared/booking/codes';
import { totalPrice } from '../../shared/booking/pricing';
import { compareSeatLabels, parseSeatLabel, seatLabel } from '../../shared/booking/seat-labels';
import { AppError, MESSAGES, badRequest, conflict, insufficientPoints } from '../../shared/errors';
import { counterWrite, type CounterRole } from '../data/counters';
import { changePoints } from '../data/ledger';
import { bookedShow, outboxWrite } from '../data/outbox';
import type { ConditionFailed, TransactionWrite } from '../data/transactions';
import { db } from '../data/service';
import { loadSessionContext } from './session-context';

/** How long a retry with the same idempotency key replays the first result. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

const seatUnavailable = (message: string, seats: string[]) => conflict('SEAT_UNAVAILABLE', message, { seats });
const soldOut = () => conflict('SOLD_OUT', MESSAGES.soldOut);
// The spec names no text for a show that has started, is over or cancelled.
const showStarted = () => conflict('SHOW_STARTED', MESSAGES.showStarted);
const showClosed = () => conflict('SHOW_CLOSED', 'This show is no longer open for booking.');

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
type BookingRole = 'seat' | 'counter' | 'seatCheck' | 'idempotency' | 'mail' | CounterRole;

/** Which of the booking's own writes failed their condition. */
class BookingConditionFailed extends AppError {
  readonly seatsTaken: string[];
  readonly seatsChanged: string[];
  readonly capacityFailed: boolean;
  readonly keyUsed: boolean;

  constructor(failed: ConditionFailed<BookingRole>) {
    super(409, 'BOOKING_CONFLICT', MESSAGES.seatBooked);
    this.seatsTaken = failed.of('seat').map((write) => write.key!);
    this.seatsChanged = failed.of('seatCheck').map((write) => write.key!);
    this.capacityFailed = failed.has('counter');
    this.keyUsed = failed.has('idempotency');
  }
}

/** The same idempotency key sent again with another show or other seats. */
const keyReused = () =>
  conflict('IDEMPOTENCY_KEY_REUSED', 'This request key was already used for a different booking. Please try again.');

/**
 * Books 1-4 seats with points, all or nothing (docs/product-rules.md, "Booking"). ONE transaction holds: the balance and its
 * ledger entry (changePoints), one booking item per seat put only if the seat is free (absent, or its booking cancelled), the session's booked
 * count raised on condition of capacity and of the show still being open, a check per seat that it
 * is still for sale in the category priced, and the idempotency record. The seat map and prices may
 * come from a warm cache: the transaction's checks catch anything stale, and a stale attempt is
 * retried once with fresh data.
 * A request whose idempotency key was already used replays the first result and charges nothing.
 */
export async function createBooking(userId: string, request: BookingRequest): Promise<BookingResult> {
  const labels = requestedSeats(request.seats);
  try {
    return await attemptBooking(userId, request.sessionId, labels, request.idempotencyKey, false);
  } catch (error) {
    if (!(error instanceof BookingConditionFailed || (error instanceof AppError && error.code === 'INSUFFICIENT_POINTS'))) throw error;
    // The first request with this key already went through (a retry, or a concurrent twin that won).
    const winner = await previousResult(userId, request.idempotencyKey);
    if (winner) {
      const sameRequest = winner.sessionId === request.sessionId && winner.seats.join() === labels.join();
      if (!sameRequest) throw keyReused();
      return winner;
    }
    if (!(error instanceof BookingConditionFailed)) throw error;
    if (error.seatsTaken.length > 0) throw seatUnavailable(MESSAGES.seatBooked, error.seatsTaken);
    if (error.seatsChanged.length > 0) throw seatUnavailable(MESSAGES.seatNotAvailable, error.seatsChanged);
    if (error.capacityFailed) throw soldOut();
    throw error;
  }
}

const closedFor = (session: { status: string }) => (session.status === 'cancelled' || session.status === 'completed' ? showClosed() : showStarted());

async function attemptBooking(userId: string, sessionId: string, labels: string[], idempotencyKey: string | undefined, fresh: boolean): Promise<BookingResult> {
  const context = await loadSessionContext(sessionId, { fresh });
  const { session } = context;
  const notForSale = labels.filter((label) => !context.seats.get(label)?.isAvailable);
  const refusal = !isBookable(session, context.timeZone) ? closedFor(session) : notForSale.length > 0 ? seatUnavailable(MESSAGES.seatNotAvailable, notForSale) : null;
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
        extraWrites: (entities): TransactionWrite<BookingRole>[] => [
          ...labels.map((seatNumber, i) => ({
            role: 'seat' as const,
            key: seatNumber,
            // Put only if the seat is free: never booked, or its booking cancelled (whose item it replaces).
            item: entities.booking
              .put({
                sessionId,
                seatNumber,
                bookingId: randomUUID(),
                userId,
                price: seatPrices[i],
                bookingCode: result.bookingCode,
                status: 'confirmed',
                createdAt: result.createdAt,
              })
              .where((attr, op) => `${op.notExists(attr.status)} OR ${op.eq(attr.status, 'cancelled')}`)
              .commit(),
          })),
          {
            role: 'counter',
            item: entities.session
              .patch({ sessionId })
              .add({ bookedSeats: n })
              .where((attr, op) =>
                [
                  op.eq(attr.totalSeats, session.totalSeats),
                  op.lte(attr.bookedSeats, session.totalSeats - n),
                  op.eq(attr.status, session.status),
                  // An admin edit since the session was read (prices, screen): refused, then retried with fresh data.
                  session.editRevision === undefined ? op.notExists(attr.editRevision) : op.eq(attr.editRevision, session.editRevision),
                ].join(' AND '),
              )
              .commit(),
          },
          counterWrite('bookings', n),
          ...seats.map((seat, i) => ({
            role: 'seatCheck' as const,
            key: labels[i],
            item: entities.screenSeat
              .check({ screenId: session.screenId, version: seat.version, rowNumber: seat.rowNumber, seatNumber: seat.seatNumber })
              .where((attr, op) => `${op.eq(attr.isAvailable, true)} AND ${op.eq(attr.categoryId, seat.categoryId)}`)
              .commit(),
          })),
          // The confirmation is queued with the booking itself: it goes if, and only if, the booking commits (docs/mail.md).
          outboxWrite(
            entities,
            {
              kind: 'bookingConfirmation',
              to: { memberId: userId },
              payload: { ...bookedShow(session, context.timeZone, { bookingCode: result.bookingCode, seats: labels }), totalPrice: result.totalPrice },
            },
            new Date(result.createdAt),
          ),
          ...(idempotencyKey
            ? [
                {
                  role: 'idempotency' as const,
                  item: entities.bookingRequest
                    .create({
                      userId,
                      idempotencyKey,
                      ...result,
                      ttl: Math.floor(Date.parse(result.createdAt) / 1000) + IDEMPOTENCY_TTL_SECONDS,
                    })
                    .commit(),
                },
              ]
            : []),
        ],
        onExtraConditionFailed: (failed) => new BookingConditionFailed(failed),
      },
    );
  } catch (error) {
    // A stale seat map or capacity (or an admin edit since the read): read them again and try once more before answering.
    const stale = error instanceof BookingConditionFailed && error.seatsTaken.length === 0 && (error.seatsChanged.length > 0 || error.capacityFailed);
    if (stale && !fresh) return attemptBooking(userId, sessionId, labels, idempotencyKey, true);
    throw error;
  }
  return result;
}
