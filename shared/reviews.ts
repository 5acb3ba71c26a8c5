import * as z from 'zod';
import { displayText } from './schemas/input';
import { REVIEW_TEXT_MAX } from './constants';

/** Review input, shared by the review form and the API (docs/product-rules.md, "Reviews"). */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'Please select a rating' })
    .int('Please select a rating')
    .min(1, 'Please select a rating')
    .max(10, 'Please select a rating'),
  text: displayText({ multiline: true })
    .trim()
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`)
    .optional()
    .default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** Which review points a review has earned so far. */
export const REVIEW_AWARDS = ['none', 'rating', 'review'] as const;
export type ReviewAward = (typeof REVIEW_AWARDS)[number];

/** The points_config values the rules read (activity types movie_rating and movie_review). */
export interface ReviewPointValues {
  rating: number;
  review: number;
}

export interface ReviewPoints {
  points: number;
  award: ReviewAward;
}

export const hasReviewText = (text: string | undefined | null) => (text ?? '').trim().length > 0;

/**
 * Points for a new review (docs/product-rules.md, "Reviews"): the review value with text, the rating value
 * without; nothing when the member already has a points history entry for this movie
 * (e.g. a review written, rewarded and deleted before).
 */
export function pointsForNewReview(input: { hasText: boolean; alreadyRewardedForMovie: boolean; values: ReviewPointValues }): ReviewPoints {
  if (input.alreadyRewardedForMovie) return { points: 0, award: 'none' };
  return input.hasText
    ? { points: Math.max(0, input.values.review), award: 'review' }
    : { points: Math.max(0, input.values.rating), award: 'rating' };
}

/**
 * Points for editing a review: adding text to a review that earned the rating value earns the
 * difference between the two values, once (the award then becomes `review`). Anything else earns nothing.
 */
export function pointsForReviewEdit(input: { award: ReviewAward; hasText: boolean; values: ReviewPointValues }): ReviewPoints {
  if (input.award !== 'rating' || !input.hasText) return { points: 0, award: input.award };
  return { points: Math.max(0, input.values.review - input.values.rating), award: 'review' };
}

/** Average of 1-10 ratings to one decimal, from their sum and number, or null without reviews. */
export function averageRating(ratingSum: number, reviews: number): number | null {
  if (reviews <= 0) return null;
  return Math.round((ratingSum / reviews) * 10) / 10;
}
