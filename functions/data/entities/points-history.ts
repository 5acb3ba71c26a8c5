import { Entity, type EntityItem } from 'electrodb';

/** The points ledger: one entry per balance change, written in the same transaction as the change. */
export const buildPointsHistoryEntity = () => new Entity({
  model: { entity: 'pointsHistory', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /**
     * The balance's revision this entry made (the profile's `revision` after it): unique per member and
     * gapless, so the statement sorted by it is in commit order and each entry's old balance is the
     * new balance of the one before. Zero-padded in the sort key so it sorts as a number.
     */
    revision: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
    entryId: { type: 'string', required: true, readOnly: true },
    delta: { type: 'number', required: true },
    oldBalance: { type: 'number', required: true },
    newBalance: { type: 'number', required: true },
    reason: { type: 'string', required: true },
    type: { type: 'string', required: true },
    /**
     * What the change is about, e.g. `movie#1001` (review points are awarded once per movie);
     * '-' for changes about nothing in particular, so every entry has the index's keys.
     */
    subject: { type: 'string', required: true, default: '-' },
    /** Who made an admin adjustment. */
    actorId: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    /** A member's statement in commit order, newest first with `order: 'desc'`. */
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['revision'] },
    },
    /** Has this member already had points for this subject? */
    byUserSubject: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId', 'subject'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
});
export type PointsHistoryEntity = ReturnType<typeof buildPointsHistoryEntity>;
export type PointsHistoryItem = EntityItem<PointsHistoryEntity>;
