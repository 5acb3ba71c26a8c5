import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { adminAssetsRoutes, type AdminAsset, type MovieImportResult } from '../../shared/api/routes/admin-assets';
import { db } from '../../functions/data/service';
import { createAdmin, type TestUser } from '../helpers';
import { interleave } from '../helpers/data-calls';
import { deleteAsset, MAX_ASSET_ATTEMPTS, setAssetStatus, updateAsset } from '../../functions/admin/assets';
import { deleteQuestion } from '../../functions/questions/admin-questions';

let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin();
});

type BulkAnswer = z.output<typeof adminAssetsRoutes.bulkUpdateAssets.response>;
const { itemErrors } = adminAssetsRoutes.bulkUpdateAssets;

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
const asset = (overrides: Record<string, unknown> = {}) => ({
  type: 'ad',
  title: `Ad ${randomUUID().slice(0, 6)}`,
  brand: 'Lobby Bar',
  fileUrl: 'https://media.example.com/ads/popcorn.mp4',
  ...overrides,
});

describe('assets', () => {
  it('creates an asset active, 00:00:30 by default, with the limits and the trailer text', async () => {
    const created = await admin.api.post<AdminAsset>('/api/admin/assets', asset({ title: 'Popcorn Promo' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'ad', title: 'Popcorn Promo', brand: 'Lobby Bar', durationSeconds: 30, duration: '00:00:30', isActive: true, movieId: null });

    const timed = await admin.api.post<AdminAsset>('/api/admin/assets', asset({ duration: '01:02:03', thumbnailUrl: '', description: '' }));
    expect(timed.body).toMatchObject({ durationSeconds: 3723, duration: '01:02:03', thumbnailUrl: null, description: null });

    const cases: [Record<string, unknown>, string][] = [
      [asset({ type: 'trailer' }), 'Please select a movie for this trailer'],
      [asset({ title: '' }), 'Title is required'],
      [asset({ title: 'x'.repeat(201) }), 'Title must be at most 200 characters'],
      [asset({ brand: 'b'.repeat(101) }), 'Brand must be at most 100 characters'],
      [asset({ fileUrl: '' }), 'File URL is required'],
      [asset({ fileUrl: 'not a url' }), 'Please enter a valid URL'],
      [asset({ fileUrl: `https://example.com/${'a'.repeat(500)}` }), 'URLs must be at most 500 characters'],
      [asset({ thumbnailUrl: 'ftp://example.com/x.png' }), 'Please enter a valid URL'],
      [asset({ description: 'd'.repeat(1001) }), 'Description must be at most 1000 characters'],
      [asset({ duration: '1:2' }), 'Duration must be HH:MM:SS'],
      [asset({ duration: '00:61:00' }), 'Duration must be HH:MM:SS'],
      [asset({ type: 'banner' }), 'Type must be ad, trailer, movie or promotional'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.api.post('/api/admin/assets', body);
      expect(response.status, message).toBe(400);
      expect(errorOf(response.body).message).toBe(message);
    }
    expect(errorOf((await admin.api.post('/api/admin/assets', asset({ type: 'trailer', movieId: '999999' }))).body).message).toBe(
      'Please select a movie for this trailer',
    );
  });

  it('links a trailer to its movie, edits, toggles and deletes an asset (taking it out of sessions)', async () => {
    const trailer = await admin.api.post<AdminAsset>('/api/admin/assets', asset({ type: 'trailer', title: 'Teaser', movieId: '1016', fileUrl: 'https://www.youtube.com/watch?v=abcdefghijk' }));
    expect(trailer.status, JSON.stringify(trailer.body)).toBe(201);
    expect(trailer.body).toMatchObject({ movieId: '1016', movieTitle: 'The Winter Assembly' });
    const { data: row } = await db.entities.movie.get({ movieId: 1016 }).go();
    expect(row).toMatchObject({ hasTrailer: true });

    const edited = await admin.api.put<AdminAsset>(`/api/admin/assets/${trailer.body.id}`, {
      type: 'promotional',
      title: 'Now a promo',
      fileUrl: 'https://media.example.com/p.mp4',
      duration: '00:00:45',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ type: 'promotional', title: 'Now a promo', brand: null, movieId: null, durationSeconds: 45, isActive: true, createdAt: trailer.body.createdAt });
    const promos = await db.entities.asset.query.byTypeActive({ type: 'promotional', isActive: true }).go({ pages: 'all' });
    expect(promos.data.map((a) => a.assetId)).toContain(trailer.body.id);
    const trailers = await db.entities.asset.query.byTypeActive({ type: 'trailer', isActive: true }).go({ pages: 'all' });
    expect(trailers.data.map((a) => a.assetId)).not.toContain(trailer.body.id);

    const off = await admin.api.patch<AdminAsset>(`/api/admin/assets/${trailer.body.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    await db.entities.sessionAsset.put({ sessionId: 'session-with-asset', assetId: trailer.body.id, displayOrder: 1, isActive: true }).go();
    expect((await admin.api.delete(`/api/admin/assets/${trailer.body.id}`)).status).toBe(204);
    expect((await admin.api.get(`/api/admin/assets/${trailer.body.id}`)).status).toBe(404);
    const { data: links } = await db.entities.sessionAsset.query.byAsset({ assetId: trailer.body.id }).go();
    expect(links).toEqual([]);
    expect((await admin.api.put(`/api/admin/assets/${trailer.body.id}`, asset())).status).toBe(404);
  });

  it('lists newest first a page at a time, filtered by type', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await admin.api.post<AdminAsset>('/api/admin/assets', asset({ type: 'promotional', title: `Paged ${i}` }))).body.id);
    const first = await admin.api.get<{ items: AdminAsset[]; nextCursor?: string }>('/api/admin/assets?type=promotional&limit=2');
    expect(first.body.items.map((a) => a.id)).toEqual([made[2], made[1]]);
    expect(first.body.items.every((a) => a.type === 'promotional')).toBe(true);
    const second = await admin.api.get<{ items: AdminAsset[] }>(`/api/admin/assets?type=promotional&limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(second.body.items[0].id).toBe(made[0]);
    expect((await admin.api.get('/api/admin/assets?type=banner')).status).toBe(400);
  });

  it('activates, deactivates and deletes in bulk, each id answering for itself', async () => {
    const ids = await Promise.all([0, 1].map(async () => (await admin.api.post<AdminAsset>('/api/admin/assets', asset())).body.id));
    const off = await admin.api.post<BulkAnswer>('/api/admin/assets/bulk', { action: 'deactivate', ids: [...ids, 'no-such-asset'] });
    expect(off.status).toBe(200);
    expect(off.body.results).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: true },
      { id: 'no-such-asset', ok: false, error: { code: 'NOT_FOUND', message: 'Asset not found' } },
    ]);
    expect(itemErrors).toContain(off.body.results[2].error?.code);
    for (const id of ids) expect((await admin.api.get<AdminAsset>(`/api/admin/assets/${id}`)).body.isActive).toBe(false);
    await admin.api.post('/api/admin/assets/bulk', { action: 'activate', ids });
    for (const id of ids) expect((await admin.api.get<AdminAsset>(`/api/admin/assets/${id}`)).body.isActive).toBe(true);
    const gone = await admin.api.post<{ results: { ok: boolean }[] }>('/api/admin/assets/bulk', { action: 'delete', ids });
    expect(gone.body.results.every((r) => r.ok)).toBe(true);
    expect((await admin.api.get(`/api/admin/assets/${ids[0]}`)).status).toBe(404);

    expect(errorOf((await admin.api.post('/api/admin/assets/bulk', { action: 'delete', ids: [] })).body).message).toBe('Please select at least one asset');
    expect(errorOf((await admin.api.post('/api/admin/assets/bulk', { action: 'delete', ids: Array.from({ length: 101 }, (_, i) => `a${i}`) })).body).message).toBe(
      'At most 100 assets at a time',
    );
  });

  it('deletes each asset once when two bulk deletes race; the other answer says why with a code the route declares', async () => {
    const ids = await Promise.all([0, 1, 2].map(async () => (await admin.api.post<AdminAsset>('/api/admin/assets', asset())).body.id));
    const answers = await Promise.all([0, 1].map(() => admin.api.post<BulkAnswer>('/api/admin/assets/bulk', { action: 'delete', ids })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const id of ids) {
      const outcomes = answers.map((answer) => answer.body.results.find((result) => result.id === id)!);
      expect(outcomes.filter((result) => result.ok), id).toHaveLength(1);
      const lost = outcomes.find((result) => !result.ok)!;
      expect(itemErrors).toContain(lost.error!.code);
      // Gone before it could delete it, or kept busy through every retry by the one that did: never a failure of the server's.
      expect(['NOT_FOUND', 'CONCURRENT_UPDATE']).toContain(lost.error!.code);
      expect((await admin.api.get(`/api/admin/assets/${id}`)).status).toBe(404);
    }
  });
});

describe('an asset changed by two admins at once', () => {
  const newAsset = async () => (await admin.api.post<AdminAsset>('/api/admin/assets', asset())).body.id;

  it('deletes an asset whose question another admin deleted meanwhile (204), the question staying deleted', async () => {
    const assetId = await newAsset();
    const saved = await admin.api.post<{ items: { id: string }[] }>('/api/admin/questions', { assetId, questions: [{ text: 'Seen the ad?', options: [{ id: 'a', text: 'Yes' }, { id: 'b', text: 'No' }], correctOptionId: null }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const questionId = saved.body.items[0].id;
    // Between the asset delete's read of its questions and its unlinking of this one.
    const deletion = interleave((call) => call.command === 'UpdateItemCommand' && JSON.stringify(call.input.Key).includes(questionId), 'before', () => deleteQuestion(questionId));
    await deleteAsset(assetId);
    expect(deletion.ran).toBe(true);
    expect((await admin.api.get(`/api/admin/assets/${assetId}`)).status).toBe(404);
    expect((await db.entities.sessionQuestion.get({ questionId }).go({ consistent: true })).data).toBeNull();
  });

  it("an edit whose asset's active flag another admin changes before each of its tries answers 409 CONCURRENT_UPDATE, the last flag standing", async () => {
    const assetId = await newAsset();
    let flips = 0;
    const flipBeforeNextTry = () =>
      interleave(
        (call) => call.command === 'TransactWriteItemsCommand' && JSON.stringify(call.input).includes(assetId),
        'before',
        async () => {
          flips += 1;
          await setAssetStatus(assetId, flips % 2 === 0);
          if (flips < MAX_ASSET_ATTEMPTS) flipBeforeNextTry();
        },
      );
    flipBeforeNextTry();
    await expect(updateAsset(assetId, { type: 'ad', title: 'Edited', fileUrl: 'https://media.example.com/ads/edited.mp4', duration: '00:00:30' })).rejects.toMatchObject({ status: 409, code: 'CONCURRENT_UPDATE' });
    expect(flips).toBe(MAX_ASSET_ATTEMPTS);
    expect((await admin.api.get<AdminAsset>(`/api/admin/assets/${assetId}`)).body).toMatchObject({ isActive: false, title: expect.not.stringMatching('Edited') });
  });
});

describe('movie-database import', () => {
  it('searches the movie database (the offline catalogue here), saying what is imported already', async () => {
    const response = await admin.api.get<{ results: { id: number; title: string; imported: boolean; originalLanguage: string }[] }>(
      '/api/admin/movie-database/search?query=starlight',
    );
    expect(response.status).toBe(200);
    expect(response.body.results[0]).toMatchObject({ id: 1015, title: 'Starlight Freight', originalLanguage: 'en' });
    expect(errorOf((await admin.api.get('/api/admin/movie-database/search?query=')).body).message).toBe('Please enter a movie title');
  });

  it('imports a movie, its movie asset and its first trailer as a 150 s trailer asset; importing again, even at once, duplicates nothing', async () => {
    const [first, twin] = await Promise.all([
      admin.api.post<MovieImportResult>('/api/admin/movie-database/imports', { movieId: 1024 }),
      admin.api.post<MovieImportResult>('/api/admin/movie-database/imports', { movieId: 1024 }),
    ]);
    expect([first.status, twin.status].sort()).toEqual([200, 201]);
    const result = (first.status === 201 ? first : twin).body;
    expect(result.movie).toMatchObject({ id: 1024, title: 'Midnight at the Millbrook', hasTrailer: true });
    expect(result.movieAsset).toMatchObject({ type: 'movie', title: 'Midnight at the Millbrook', movieId: '1024', durationSeconds: 99 * 60, isActive: true });
    expect(result.trailerAsset).toMatchObject({ type: 'trailer', movieId: '1024', durationSeconds: 150, duration: '00:02:30' });
    expect(result.trailerAsset!.fileUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);

    // The offline catalogue's poster is a path of this site; the imported trailer saves again as it is, and another path is still refused.
    const { trailerAsset } = result;
    expect(trailerAsset!.thumbnailUrl).toMatch(/^\/api\/media\/\w+\/1024\.svg$/);
    const unchanged = { type: 'trailer', title: trailerAsset!.title, fileUrl: trailerAsset!.fileUrl, thumbnailUrl: trailerAsset!.thumbnailUrl, movieId: trailerAsset!.movieId, duration: trailerAsset!.duration };
    const saved = await admin.api.put<AdminAsset>(`/api/admin/assets/${trailerAsset!.id}`, unchanged);
    expect(saved.status).toBe(200);
    expect(saved.body.thumbnailUrl).toBe(trailerAsset!.thumbnailUrl);
    const elsewhere = await admin.api.put(`/api/admin/assets/${trailerAsset!.id}`, { ...unchanged, thumbnailUrl: '/api/admin/members' });
    expect(elsewhere.status).toBe(400);
    expect(errorOf(elsewhere.body).message).toBe('Please enter a valid URL');

    const again = await admin.api.post<MovieImportResult>('/api/admin/movie-database/imports', { movieId: 1024 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, movieAsset: { id: result.movieAsset.id }, trailerAsset: { id: result.trailerAsset!.id } });
    const { data: assets } = await db.entities.asset.query.byMovie({ movieId: 1024 }).go({ pages: 'all' });
    expect(assets.map((a) => a.type).sort()).toEqual(['movie', 'trailer']);
    const search = await admin.api.get<{ results: { id: number; imported: boolean }[] }>('/api/admin/movie-database/search?query=millbrook');
    expect(search.body.results.find((m) => m.id === 1024)?.imported).toBe(true);

    const missing = await admin.api.post('/api/admin/movie-database/imports', { movieId: 987654 });
    expect(missing.status).toBe(404);
    expect(errorOf(missing.body).message).toBe('Movie not found');
  });
});

describe('Movies Management', () => {
  it('lists now playing, upcoming and popular movies with filters for title, release year and original language, and the count', async () => {
    const all = await admin.api.get<{ count: number; results: { id: number; originalLanguage: string; releaseDate: string; title: string }[]; languages: string[] }>(
      '/api/admin/movies?list=now_playing',
    );
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(all.body.results.length);
    expect(all.body.languages).toEqual(expect.arrayContaining(['en', 'fr', 'ko']));

    const korean = await admin.api.get<{ count: number; results: { id: number }[] }>('/api/admin/movies?list=now_playing&language=KO');
    expect(korean.body.results.map((m) => m.id)).toEqual([1014]);
    expect(korean.body.count).toBe(1);
    const titled = await admin.api.get<{ results: { title: string }[] }>('/api/admin/movies?list=upcoming&title=STARLIGHT');
    expect(titled.body.results.map((m) => m.title)).toEqual(['Starlight Freight']);
    const year = await admin.api.get<{ results: { releaseDate: string }[] }>('/api/admin/movies?list=popular&year=2025');
    expect(year.body.results.length).toBeGreaterThan(0);
    expect(year.body.results.every((m) => m.releaseDate.startsWith('2025-'))).toBe(true);
    expect((await admin.api.get('/api/admin/movies?list=classics')).status).toBe(400);
  });
});
