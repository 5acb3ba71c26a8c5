import type { PointsActivity } from '../constants';

/** What grading reads of a question: its options and the id of the right one (none for a survey). */
export interface GradableQuestion {
  options: readonly { id: string; text: string }[];
  /** An option id; absent or null for a survey question (no right answer). */
  correctAnswer?: string | null;
}

/** The points configuration's values for answers (activity types correct_answer and survey_answer). */
export interface AnswerPointValues {
  correct: number;
  survey: number;
}

export interface Grade {
  /** null for a survey question. */
  correct: boolean | null;
  /** What this answer earns when it is the member's first answer to the question. */
  points: number;
}

export const answerPointValues = (points: Record<PointsActivity, number>): AnswerPointValues => ({
  correct: points.correct_answer,
  survey: points.survey_answer,
});

export const isSurvey = (question: GradableQuestion) => question.correctAnswer === undefined || question.correctAnswer === null;

/** The option of the question with this id, or undefined when it is none of its options. */
export const findOption = (question: GradableQuestion, optionId: string) => question.options.find((option) => option.id === optionId);

/**
 * Grades an answer (decided on the server; docs/product-rules.md, "Questions and answers"): a quiz answer earns `correct_answer` points
 * when right and nothing when wrong; any answer to a survey question earns `survey_answer` points.
 */
export function gradeAnswer(question: GradableQuestion, optionId: string, values: AnswerPointValues): Grade {
  if (isSurvey(question)) return { correct: null, points: Math.max(0, values.survey) };
  const correct = optionId === question.correctAnswer;
  return { correct, points: correct ? Math.max(0, values.correct) : 0 };
}

/** What answering a question can earn, as the question lists label it ("worth 20 pts"). */
export const questionPoints = (question: GradableQuestion, values: AnswerPointValues) =>
  Math.max(0, isSurvey(question) ? values.survey : values.correct);
