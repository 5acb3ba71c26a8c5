import { describe, expect, it } from 'vitest';
import { averageRating, pointsForNewReview, pointsForReviewEdit, reviewInputSchema } from './reviews';

const values = { rating: 10, review: 25 };

describe('review points', () => {
  it('a new rating without text earns the movie_rating value', () => {
    expect(pointsForNewReview({ hasText: false, alreadyRewardedForMovie: false, values })).toEqual({ points: 10, award: 'rating' });
  });

  it('a new review with text earns the movie_review value', () => {
    expect(pointsForNewReview({ hasText: true, alreadyRewardedForMovie: false, values })).toEqual({ points: 25, award: 'review' });
  });

  it('earns nothing when the member already had points for the movie', () => {
    expect(pointsForNewReview({ hasText: true, alreadyRewardedForMovie: true, values })).toEqual({ points: 0, award: 'none' });
  });

  it('adding text to a rated-only review earns the difference', () => {
    expect(pointsForReviewEdit({ award: 'rating', hasText: true, values })).toEqual({ points: 15, award: 'review' });
  });

  it('the difference is paid once: a review that already earned the review value earns nothing more', () => {
    expect(pointsForReviewEdit({ award: 'review', hasText: true, values })).toEqual({ points: 0, award: 'review' });
  });

  it('changing only the rating, or a review that earned nothing, earns nothing', () => {
    expect(pointsForReviewEdit({ award: 'rating', hasText: false, values })).toEqual({ points: 0, award: 'rating' });
    expect(pointsForReviewEdit({ award: 'none', hasText: true, values })).toEqual({ points: 0, award: 'none' });
  });

  it('never pays a negative difference when the rating value is configured higher', () => {
    expect(pointsForReviewEdit({ award: 'rating', hasText: true, values: { rating: 30, review: 20 } })).toEqual({ points: 0, award: 'review' });
  });
});

describe('review input', () => {
  it('requires a rating from 1 to 10', () => {
    for (const rating of [undefined, 0, 11, 2.5]) {
      const result = reviewInputSchema.safeParse({ rating });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Please select a rating');
    }
  });

  it('trims the text and allows at most 1000 characters', () => {
    expect(reviewInputSchema.parse({ rating: 7, text: '  Great  ' })).toEqual({ rating: 7, text: 'Great' });
    expect(reviewInputSchema.parse({ rating: 7 })).toEqual({ rating: 7, text: '' });
    expect(reviewInputSchema.safeParse({ rating: 7, text: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('averageRating', () => {
  it('rounds to one decimal and is null without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(7 + 8 + 8, 3)).toBe(7.7);
  });
});
