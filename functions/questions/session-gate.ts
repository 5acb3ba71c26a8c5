import { bookingRequired, questionNotOpen } from '../../shared/errors';
import { questionWindowState, sessionQuestionWindow, sessionStart } from '../../shared/questions/flash-cards';
import { db } from '../data/service';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';
import type { QuestionItem } from './questions';

/** A question only a session shows: an asset's question with a timing phase (a movie's questions stay open to every member). */
export const isSessionQuestion = (question: QuestionItem) => question.movieId === undefined && question.timingPhase !== undefined;

/** Generated movie questions' ids start so (shared/questions/movie-qa.ts); no other question's do. */
const MOVIE_QUESTION_ID = /^movie-\d+-q/;

/** The sessions the member holds a confirmed booking of: one query of their bookings. */
async function confirmedSessions(userId: string): Promise<Set<string>> {
  const { data } = await db.entities.booking.query.byUser({ userId }).go({ pages: 'all', attributes: ['sessionId', 'status'] });
  return new Set(data.filter((booking) => booking.status === 'confirmed').map((booking) => booking.sessionId));
}

/**
 * Refuses a session's question to a member who may not answer it now (docs/earning-rules.md): 403
 * BOOKING_REQUIRED without a confirmed booking of a session (not cancelled) that shows the question's
 * asset, 409 QUESTION_NOT_OPEN outside the window of every such session (a post-show question before
 * the start, any after the 48 hours).
 */
async function assertOpen(question: QuestionItem, booked: Promise<Set<string>>, now: Date): Promise<void> {
  if (!isSessionQuestion(question)) return;
  if (question.assetId === undefined) throw bookingRequired();
  const [sessionIds, { data: links }] = await Promise.all([booked, db.entities.sessionAsset.query.byAsset({ assetId: question.assetId }).go({ pages: 'all' })]);
  const showing = [...new Set(links.filter((link) => link.isActive && sessionIds.has(link.sessionId)).map((link) => link.sessionId))];
  if (showing.length === 0) throw bookingRequired();
  const { data } = await db.entities.session.get(showing.map((sessionId) => ({ sessionId }))).go();
  const sessions = data.filter((session) => session.status !== 'cancelled');
  if (sessions.length === 0) throw bookingRequired();
  const venues = await loadVenuesOf(sessions);
  const windows = sessions.map((session) =>
    sessionQuestionWindow(question.timingPhase!, sessionStart({ date: session.sessionDate, time: session.sessionTime }, timeZoneOf(session, venues.get(session.venueId)))),
  );
  const states = windows.map((window) => questionWindowState(window, now));
  if (states.includes('open')) return;
  const opening = windows.filter((_, i) => states[i] === 'not-open-yet').map((window) => window.opensAt!.getTime());
  throw questionNotOpen(opening.length > 0 ? new Date(Math.min(...opening)) : null);
}

/**
 * Starts the check a question's answer (or its edit) must pass, before the question is read: for a
 * question that may be a session's, the member's bookings are queried at once, in parallel with the
 * question's read; a movie question's id costs nothing. Call the result with the question once read.
 */
export function sessionQuestionGate(userId: string, questionId: string): (question: QuestionItem, now?: Date) => Promise<void> {
  if (MOVIE_QUESTION_ID.test(questionId)) return async () => undefined;
  const booked = confirmedSessions(userId);
  // Not awaited at all for a trailer question: its failure must not go unhandled.
  booked.catch(() => undefined);
  return (question, now = new Date()) => assertOpen(question, booked, now);
}
