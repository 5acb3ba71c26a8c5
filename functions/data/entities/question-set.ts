import { Entity, type EntityItem } from 'electrodb';

export const QUESTION_SET_STATUSES = ['generating', 'ready', 'failed'] as const;
export type QuestionSetStatus = (typeof QUESTION_SET_STATUSES)[number];

/**
 * The marker of a movie's generated Q&A (docs/product-rules.md, "Questions and answers": generated ONCE, even when many members open the
 * movie at the same moment). One item per movie:
 *
 *   - `generating`: put only if absent, or over a lease that ran out (a generator that crashed) or a
 *     failure whose pause is over; `owner` names the request that claimed it, `leaseUntil` (epoch ms)
 *     how long the claim holds. Others wait for it rather than generate.
 *   - `ready`: written in ONE transaction with the questions, on condition that the same owner still
 *     holds the claim, so only one set of questions is ever stored.
 *   - `failed`: the generator failed; `leaseUntil` is when the next request may try again.
 */
export const buildQuestionSetEntity = () => new Entity({
  model: { entity: 'questionSet', version: '1', service: 'cinema' },
  attributes: {
    movieId: { type: 'number', required: true, readOnly: true },
    movieTitle: { type: 'string' },
    status: { type: QUESTION_SET_STATUSES, required: true },
    owner: { type: 'string', required: true },
    leaseUntil: { type: 'number', required: true },
    /** Questions stored with the set (when ready). */
    questionCount: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byMovie: {
      pk: { field: 'pk', composite: ['movieId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type QuestionSetEntity = ReturnType<typeof buildQuestionSetEntity>;
export type QuestionSetItem = EntityItem<QuestionSetEntity>;
