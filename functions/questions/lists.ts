import type { MemberQuestion } from '../../shared/api/routes/questions';
import { notFound } from '../../shared/errors';
import { movieQuestionIdPrefix } from '../../shared/questions/movie-qa';
import { TRAILER_PHASE_KEY } from '../data/entities/session-question';
import { db } from '../data/service';
import { movieQuestions, type GenerationOptions } from './movie-questions';
import { activeInOrder, answersTo, answerValues, asMemberQuestions } from './questions';
import type { SessionAnswerItem } from '../data/entities/session-answer';
import { questionsOfAsset } from '../data/questions';

/** The member's answers to a movie's questions: one key range of their answers (the set's ids share a prefix). */
async function answersToMovie(userId: string, movieId: number): Promise<Map<string, SessionAnswerItem>> {
  const { data } = await db.entities.sessionAnswer.query
    .byMember({ userId })
    .begins({ questionId: movieQuestionIdPrefix(movieId) })
    .go({ pages: 'all', consistent: true });
  return new Map(data.map((answer) => [answer.questionId, answer]));
}

/**
 * The movie detail's Q&A tab: the movie's active questions (generated once, on the first member's
 * request, for a movie the app lists), with this member's answers. The questions, the answers and the
 * points values are read at the same time.
 */
export async function listMovieQuestions(userId: string, movieId: number, options: GenerationOptions = {}): Promise<MemberQuestion[]> {
  const [questions, answers, values] = await Promise.all([movieQuestions(movieId, { ...options, member: userId }), answersToMovie(userId, movieId), answerValues()]);
  return asMemberQuestions(activeInOrder(questions), answers, values);
}

/** How many questions the Q&A tab holds (for guests too): those that exist, 0 before a member's request generated them. */
export async function movieQuestionCount(movieId: number): Promise<number> {
  return (await movieQuestions(movieId)).filter((question) => question.isActive).length;
}

/** The trailer Q&A: an active asset's active questions with no timing phase, with this member's answers. */
export async function listAssetQuestions(userId: string, assetId: string): Promise<MemberQuestion[]> {
  const [{ data: asset }, questions, values] = await Promise.all([
    db.entities.asset.get({ assetId }).go(),
    questionsOfAsset(assetId, TRAILER_PHASE_KEY),
    answerValues(),
  ]);
  if (!asset?.isActive) throw notFound('Asset');
  const active = activeInOrder(questions);
  return asMemberQuestions(active, await answersTo(userId, active.map((q) => q.questionId)), values);
}
