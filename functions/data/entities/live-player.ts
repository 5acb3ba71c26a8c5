import { Entity, type EntityItem } from 'electrodb';

/**
 * A member playing a live game: created once at their first join (only if absent), their score and
 * streak updated by each question's results, conditioned on `scoredIndex` so a question scores a
 * player once; `paidAt` set in the ledger transaction that pays the game's loyalty points, once.
 */
export const buildLivePlayerEntity = () => new Entity({
  model: { entity: 'livePlayer', version: '1', service: 'cinema' },
  attributes: {
    gameId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** The member's name when they joined (the big screen's top ten). */
    name: { type: 'string', required: true },
    joinedAt: { type: 'string', required: true, readOnly: true },
    score: { type: 'number', required: true, default: 0 },
    streak: { type: 'number', required: true, default: 0 },
    /** The last question scored for this player (-1 before the first). */
    scoredIndex: { type: 'number', required: true, default: -1 },
    /** The rank after the last results (meaningful once `scoredIndex` is 0 or more). */
    rank: { type: 'number', required: true, default: 1 },
    /** What the last scored question gave: its points and whether the answer was right. */
    lastPoints: { type: 'number', required: true, default: 0 },
    lastCorrect: { type: 'boolean', required: true, default: false },
    /** Loyalty points the game paid, set once with the payment. */
    pointsAwarded: { type: 'number' },
    paidAt: { type: 'string' },
  },
  indexes: {
    /** A game's players (results, leaderboard, payout) and one player by key. */
    byGame: {
      pk: { field: 'pk', composite: ['gameId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});
export type LivePlayerEntity = ReturnType<typeof buildLivePlayerEntity>;
export type LivePlayerItem = EntityItem<LivePlayerEntity>;
