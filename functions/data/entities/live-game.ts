import { Entity, type EntityItem } from 'electrodb';
import { LIVE_STATUSES } from '../../../shared/live/messages';

/**
 * A live game of a session (docs/live.md): its questions copied when it was created (text, options and
 * the correct option, so an answer reads one item), the open question's index and times, and how far
 * the server got. Every move is a conditional update on `status` and the indexes, so a question opens,
 * closes and scores once, and the game ends once, whoever retries.
 */
export const buildLiveGameEntity = () => new Entity({
  model: { entity: 'liveGame', version: '1', service: 'cinema' },
  attributes: {
    gameId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    secondsPerQuestion: { type: 'number', required: true, readOnly: true },
    /** The short code the big screen shows (its liveJoinCode item); absent on games created before codes. */
    joinCode: { type: 'string', readOnly: true },
    questions: {
      type: 'list',
      required: true,
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          questionId: { type: 'string', required: true },
          text: { type: 'string', required: true },
          options: {
            type: 'list',
            required: true,
            items: { type: 'map', properties: { id: { type: 'string', required: true }, text: { type: 'string', required: true } } },
          },
          correctOptionId: { type: 'string', required: true },
        },
      },
    },
    status: { type: LIVE_STATUSES, required: true, default: 'lobby' },
    /** The question opened last (-1 in the lobby). */
    currentIndex: { type: 'number', required: true, default: -1 },
    /**
     * The question being closed or closed last (-1 before the first): an answer's transaction checks
     * it is below the answer's question, so no answer lands after its question's results were read.
     */
    closingIndex: { type: 'number', required: true, default: -1 },
    /** The question whose results were computed last (-1 before the first). */
    resultsIndex: { type: 'number', required: true, default: -1 },
    /** Epoch ms of the server's clock: when the current question takes answers, and until when. */
    opensAt: { type: 'number' },
    closesAt: { type: 'number' },
    /** How many members joined (counted after each first join, for display). */
    playerCount: { type: 'number', required: true, default: 0 },
    /** The rank a score of 0 has after the last results (everyone's 1 in the lobby): a player who joined late. */
    rankOfZero: { type: 'number', required: true, default: 1 },
    endedAt: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['gameId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A session's games, newest last (the host console). */
    bySession: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['sessionId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'gameId'] },
    },
  },
});
export type LiveGameEntity = ReturnType<typeof buildLiveGameEntity>;
export type LiveGameItem = EntityItem<LiveGameEntity>;
