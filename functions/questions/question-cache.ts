import { LRUCache } from 'lru-cache';
import type { SessionQuestionItem } from '../data/entities/session-question';

/**
 * How long a warm Lambda keeps questions it read: to grade answers (each question, and the other
 * questions of its movie or asset, read along with it) and to list a movie's set. Questions are not
 * checked in an answer's transaction on purpose: every answer would then touch its question's item,
 * and on DynamoDB concurrent transactions that touch one item conflict, so a room (or the whole
 * platform, for a popular trailer) answering one question at once would queue on it. An admin's edit
 * reaches the container that made it at once (forgetQuestion) and every other one within this time, as
 * CloudFront's cached reads do; until then an answer is graded by the question as it stood.
 */
const QUESTION_CACHE_MS = 10_000;

/** Questions by id. */
export const questionCache = new LRUCache<string, SessionQuestionItem>({ max: 2_000, ttl: QUESTION_CACHE_MS });
/** A movie's complete generated set, by movie id. */
export const movieSetCache = new LRUCache<number, SessionQuestionItem[]>({ max: 200, ttl: QUESTION_CACHE_MS });

/** An admin changed or deleted a question: this container reads it (and any movie set) afresh from now on. */
export function forgetQuestion(questionId: string): void {
  questionCache.delete(questionId);
  // Edits are rare: dropping every set is simpler than finding the question's.
  movieSetCache.clear();
}
