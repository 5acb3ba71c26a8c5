import * as z from 'zod';
import { positiveId } from '../../schemas/input';
import { limitOutcomeSchema } from '../../schemas/earning-limits';
import { defineRoutes } from '../route-spec';

const QUESTION_PHASES = ['pre-show', 'post-show'] as const;

const movieIdParams = z.object({ id: positiveId('Not found') });
const idParams = z.object({ id: z.string().trim().min(1).max(128) });

export const questionOptionSchema = z.object({ id: z.string(), text: z.string() });

/**
 * A question as a member sees it (docs/api.md, "Paths and bodies"). The correct option is sent only once this member has
 * answered; `correctOptionId` is then null for a survey question (no right answer).
 */
export const memberQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(questionOptionSchema),
  phase: z.enum(QUESTION_PHASES).nullable(),
  /** What answering earns: `correct_answer` points for a right quiz answer, `survey_answer` for a survey. */
  points: z.number().int(),
  answered: z.boolean(),
  myOptionId: z.string().optional(),
  correctOptionId: z.string().nullable().optional(),
  /** Flash cards: a session's post-show question opens at the show's start (ISO instant); set only while it is not open yet. */
  opensAt: z.string().optional(),
});
export type MemberQuestion = z.infer<typeof memberQuestionSchema>;

const questionListSchema = z.object({ items: z.array(memberQuestionSchema) });

export const answerRequestSchema = z.object({
  optionId: z.string({ error: 'Please select an answer before submitting.' }).trim().min(1, 'Please select an answer before submitting.').max(64),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const answerResultSchema = z.object({
  /** null for a survey question. */
  correct: z.boolean().nullable(),
  pointsAwarded: z.number().int(),
  correctOptionId: z.string().nullable().optional(),
  ...limitOutcomeSchema.shape,
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const flashCardSessionSchema = z.object({
  session: z.object({ id: z.string(), movieTitle: z.string(), date: z.string(), time: z.string() }),
  pre: z.array(memberQuestionSchema),
  post: z.array(memberQuestionSchema),
});
export type FlashCardSession = z.infer<typeof flashCardSessionSchema>;

export const answeredQuestionSchema = z.object({
  question: memberQuestionSchema,
  /** Where it was asked: the asset's title, "Trailer Q&A", or the movie's title. */
  topic: z.string().nullable(),
  pointsAwarded: z.number().int(),
  answeredAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const questionsRoutes = defineRoutes({
  getMovieQuestionCount: {
    method: 'GET',
    path: '/api/movies/{id}/question-count',
    domain: 'questions',
    auth: 'public',
    summary: "How many questions a movie's Q&A tab holds: those that exist (0 before a member's request generated them); never generates",
    params: movieIdParams,
    response: z.object({ count: z.number().int() }),
  },
  listMovieQuestions: {
    method: 'GET',
    path: '/api/movies/{id}/questions',
    domain: 'questions',
    auth: 'member',
    errors: ['NOT_FOUND', 'GENERATION_LIMIT', 'QUESTION_GENERATION_FAILED', 'QUESTION_GENERATION_PENDING'],
    summary:
      "A movie's questions (generated once on the first member's request, for a movie the app lists, at most 20 new movies per member a day, else 429 GENERATION_LIMIT: the first 5 pre-show, the rest post-show)",
    params: movieIdParams,
    response: questionListSchema,
  },
  listAssetQuestions: {
    method: 'GET',
    path: '/api/assets/{id}/questions',
    domain: 'questions',
    auth: 'member',
    errors: ['NOT_FOUND'],
    summary: "A trailer asset's questions (trailer Q&A: the questions with no timing phase)",
    params: idParams,
    response: questionListSchema,
  },
  listMyFlashCards: {
    method: 'GET',
    path: '/api/me/flash-cards',
    domain: 'questions',
    auth: 'member',
    summary: "The caller's flash cards: per booked session, from booking until 48 hours after its start, pre-show and post-show",
    response: z.object({ items: z.array(flashCardSessionSchema) }),
  },
  listMyAnswers: {
    method: 'GET',
    path: '/api/me/answers',
    domain: 'questions',
    auth: 'member',
    summary: "The caller's answered questions, newest first, with each question and whether it was right",
    query: z.object({ cursor: z.string().max(2000).optional() }),
    response: z.object({ items: z.array(answeredQuestionSchema), nextCursor: z.string().optional() }),
  },
  answerQuestion: {
    method: 'POST',
    path: '/api/questions/{id}/answers',
    domain: 'questions',
    auth: 'member',
    errors: ['NOT_FOUND', 'BOOKING_REQUIRED', 'QUESTION_NOT_OPEN', 'ALREADY_ANSWERED'],
    summary: 'Answer a question once: graded by the server, points in the same transaction (409 ALREADY_ANSWERED again)',
    params: idParams,
    body: answerRequestSchema,
    response: answerResultSchema,
    status: 201,
  },
  changeMyAnswer: {
    method: 'PUT',
    path: '/api/questions/{id}/answers/mine',
    domain: 'questions',
    auth: 'member',
    errors: ['NOT_FOUND', 'BOOKING_REQUIRED', 'QUESTION_NOT_OPEN'],
    summary: "Change the caller's answer: the new choice is kept and graded, no points are awarded",
    params: idParams,
    body: answerRequestSchema,
    response: answerResultSchema,
  },
});
