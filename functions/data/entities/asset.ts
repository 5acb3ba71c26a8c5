import { Entity, type EntityItem } from 'electrodb';

export const ASSET_TYPES = ['ad', 'trailer', 'movie', 'promotional'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Default duration 30 s; imported trailers get 150 s, set by the importer (docs/back-office.md, "Assets and the movie import"). */
export const DEFAULT_ASSET_DURATION_SECONDS = 30;

/**
 * A media asset shown in sessions and on the home page (ads, trailers, movies, promotions).
 * `type` and `isActive` are key composites of `byTypeActive`: a write that changes either must
 * name both (`.set({ isActive }).composite({ type })`), so the index can never go stale.
 */
export const buildAssetEntity = () => new Entity({
  model: { entity: 'asset', version: '1', service: 'cinema' },
  attributes: {
    assetId: { type: 'string', required: true, readOnly: true },
    type: { type: ASSET_TYPES, required: true },
    title: { type: 'string', required: true },
    brand: { type: 'string' },
    fileUrl: { type: 'string', required: true },
    thumbnailUrl: { type: 'string' },
    description: { type: 'string' },
    durationSeconds: {
      type: 'number',
      required: true,
      default: DEFAULT_ASSET_DURATION_SECONDS,
      validate: (v: number) => Number.isInteger(v) && v >= 0,
    },
    /** New assets are created active (docs/back-office.md, "Assets and the movie import"). */
    isActive: { type: 'boolean', required: true, default: true },
    /** The linked movie's database id, as MovieEntity keys it (required for trailers by the API); absent when unlinked. */
    movieId: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['assetId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Every asset, newest first with `order: 'desc'` (admin asset list, dashboard count). */
    allByCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'assetId'] },
    },
    /** Assets of one type and active flag, newest first with `order: 'desc'` (active movie assets, active trailers). */
    byTypeActive: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['type', 'isActive'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'assetId'] },
    },
    /** A movie's assets, by type then newest (the trailers of a movie: `{ movieId, type: 'trailer' }`). */
    byMovie: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['movieId'] },
      sk: { field: 'gsi3sk', composite: ['type', 'createdAt', 'assetId'] },
    },
  },
});
export type AssetEntity = ReturnType<typeof buildAssetEntity>;
export type AssetItem = EntityItem<AssetEntity>;
