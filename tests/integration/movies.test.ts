import { beforeAll, describe, expect, it } from 'vitest';
import type { MovieDetails, MovieListPage, Person } from '../../shared/api/routes/movies';
import { ALSO_KNOWN_AS, KNOWN_FOR } from '../../shared/constants';
import { dynamoResponseCache } from '../../functions/data/movie-response-cache';
import { apiClient } from '../helpers';

const guest = apiClient();

describe('movies API (public)', () => {
  let nowPlaying: MovieListPage;

  beforeAll(async () => {
    nowPlaying = (await guest.get<MovieListPage>('/api/movies?list=now_playing')).body;
  });

  it('lists each tab with its total for the count badge', async () => {
    for (const list of ['now_playing', 'upcoming', 'popular']) {
      const { status, body } = await guest.get<MovieListPage>(`/api/movies?list=${list}&page=1`);
      expect(status).toBe(200);
      expect(body.page).toBe(1);
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.totalResults).toBeGreaterThanOrEqual(body.results.length);
      expect(body.results[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), voteAverage: expect.any(Number) });
    }
  });

  it('answers an unknown list with 400 and a message', async () => {
    const { status, body } = await guest.get('/api/movies?list=trending');
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.objectContaining({ code: 'VALIDATION_ERROR', message: 'list must be now_playing, upcoming or popular' }) });
  });

  it("gives a movie's details with credits, only YouTube trailers, and the members' rating", async () => {
    const { status, body } = await guest.get<MovieDetails>(`/api/movies/${nowPlaying.results[0].id}`);
    expect(status).toBe(200);
    expect(body.title).toBe(nowPlaying.results[0].title);
    expect(body.credits.cast.length).toBeGreaterThan(0);
    expect(body.credits.crew.some((c) => c.job === 'Director')).toBe(true);
    expect(body.genres.length).toBeGreaterThan(0);
    expect(body.videos.length).toBeGreaterThan(0);
    for (const video of body.videos) {
      expect(video).toMatchObject({ type: 'Trailer', site: 'YouTube' });
      expect(video.key).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
    const reviews = await guest.get<{ items: { rating: number }[] }>(`/api/movies/${body.id}/reviews`);
    expect(body.reviewCount).toBe(reviews.body.items.length);
    expect(body.averageRating === null).toBe(reviews.body.items.length === 0);
  });

  it('answers an unknown movie or person with 404', async () => {
    expect((await guest.get('/api/movies/987654321')).status).toBe(404);
    expect((await guest.get('/api/people/987654321')).status).toBe(404);
    expect((await guest.get('/api/movies/not-a-number')).status).toBe(400);
  });

  it('gives a person with at most 5 other names and at most 20 Known For credits', async () => {
    const movie = (await guest.get<MovieDetails>(`/api/movies/${nowPlaying.results[0].id}`)).body;
    const { status, body } = await guest.get<Person>(`/api/people/${movie.credits.cast[0].id}`);
    expect(status).toBe(200);
    expect(body.name).toBe(movie.credits.cast[0].name);
    expect(body.biography.length).toBeGreaterThan(0);
    expect(body.alsoKnownAs.length).toBeLessThanOrEqual(ALSO_KNOWN_AS);
    expect(body.knownFor.length).toBeGreaterThan(0);
    expect(body.knownFor.length).toBeLessThanOrEqual(KNOWN_FOR);
    expect(body.knownFor.some((credit) => credit.mediaType === 'movie' && credit.id === movie.id)).toBe(true);
  });

  it('serves the offline art as long-cached SVG', async () => {
    const posterUrl = nowPlaying.results[0].posterUrl!;
    const { status, headers, body } = await guest.get<string>(posterUrl);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml');
    expect(headers.get('cache-control')).toContain('max-age=31536000');
    expect(body).toMatch(/^<svg /);
    expect((await guest.get('/api/media/poster/987654321.svg')).status).toBe(404);
    expect((await guest.get('/api/media/poster/../../etc.svg')).status).toBeGreaterThanOrEqual(400);
  });

  it("gives home's featured screening and trailers carousel", async () => {
    const featured = await guest.get<{ featured: { title: string; genre: string } | null }>('/api/featured');
    expect(featured.status).toBe(200);
    expect(featured.body.featured).toMatchObject({ title: expect.any(String), genre: expect.any(String) });

    const trailers = await guest.get<{ items: { movieTitle: string; trailer: { key: string } }[] }>('/api/trailers');
    expect(trailers.status).toBe(200);
    expect(trailers.body.items.length).toBeGreaterThan(0);
    expect(trailers.body.items[0].trailer.key).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });
});

describe('movie database response cache in the table', () => {
  const key = `test:${Date.now()}`;

  it('returns what was stored, including a cached "not found"', async () => {
    const cache = dynamoResponseCache();
    await expect(cache.get(key)).resolves.toBeUndefined();
    await cache.set(key, { title: 'Cached', ids: [1, 2] }, 60);
    await expect(cache.get(key)).resolves.toEqual({ title: 'Cached', ids: [1, 2] });
    await cache.set(`${key}:missing`, null, 60);
    await expect(cache.get(`${key}:missing`)).resolves.toBeNull();
  });

  it('misses once the entry has expired, even before DynamoDB deletes it', async () => {
    const start = Date.now();
    await dynamoResponseCache(() => start).set(`${key}:old`, 'value', 60);
    await expect(dynamoResponseCache(() => start + 59_000).get(`${key}:old`)).resolves.toBe('value');
    await expect(dynamoResponseCache(() => start + 61_000).get(`${key}:old`)).resolves.toBeUndefined();
  });
});
