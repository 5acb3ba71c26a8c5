import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAsset } from '../../shared/api/routes/admin-assets';
import type { AdminFeatured, HomeTrailer, RecommendedMovieRow } from '../../shared/api/routes/admin-home';
import { utcDateKey } from '../../shared/booking/calendar';
import { apiClient, createAdmin, type TestUser } from '../helpers';

let admin: TestUser;
const guest = apiClient();

beforeAll(async () => {
  admin = await createAdmin();
});

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

describe('featured screening', () => {
  it('needs a movie asset, fills the defaults, and is what the member home shows until toggled off or deleted', async () => {
    const ad = await admin.api.post<AdminAsset>('/api/admin/assets', { type: 'ad', title: 'Not a movie', fileUrl: 'https://media.example.com/ad.mp4' });
    for (const body of [{}, { assetId: ad.body.id }, { assetId: 'no-such-asset' }]) {
      const refused = await admin.api.post('/api/admin/featured-screenings', body);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe('Please select a movie');
    }
    const movie = await admin.api.post<AdminAsset>('/api/admin/assets', {
      type: 'movie',
      title: `Feature ${randomUUID().slice(0, 6)}`,
      fileUrl: 'https://media.example.com/movie.mp4',
      thumbnailUrl: 'https://media.example.com/poster.png',
    });
    const created = await admin.api.post<AdminFeatured>('/api/admin/featured-screenings', { assetId: movie.body.id, description: 'Big night' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: movie.body.title, genre: 'Movie', time: '19:00', location: 'TBA', isActive: true, assetTitle: movie.body.title, posterUrl: 'https://media.example.com/poster.png' });
    expect([utcDateKey()]).toContain(created.body.date);

    const home = await guest.get<{ featured: { id: string; title: string } | null }>('/api/featured');
    expect(home.body.featured).toMatchObject({ id: created.body.id, title: movie.body.title, description: 'Big night' });

    const off = await admin.api.patch<AdminFeatured>(`/api/admin/featured-screenings/${created.body.id}`, { isActive: false, location: 'Hall 1' });
    expect(off.body).toMatchObject({ isActive: false, location: 'Hall 1' });
    expect((await guest.get<{ featured: { id: string } | null }>('/api/featured')).body.featured?.id).not.toBe(created.body.id);
    const list = await admin.api.get<{ items: AdminFeatured[] }>('/api/admin/featured-screenings');
    expect(list.body.items[0].id).toBe(created.body.id);

    expect((await admin.api.delete(`/api/admin/featured-screenings/${created.body.id}`)).status).toBe(204);
    expect((await admin.api.delete(`/api/admin/featured-screenings/${created.body.id}`)).status).toBe(404);
  });
});

describe('home trailers', () => {
  it('puts an existing trailer asset on the member home by activating it, with its assetId, and takes it off again', async () => {
    const trailer = await admin.api.post<AdminAsset>('/api/admin/assets', {
      type: 'trailer',
      title: 'Winter Assembly teaser',
      movieId: '1016',
      fileUrl: 'https://youtu.be/Zy9xW8vU7tS',
      isActive: false,
    });
    expect(trailer.status).toBe(201);
    type Carousel = { items: { assetId: string | null; movieId: number; movieTitle: string; trailer: { key: string } }[] };
    expect((await guest.get<Carousel>('/api/trailers')).body.items.map((t) => t.assetId)).not.toContain(trailer.body.id);

    const added = await admin.api.post<HomeTrailer>('/api/admin/home-trailers', { assetId: trailer.body.id });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ assetId: trailer.body.id, isActive: true, movieTitle: 'The Winter Assembly' });
    const carousel = await guest.get<Carousel>('/api/trailers');
    expect(carousel.body.items[0]).toMatchObject({ assetId: trailer.body.id, movieId: 1016, movieTitle: 'The Winter Assembly', trailer: { key: 'Zy9xW8vU7tS' } });
    const listed = await admin.api.get<{ items: HomeTrailer[] }>('/api/admin/home-trailers');
    expect(listed.body.items.find((t) => t.assetId === trailer.body.id)?.isActive).toBe(true);

    expect((await admin.api.delete(`/api/admin/home-trailers/${trailer.body.id}`)).status).toBe(204);
    expect((await guest.get<Carousel>('/api/trailers')).body.items.map((t) => t.assetId)).not.toContain(trailer.body.id);
    const ad = await admin.api.post<AdminAsset>('/api/admin/assets', { type: 'ad', title: 'An ad', fileUrl: 'https://media.example.com/ad.mp4' });
    expect(errorOf((await admin.api.post('/api/admin/home-trailers', { assetId: ad.body.id })).body).message).toBe('Please select a trailer');
  });
});

describe('recommended movies', () => {
  it('adds, orders (lower first) and removes recommended movies, and the member home follows', async () => {
    const set = (movieId: number, recommendedOrder?: number) =>
      admin.api.put<RecommendedMovieRow>(`/api/admin/recommended-movies/${movieId}`, recommendedOrder === undefined ? {} : { recommendedOrder });
    // 1040 has no movie row yet: it gets one from the movie database.
    const added = await set(1040, -1);
    expect(added.status).toBe(400);
    expect(errorOf(added.body).message).toBe('Order must be 0 or more');
    expect((await set(1040)).body).toMatchObject({ movieId: 1040, title: 'The Iron Nightingale', isRecommended: true, recommendedOrder: 0 });
    expect((await set(987654)).status).toBe(404);

    const reordered = await admin.api.put<{ items: RecommendedMovieRow[] }>('/api/admin/recommended-movies', { movieIds: [1040, 1002] });
    expect(reordered.status).toBe(200);
    const home = await guest.get<{ items: { id: number; title: string }[] }>('/api/recommended-movies');
    expect(home.status).toBe(200);
    const ids = home.body.items.map((m) => m.id);
    expect(ids.indexOf(1040)).toBeLessThan(ids.indexOf(1002));
    expect(reordered.body.items.map((m) => [m.movieId, m.recommendedOrder])).toEqual(expect.arrayContaining([[1040, 1], [1002, 2]]));

    expect((await admin.api.delete('/api/admin/recommended-movies/1040')).status).toBe(204);
    expect((await guest.get<{ items: { id: number }[] }>('/api/recommended-movies')).body.items.map((m) => m.id)).not.toContain(1040);
    const all = await admin.api.get<{ items: RecommendedMovieRow[] }>('/api/admin/recommended-movies?all=true');
    expect(all.body.items.find((m) => m.movieId === 1040)).toMatchObject({ isRecommended: false, recommendedOrder: 0 });
  });
});
