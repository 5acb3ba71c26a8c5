import { randomInt, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AnswerResult, AnsweredQuestion } from '../../shared/api/routes/questions';
import { AppError, MESSAGES, badRequest, bookingRequired, conflict, insufficientPoints, notFound } from '../../shared/errors';
import { limitOutcome } from '../../shared/earning-limits';
import { findOption, gradeAnswer } from '../../shared/questions/grading';
import { toMemberQuestion } from '../../shared/questions/member-view';
import { answerReason, qaTopic } from '../../shared/questions/topics';
import { keyCursor, readFromCursor } from '../data/cursor';
import { changePoints, profileReadFor } from '../data/ledger';
import { loadOwnProfile } from '../data/profiles';
import { db } from '../data/service';
import { rememberedPointsRules } from '../data/settings';
import { ConditionFailed, TransactionConflicted, transactionEntities, writeTransaction, type TransactionEntities, type TransactionWrite } from '../data/transactions';
import { isConditionFailure } from '../data/write-errors';
import { QUESTION_STATS_SHARDS } from '../data/entities/question-stats';
import type { Caller } from '../lib/caller';
import { questionCache } from './question-cache';
import { answerValues } from './questions';
import { bookingStillHeld, sessionQuestionGate } from './session-gate';
import type { AssetItem } from '../data/entities/asset';
import type { SessionQuestionItem } from '../data/entities/session-question';
import { questionsOfAsset, questionsOfMovie } from '../data/questions';

/** Answered Questions page size. */
export const ANSWERS_PAGE_SIZE = 20;

/** An asset's title and type (the answer's topic) change rarely: a warm Lambda keeps them this long. */
const ASSET_CACHE_MS = 60_000;
const assetCache = new LRUCache<string, { asset: AssetItem | null }>({ max: 1_000, ttl: ASSET_CACHE_MS });

const alreadyAnswered = () => conflict('ALREADY_ANSWERED', MESSAGES.alreadyAnswered);

/** A crowd of the same member's answers kept the answer's item busy through every retry: stored by one of them means answered. */
async function answeredMeanwhile(error: unknown, userId: string, questionId: string): Promise<boolean> {
  if (!(error instanceof TransactionConflicted && error.has('answer'))) return false;
  return (await db.entities.sessionAnswer.get({ userId, questionId }).go({ consistent: true })).data !== null;
}
const questionNotFound = () => notFound('Question');
const notAnsweredYet = () => new AppError(404, 'NOT_FOUND', 'You have not answered this question yet');
const notAnOption = (optionId: string) => badRequest('That answer is not one of the options of this question.', { optionId });

/** The question a member may answer, read afresh (and cached): stored and active (404 otherwise). */
async function answerableQuestion(questionId: string): Promise<SessionQuestionItem> {
  const { data } = await db.entities.sessionQuestion.get({ questionId }).go({ consistent: true });
  if (!data?.isActive) {
    questionCache.delete(questionId);
    throw questionNotFound();
  }
  questionCache.set(questionId, data);
  return data;
}

/**
 * Caches the other questions of the question's movie or asset: members answer a deck, a trailer's or a
 * movie's questions one after another, and each next answer then needs no read.
 */
async function cacheSiblings(question: SessionQuestionItem): Promise<void> {
  const { movieId, assetId } = question;
  let siblings: SessionQuestionItem[] = [];
  if (movieId !== undefined) siblings = await questionsOfMovie(movieId);
  else if (assetId !== undefined) siblings = await questionsOfAsset(assetId);
  for (const sibling of siblings) {
    // Never over a copy read since (the question just read consistently, or one refreshed meanwhile).
    if (sibling.isActive && !questionCache.has(sibling.questionId)) questionCache.set(sibling.questionId, sibling);
  }
}

async function assetOf(question: SessionQuestionItem): Promise<AssetItem | null> {
  if (question.assetId === undefined || question.movieId !== undefined) return null;
  const cached = assetCache.get(question.assetId);
  if (cached) return cached.asset;
  const { data } = await db.entities.asset.get({ assetId: question.assetId }).go();
  assetCache.set(question.assetId, { asset: data });
  return data;
}

/** The answer's own writes, beside the ledger's. */
type AnswerRole = 'answer' | 'topic' | 'stats';

