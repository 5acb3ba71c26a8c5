import type { FlashCardSession } from '../../shared/api/routes/questions';
import { AppError } from '../../shared/errors';
import { isFlashCardWindowOpen, questionWindowState, sessionQuestionWindow, sessionStart } from '../../shared/questions/flash-cards';
import { db } from '../data/service';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';
import { movieQuestions, type GenerationOptions } from './movie-questions';
import { activeInOrder, answersTo, answerValues, asMemberQuestions } from './questions';
import { isSessionQuestion } from './session-gate';
import type { SessionQuestionItem } from '../data/entities/session-question';
import { assetLinksOfSession, sessionsByIds } from '../data/sessions';
import { bookedSeatsOfMember } from '../data/bookings';
import { questionsOfAsset } from '../data/questions';

/** A session's movie id as the movie database knows it (sessions keep it as text), or null. */
function movieIdOf(session: { movieId?: string }): number | null {
  const id = Number(session.movieId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A movie's questions for its sessions' flash cards; a generation that fails leaves them out rather than the whole list. */
async function movieCards(movieId: number, options: GenerationOptions): Promise<SessionQuestionItem[]> {
  try {
    return await movieQuestions(movieId, options);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    options.log?.(`Flash cards without the questions of movie ${movieId}`, error);
    return [];
  }
}

/** An asset's questions that have a timing phase (its trailer-style questions belong to the trailer Q&A). */
async function phasedAssetQuestions(assetId: string): Promise<SessionQuestionItem[]> {
  return (await questionsOfAsset(assetId)).filter((question) => question.timingPhase !== undefined);
}

/**
 * The member's flash cards (docs/product-rules.md, "Questions and answers"): for each session they hold a confirmed booking of, from the
 * booking until 48 hours after the session's start (its date and time on its venue's clock), the
 * session's movie's questions (generated if need be) and the questions of its active assets that
 * have a timing phase (the movie's first, then the assets' in running order); pre-show and post-show
 * apart, sessions by start.
 */
export async function listFlashCards(userId: string, now: Date = new Date(), options: GenerationOptions = {}): Promise<FlashCardSession[]> {
  const bookings = await bookedSeatsOfMember(userId);
  const sessionIds = [...new Set(bookings.filter((b) => b.status === 'confirmed').map((b) => b.sessionId))];
  if (sessionIds.length === 0) return [];

  const sessions = await sessionsByIds(sessionIds);
  const venues = await loadVenuesOf(sessions);
  const open = sessions
    .filter((session) => session.status !== 'cancelled')
    .map((session) => ({ session, start: sessionStart({ date: session.sessionDate, time: session.sessionTime }, timeZoneOf(session, venues.get(session.venueId))) }))
    .filter(({ start }) => isFlashCardWindowOpen(start, now))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.session.sessionId.localeCompare(b.session.sessionId));
  if (open.length === 0) return [];

  const movieIds = [...new Set(open.flatMap(({ session }) => movieIdOf(session) ?? []))];
  const links = await Promise.all(
    open.map(({ session }) => assetLinksOfSession(session.sessionId)),
  );
  const assetIds = [...new Set(links.flat().filter((link) => link.isActive).map((link) => link.assetId))];
  const [movieSets, assetSets, assets, values] = await Promise.all([
    Promise.all(movieIds.map((movieId) => movieCards(movieId, options))),
    Promise.all(assetIds.map(phasedAssetQuestions)),
    assetIds.length > 0 ? db.entities.asset.get(assetIds.map((assetId) => ({ assetId }))).go().then((r) => r.data) : Promise.resolve([]),
    answerValues(),
  ]);
  const byMovie = new Map(movieIds.map((movieId, i) => [movieId, movieSets[i]]));
  const activeAssets = new Set(assets.filter((asset) => asset.isActive).map((asset) => asset.assetId));
  const byAsset = new Map(assetIds.map((assetId, i) => [assetId, activeAssets.has(assetId) ? assetSets[i] : []]));

  const perSession = open.map(({ session, start }, i) => {
    const movieId = movieIdOf(session);
    // The movie's questions first, then each asset's in the session's running order.
    const questions = [
      ...activeInOrder(movieId === null ? [] : (byMovie.get(movieId) ?? [])),
      ...links[i].filter((link) => link.isActive).flatMap((link) => activeInOrder(byAsset.get(link.assetId) ?? [])),
    ];
    return { session, start, questions: [...new Map(questions.map((q) => [q.questionId, q])).values()] };
  });
  const answers = await answersTo(userId, perSession.flatMap(({ questions }) => questions.map((q) => q.questionId)));

  return perSession.map(({ session, questions, start }) => {
    // A session's own post-show questions open at its start (session-gate.ts); a movie's are open to every member.
    const notOpenYet = new Set(questions.filter((q) => isSessionQuestion(q) && questionWindowState(sessionQuestionWindow(q.timingPhase!, start), now) === 'not-open-yet').map((q) => q.questionId));
    const cards = asMemberQuestions(questions, answers, values).map((card) => (notOpenYet.has(card.id) ? { ...card, opensAt: start.toISOString() } : card));
    return {
      session: { id: session.sessionId, movieTitle: session.movieTitle, date: session.sessionDate, time: session.sessionTime },
      pre: cards.filter((card) => card.phase === 'pre-show'),
      post: cards.filter((card) => card.phase === 'post-show'),
    };
  });
}
