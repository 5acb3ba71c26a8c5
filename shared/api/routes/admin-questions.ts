import * as z from 'zod';
import { displayText } from '../../schemas/input';
import {
  GENERATE_FIRST_QUANTITY,
  GENERATE_MORE_QUANTITY,
  MAX_SURVEY_OPTION_LENGTH,
  MAX_SURVEY_OPTIONS,
  MAX_SURVEY_QUESTION_LENGTH,
  MIN_SURVEY_OPTIONS,
  SURVEY_MESSAGES,
} from '../../questions/survey';
import { defineRoutes } from '../route-spec';
import { adminIdParams, bulkResults, pageOf } from './admin-common';
import { ASSET_TYPES } from './admin-assets';

/** At most this many questions are saved, deleted or generated in one call. */
export const MAX_QUESTIONS_PER_CALL = 50;

const optionSchema = z.object({
  id: z.string().trim().min(1).max(32),
  text: displayText({ error: SURVEY_MESSAGES.optionText }).trim().min(1, SURVEY_MESSAGES.optionText).max(MAX_SURVEY_OPTION_LENGTH, `Options must be at most ${MAX_SURVEY_OPTION_LENGTH} characters`),
});

/** A question of the add/edit dialog or a reviewed draft: the fixed messages of docs/back-office.md, "Questions", a correct option only among the options. */
export const surveyQuestionInputSchema = z
  .object({
    text: displayText({ error: SURVEY_MESSAGES.text }).trim().min(1, SURVEY_MESSAGES.text).max(MAX_SURVEY_QUESTION_LENGTH, `Questions must be at most ${MAX_SURVEY_QUESTION_LENGTH} characters`),
    options: z
      .array(optionSchema, { error: SURVEY_MESSAGES.options })
      .min(MIN_SURVEY_OPTIONS, SURVEY_MESSAGES.options)
      .max(MAX_SURVEY_OPTIONS, `At most ${MAX_SURVEY_OPTIONS} options`)
      .refine((options) => new Set(options.map((o) => o.id)).size === options.length, 'Option ids must be distinct'),
    /** An option id; null (or absent) for a survey question with no right answer. */
    correctOptionId: z.string().trim().min(1).max(32).nullable().optional(),
  })
  .refine((q) => !q.correctOptionId || q.options.some((o) => o.id === q.correctOptionId), {
    message: 'The correct answer must be one of the options',
    path: ['correctOptionId'],
  });
export type SurveyQuestionInput = z.infer<typeof surveyQuestionInputSchema>;

const assetIdField = z.string({ error: SURVEY_MESSAGES.asset }).trim().min(1, SURVEY_MESSAGES.asset).max(128);

