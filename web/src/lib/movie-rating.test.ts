import { describe, expect, it } from 'vitest';
import { movieRating } from './movie-rating';

describe('movieRating', () => {
  it('shows an average to one decimal', () => {
    expect(movieRating(7.14)).toEqual({ shown: '★ 7.1', spoken: 'Rated 7.1 out of 10' });
    expect(movieRating(10)).toEqual({ shown: '★ 10.0', spoken: 'Rated 10.0 out of 10' });
  });

  it('says a film no one has rated is not rated, rather than rated 0.0', () => {
    expect(movieRating(0)).toEqual({ shown: 'Not rated', spoken: 'Not rated yet' });
  });
});
