import { describe, expect, it } from 'vitest';
import type { MovieListPage } from '../../shared/api/routes/movies';
import { apiClient, createMember, memberWithPoints } from '../helpers';
import { book, createShowStartingIn } from '../helpers/shows';

describe('GET /api/me/stats', () => {
  it('starts at zero and counts the member’s own reviews only', async () => {
    const [member, other] = await Promise.all([createMember(), createMember()]);
    expect((await member.api.get('/api/me/stats')).body).toEqual({ answers: 0, bookings: 0, reviews: 0 });

    const { body: movies } = await apiClient().get<MovieListPage>('/api/movies?list=popular');
    const [first, second] = movies.results;
    expect((await member.api.post(`/api/movies/${first.id}/reviews`, { rating: 8, text: '' })).status).toBe(201);
    expect((await member.api.post(`/api/movies/${second.id}/reviews`, { rating: 6, text: 'Solid.' })).status).toBe(201);
    expect((await other.api.post(`/api/movies/${first.id}/reviews`, { rating: 3, text: '' })).status).toBe(201);

    expect((await member.api.get('/api/me/stats')).body).toMatchObject({ reviews: 2 });
    expect((await other.api.get('/api/me/stats')).body).toMatchObject({ reviews: 1 });
  });

  it('counts a booking of several seats once, and a cancelled booking not at all', async () => {
    const show = await createShowStartingIn(180);
    const member = await memberWithPoints(40);
    const pair = await book(member, show.sessionId, ['A1', 'A2']);
    await book(member, show.sessionId, ['B1']);
    expect((await member.api.get('/api/me/stats')).body).toMatchObject({ bookings: 2 });

    expect((await member.api.delete(`/api/bookings/${encodeURIComponent(pair)}`)).status).toBe(200);
    expect((await member.api.get('/api/me/stats')).body).toMatchObject({ bookings: 1 });
  });

  it('needs a session', async () => {
    expect((await apiClient().get('/api/me/stats')).status).toBe(401);
  });
});
