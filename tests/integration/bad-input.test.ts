import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminSession } from '../../shared/api/routes/admin-sessions';
import type { AdminVenue } from '../../shared/api/routes/admin-venues';
import { MAX_BODY_BYTES } from '../../shared/schemas/input';
import { apiClient, createAdmin, createMember, type TestUser } from '../helpers';
import { createSession, venueWithScreen } from '../helpers/admin';

/**
 * Each bad input a fuzz of every operation found gets a clear 4xx, and costs no more than a good one
 * (docs/input-rules.md).
 */
let admin: TestUser;
let member: TestUser;
const guest = apiClient();
const errorOf = (body: unknown) => (body as { error: { code: string; message: string; details?: Record<string, unknown> } }).error;

/** A request that must be refused as bad input, quickly. */
async function expectBadInput(response: Promise<{ status: number; body: unknown }>, status = 400) {
  const started = performance.now();
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(status);
  expect(errorOf(answer.body).code).toBe(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR');
  expect(performance.now() - started).toBeLessThan(2000);
  return errorOf(answer.body);
}

beforeAll(async () => {
  [admin, member] = await Promise.all([createAdmin(), createMember()]);
});

describe('dates', () => {
  it('refuses a day outside 2000-2100 or not on the calendar, in every date query and field', async () => {
    for (const day of ['0000-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '1999-12-31', '2101-01-01']) {
      await expectBadInput(guest.get(`/api/sessions?from=${day}`));
      await expectBadInput(admin.api.get(`/api/admin/sessions?from=${day}&to=${day}`));
    }
    await expectBadInput(admin.api.get('/api/admin/reports?from=9999-12-01&to=9999-12-31'));
    await expectBadInput(admin.api.get('/api/admin/reports?from=2026-02-01&to=2026-02-30'));
    expect((await guest.get('/api/sessions?from=2100-12-31')).status).toBe(200);
    expect((await admin.api.get('/api/admin/reports?from=2026-02-01&to=2026-02-28')).status).toBe(200);
  });

  it('refuses a session on a day that does not exist or is out of range', async () => {
    const setup = await venueWithScreen(admin.api);
    for (const date of ['2026-02-30', '0000-01-01', '9999-12-31']) {
      const error = await expectBadInput(
        admin.api.post('/api/admin/sessions', { venueId: setup.venue.id, screenId: setup.screen.id, movieId: '1001', date, time: '20:00', prices: { regular: 10 }, assetIds: [] }),
      );
      expect(error).toMatchObject({ message: 'Please select a date', details: { path: 'date' } });
    }
  });
});

describe('whole numbers', () => {
  it('reads a movie id only in its canonical form', async () => {
    expect((await guest.get('/api/movies/1012')).status).toBe(200);
    for (const id of ['0x3f4', '1012.0', '+1012', '01012', '1e3', '0', '-1', '%201012', '99999999999999999999']) {
      await expectBadInput(guest.get(`/api/movies/${id}`));
      await expectBadInput(guest.get(`/api/movies/${id}/reviews`));
    }
    await expectBadInput(guest.get('/api/movies?list=popular&page=01'));
    await expectBadInput(guest.get('/api/sessions?days=7.0'));
  });

  it('takes no string or array for an integer in a body', async () => {
    const venue = await admin.api.post<AdminVenue>('/api/admin/venues', { name: `Numbers Hall ${Date.now()}`, location: 'Here' });
    expect(venue.status).toBe(201);
    expect((await expectBadInput(admin.api.post(`/api/admin/venues/${venue.body.id}/screens`, { name: 'One', capacity: '7' }))).message).toBe('Capacity must be at least 1');
    expect((await admin.api.post(`/api/admin/venues/${venue.body.id}/screens`, { name: 'One', capacity: 7 })).status).toBe(201);
    await expectBadInput(admin.api.put('/api/admin/recommended-movies/1012', { recommendedOrder: '7' }));
    await expectBadInput(admin.api.post('/api/admin/movie-database/imports', { movieId: [1012] }));
    await expectBadInput(admin.api.put('/api/admin/recommended-movies', { movieIds: ['1012'] }));
  });
});

describe('cursors', () => {
  it('refuses a cursor that is not one the list hands out, on every list route', async () => {
    const session = await createSession(admin.api, await venueWithScreen(admin.api));
    const sessions = await admin.api.get<{ items: AdminSession[]; nextCursor?: string }>(`/api/admin/sessions?date=${session.date}&limit=1`);
    const otherRoutesCursor = sessions.body.nextCursor ?? Buffer.from(JSON.stringify({ m: 0, c: null })).toString('base64url');
    const venueCursor = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: 'z', gsi1sk: 'w' })).toString('base64url');
    const lists = [
      [admin.api, '/api/admin/venues'],
      [admin.api, '/api/admin/assets'],
      [admin.api, '/api/admin/sessions'],
      [admin.api, '/api/admin/members'],
      [admin.api, '/api/admin/members?search=ada'],
      [admin.api, '/api/admin/question-links?state=unlinked'],
      [admin.api, '/api/admin/mail/failed'],
      [member.api, '/api/me/points-history'],
      [member.api, '/api/me/answers'],
      [guest, '/api/movies/1013/reviews'],
    ] as const;
    for (const [client, path] of lists) {
      const anotherRoutes = path === '/api/admin/sessions' ? venueCursor : otherRoutesCursor;
      for (const cursor of ['e30', 'W10', 'bnVsbA', '!!!', anotherRoutes, Buffer.from('"text"').toString('base64url')]) {
        const error = await expectBadInput(client.get(`${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`));
        expect(error.message, `${path} ${cursor}`).toBe('The page cursor is not valid');
      }
    }
    // A key of the right shape from another partition (another member's statement) is refused too.
    await expectBadInput(member.api.get(`/api/me/points-history?cursor=${Buffer.from(JSON.stringify({ pk: '$cinema#user_someone-else', sk: '$pointshistory_1#revision_00000001' })).toString('base64url')}`));
    await expectBadInput(admin.api.get(`/api/admin/venues?cursor=${venueCursor}`));
    await expectBadInput(admin.api.get(`/api/admin/mail/failed?cursor=${venueCursor}`));
  });
});

