import { Entity, type EntityItem } from 'electrodb';

/**
 * How many movies' question generations a member started on one UTC day (docs/earning-rules.md: at
 * most 20 a day). Raised only by a conditional update below the limit, so concurrent first visits
 * cannot pass it. Expires a day after its day (TTL).
 */
export const buildQuestionGenerationsEntity = () => new Entity({
  model: { entity: 'questionGenerations', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** The UTC day, YYYY-MM-DD. */
    day: { type: 'string', required: true, readOnly: true },
    started: { type: 'number', required: true },
    /** Epoch seconds when DynamoDB may forget the day (the table's TTL attribute). */
    ttl: { type: 'number', required: true, field: 'ttl' },
  },
  indexes: {
    byMemberDay: {
      pk: { field: 'pk', composite: ['userId', 'day'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type QuestionGenerationsEntity = ReturnType<typeof buildQuestionGenerationsEntity>;
export type QuestionGenerationsItem = EntityItem<QuestionGenerationsEntity>;
