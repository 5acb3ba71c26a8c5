import type { AnswerResult, MemberQuestion } from '@shared/api/routes/questions';
import { api, ApiError, apiErrorOf, apiKey } from './api-client';
import { failureText, type FailureText } from './error-messages';
import { useApi } from './use-api';
import { formatNumber } from './format';

/**
 * Q&A plumbing shared by every place a member answers questions (movie Q&A, trailer Q&A, flash cards,
 * Answered Questions): the answer calls, the member's view of a question after an answer, and the
 * fixed error texts for a failed answer (docs/product-rules.md, "Questions and answers").
 */

/** Sends the member's answer (graded by the server; 409 ALREADY_ANSWERED for a second one). */
export const submitAnswer = (questionId: string, optionId: string) => api('answerQuestion', { params: { id: questionId }, body: { optionId } });

/** Changes the member's answer: graded again, no points (docs/product-rules.md, "Questions and answers"). */
export const changeAnswer = (questionId: string, optionId: string) => api('changeMyAnswer', { params: { id: questionId }, body: { optionId } });

/** A trailer asset's questions for the signed-in member (`null` skips the request, e.g. for guests). */
export const useAssetQuestions = (assetId: string | null) => useApi(assetId ? apiKey('listAssetQuestions', { params: { id: assetId } }) : null);

/**
 * The member's flash cards (sessions they booked, until 48 hours after the start): /in-session's decks,
 * and home's New badge and questions window. One key for both, so an answer in one shows in the other.
 */
export const useFlashCards = (enabled: boolean) => useApi(enabled ? apiKey('listMyFlashCards') : null);

/** The question as the member sees it once their answer is in: their choice and, for a quiz, the right option. */
export const withAnswer = (question: MemberQuestion, optionId: string, result?: Pick<AnswerResult, 'correctOptionId'>): MemberQuestion => ({
  ...question,
  answered: true,
  myOptionId: optionId,
  correctOptionId: result?.correctOptionId !== undefined ? result.correctOptionId : question.correctOptionId,
});

/** Marks one question answered in a list (for SWR's optimistic data after an answer). */
export const markAnswered = (items: MemberQuestion[], questionId: string, optionId: string, result?: AnswerResult) =>
  items.map((question) => (question.id === questionId ? withAnswer(question, optionId, result) : question));

/** The failure of an answer or of its change, typed by their routes' codes. */
const answerError = (error: unknown) => apiErrorOf(error, 'answerQuestion', 'changeMyAnswer');

export const isAlreadyAnswered = (error: unknown) => apiErrorOf(error, 'answerQuestion')?.code === 'ALREADY_ANSWERED';
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
/** A session's question the member may not answer or change now (no booking of a show that plays it, or outside its window). */
export const isNotAnswerableNow = (error: unknown): error is ApiError => {
  const code = answerError(error)?.code;
  return code === 'BOOKING_REQUIRED' || code === 'QUESTION_NOT_OPEN';
};
/** The movie's questions were not made for this member today: they started the most generations a day allows. */
export const isGenerationLimit = (error: unknown): error is ApiError => apiErrorOf(error, 'listMovieQuestions')?.code === 'GENERATION_LIMIT';

/**
 * The toast of an answer that failed for no reason of its own. An answer that then gets through
 * `replaces` it: by title and description, as "Error" alone would close unrelated failures too.
 */
export const ANSWER_FAILED: FailureText = { title: 'Error', description: 'Failed to submit answer' };

/** The toast for an answer that failed (docs/product-rules.md, "Questions and answers"): a duplicate says so; otherwise ANSWER_FAILED. */
export function answerFailure(error: unknown): FailureText {
  if (isSignedOut(error)) return { title: 'Please log in to answer questions' };
  // A duplicate's title is the API's message, the spec's text: "You have already answered this question".
  return failureText(answerError(error), ANSWER_FAILED);
}

/** A flash card the member can answer now: not answered, and open (a session's post-show card opens at the show's start). */
export const isAnswerableNow = (question: MemberQuestion) => !question.answered && question.opensAt === undefined;
/** A flash card that opens later (a session's post-show card before the show starts). */
export const opensLater = (question: MemberQuestion) => !question.answered && question.opensAt !== undefined;

/** "20 pts" */
export const pointsLabel = (points: number) => `${formatNumber(points)} pts`;
