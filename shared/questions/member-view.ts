import type { MemberQuestion } from '../api/routes/questions';
import { questionPoints, type AnswerPointValues } from './grading';

/** A stored question as the API reads it (functions/data/entities/session-question.ts). */
export interface StoredQuestion {
  questionId: string;
  questionText: string;
  options: { id: string; text: string }[];
  timingPhase?: 'pre-show' | 'post-show';
  correctAnswer?: string;
}

/** What the member's own answer says, if there is one. */
export interface StoredAnswer {
  selectedOptionId?: string;
}

/**
 * A question as this member may see it (docs/product-rules.md, "Questions and answers"): the correct option ONLY once this member has
 * answered it (null then for a survey). Every route that lists questions goes through here.
 */
export function toMemberQuestion(question: StoredQuestion, answer: StoredAnswer | undefined, values: AnswerPointValues): MemberQuestion {
  const view: MemberQuestion = {
    id: question.questionId,
    text: question.questionText,
    options: question.options.map(({ id, text }) => ({ id, text })),
    phase: question.timingPhase ?? null,
    points: questionPoints(question, values),
    answered: answer !== undefined,
  };
  if (answer) {
    if (answer.selectedOptionId !== undefined) view.myOptionId = answer.selectedOptionId;
    view.correctOptionId = question.correctAnswer ?? null;
  }
  return view;
}

const PHASE_ORDER: Record<string, number> = { 'pre-show': 0, 'post-show': 1, none: 2 };

/** Pre-show first, then post-show, then questions with no phase; within a phase as created (ids break ties). */
export function compareQuestions(
  a: { timingPhase?: string; createdAt: string; questionId: string },
  b: { timingPhase?: string; createdAt: string; questionId: string },
): number {
  return (
    PHASE_ORDER[a.timingPhase ?? 'none'] - PHASE_ORDER[b.timingPhase ?? 'none'] ||
    a.createdAt.localeCompare(b.createdAt) ||
    a.questionId.localeCompare(b.questionId)
  );
}
