import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers';

describe('GET /api/settings', () => {
  it('gives anyone the tier thresholds and the points per activity', async () => {
    const response = await apiClient().get('/api/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.body).toEqual({
      tierThresholds: { bronze: 0, silver: 1000, gold: 2500, platinum: 5000 },
      pointsValues: {
        correct_answer: 20,
        survey_answer: 20,
        movie_rating: 10,
        movie_review: 25,
        feedback_base: 20,
        referral_inviter: 100,
        referral_friend: 200,
        welcome_bonus: 100,
        live_game: 20,
      },
    });
  });
});
