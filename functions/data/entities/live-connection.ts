import { Entity, type EntityItem } from 'electrodb';
import { ROLES } from '../../../shared/constants';

export const LIVE_CONNECTION_MODES = ['player', 'screen'] as const;

/**
 * One open WebSocket of the live game (docs/live.md): who opened it (the token verified at connect)
 * and, once they joined or watched, the game it follows (the sparse `byGame` index the fan-out
 * reads). Deleted at disconnect, or when a post finds it gone; the TTL forgets the rest.
 */
export const buildLiveConnectionEntity = () => new Entity({
  model: { entity: 'liveConnection', version: '1', service: 'cinema' },
  attributes: {
    connectionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** The caller's role when they connected. */
    role: { type: ROLES, required: true, readOnly: true },
    gameId: { type: 'string' },
    mode: { type: LIVE_CONNECTION_MODES },
    connectedAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds when DynamoDB may forget the connection (the table's TTL attribute). */
    ttl: { type: 'number', required: true, field: 'ttl' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['connectionId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** The connections following a game (fan-out). */
    byGame: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['gameId'] },
      sk: { field: 'gsi1sk', composite: ['connectionId'] },
    },
  },
});
export type LiveConnectionEntity = ReturnType<typeof buildLiveConnectionEntity>;
export type LiveConnectionItem = EntityItem<LiveConnectionEntity>;