/** A question as the back office sees it: the correct option included (admins only). */
export const adminQuestionSchema = z.object({
  id: z.string(),
  assetId: z.string().nullable(),
  assetTitle: z.string().nullable(),
  assetType: z.enum(ASSET_TYPES).nullable(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  correctOptionId: z.string().nullable(),
  phase: z.enum(['pre-show', 'post-show']).nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** A generated question for the admin to review before saving (nothing is stored). */
export const questionDraftSchema = z.object({
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  correctOptionId: z.string().nullable(),
});
export type QuestionDraft = z.infer<typeof questionDraftSchema>;

export const QUESTION_LINK_STATES = ['unlinked', 'linked'] as const;

export const adminQuestionsRoutes = defineRoutes({
  listAdminAssetQuestions: {
    method: 'GET',
    path: '/api/admin/assets/{id}/questions',
    domain: 'questions',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "An asset's questions (every phase, active or not), oldest first, with their correct options",
    params: adminIdParams,
    response: z.object({ items: z.array(adminQuestionSchema) }),
  },
  createAdminQuestions: {
    method: 'POST',
    path: '/api/admin/questions',
    domain: 'questions',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Save questions for an asset (the dialog\'s one, or the reviewed drafts): created active and linked',
    body: z.object({
      assetId: assetIdField,
      questions: z
        .array(surveyQuestionInputSchema, { error: SURVEY_MESSAGES.text })
        .min(1, SURVEY_MESSAGES.text)
        .max(MAX_QUESTIONS_PER_CALL, `At most ${MAX_QUESTIONS_PER_CALL} questions at a time`),
    }),
    response: z.object({ items: z.array(adminQuestionSchema) }),
    status: 201,
  },
  updateAdminQuestion: {
    method: 'PUT',
    path: '/api/admin/questions/{id}',
    domain: 'questions',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "Edit a question's text, options and correct option (null: a survey question)",
    params: adminIdParams,
    body: surveyQuestionInputSchema,
    response: adminQuestionSchema,
  },
  setAdminQuestionStatus: {
    method: 'PATCH',
    path: '/api/admin/questions/{id}',
    domain: 'questions',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Turn a question on or off for members',
    params: adminIdParams,
    body: z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }),
    response: adminQuestionSchema,
  },
  deleteAdminQuestion: {
    method: 'DELETE',
    path: '/api/admin/questions/{id}',
    domain: 'questions',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Delete a question',
    params: adminIdParams,
    status: 204,
  },
  generateAssetQuestions: {
    method: 'POST',
    path: '/api/admin/assets/{id}/questions/generate',
    domain: 'questions',
    auth: 'admin',
    errors: ['NOT_FOUND', 'QUESTION_GENERATION_FAILED'],
    summary:
      "Draft questions for an asset with the question generator (Bedrock where configured): grounded in the asset's movie when it has one, else survey questions; nothing is saved",
    params: adminIdParams,
    body: z.object({
      quantity: z.union([z.literal(GENERATE_FIRST_QUANTITY), z.literal(GENERATE_MORE_QUANTITY)], {
        error: `quantity must be ${GENERATE_FIRST_QUANTITY} or ${GENERATE_MORE_QUANTITY}`,
      }),
      /** The texts already drafted or saved: Generate More gives new ones. */
      avoid: z.array(z.string().max(MAX_SURVEY_QUESTION_LENGTH)).max(200).optional(),
    }),
    response: z.object({ items: z.array(questionDraftSchema) }),
  },
  listQuestionLinks: {
    method: 'GET',
    path: '/api/admin/question-links',
    domain: 'questions',
    auth: 'admin',
    summary: 'Question-Asset Links: the unlinked or the linked asset questions, newest first, a page at a time',
    query: z.object({
      state: z.enum(QUESTION_LINK_STATES, { error: 'state must be unlinked or linked' }),
      cursor: z.string().trim().min(1).max(4000).optional(),
    }),
    response: pageOf(adminQuestionSchema),
  },
  getQuestionLinkCounts: {
    method: 'GET',
    path: '/api/admin/question-links/counts',
    domain: 'questions',
    auth: 'admin',
    summary: 'Question-Asset Links counters: unlinked and linked questions, active assets to link to',
    response: z.object({ unlinked: z.number().int(), linked: z.number().int(), availableAssets: z.number().int() }),
  },
  linkQuestion: {
    method: 'PUT',
    path: '/api/admin/questions/{id}/asset',
    domain: 'questions',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Link a question to an asset, or unlink it (assetId null)',
    params: adminIdParams,
    body: z.object({ assetId: z.string().trim().min(1, SURVEY_MESSAGES.asset).max(128).nullable() }),
    response: adminQuestionSchema,
  },
  bulkDeleteQuestions: {
    method: 'POST',
    path: '/api/admin/questions/bulk-delete',
    domain: 'questions',
    auth: 'admin',
    summary: 'Delete up to 50 questions by id; each item answers for itself',
    body: z.object({
      ids: z
        .array(z.string().trim().min(1).max(128), { error: 'Please select at least one question' })
        .min(1, 'Please select at least one question')
        .max(MAX_QUESTIONS_PER_CALL, `At most ${MAX_QUESTIONS_PER_CALL} questions at a time`),
    }),
    // A question not there (any more), one whose delete others kept busy through every retry, an unexpected failure.
    ...bulkResults(['NOT_FOUND', 'CONCURRENT_UPDATE', 'INTERNAL']),
  },
});
