import { Entity, type EntityItem } from 'electrodb';

/**
 * A live game's short join code (docs/live.md, "Join code"): created only if absent in the game's own
 * create transaction, so two games never share a code; the TTL frees it a couple of days later.
 */
export const buildLiveJoinCodeEntity = () => new Entity({
  model: { entity: 'liveJoinCode', version: '1', service: 'cinema' },
  attributes: {
    code: { type: 'string', required: true, readOnly: true },
    gameId: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds when DynamoDB may forget the code (the table's TTL attribute). */
    ttl: { type: 'number', required: true, readOnly: true, field: 'ttl' },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', composite: ['code'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type LiveJoinCodeEntity = ReturnType<typeof buildLiveJoinCodeEntity>;
export type LiveJoinCodeItem = EntityItem<LiveJoinCodeEntity>;
