import { randomInt } from 'node:crypto';
import { averageRating } from '../../shared/reviews';
import { MOVIE_RATING_SHARDS } from './entities/movie-rating-tally';
import { db } from './service';
import { transactionEntities, type TransactionWrite } from './transactions';

/**
 * A movie's members' average rating and number of reviews (docs/data-model.md, "movieRatingTally"), kept by
 * the transactions that create, re-rate and delete reviews, so the movie page reads 8 small items, not
 * every review of a hit.
 */

/** The role of a rating tally write in a transaction. */
export type RatingTallyRole = 'ratingTally';

/**
 * A review's write to its movie's rating tally: `rating` added to the sum and `reviews` to the count of a
 * random shard (another one when a concurrent transaction holds it). An ADD without a condition: it never
 * fails a transaction. A shard may go below 0 (a review counted on one, deleted from another): only the
 * sum of the shards means anything.
 */
export function ratingTallyWrite(movieId: number, change: { rating: number; reviews: number }): TransactionWrite<RatingTallyRole> {
  const toRandomShard = () =>
    transactionEntities.movieRatingTally.update({ movieId, shard: randomInt(MOVIE_RATING_SHARDS) }).add({ ratingSum: change.rating, reviews: change.reviews }).commit();
  return { role: 'ratingTally', key: String(movieId), item: toRandomShard(), reshard: toRandomShard };
}

/** The sum of the movie's ratings and its number of reviews, as its tally counts them: one query of its shards. */
export async function movieRatingTotals(movieId: number, { consistent = false } = {}): Promise<{ ratingSum: number; reviews: number }> {
  const { data } = await db.entities.movieRatingTally.query.byMovie({ movieId }).go({ pages: 'all', consistent });
  return data.reduce((totals, shard) => ({ ratingSum: totals.ratingSum + (shard.ratingSum ?? 0), reviews: totals.reviews + (shard.reviews ?? 0) }), { ratingSum: 0, reviews: 0 });
}

/**
 * The movie's average rating (one decimal, null without reviews) and number of reviews; `consistent` after
 * the caller's own review write, which the answer must count.
 */
export async function movieRatingSummary(movieId: number, { consistent = false } = {}): Promise<{ averageRating: number | null; reviewCount: number }> {
  const { ratingSum, reviews } = await movieRatingTotals(movieId, { consistent });
  return { averageRating: averageRating(ratingSum, reviews), reviewCount: reviews };
}
