import { Entity, type EntityItem } from 'electrodb';
import { utcDateKey } from '../../../shared/booking/calendar';

/** Featured screening defaults (docs/back-office.md, "Home content"). */
export const FEATURED_SCREENING_DEFAULTS = { genre: 'Movie', time: '19:00', location: 'TBA' } as const;

/** The home page's featured screening card (a toggle of `isActive` moves it between `byActive` partitions). */
export const buildFeaturedScreeningEntity = () => new Entity({
  model: { entity: 'featuredScreening', version: '1', service: 'cinema' },
  attributes: {
    featuredScreeningId: { type: 'string', required: true, readOnly: true },
    /** A movie asset ("Please select a movie"; docs/back-office.md, "Home content"). */
    assetId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    genre: { type: 'string', required: true, default: FEATURED_SCREENING_DEFAULTS.genre },
    /** Calendar day YYYY-MM-DD; defaults to today (UTC). */
    date: { type: 'string', required: true, default: () => utcDateKey() },
    /** HH:MM. */
    time: { type: 'string', required: true, default: FEATURED_SCREENING_DEFAULTS.time },
    location: { type: 'string', required: true, default: FEATURED_SCREENING_DEFAULTS.location },
    description: { type: 'string' },
    posterUrl: { type: 'string' },
    isActive: { type: 'boolean', required: true, default: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['featuredScreeningId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Every featured screening, newest first with `order: 'desc'` (admin home content). */
    allByCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'featuredScreeningId'] },
    },
    /** The active one: `{ isActive: true }`, newest first, `limit: 1` (home page card). */
    byActive: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['isActive'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'featuredScreeningId'] },
    },
  },
});
export type FeaturedScreeningEntity = ReturnType<typeof buildFeaturedScreeningEntity>;
export type FeaturedScreeningItem = EntityItem<FeaturedScreeningEntity>;
