import type { FlashCardSession } from '@shared/api/routes/questions';
import { isAnswerableNow, opensLater } from '../../../lib/questions';

/** A session's cards in the order they are asked: the pre-show ones, then the post-show ones. */
export const cardsOf = (session: FlashCardSession) => [
  ...session.pre.map((question) => ({ question, section: 'pre' as const })),
  ...session.post.map((question) => ({ question, section: 'post' as const })),
];

/** The cards the member can answer now (not those that open at the show's start). */
export const unansweredCount = (session: FlashCardSession) => cardsOf(session).filter(({ question }) => isAnswerableNow(question)).length;
/** The cards that open at the show's start. */
export const laterCount = (session: FlashCardSession) => cardsOf(session).filter(({ question }) => opensLater(question)).length;
