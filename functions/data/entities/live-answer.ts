import { Entity, type EntityItem } from 'electrodb';

/**
 * A player's answer to one question of a live game, created only if absent (one per player and
 * question) with the server's receive time, which alone decides the points.
 */
export const buildLiveAnswerEntity = () => new Entity({
  model: { entity: 'liveAnswer', version: '1', service: 'cinema' },
  attributes: {
    gameId: { type: 'string', required: true, readOnly: true },
    questionIndex: { type: 'number', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    optionId: { type: 'string', required: true, readOnly: true },
    /** Epoch ms of the server's clock when the answer arrived. */
    receivedAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    /** A question's answers (its results) and one player's answer by key. */
    byQuestion: {
      pk: { field: 'pk', composite: ['gameId', 'questionIndex'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});
export type LiveAnswerEntity = ReturnType<typeof buildLiveAnswerEntity>;
export type LiveAnswerItem = EntityItem<LiveAnswerEntity>;
