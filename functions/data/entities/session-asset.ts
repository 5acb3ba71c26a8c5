import { Entity, type EntityItem } from 'electrodb';

/**
 * A place in a session's running order and the asset (ad, trailer, movie, promotional) played there:
 * one item per place, so an edit that reorders or replaces assets rewrites each place once
 * (docs/data-model.md, "Session edits"). Links saved when the asset's id was part of the key are
 * moved to this key by the seed's migration (scripts/seed/migrations.ts).
 */
export const buildSessionAssetEntity = () => new Entity({
  model: { entity: 'sessionAsset', version: '1', service: 'cinema' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    assetId: { type: 'string', required: true, readOnly: true },
    displayOrder: { type: 'number', required: true, padding: { length: 4, char: '0' } },
    isActive: { type: 'boolean', required: true, default: true },
  },
  indexes: {
    /** A session's running order. */
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['displayOrder'] },
    },
    /** The sessions an asset plays in (to unlink an asset that is deleted). */
    byAsset: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['assetId'] },
      sk: { field: 'gsi1sk', composite: ['sessionId'] },
    },
  },
});
export type SessionAssetEntity = ReturnType<typeof buildSessionAssetEntity>;
export type SessionAssetItem = EntityItem<SessionAssetEntity>;
