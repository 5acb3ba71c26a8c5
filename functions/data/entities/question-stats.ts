import { Entity, type EntityItem } from 'electrodb';

/** Counter items per question and day: a room answering one flash card at once spreads over this many items. */
export const QUESTION_STATS_SHARDS = 8;

/**
 * How many answers a question got on a day (UTC) and how many of them were right, for Reports &
 * Analytics. The answer transaction adds 1 to ONE of the question's shards of the day (a random one): the question item itself is never written by an answer, so concurrent answers to
 * one question do not all conflict on one item. A report reads one partition per day of its range.
 */
export const buildQuestionStatsEntity = () => new Entity({
  model: { entity: 'questionStats', version: '1', service: 'cinema' },
  attributes: {
    /** YYYY-MM-DD (UTC) of the answers. */
    day: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    /** Moved only by ADDs (absent until the first). */
    answers: { type: 'number' },
    correct: { type: 'number' },
  },
  indexes: {
    /** A day's counters, by question then shard (a report sums the shards). */
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['questionId', 'shard'] },
    },
  },
});
export type QuestionStatsEntity = ReturnType<typeof buildQuestionStatsEntity>;
export type QuestionStatsItem = EntityItem<QuestionStatsEntity>;
