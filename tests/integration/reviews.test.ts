import { beforeAll, describe, expect, it } from 'vitest';
import type { MovieDetails, MovieListPage, Review } from '../../shared/api/routes/movies';
import type { Profile } from '../../shared/schemas/profile';
import { loadSettings } from '../../functions/data/settings';
import { MOVIE_RATING_SHARDS } from '../../functions/data/entities/movie-rating-tally';
import { movieRatingSummary } from '../../functions/data/movie-ratings';
import { documentClient } from '../../functions/data/service';
import { countTableUse } from '../../scripts/bench/table-use';
import { apiClient, createMember, type ApiClient, type TestUser } from '../helpers';

const guest = apiClient();
let movieIds: number[] = [];
let values: { rating: number; review: number };

/** Each test reviews its own film, so averages and counts are its own. */
const nextMovie = () => {
  const id = movieIds.shift();
  if (!id) throw new Error('Not enough films in the catalog for these tests');
  return id;
};

type ReviewPage = { items: Review[]; nextCursor?: string };

const balance = async (api: ApiClient) => (await api.get<Profile>('/api/me')).body.points;

beforeAll(async () => {
  const lists = await Promise.all(['popular', 'upcoming'].map((list) => guest.get<MovieListPage>(`/api/movies?list=${list}`)));
  const listed = [...new Set(lists.flatMap((l) => l.body.results.map((m) => m.id)))];
  // Other files of the run review films too (earning limits, bad input): keep the ones nobody reviewed yet.
  const reviewed = await Promise.all(listed.map(async (id) => (await guest.get<{ items: Review[] }>(`/api/movies/${id}/reviews`)).body.items.length > 0));
  movieIds = listed.filter((_, i) => !reviewed[i]);
  const { points } = await loadSettings();
  values = { rating: points.movie_rating, review: points.movie_review };
  expect(values.review).toBeGreaterThan(values.rating);
});