export interface GradedAnswer {
  userId: string;
  questionId: string;
  option: { id: string; text: string };
  correct: boolean | null;
  points: number;
  topic: string | null;
  createdAt: string;
}

/**
 * An answer's own items of its transaction: the answer, created only if absent (one per member and
 * question), the member's Q&A topic and the question's answer counts. Exported for the benchmarks,
 * whose raw transaction must be the very items an answer writes.
 */
export function answerWrites(entities: TransactionEntities, answer: GradedAnswer): TransactionWrite<AnswerRole>[] {
  const { userId, questionId, option, correct, points, topic, createdAt } = answer;
  return [
    {
      role: 'answer',
      item: entities.sessionAnswer
        .create({
          userId,
          questionId,
          answerId: randomUUID(),
          selectedOptionId: option.id,
          answerText: option.text,
          isCorrect: correct ?? undefined,
          pointsAwarded: points,
          qaTopic: topic ?? undefined,
          createdAt,
        })
        .commit(),
    },
    ...(topic ? [{ role: 'topic' as const, item: entities.userQa.put({ userId, qaTopic: topic, createdAt }).commit() }] : []),
    // The day's answer and correct counts of the question (Reports & Analytics): one shard of a separate
    // item, never the question itself, which a whole room may be answering at once.
    {
      role: 'stats',
      item: entities.questionStats
        .update({ day: createdAt.slice(0, 10), questionId, shard: randomInt(QUESTION_STATS_SHARDS) })
        .add({ answers: 1, correct: correct ? 1 : 0 })
        .commit(),
    },
  ];
}

/**
 * Answers a question once (docs/product-rules.md, "Questions and answers"): graded by the server, and the answer item (created only if
 * absent: one per member and question), the member's Q&A topic and the points it earns in ONE
 * transaction. A right quiz answer earns `correct_answer`, a survey answer `survey_answer`, both
 * through changePoints (the ledger entry is in the same transaction); a wrong answer earns nothing
 * and writes no ledger entry, but its answer and topic still go together. A second answer, also a
 * concurrent one, is 409 ALREADY_ANSWERED and earns nothing.
 *
 * Graded from the question and the points values as this container last read them (question-cache.ts,
 * rememberedPointsRules), so a warm Lambda answers with the transaction as its only round trip.
 */
export async function answerQuestion(caller: Caller, questionId: string, optionId: string): Promise<AnswerResult> {
  // The ledger needs the member's profile (unless this container knows their balance): read it at the
  // same time as the question (wasted only on a refusal or a wrong answer, which pay nothing).
  const profileRead = profileReadFor(caller.userId);
  // A session's question needs the member's booking: their bookings are read beside the question.
  const gate = sessionQuestionGate(caller.userId, questionId);
  const cached = questionCache.get(questionId);
  const [read, values, { limits }] = await Promise.all([cached ?? answerableQuestion(questionId), answerValues(), rememberedPointsRules()]);
  // An option the cached question lacks may have been added since: only a fresh read refuses it.
  const question = cached && !findOption(cached, optionId) ? await answerableQuestion(questionId) : read;
  const option = findOption(question, optionId);
  if (!option) throw notAnOption(optionId);
  // A question read now: its siblings are read while the answer is written (a failure only leaves them uncached).
  const caching = cached ? undefined : cacheSiblings(question).catch(() => undefined);
  const [asset, heldBooking] = await Promise.all([assetOf(question), gate(question)]);
  const grade = gradeAnswer(question, optionId, values);
  const topic = qaTopic(question, asset);
  const now = new Date();
  const createdAt = now.toISOString();

  const writes = (entities: TransactionEntities, [paid = grade.points]: number[] = []) => [
    ...answerWrites(entities, { userId: caller.userId, questionId, option, correct: grade.correct, points: paid, topic, createdAt }),
    ...(heldBooking ? [bookingStillHeld(entities, heldBooking, caller.userId)] : []),
  ];
  // A booking cancelled since the gate read it refuses the answer as if it had never been held.
  const refusal = (failed: ConditionFailed) => (failed.has('booking') ? bookingRequired() : alreadyAnswered());
  // A survey answer earns `survey_answer`, a right quiz answer `correct_answer`, each within its limit.
  const activity = grade.correct === null ? ('survey_answer' as const) : ('correct_answer' as const);

  let paid = { awarded: 0, limitReached: false };
  if (grade.points > 0) {
    const change = {
      userId: caller.userId,
      delta: grade.points,
      reason: answerReason(question, asset),
      type: 'answer' as const,
      subject: `question#${questionId}`,
      earning: { activity, limit: limits[activity] },
    };
    // The answer (created only if absent) and a session question's booking are the writes with a condition.
    const options = { onInsufficient: insufficientPoints, now, extraWrites: writes, onExtraConditionFailed: refusal };
    try {
      paid = await changePoints(change, { ...options, profileRead });
    } catch (error) {
      if (await answeredMeanwhile(error, caller.userId, questionId)) throw alreadyAnswered();
      if (!(error instanceof AppError && error.status === 404)) throw error;
      // A member whose profile was never made (no earlier call made it): make it and pay.
      await loadOwnProfile(caller);
      paid = await changePoints(change, options);
    }
  } else {
    try {
      await writeTransaction(writes(transactionEntities));
    } catch (error) {
      if (await answeredMeanwhile(error, caller.userId, questionId)) throw alreadyAnswered();
      if (error instanceof ConditionFailed && (error.has('answer') || error.has('booking'))) throw refusal(error);
      throw error;
    }
  }
  await caching;
  return {
    correct: grade.correct,
    pointsAwarded: paid.awarded,
    correctOptionId: question.correctAnswer ?? null,
    ...limitOutcome(paid.limitReached, limits[activity], now),
  };
}

