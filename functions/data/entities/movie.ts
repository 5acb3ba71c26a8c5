import { Entity, type EntityItem } from 'electrodb';

/**
 * The back-office `movies` table: films the cinema shows or recommends, keyed by their
 * movie-database id. Home's Recommended Movies are the rows with `isRecommended`, by `recommendedOrder`.
 */
export const buildMovieEntity = () => new Entity({
  model: { entity: 'movie', version: '1', service: 'cinema' },
  attributes: {
    movieId: { type: 'number', required: true, readOnly: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true, default: '' },
    posterUrl: { type: 'string' },
    /** YYYY-MM-DD */
    releaseDate: { type: 'string' },
    /** Certification text, e.g. PG-13. */
    rating: { type: 'string' },
    hasTrailer: { type: 'boolean', required: true, default: false },
    isRecommended: { type: 'boolean', required: true, default: false },
    recommendedOrder: { type: 'number' },
    genre: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byMovie: {
      pk: { field: 'pk', composite: ['movieId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Every movie row in one partition (the back office counts and lists a few hundred at most). */
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['movieId'] },
    },
  },
});
export type MovieEntity = ReturnType<typeof buildMovieEntity>;
export type MovieItem = EntityItem<MovieEntity>;