describe('free text', () => {
  it('refuses control, bidi and lone-surrogate characters in reviews and admin-entered names, as in member names', async () => {
    for (const text of ['Great\u0000film', 'Great \u202Emlif', 'Great \uD800 film', 'Bell\u0007']) {
      expect((await expectBadInput(member.api.post('/api/movies/1013/reviews', { rating: 8, text }))).message).toBe('Text contains characters that are not allowed');
      await expectBadInput(admin.api.post('/api/admin/venues', { name: `Hall ${text}`, location: 'Here' }));
      expect((await expectBadInput(admin.api.post('/api/admin/assets', { type: 'ad', title: 'Ad', description: text, fileUrl: 'https://cdn.example.com/ad.mp4' }))).details).toEqual({ path: 'description' });
    }
    // Line breaks are text in a review, not a control to refuse.
    expect((await member.api.post('/api/movies/1013/reviews', { rating: 8, text: 'Great film.\nWould watch again.' })).status).toBe(201);
  });
});

describe('bodies and headers', () => {
  it('refuses a body over the limit with 413 without reading it whole, and takes a large legitimate one', async () => {
    const url = new URL('/api/admin/venues', inject('apiUrl'));
    const started = performance.now();
    // 10 MB announced, a first megabyte sent: the server answers 413 and closes without waiting for the rest.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024), authorization: `Bearer ${admin.idToken}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024 * 1024, 0x20));
    });
    expect(status).toBe(413);
    expect(performance.now() - started).toBeLessThan(2000);

    const padded = JSON.stringify({ name: 'Big', location: 'Here', padding: 'x'.repeat(MAX_BODY_BYTES) });
    await expectBadInput(admin.api.post('/api/admin/venues', padded), 413);
    // Chunked, with no length announced: counted as it arrives.
    const chunked = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` },
      body: new Blob([padded]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);

    // A large legitimate body (over the 8 KB the edge's common rule set would block): a 30 x 100 seat
    // map with every seat but one unavailable.
    const setup = await venueWithScreen(admin.api, { capacity: 3000 });
    const rows = Array.from({ length: 30 }, (_, i) => (i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(65 + i - 26)}`));
    const unavailable = rows.flatMap((row) => Array.from({ length: 100 }, (_, c) => `${row}${c + 1}`)).slice(1);
    const body = { rows: 30, columns: 100, unavailable };
    expect(JSON.stringify(body).length).toBeGreaterThan(16 * 1024);
    const seatMap = await admin.api.put(`/api/admin/screens/${setup.screen.id}/seat-map`, body);
    expect(seatMap.status, JSON.stringify(seatMap.body).slice(0, 300)).toBe(200);
  });

  it('sends X-Content-Type-Options: nosniff on every API answer, errors included', async () => {
    for (const response of [await guest.get('/api/health'), await guest.get('/api/movies/0x1'), await guest.get('/api/me'), await guest.get('/api/nowhere'), await admin.api.get('/api/admin/venues')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
