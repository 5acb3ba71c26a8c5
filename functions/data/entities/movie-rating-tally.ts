import { Entity, type EntityItem } from 'electrodb';

/**
 * A movie's members' ratings are summed over this many items: a review adds to ONE shard drawn at random
 * (another one when a concurrent transaction holds it), so members reviewing a hit at the same moment
 * rarely touch the same item. Fewer than a show's 16: reviews come far slower than a premiere's bookings.
 */
export const MOVIE_RATING_SHARDS = 8;

/**
 * One shard of a movie's rating tally (docs/data-model.md): the sum of the ratings and the number of the
 * reviews that counted on it, moved only by ADDs inside the transactions that create, re-rate and
 * delete reviews. The movie's average and count are one query of its 8 small items, not a read of every
 * review.
 */
export const buildMovieRatingTallyEntity = () => new Entity({
  model: { entity: 'movieRatingTally', version: '1', service: 'cinema' },
  attributes: {
    movieId: { type: 'number', required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    /** The sum of the ratings of the reviews counted here (absent until the first). */
    ratingSum: { type: 'number' },
    /** The reviews counted here (absent until the first). */
    reviews: { type: 'number' },
  },
  indexes: {
    byMovie: {
      pk: { field: 'pk', composite: ['movieId'] },
      sk: { field: 'sk', composite: ['shard'] },
    },
  },
});
export type MovieRatingTallyEntity = ReturnType<typeof buildMovieRatingTallyEntity>;
export type MovieRatingTallyItem = EntityItem<MovieRatingTallyEntity>;