describe('reviews', () => {
  it('a rating earns the movie_rating points and shows on the movie with the reviewer', async () => {
    const member = await createMember({ name: 'Rita Rater' });
    const movieId = nextMovie();
    const before = await balance(member.api);

    const created = await member.api.post<{ review: Review; pointsAwarded: number; movieRating: unknown }>(`/api/movies/${movieId}/reviews`, { rating: 8 });
    expect(created.status).toBe(201);
    expect(created.body.pointsAwarded).toBe(values.rating);
    expect(created.body.review).toMatchObject({ rating: 8, text: '', reviewer: { name: 'Rita Rater', profilePhoto: 'cinema' } });
    // The movie's rating with this review counted, for the page to show without reading the movie again
    // (which CloudFront keeps for a minute when deployed).
    expect(created.body.movieRating).toEqual({ averageRating: 8, reviewCount: 1 });
    expect(await balance(member.api)).toBe(before + values.rating);

    const reviews = await guest.get<{ items: Review[] }>(`/api/movies/${movieId}/reviews`);
    expect(reviews.body.items).toEqual([expect.objectContaining({ rating: 8, reviewer: { name: 'Rita Rater', profilePhoto: 'cinema' } })]);
    // Name and avatar only: no id that leads to the member's account (and from it their referral code).
    expect(JSON.stringify(reviews.body)).not.toContain(member.userId);
    expect(Object.keys(reviews.body.items[0]).sort()).toEqual(['createdAt', 'id', 'movieId', 'rating', 'reviewer', 'text', 'updatedAt']);
    const mine = await member.api.get<{ review: Review | null }>(`/api/movies/${movieId}/reviews/mine`);
    expect(mine.body.review).toEqual(reviews.body.items[0]);
    const someoneElse = await createMember();
    expect((await someoneElse.api.get<{ review: Review | null }>(`/api/movies/${movieId}/reviews/mine`)).body).toEqual({ review: null });
    const movie = await guest.get<MovieDetails>(`/api/movies/${movieId}`);
    expect(movie.body).toMatchObject({ averageRating: 8, reviewCount: 1 });
  });

  it('a review with text earns the movie_review points', async () => {
    const member = await createMember();
    const before = await balance(member.api);
    const created = await member.api.post<{ pointsAwarded: number }>(`/api/movies/${nextMovie()}/reviews`, { rating: 6, text: 'Tense and well shot.' });
    expect(created.status).toBe(201);
    expect(created.body.pointsAwarded).toBe(values.review);
    expect(await balance(member.api)).toBe(before + values.review);
  });

  it('is one review per member per movie, also when sent at once', async () => {
    const member = await createMember();
    const movieId = nextMovie();
    const before = await balance(member.api);

    const attempts = await Promise.all(Array.from({ length: 5 }, (_, i) => member.api.post(`/api/movies/${movieId}/reviews`, { rating: i + 1 })));
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(attempts.find((a) => a.status === 409)!.body).toEqual({
      error: { code: 'ALREADY_REVIEWED', message: 'You have already reviewed this movie' },
    });
    expect(await balance(member.api)).toBe(before + values.rating);
    const reviews = await guest.get<{ items: Review[] }>(`/api/movies/${movieId}/reviews`);
    expect(reviews.body.items).toHaveLength(1);
  });

  it('adding text later earns the difference once, also when two edits race', async () => {
    const member = await createMember();
    const movieId = nextMovie();
    await member.api.post(`/api/movies/${movieId}/reviews`, { rating: 7 });
    const afterRating = await balance(member.api);

    const edits = await Promise.all([
      member.api.patch<{ pointsAwarded: number }>(`/api/movies/${movieId}/reviews/mine`, { rating: 7, text: 'Grew on me.' }),
      member.api.patch<{ pointsAwarded: number }>(`/api/movies/${movieId}/reviews/mine`, { rating: 8, text: 'Grew on me a lot.' }),
    ]);
    expect(edits.map((e) => e.status)).toEqual([200, 200]);
    expect(edits.map((e) => e.body.pointsAwarded).sort()).toEqual([0, values.review - values.rating]);
    expect(await balance(member.api)).toBe(afterRating + values.review - values.rating);

    // Removing and adding the text again earns nothing more.
    expect((await member.api.patch(`/api/movies/${movieId}/reviews/mine`, { rating: 8, text: '' })).body).toMatchObject({ pointsAwarded: 0 });
    const again = await member.api.patch<{ review: Review; pointsAwarded: number }>(`/api/movies/${movieId}/reviews/mine`, { rating: 9, text: 'Third look.' });
    expect(again.body).toMatchObject({ pointsAwarded: 0, review: { rating: 9, text: 'Third look.' }, movieRating: { averageRating: 9, reviewCount: 1 } });
    expect(await balance(member.api)).toBe(afterRating + values.review - values.rating);

    const history = await member.api.get<{ items: { delta: number; type: string }[] }>('/api/me/points-history');
    expect(history.body.items.filter((e) => e.type === 'review').map((e) => e.delta)).toEqual([values.review - values.rating, values.rating]);
  });

  it('a movie reviewed, deleted and reviewed again earns nothing the second time', async () => {
    const member = await createMember();
    const movieId = nextMovie();
    await member.api.post(`/api/movies/${movieId}/reviews`, { rating: 5, text: 'Fine.' });
    const afterFirst = await balance(member.api);

    const deleted = await member.api.delete(`/api/movies/${movieId}/reviews/mine`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ movieRating: { averageRating: null, reviewCount: 0 } });
    expect((await member.api.delete(`/api/movies/${movieId}/reviews/mine`)).status).toBe(404);
    expect((await guest.get<{ items: Review[] }>(`/api/movies/${movieId}/reviews`)).body.items).toEqual([]);

    const second = await member.api.post<{ pointsAwarded: number }>(`/api/movies/${movieId}/reviews`, { rating: 4, text: 'Less fine.' });
    expect(second.status).toBe(201);
    expect(second.body.pointsAwarded).toBe(0);
    expect(await balance(member.api)).toBe(afterFirst);
  });

  it('validates the rating and text, and needs a signed-in member', async () => {
    const member = await createMember();
    const movieId = nextMovie();
    for (const body of [{}, { rating: 0 }, { rating: 11 }, { rating: 4.5 }]) {
      const response = await member.api.post(`/api/movies/${movieId}/reviews`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { message: 'Please select a rating' } });
    }
    expect((await member.api.post(`/api/movies/${movieId}/reviews`, { rating: 5, text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await member.api.post(`/api/movies/${movieId}/reviews`, { rating: 5, text: 'x'.repeat(1000) })).status).toBe(201);
    expect((await guest.post(`/api/movies/${movieId}/reviews`, { rating: 5 })).status).toBe(401);
    expect((await member.api.post('/api/movies/987654321/reviews', { rating: 5 })).status).toBe(404);
    expect((await member.api.patch(`/api/movies/${nextMovie()}/reviews/mine`, { rating: 5 })).status).toBe(404);
  });

  it("pages a movie's reviews newest first, 20 at a time, none twice and none lost, and refuses a bad cursor", async () => {
    const movieId = nextMovie();
    const reviewers: TestUser[] = [];
    for (let first = 1; first <= 45; first += 9) {
      reviewers.push(...(await Promise.all(Array.from({ length: 9 }, (_, i) => createMember({ name: `Pager ${first + i}` })))));
    }
    // One after the other: each review is newer than the one before.
    for (const [i, reviewer] of reviewers.entries()) {
      expect((await reviewer.api.post(`/api/movies/${movieId}/reviews`, { rating: (i % 10) + 1 })).status).toBe(201);
    }

    const pages: ReviewPage[] = [];
    for (let cursor: string | undefined; pages.length === 0 || cursor; cursor = pages[pages.length - 1].nextCursor) {
      const page = await guest.get<ReviewPage>(`/api/movies/${movieId}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      pages.push(page.body);
      if (pages.length > 3) break;
    }
    expect(pages.map((page) => page.items.length)).toEqual([20, 20, 5]);
    expect(pages[2]).not.toHaveProperty('nextCursor');
    const names = pages.flatMap((page) => page.items.map((review) => review.reviewer.name));
    expect(names).toEqual(reviewers.map((_, i) => `Pager ${45 - i}`));
    expect(pages[0].items[0]).toMatchObject({ movieId, rating: 5, text: '', reviewer: { name: 'Pager 45', profilePhoto: 'cinema' } });
    expect(Object.keys(pages[1].items[0]).sort()).toEqual(['createdAt', 'id', 'movieId', 'rating', 'reviewer', 'text', 'updatedAt']);
    const movie = await guest.get<MovieDetails>(`/api/movies/${movieId}`);
    expect(movie.body.reviewCount).toBe(45);

    // Not this list's cursor: garbage, `{}`, another list's, and a key of another movie's reviews.
    const statementCursor = (await reviewers[0].api.get<{ nextCursor?: string }>('/api/me/points-history?limit=1')).body.nextCursor!;
    const otherMovie = nextMovie();
    for (const cursor of ['not-a-cursor', 'e30', statementCursor, pages[0].nextCursor!]) {
      const response = await guest.get(`/api/movies/${otherMovie}/reviews?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'The page cursor is not valid' } });
    }
  });

  it('averages the ratings of several members', async () => {
    const movieId = nextMovie();
    const [a, b, c] = await Promise.all([createMember(), createMember(), createMember()]);
    await Promise.all([
      a.api.post(`/api/movies/${movieId}/reviews`, { rating: 7 }),
      b.api.post(`/api/movies/${movieId}/reviews`, { rating: 8 }),
      c.api.post(`/api/movies/${movieId}/reviews`, { rating: 8, text: 'Solid.' }),
    ]);
    const movie = await guest.get<MovieDetails>(`/api/movies/${movieId}`);
    expect(movie.body).toMatchObject({ averageRating: 7.7, reviewCount: 3 });
  });

  it("keeps the movie's average and count through re-ratings, racing edits and deletes, without reading its reviews", async () => {
    const movieId = nextMovie();
    const [a, b, c, d] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
    await Promise.all([
      a.api.post(`/api/movies/${movieId}/reviews`, { rating: 2 }),
      b.api.post(`/api/movies/${movieId}/reviews`, { rating: 9, text: 'Loved it.' }),
      c.api.post(`/api/movies/${movieId}/reviews`, { rating: 6 }),
      d.api.post(`/api/movies/${movieId}/reviews`, { rating: 5 }),
    ]);
    // a's four devices re-rate at once, one of them adding text (the bonus path); b re-rates; c deletes.
    const edits = await Promise.all([
      a.api.patch(`/api/movies/${movieId}/reviews/mine`, { rating: 10, text: 'Changed my mind.' }),
      ...[4, 7, 1].map((rating) => a.api.patch(`/api/movies/${movieId}/reviews/mine`, { rating })),
      b.api.patch(`/api/movies/${movieId}/reviews/mine`, { rating: 3, text: 'Less so.' }),
      c.api.delete(`/api/movies/${movieId}/reviews/mine`),
    ]);
    expect(edits.map((edit) => edit.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const { items } = (await guest.get<{ items: Review[] }>(`/api/movies/${movieId}/reviews`)).body;
    expect(items).toHaveLength(3);
    const sum = items.reduce((total, review) => total + review.rating, 0);
    const movie = await guest.get<MovieDetails>(`/api/movies/${movieId}`);
    expect(movie.body).toMatchObject({ averageRating: Math.round((sum / 3) * 10) / 10, reviewCount: 3 });

    // The figures come from the movie's rating tally: no review is read for them.
    const use = await countTableUse(documentClient, () => movieRatingSummary(movieId));
    expect(use.returned.filter((item) => (item as { reviewId?: string }).reviewId !== undefined)).toEqual([]);
    expect(use.returned.length).toBeLessThanOrEqual(MOVIE_RATING_SHARDS);
  });
});
