import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionSummary } from '../../shared/api/routes/booking';
import type { MovieListItem } from '../../shared/api/routes/movies';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { MOVIE_SEARCH_RESULTS, MOVIE_SHOWTIMES } from '../../shared/constants';
import { tableName } from '../../functions/data/client';
import { db, documentClient } from '../../functions/data/service';
import { migrate } from '../../scripts/seed/migrations';
import { apiClient } from '../helpers';

const guest = apiClient();

/** A session of `movieId` on a throwaway venue and screen (the showtimes read only the session item). */
async function sessionOf(movieId: string, sessionDate: string, sessionTime: string, status: 'scheduled' | 'cancelled' = 'scheduled') {
  const sessionId = `showtime-${randomUUID().slice(0, 8)}`;
  await db.entities.session
    .create({ sessionId, movieId, movieTitle: `Movie ${movieId}`, venueId: 'v-showtimes', venueName: 'Showtimes Hall', location: 'Town', screenId: 's-showtimes', screenName: 'Screen 1', sessionDate, sessionTime, basePrice: 10, totalSeats: 8, status })
    .go();
  return sessionId;
}

describe('GET /api/movies/{id}/sessions (the movie page showtimes)', () => {
  it("lists the movie's next open sessions from today by date then time, without past, started, cancelled or other movies' sessions", async () => {
    const movieId = String(randomInt(5_000_000, 9_000_000));
    const today = utcDateKey();
    const later = await sessionOf(movieId, addDays(today, 2), '21:00');
    const earlier = await sessionOf(movieId, addDays(today, 2), '18:30');
    const first = await sessionOf(movieId, today, '23:59');
    await sessionOf(movieId, addDays(today, -1), '20:00');
    await sessionOf(movieId, today, '00:00');
    await sessionOf(movieId, addDays(today, 1), '20:00', 'cancelled');
    await sessionOf(String(Number(movieId) + 1), addDays(today, 1), '20:00');

    const { status, body } = await guest.get<{ items: SessionSummary[] }>(`/api/movies/${movieId}/sessions?from=${today}`);

    expect(status).toBe(200);
    expect(body.items.map((s) => s.id)).toEqual([first, earlier, later]);
    expect(body.items[0]).toMatchObject({ movieId, venue: 'Showtimes Hall', date: today, time: '23:59', seatsLeft: 8 });
  });

  it(`gives at most ${MOVIE_SHOWTIMES} sessions`, async () => {
    const movieId = String(randomInt(5_000_000, 9_000_000));
    // From tomorrow: a show today may already have started, and a started show is not listed.
    const tomorrow = addDays(utcDateKey(), 1);
    for (let day = 0; day < MOVIE_SHOWTIMES + 3; day++) await sessionOf(movieId, addDays(tomorrow, day), '20:00');

    const { body } = await guest.get<{ items: SessionSummary[] }>(`/api/movies/${movieId}/sessions`);

    expect(body.items).toHaveLength(MOVIE_SHOWTIMES);
    expect(body.items[0].date).toBe(tomorrow);
  });

  it('answers a movie without sessions with an empty list, and a bad id or date with 400', async () => {
    expect((await guest.get(`/api/movies/${randomInt(9_000_001, 9_999_999)}/sessions`)).body).toEqual({ items: [] });
    expect((await guest.get('/api/movies/abc/sessions')).status).toBe(400);
    expect((await guest.get('/api/movies/1001/sessions?from=tomorrow')).status).toBe(400);
  });

  it('the local seed indexes sessions written before the movie index', async () => {
    const movieId = String(randomInt(5_000_000, 9_000_000));
    const sessionId = `old-showtime-${randomUUID().slice(0, 8)}`;
    const date = addDays(utcDateKey(), 1);
    const { Item } = db.entities.session
      .put({ sessionId, movieId, movieTitle: 'Old', venueId: 'v', venueName: 'Old Hall', location: 'Town', screenId: 's', screenName: 'S', sessionDate: date, sessionTime: '22:00', basePrice: 10, totalSeats: 3 })
      .params() as { Item: Record<string, unknown> };
    delete Item.gsi3pk;
    delete Item.gsi3sk;
    await documentClient.send(new PutCommand({ TableName: tableName(), Item }));
    expect((await guest.get<{ items: SessionSummary[] }>(`/api/movies/${movieId}/sessions?from=${date}`)).body.items).toEqual([]);

    await migrate(() => undefined);

    const { body } = await guest.get<{ items: SessionSummary[] }>(`/api/movies/${movieId}/sessions?from=${date}`);
    expect(body.items.map((s) => s.id)).toEqual([sessionId]);
  });
});

describe('GET /api/search/movies (the movies page search)', () => {
  it('finds movies by a part of their title, whatever the case', async () => {
    const { status, body } = await guest.get<{ items: MovieListItem[] }>('/api/search/movies?query=saltwater');
    expect(status).toBe(200);
    expect(body.items[0]).toMatchObject({ id: 1002, title: 'Saltwater Protocol', posterUrl: expect.any(String) });
  });

  it(`gives at most ${MOVIE_SEARCH_RESULTS} results and none for a title nobody has`, async () => {
    const broad = await guest.get<{ items: MovieListItem[] }>('/api/search/movies?query=e');
    expect(broad.body.items.length).toBeGreaterThan(0);
    expect(broad.body.items.length).toBeLessThanOrEqual(MOVIE_SEARCH_RESULTS);
    expect((await guest.get('/api/search/movies?query=zzqxv')).body).toEqual({ items: [] });
  });

  it('answers an empty or too long query with 400 and a message', async () => {
    const empty = await guest.get('/api/search/movies?query=%20');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: expect.objectContaining({ code: 'VALIDATION_ERROR', message: 'Please enter a movie title' }) });
    expect((await guest.get(`/api/search/movies?query=${'a'.repeat(101)}`)).status).toBe(400);
  });
});
