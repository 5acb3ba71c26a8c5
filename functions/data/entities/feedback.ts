import { Entity, type EntityItem } from 'electrodb';
import { FEEDBACK_HIGHLIGHTS, FEEDBACK_IMPROVEMENTS } from '../../../shared/feedback';

export { FEEDBACK_HIGHLIGHTS, FEEDBACK_IMPROVEMENTS } from '../../../shared/feedback';

const omitEmpty = (values?: string[]) => (values?.length ? values : undefined);
const isIntegerBetween = (min: number, max: number) => (v: number) => Number.isInteger(v) && v >= min && v <= max;

/**
 * A member's feedback on a session (or on the experience in general when `sessionId` is absent).
 * Keyed by member and `subject` (`session#<id>`, or `day#<YYYY-MM-DD>` without a session, see
 * shared/feedback.ts feedbackSubject), so `create` (attribute_not_exists) makes it once per member
 * per session, or per day (docs/product-rules.md, "Feedback").
 */
export const buildFeedbackEntity = () => new Entity({
  model: { entity: 'feedback', version: '1', service: 'cinema' },
  attributes: {
    feedbackId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', readOnly: true },
    /** What the feedback is about: the once-only key. */
    subject: { type: 'string', required: true, readOnly: true },
    /** Overall rating 1-5. */
    rating: { type: 'number', required: true, validate: isIntegerBetween(1, 5) },
    /** 1-10 (1-3 Not likely, 4-6 Maybe, 7-8 Likely, 9-10 Very likely). */
    recommendLikelihood: { type: 'number', required: true, validate: isIntegerBetween(1, 10) },
    /** String sets (no duplicates); DynamoDB has no empty set, so none chosen is stored as absent. */
    highlights: { type: 'set', items: FEEDBACK_HIGHLIGHTS, set: omitEmpty },
    improvements: { type: 'set', items: FEEDBACK_IMPROVEMENTS, set: omitEmpty },
    /** At most FEEDBACK_COMMENTS_MAX (500) characters, checked by the API. */
    comments: { type: 'string' },
    pointsEarned: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A member's feedback on a subject (once only); all of a member's feedback (few: sorted as read). */
    byMember: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['subject'] },
    },
    /** A session's feedback in the order given (admin reading a session's reception). */
    bySession: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['sessionId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'feedbackId'] },
    },
  },
});
export type FeedbackEntity = ReturnType<typeof buildFeedbackEntity>;
export type FeedbackItem = EntityItem<FeedbackEntity>;
