import { bookingRequired, questionNotOpen } from '../../shared/errors';
import { questionWindowState, sessionQuestionWindow, sessionStart } from '../../shared/questions/flash-cards';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';
import type { TransactionEntities, TransactionWrite } from '../data/transactions';
import type { SessionQuestionItem } from '../data/entities/session-question';
import { sessionLinksOfAsset, sessionsByIds } from '../data/sessions';
import { bookedSeatsOfMember } from '../data/bookings';

/** A question only a session shows: an asset's question with a timing phase (a movie's questions stay open to every member). */
export const isSessionQuestion = (question: SessionQuestionItem) => question.movieId === undefined && question.timingPhase !== undefined;

/** Generated movie questions' ids start so (shared/questions/movie-qa.ts); no other question's do. */
const MOVIE_QUESTION_ID = /^movie-\d+-q/;

/** A confirmed booking (one of its seat items) that lets the member answer a session's question. */
export interface HeldBooking {
  sessionId: string;
  seatNumber: string;
}

/** The sessions the member holds a confirmed booking of, each with one of its seats: one query of their bookings. */
async function confirmedSessions(userId: string): Promise<Map<string, string>> {
  const data = await bookedSeatsOfMember(userId);
  return new Map(data.filter((booking) => booking.status === 'confirmed').map((booking) => [booking.sessionId, booking.seatNumber]));
}

/**
 * The answer's transaction checks that the booking that opened the question is still confirmed, so a
 * booking cancelled while the answer was on its way pays nothing (docs/earning-rules.md).
 */
export const bookingStillHeld = (entities: TransactionEntities, held: HeldBooking, userId: string): TransactionWrite<'booking'> => ({
  role: 'booking',
  item: entities.booking
    .check(held)
    .where((attr, op) => `${op.eq(attr.status, 'confirmed')} AND ${op.eq(attr.userId, userId)}`)
    .commit(),
});

/**
 * Refuses a session's question to a member who may not answer it now (docs/earning-rules.md): 403
 * BOOKING_REQUIRED without a confirmed booking of a session (not cancelled) that shows the question's
 * asset, 409 QUESTION_NOT_OPEN outside the window of every such session (a post-show question before
 * the start, any after the 48 hours).
 */
async function assertOpen(question: SessionQuestionItem, booked: Promise<Map<string, string>>, now: Date): Promise<HeldBooking | null> {
  if (!isSessionQuestion(question)) return null;
  if (question.assetId === undefined) throw bookingRequired();
  const [sessionIds, links] = await Promise.all([booked, sessionLinksOfAsset(question.assetId)]);
  const showing = [...new Set(links.filter((link) => link.isActive && sessionIds.has(link.sessionId)).map((link) => link.sessionId))];
  if (showing.length === 0) throw bookingRequired();
  const sessions = (await sessionsByIds(showing)).filter((session) => session.status !== 'cancelled');
  if (sessions.length === 0) throw bookingRequired();
  const venues = await loadVenuesOf(sessions);
  const windows = sessions.map((session) =>
    sessionQuestionWindow(question.timingPhase!, sessionStart({ date: session.sessionDate, time: session.sessionTime }, timeZoneOf(session, venues.get(session.venueId)))),
  );
  const states = windows.map((window) => questionWindowState(window, now));
  const open = states.indexOf('open');
  if (open >= 0) return { sessionId: sessions[open].sessionId, seatNumber: sessionIds.get(sessions[open].sessionId)! };
  const opening = windows.filter((_, i) => states[i] === 'not-open-yet').map((window) => window.opensAt!.getTime());
  throw questionNotOpen(opening.length > 0 ? new Date(Math.min(...opening)) : null);
}

/**
 * Starts the check a question's answer (or its edit) must pass, before the question is read: for a
 * question that may be a session's, the member's bookings are queried at once, in parallel with the
 * question's read; a movie question's id costs nothing. Call the result with the question once read:
 * it gives the booking that opens a session's question (null for any other), which the answer's
 * transaction checks with `bookingStillHeld`.
 */
export function sessionQuestionGate(userId: string, questionId: string): (question: SessionQuestionItem, now?: Date) => Promise<HeldBooking | null> {
  if (MOVIE_QUESTION_ID.test(questionId)) return async () => null;
  const booked = confirmedSessions(userId);
  // Not awaited at all for a trailer question: its failure must not go unhandled.
  booked.catch(() => undefined);
  return (question, now = new Date()) => assertOpen(question, booked, now);
}
