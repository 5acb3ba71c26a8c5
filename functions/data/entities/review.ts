import { Entity, type EntityItem } from 'electrodb';
import { REVIEW_AWARDS } from '../../../shared/reviews';

/**
 * A member's review of a movie. The primary key (movie, member) makes "one review per member
 * per movie" a conditional create; `award` records which review points the review has earned
 * so adding text later pays the difference only once.
 */
export const buildReviewEntity = () => new Entity({
  model: { entity: 'review', version: '1', service: 'cinema' },
  attributes: {
    movieId: { type: 'number', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    reviewId: { type: 'string', required: true, readOnly: true },
    rating: { type: 'number', required: true, validate: (v: number) => Number.isInteger(v) && v >= 1 && v <= 10 },
    /** '' when the member only rated. */
    text: { type: 'string', required: true, default: '' },
    /** Review points this review has earned: none, the rating value, or the review value. */
    award: { type: REVIEW_AWARDS, required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    /** One member's review of one movie; a movie's reviews are this partition. */
    byMovie: {
      pk: { field: 'pk', composite: ['movieId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    /** A movie's reviews, newest first with `order: 'desc'`. */
    byMovieNewest: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['movieId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'userId'] },
    },
    /** A member's reviews, newest first (My Account's count). */
    byUser: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'movieId'] },
    },
  },
});
export type ReviewEntity = ReturnType<typeof buildReviewEntity>;
export type ReviewItem = EntityItem<ReviewEntity>;