/**
 * Changes the member's answer (answered can be edited but awards no extra points; docs/product-rules.md, "Questions and answers"):
 * the new choice is stored and graded again; the points first awarded stay as they were.
 */
export async function changeAnswer(userId: string, questionId: string, optionId: string): Promise<AnswerResult> {
  const gate = sessionQuestionGate(userId, questionId);
  // Read afresh: an edit is rare, and its grading is what the member sees next.
  const question = await answerableQuestion(questionId);
  const option = findOption(question, optionId);
  if (!option) throw notAnOption(optionId);
  // Its grading shows in the member's figures: a session's question changes only while it takes answers.
  await gate(question);
  const grade = gradeAnswer(question, optionId, await answerValues());
  const update = db.entities.sessionAnswer
    .patch({ userId, questionId })
    .set({ selectedOptionId: optionId, answerText: option.text, editedAt: new Date().toISOString(), ...(grade.correct === null ? {} : { isCorrect: grade.correct }) });
  try {
    await (grade.correct === null ? update.remove(['isCorrect']) : update).go();
  } catch (error) {
    if (isConditionFailure(error)) throw notAnsweredYet();
    throw error;
  }
  return { correct: grade.correct, pointsAwarded: 0, correctOptionId: question.correctAnswer ?? null, limitReached: false };
}

/**
 * The member's answered questions, newest first, a page at a time (ElectroDB's opaque cursor): each
 * with its question as the member sees it (their choice and the correct option), where it was asked
 * and the points it earned. A question deleted since is left out.
 */
export async function listMyAnswers(userId: string, cursor?: string): Promise<{ items: AnsweredQuestion[]; nextCursor?: string }> {
  const from = keyCursor(cursor, 'gsi2');
  const page = await readFromCursor(from, () =>
    db.entities.sessionAnswer.query.byMemberNewest({ userId }).go({ order: 'desc', limit: ANSWERS_PAGE_SIZE, cursor: from }),
  );
  const keys = [...new Set(page.data.map((answer) => answer.questionId))].map((questionId) => ({ questionId }));
  const [questions, values] = await Promise.all([
    keys.length > 0 ? db.entities.sessionQuestion.get(keys).go().then((result) => result.data) : Promise.resolve([]),
    answerValues(),
  ]);
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  const items = page.data.flatMap((answer) => {
    const question = byId.get(answer.questionId);
    if (!question) return [];
    return [
      {
        question: toMemberQuestion(question, answer, values),
        topic: answer.qaTopic ?? null,
        pointsAwarded: answer.pointsAwarded,
        answeredAt: answer.createdAt,
        updatedAt: answer.editedAt ?? null,
      },
    ];
  });
  return { items, ...(page.cursor ? { nextCursor: page.cursor } : {}) };
}
