import { Entity, type EntityItem } from 'electrodb';

/**
 * A cached movie-database response (already mapped to the adapter's types), shared by every
 * Lambda. DynamoDB's TTL deletes expired entries eventually; readers also check `ttl` because
 * the deletion can lag by hours (and DynamoDB Local never runs it).
 */
export const buildMovieCacheEntity = () => new Entity({
  model: { entity: 'movieCache', version: '1', service: 'cinema' },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    /** The JSON text of the value (`null` is a cached "not found"). */
    value: { type: 'string', required: true },
    /** Epoch seconds after which the entry is stale (the table's TTL attribute). */
    ttl: { type: 'number', required: true, field: 'ttl' },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['key'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type MovieCacheEntity = ReturnType<typeof buildMovieCacheEntity>;
export type MovieCacheItem = EntityItem<MovieCacheEntity>;
