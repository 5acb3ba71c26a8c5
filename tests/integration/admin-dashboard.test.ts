import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../shared/api/routes/admin-members';
import type { AdminAsset } from '../../shared/api/routes/admin-assets';
import { db } from '../../functions/data/service';
import { createAdmin, createMember, type TestUser } from '../helpers';
import { createSession, venueWithScreen } from '../helpers/admin';

/**
 * Admin Dashboard (issue #14 item 5): six figures read from counters kept in the transactions that
 * change what they count; each moves by exactly the right amount under concurrent writes. Tests of
 * this file run one after another, so the figures move only by what each test does.
 */

const figures = async (admin: TestUser) => {
  const response = await admin.api.get<Dashboard>('/api/admin/dashboard');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const moved = (before: Dashboard, after: Dashboard) =>
  Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - before[name as keyof Dashboard]])) as Dashboard;
const none: Dashboard = { members: 0, sessions: 0, bookings: 0, activeAssets: 0, movies: 0, pointsSpent: 0 };

describe('Admin Dashboard counters', () => {
  it('counts members who sign up and members an admin adds, at once', async () => {
    const admin = await createAdmin();
    const before = await figures(admin);
    await Promise.all([
      ...Array.from({ length: 4 }, () => createMember()),
      ...Array.from({ length: 3 }, (_, i) => admin.api.post('/api/admin/members', { name: `Counted ${i}`, email: `counted-${randomUUID()}@test.local`, initialPoints: i * 10 })),
    ]);
    // The same member's first requests racing create one profile, counted once.
    const racer = await createMember();
    await Promise.all(Array.from({ length: 3 }, () => racer.api.get('/api/me')));
    expect(moved(before, await figures(admin))).toEqual({ ...none, members: 4 + 3 + 1 });
  });

  it('counts sessions created and deleted, booked seats and points spent, and gives seats back when a session is cancelled', async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api, { rows: 2, columns: 4 });
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    const before = await figures(admin);

    const sessions = await Promise.all(Array.from({ length: 3 }, (_, i) => createSession(admin.api, setup, { time: `1${i}:00` })));
    expect((await admin.api.delete(`/api/admin/sessions/${sessions[2].id}`)).status).toBe(204);
    expect(moved(before, await figures(admin))).toMatchObject({ sessions: 2 });

    // Five members race for A1 (one wins), and each books one more seat of their own at once.
    const [target, other] = sessions;
    const race = await Promise.all(members.map((m) => m.api.post('/api/bookings', { sessionId: target.id, seats: ['A1'] })));
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    // And each books a seat of row B at once (the fifth races the first for B1).
    const own = await Promise.all(members.map((m, i) => m.api.post('/api/bookings', { sessionId: target.id, seats: [`B${(i % 4) + 1}`] })));
    const ownBooked = own.filter((r) => r.status === 201).length;
    expect(ownBooked).toBe(4);
    await members[0].api.post('/api/bookings', { sessionId: other.id, seats: ['A1', 'A2'] });
    const afterBooking = moved(before, await figures(admin));
    const booked = 1 + ownBooked + 2;
    expect(afterBooking).toEqual({ ...none, sessions: 2, bookings: booked, pointsSpent: booked * 10 });

    // Cancelling refunds (positive deltas: points spent stay) and frees the seats, even cancelled twice at once.
    await Promise.all([admin.api.post(`/api/admin/sessions/${target.id}/cancel`), admin.api.post(`/api/admin/sessions/${target.id}/cancel`)]);
    expect(moved(before, await figures(admin))).toEqual({ ...none, sessions: 2, bookings: 2, pointsSpent: booked * 10 });
  });

  it('counts points spent from admin debits', async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const before = await figures(admin);
    await Promise.all([7, 8, 9].map((n) => admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: -n, reason: 'Debit test' })));
    await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: 50, reason: 'Credit test' });
    expect(moved(before, await figures(admin))).toEqual({ ...none, pointsSpent: 24 });
  });

  it('counts active assets through create, toggles (only real changes), edits, bulk actions and deletes, at once', async () => {
    const admin = await createAdmin();
    const before = await figures(admin);
    const create = (isActive: boolean) =>
      admin.api.post<AdminAsset>('/api/admin/assets', { type: 'ad', title: `Counted ad ${randomUUID()}`, fileUrl: 'https://media.example.com/a.mp4', isActive });
    const assets = (await Promise.all([create(true), create(true), create(true), create(false)])).map((r) => r.body);
    expect(moved(before, await figures(admin)).activeAssets).toBe(3);

    // Ten concurrent "deactivate" of one asset: one real change.
    await Promise.all(Array.from({ length: 10 }, () => admin.api.patch(`/api/admin/assets/${assets[0].id}`, { isActive: false })));
    expect(moved(before, await figures(admin)).activeAssets).toBe(2);
    // Bulk activate all four (two already active), then delete an active one and edit the inactive... at once.
    await admin.api.post('/api/admin/assets/bulk', { action: 'activate', ids: assets.map((a) => a.id) });
    expect(moved(before, await figures(admin)).activeAssets).toBe(4);
    await Promise.all([
      admin.api.delete(`/api/admin/assets/${assets[1].id}`),
      admin.api.put(`/api/admin/assets/${assets[2].id}`, { type: 'ad', title: 'Edited off', fileUrl: 'https://media.example.com/a.mp4', isActive: false }),
      admin.api.post('/api/admin/assets/bulk', { action: 'delete', ids: [assets[3].id] }),
    ]);
    expect(moved(before, await figures(admin))).toEqual({ ...none, activeAssets: 1 });
    await admin.api.post('/api/admin/assets/bulk', { action: 'deactivate', ids: assets.map((a) => a.id) });
    expect(moved(before, await figures(admin))).toEqual(none);
  });

  it('counts an imported movie once, with its active assets, even when imported twice at once', async () => {
    const admin = await createAdmin();
    // A film of the offline catalogue (ids 1001-1042) with no movie row yet.
    const ids = Array.from({ length: 42 }, (_, i) => 1001 + i);
    const { data: rows } = await db.entities.movie.get(ids.map((movieId) => ({ movieId }))).go();
    const movieId = ids.reverse().find((id) => !rows.some((row) => row.movieId === id))!;
    expect(movieId).toBeDefined();
    const before = await figures(admin);
    const imports = await Promise.all([1, 2].map(() => admin.api.post<{ trailerAsset: unknown }>('/api/admin/movie-database/imports', { movieId })));
    expect(imports.map((r) => r.status).sort()).toEqual([200, 201]);
    const assets = imports[0].body.trailerAsset ? 2 : 1;
    expect(moved(before, await figures(admin))).toEqual({ ...none, movies: 1, activeAssets: assets });
  });
});

