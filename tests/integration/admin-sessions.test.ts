import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSION_ASSETS, MAX_SESSION_PRICES, type AdminSession, type AdminSessionDetail, type SessionCancelResult } from '../../shared/api/routes/admin-sessions';
import type { SeatMap, SessionSummary } from '../../shared/api/routes/booking';
import type { ScreenSeatMap } from '../../shared/api/routes/admin-venues';
import { db } from '../../functions/data/service';
import { apiClient, createAdmin, memberWithPoints, type TestUser } from '../helpers';
import { createSession, daysAhead, sessionInputOn, venueWithScreen } from '../helpers/admin';
import { zonedClock } from '../../shared/check-in';
import { book, createShowStartingIn, moveShowStart } from '../helpers/shows';
import { expectStatementChains, fullHistory } from '../helpers/statement';
import { countCalls, interleave, queriesEntity, transactionItems, type DataCall } from '../helpers/data-calls';
import { createSession as createSessionItems, deleteSession, updateSession } from '../../functions/admin/session-edits';
import type { AppError } from '../../shared/errors';

let admin: TestUser;
const guest = apiClient();

beforeAll(async () => {
  admin = await createAdmin();
});

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
const balanceOf = async (member: TestUser) => ((await member.api.get('/api/me')).body as { points: number; lifetimePoints: number });
const listing = async (from: string, days = 1, extra = '') =>
  (await guest.get<{ items: SessionSummary[] }>(`/api/sessions?from=${from}&days=${days}${extra}`)).body.items;


describe("a session's status in Sessions Management", () => {
  it("follows the time: scheduled before the start, ongoing for the movie's runtime, completed after; the filter asks for the one shown", async () => {
    const ended = await createShowStartingIn(-120, { durationMinutes: 90 });
    const playing = await createShowStartingIn(-30, { durationMinutes: 90 });
    const ahead = await createShowStartingIn(30, { round: 'up', durationMinutes: 90 });
    const statusOf = async (show: typeof ended, filter = '') => {
      const { body } = await admin.api.get<{ items: AdminSession[] }>(`/api/admin/sessions?venueId=${show.venueId}&from=${daysAhead(-2)}&to=${daysAhead(2)}${filter}`);
      return body.items.find((item) => item.id === show.sessionId)?.status ?? 'not listed';
    };
    expect(await statusOf(ended)).toBe('completed');
    expect(await statusOf(playing)).toBe('ongoing');
    expect(await statusOf(ahead)).toBe('scheduled');
    expect(await statusOf(ended, '&status=completed')).toBe('completed');
    expect(await statusOf(ended, '&status=scheduled')).toBe('not listed');
    expect(await statusOf(playing, '&status=ongoing')).toBe('ongoing');
    // Its detail page says the same.
    expect((await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${ended.sessionId}`)).body.session.status).toBe('completed');
  });
});

describe('creating and editing sessions', () => {
  it('refuses bad input with the texts: venue, screen, date, time in 5-minute steps, prices 0-10000 in steps of 0.01', async () => {
    const setup = await venueWithScreen(admin.api);
    const valid = { venueId: setup.venue.id, screenId: setup.screen.id, date: daysAhead(3), time: '20:00', prices: { regular: 10 }, assetIds: [] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, venueId: undefined }, 'Please select a venue'],
      [{ ...valid, screenId: '' }, 'Please select a screen'],
      [{ ...valid, date: undefined }, 'Please select a date'],
      [{ ...valid, time: undefined }, 'Please select a time'],
      [{ ...valid, time: '20:03' }, 'Times are chosen in 5-minute steps'],
      [{ ...valid, prices: { regular: 10000.01 } }, 'Each price must be a number from 0 to 10000'],
      [{ ...valid, prices: { regular: -1 } }, 'Each price must be a number from 0 to 10000'],
      [{ ...valid, prices: { regular: 1.005 } }, 'Prices go in steps of 0.01'],
      [{ ...valid, assetIds: ['a', 'a'] }, 'An asset can be added to a session only once'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.api.post('/api/admin/sessions', body);
      expect(response.status, message).toBe(400);
      expect(errorOf(response.body).message).toBe(message);
    }
    const other = await venueWithScreen(admin.api);
    expect(errorOf((await admin.api.post('/api/admin/sessions', { ...valid, screenId: other.screen.id })).body).message).toBe('This screen is not in the selected venue.');
    expect(errorOf((await admin.api.post('/api/admin/sessions', { ...valid, prices: { nope: 5 } })).body).message).toBe('Unknown seat category: nope');
    expect(errorOf((await admin.api.post('/api/admin/sessions', { ...valid, assetIds: ['no-such-asset'] })).body).message).toBe('Unknown asset: no-such-asset');
    const bare = await admin.api.post<{ id: string }>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'No map yet' });
    expect(errorOf((await admin.api.post('/api/admin/sessions', { ...valid, screenId: bare.body.id })).body).message).toBe(
      'This screen has no seat map yet. Save its seat map first.',
    );
  });

  it('stores only prices above 0 with their average as base price, keeps the running order, and shows the session to members at once', async () => {
    const setup = await venueWithScreen(admin.api, { unavailable: ['A4'] });
    const date = daysAhead(4);
    const session = await createSession(admin.api, setup, {
      date,
      time: '18:35',
      prices: { regular: 12.5, premium: 20, vip: 0 },
      assetIds: ['asset-preshow-phones', 'asset-preshow-welcome'],
    });
    expect(session).toMatchObject({
      venueName: setup.venue.name,
      location: setup.venue.location,
      screenName: setup.screen.name,
      movieId: '1001',
      movieTitle: "The Lantern Keeper's Daughter",
      date,
      time: '18:35',
      bookedSeats: 0,
      totalSeats: 11,
      status: 'scheduled',
      seatMapVersion: 1,
      basePrice: 16.25,
    });
    expect(session.prices.map((p) => [p.categoryId, p.price]).sort()).toEqual([
      ['premium', 20],
      ['regular', 12.5],
    ]);
    expect(session.assets.map((a) => [a.assetId, a.type, a.displayOrder])).toEqual([
      ['asset-preshow-phones', 'promotional', 1],
      ['asset-preshow-welcome', 'promotional', 2],
    ]);

    // At once, in the public listing (no cache to wait for) and its detail, with the card's fields.
    const items = await listing(date, 1, `&venue=${encodeURIComponent(setup.venue.name)}`);
    expect(items).toEqual([
      expect.objectContaining({ id: session.id, movieTitle: session.movieTitle, venue: setup.venue.name, location: setup.venue.location, screen: setup.screen.name, date, time: '18:35', totalSeats: 11, bookedSeats: 0 }),
    ]);
    const assets = await (await memberWithPoints(0)).api.get<{ items: { assetId: string }[] }>(`/api/sessions/${session.id}/assets`);
    expect(assets.body.items.map((a) => a.assetId)).toEqual(['asset-preshow-phones', 'asset-preshow-welcome']);
    // A member pays the stored price rounded to whole points.
    const seats = await guest.get<SeatMap>(`/api/sessions/${session.id}/seats`);
    expect(seats.body.categories.find((c) => c.id === 'regular')?.price).toBe(13);

    const admins = await admin.api.get<{ items: AdminSession[] }>(`/api/admin/sessions?date=${date}&venueId=${setup.venue.id}`);
    expect(admins.body.items.map((s) => s.id)).toEqual([session.id]);
  });

  it('edits a session: date, time, prices and running order replaced; the listing follows; a booked session keeps its screen', async () => {
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup, { assetIds: ['asset-preshow-welcome', 'asset-preshow-phones'] });
    const newDate = daysAhead(5);
    const edited = await admin.api.put<AdminSession>(`/api/admin/sessions/${session.id}`, {
      venueId: setup.venue.id,
      screenId: setup.screen.id,
      movieId: '1002',
      date: newDate,
      time: '21:15',
      prices: { vip: 30 },
      assetIds: ['asset-preshow-phones', 'asset-preshow-concessions'],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ date: newDate, time: '21:15', movieId: '1002', basePrice: 30 });
    expect(edited.body.prices.map((p) => p.categoryId)).toEqual(['vip']);
    expect(edited.body.assets.map((a) => a.assetId)).toEqual(['asset-preshow-phones', 'asset-preshow-concessions']);
    expect((await listing(session.date)).map((s) => s.id)).not.toContain(session.id);
    expect((await listing(newDate)).find((s) => s.id === session.id)).toMatchObject({ time: '21:15', movieTitle: edited.body.movieTitle });

    const member = await memberWithPoints(100);
    expect((await member.api.post('/api/bookings', { sessionId: session.id, seats: ['B1'] })).status).toBe(201);
    const other = await admin.api.post<{ id: string }>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'Other', capacity: 12 });
    await admin.api.put(`/api/admin/screens/${other.body.id}/seat-map`, { rows: 3, columns: 4, aisleColumns: [], screenPosition: 'top', rowCategories: { A: 'regular', B: 'regular', C: 'regular' } });
    const move = await admin.api.put(`/api/admin/sessions/${session.id}`, { venueId: setup.venue.id, screenId: other.body.id, date: newDate, time: '21:15', prices: {}, assetIds: [] });
    expect(move.status).toBe(409);
    expect(errorOf(move.body)).toEqual({ code: 'SESSION_HAS_BOOKINGS', message: 'This session has bookings: its venue and screen cannot change.' });
  });

  it('charges the edited price at once, even to a booking Lambda that cached the session before the edit', async () => {
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup, { prices: { regular: 10 } });
    const member = await memberWithPoints(100);
    // The seat map read warms the booking domain's cache of the session (its prices).
    expect((await guest.get<SeatMap>(`/api/sessions/${session.id}/seats`)).body.categories.find((c) => c.id === 'regular')?.price).toBe(10);
    const edited = await admin.api.put(`/api/admin/sessions/${session.id}`, {
      venueId: setup.venue.id,
      screenId: setup.screen.id,
      movieId: '1001',
      date: session.date,
      time: session.time,
      prices: { regular: 30 },
      assetIds: [],
    });
    expect(edited.status).toBe(200);
    const booking = await member.api.post<{ totalPrice: number }>('/api/bookings', { sessionId: session.id, seats: ['A1'] });
    expect(booking.status).toBe(201);
    expect(booking.body.totalPrice).toBe(30);
    expect((await balanceOf(member)).points).toBe(70);
  });

  it('saves the largest edit in one transaction: 20 categories swapped for 20 others, 25 assets reordered then replaced, on a screen move', async () => {
    const categoryIds = Array.from({ length: 2 * MAX_SESSION_PRICES }, (_, i) => `it-edit-category-${String(i + 1).padStart(2, '0')}`);
    const assetIds = Array.from({ length: 2 * MAX_SESSION_ASSETS }, (_, i) => `it-edit-asset-${String(i + 1).padStart(2, '0')}`);
    await db.entities.seatCategory.put(categoryIds.map((categoryId, i) => ({ categoryId, name: `Edit Category ${i + 1}`, colorCode: '#10b981', priceMultiplier: 1 }))).go();
    await db.entities.asset.put(assetIds.map((assetId, i) => ({ assetId, type: 'ad' as const, title: `Edit Ad ${i + 1}`, fileUrl: 'https://media.example.com/ad.mp4' }))).go();
    const pricesOf = (ids: string[], price: number) => Object.fromEntries(ids.map((id) => [id, price]));
    const [firstCategories, otherCategories] = [categoryIds.slice(0, MAX_SESSION_PRICES), categoryIds.slice(MAX_SESSION_PRICES)];
    const [firstAssets, otherAssets] = [assetIds.slice(0, MAX_SESSION_ASSETS), assetIds.slice(MAX_SESSION_ASSETS)];
    const setup = await venueWithScreen(admin.api);
    const other = await admin.api.post<{ id: string }>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'Other', capacity: 12 });
    await admin.api.put(`/api/admin/screens/${other.body.id}/seat-map`, { rows: 3, columns: 4, aisleColumns: [], screenPosition: 'top', rowCategories: { A: 'regular', B: 'regular', C: 'regular' } });
    const session = await createSession(admin.api, setup, { prices: pricesOf(firstCategories, 10), assetIds: firstAssets });
    const readBack = async () => (await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${session.id}`)).body.session;
    const edit = async (screenId: string, prices: Record<string, number>, running: string[]) => {
      const edited = await admin.api.put<AdminSession>(`/api/admin/sessions/${session.id}`, { venueId: setup.venue.id, screenId, date: session.date, time: session.time, prices, assetIds: running });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const saved = await readBack();
      expect(saved.screenId).toBe(screenId);
      expect(Object.fromEntries(saved.prices.map((p) => [p.categoryId, p.price]))).toEqual(prices);
      expect(saved.assets.map((a) => [a.displayOrder, a.assetId])).toEqual(running.map((assetId, i) => [i + 1, assetId]));
    };

    // Every asset one place on (the first goes last), on the other screen.
    await edit(other.body.id, pricesOf(otherCategories, 15), [...firstAssets.slice(1), firstAssets[0]]);
    // Every asset replaced, every category swapped back, back on the first screen.
    await edit(setup.screen.id, pricesOf(firstCategories, 20), otherAssets);
    const { data: links } = await db.entities.sessionAsset.query.bySession({ sessionId: session.id }).go({ pages: 'all' });
    expect(links.map((link) => link.assetId)).toEqual(otherAssets);
  });

  it('copies a renamed venue or screen onto its sessions: the listing shows the new names', async () => {
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup);
    await admin.api.patch(`/api/admin/venues/${setup.venue.id}`, { name: `${setup.venue.name} Deluxe`, location: 'New Quarter' });
    await admin.api.patch(`/api/admin/screens/${setup.screen.id}`, { name: 'Screen Deluxe' });
    expect((await listing(session.date)).find((s) => s.id === session.id)).toMatchObject({
      venue: `${setup.venue.name} Deluxe`,
      location: 'New Quarter',
      screen: 'Screen Deluxe',
    });
  });
});

describe('seat-map versions', () => {
  it('keeps a booked session on its own seat map when a new one is saved; a new session, or one moved onto the screen, takes the new map', async () => {
    const setup = await venueWithScreen(admin.api, { rows: 3, columns: 4 });
    const old = await createSession(admin.api, setup);
    const member = await memberWithPoints(100);
    expect((await member.api.post('/api/bookings', { sessionId: old.id, seats: ['C4'] })).status).toBe(201);

    // The new map has no row C and no seat 4, and takes B1 off sale.
    const saved = await admin.api.put<ScreenSeatMap>(`/api/admin/screens/${setup.screen.id}/seat-map`, {
      rows: 2,
      columns: 3,
      aisleColumns: [1],
      screenPosition: 'bottom',
      rowCategories: { A: 'regular', B: 'premium' },
      unavailable: ['B1'],
    });
    expect(saved.body.version).toBe(2);

    const oldMap = await guest.get<SeatMap>(`/api/sessions/${old.id}/seats`);
    expect(oldMap.body.screen).toMatchObject({ rows: 3, columns: 4, aisleColumns: [], screenPosition: 'top' });
    expect(oldMap.body.seats).toHaveLength(12);
    expect(oldMap.body.seats.find((s) => s.label === 'C4')).toMatchObject({ booked: true, available: true });
    // The old session still sells its own seats, B1 included.
    expect((await member.api.post('/api/bookings', { sessionId: old.id, seats: ['B1', 'C3'] })).status).toBe(201);
    const detail = await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${old.id}`);
    expect(detail.body.seatMap).toMatchObject({ version: 1, rows: 3, columns: 4 });
    expect(detail.body.seatMap!.seats.filter((s) => s.booked).map((s) => s.label)).toEqual(['B1', 'C3', 'C4']);

    const fresh = await createSession(admin.api, setup);
    expect(fresh).toMatchObject({ seatMapVersion: 2, totalSeats: 5 });
    const freshMap = await guest.get<SeatMap>(`/api/sessions/${fresh.id}/seats`);
    expect(freshMap.body.screen).toMatchObject({ rows: 2, columns: 3, aisleColumns: [1], screenPosition: 'bottom' });
    expect(freshMap.body.seats.map((s) => s.label)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'B3']);
    for (const seat of ['C4', 'B1']) {
      const refused = await member.api.post('/api/bookings', { sessionId: fresh.id, seats: [seat] });
      expect(refused.status, seat).toBe(409);
      expect(errorOf(refused.body).message).toBe('This seat is not available.');
    }
    expect((await member.api.post('/api/bookings', { sessionId: fresh.id, seats: ['A3'] })).status).toBe(201);

    // The listing carries each session's own map's layout and how many categories its legend lists (the
    // booking dialog's room while the map loads); a session moved onto this screen takes those of its current map.
    const listed = async (id: string) => (await guest.get<SessionSummary>(`/api/sessions/${id}`)).body;
    const firstLayout = { seatRows: 3, seatColumns: 4, seatScreenPosition: 'top', seatAisleColumns: [], seatCategoryCount: 1 };
    const newLayout = { seatRows: 2, seatColumns: 3, seatScreenPosition: 'bottom', seatAisleColumns: [1], seatCategoryCount: 2 };
    expect(await listed(old.id)).toMatchObject(firstLayout);
    expect(await listed(fresh.id)).toMatchObject(newLayout);
    const elsewhere = await venueWithScreen(admin.api, { rows: 4, columns: 5, aisleColumns: [2], screenPosition: 'left' });
    const moving = await createSession(admin.api, elsewhere);
    expect(await listed(moving.id)).toMatchObject({ seatRows: 4, seatColumns: 5, seatScreenPosition: 'left', seatAisleColumns: [2], seatCategoryCount: 1 });
    const moved = await admin.api.put(`/api/admin/sessions/${moving.id}`, { venueId: setup.venue.id, screenId: setup.screen.id, date: moving.date, time: moving.time, prices: {}, assetIds: [] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await listed(moving.id)).toMatchObject(newLayout);
  });

  it("copies the category count its seat-map version's item keeps, reading none of the version's seats, at a create and a move", async () => {
    const setup = await venueWithScreen(admin.api, { rows: 3, columns: 4, rowCategories: { A: 'regular', B: 'premium', C: 'regular' } });
    const elsewhere = await venueWithScreen(admin.api);
    const seatQueries = countCalls((call) => queriesEntity(call, 'screenSeat'));
    try {
      const created = await createSessionItems(sessionInputOn(setup));
      const moving = await createSessionItems(sessionInputOn(elsewhere));
      expect(seatQueries.count).toBe(0);
      await updateSession(moving.id, sessionInputOn(setup));
      expect(seatQueries.count).toBe(0);
      const listed = async (id: string) => (await guest.get<SessionSummary>(`/api/sessions/${id}`)).body;
      expect(await listed(created.id)).toMatchObject({ seatRows: 3, seatColumns: 4, seatCategoryCount: 2 });
      expect(await listed(moving.id)).toMatchObject({ seatRows: 3, seatColumns: 4, seatCategoryCount: 2 });
    } finally {
      seatQueries.stop();
    }
  });
});

describe('deleting and cancelling sessions', () => {
  it('refuses to delete a session with bookings (409) and deletes one without', async () => {
    const setup = await venueWithScreen(admin.api);
    const booked = await createSession(admin.api, setup);
    const member = await memberWithPoints(50);
    expect((await member.api.post('/api/bookings', { sessionId: booked.id, seats: ['A1'] })).status).toBe(201);
    const refused = await admin.api.delete(`/api/admin/sessions/${booked.id}`);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toEqual({ code: 'SESSION_HAS_BOOKINGS', message: 'This session has bookings and cannot be deleted. Cancel it instead.' });

    const free = await createSession(admin.api, setup);
    expect((await admin.api.delete(`/api/admin/sessions/${free.id}`)).status).toBe(204);
    expect((await admin.api.get(`/api/admin/sessions/${free.id}`)).status).toBe(404);
    expect((await listing(free.date)).map((s) => s.id)).not.toContain(free.id);
    const { data: prices } = await db.entities.sessionCategoryPricing.query.bySession({ sessionId: free.id }).go();
    expect(prices).toEqual([]);
  });

  describe("a session deleted or moved between a delete's or an edit's read and its write", () => {
    const sessionDeleteOf = (sessionId: string) => (call: DataCall) => transactionItems(call).some((item) => item.pk === `$cinema#sessionid_${sessionId}` && item.sk === '$session_1');
    const deleteAnswer = (sessionId: string) => deleteSession(sessionId).then(() => null, (error: AppError) => ({ status: error.status, code: error.code, message: error.message }));

    it('answers 404 Session not found when another delete took it', async () => {
      const session = await createSession(admin.api, await venueWithScreen(admin.api));
      const other = interleave(sessionDeleteOf(session.id), 'before', () => deleteSession(session.id));
      expect(await deleteAnswer(session.id)).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Session not found' });
      expect(other.ran).toBe(true);
    });

    it('an edit of a session another delete took between its read and its write answers 404 Session not found', async () => {
      const setup = await venueWithScreen(admin.api);
      const session = await createSession(admin.api, setup);
      const other = interleave(sessionDeleteOf(session.id), 'before', () => deleteSession(session.id));
      await expect(updateSession(session.id, sessionInputOn(setup, { time: '21:00' }))).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Session not found' });
      expect(other.ran).toBe(true);
      expect((await admin.api.get(`/api/admin/sessions/${session.id}`)).status).toBe(404);
    });

    it('answers 409 CONCURRENT_UPDATE when an edit moved it to another screen, which keeps it', async () => {
      const setup = await venueWithScreen(admin.api);
      const elsewhere = await venueWithScreen(admin.api);
      const session = await createSession(admin.api, setup);
      const move = interleave(sessionDeleteOf(session.id), 'before', () => updateSession(session.id, sessionInputOn(elsewhere)));
      expect(await deleteAnswer(session.id)).toEqual({ status: 409, code: 'CONCURRENT_UPDATE', message: 'Many people are doing this right now. Please try again.' });
      expect(move.ran).toBe(true);
      expect((await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${session.id}`)).body.session).toMatchObject({ screenId: elsewhere.screen.id });
    });
  });

  it('refunds every confirmed booking once, even when cancelled three times at once and again later; seats freed, balance = ledger sum', async () => {
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup);
    const [ada, bob] = await Promise.all([memberWithPoints(100), memberWithPoints(100)]);
    expect((await ada.api.post('/api/bookings', { sessionId: session.id, seats: ['A1', 'A2'] })).status).toBe(201);
    expect((await ada.api.post('/api/bookings', { sessionId: session.id, seats: ['C1'] })).status).toBe(201);
    expect((await bob.api.post('/api/bookings', { sessionId: session.id, seats: ['B3'] })).status).toBe(201);
    const before = await Promise.all([balanceOf(ada), balanceOf(bob)]);
    expect(before.map((b) => b.points)).toEqual([70, 90]);

    const racing = await Promise.all(Array.from({ length: 3 }, () => admin.api.post<SessionCancelResult>(`/api/admin/sessions/${session.id}/cancel`)));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(racing.reduce((sum, r) => sum + r.body.refundedBookings, 0)).toBe(3);
    expect(racing.reduce((sum, r) => sum + r.body.refundedPoints, 0)).toBe(40);
    const retry = await admin.api.post<SessionCancelResult>(`/api/admin/sessions/${session.id}/cancel`);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ refundedBookings: 0, refundedPoints: 0, session: { status: 'cancelled', bookedSeats: 0 } });

    const after = await Promise.all([balanceOf(ada), balanceOf(bob)]);
    expect(after.map((b) => b.points)).toEqual([100, 100]);
    // Points given back, not earned.
    expect(after.map((b) => b.lifetimePoints)).toEqual(before.map((b) => b.lifetimePoints));
    for (const member of [ada, bob]) {
      const history = await fullHistory(member.api);
      expectStatementChains(history, 100);
      expect(history.filter((e) => e.type === 'refund').length).toBe(member === ada ? 2 : 1);
    }
    expect((await ada.api.get<{ items: unknown[] }>('/api/me/tickets')).body.items).toEqual([]);
    const seats = await guest.get<SeatMap>(`/api/sessions/${session.id}/seats`);
    expect(seats.body.seats.filter((s) => s.booked)).toEqual([]);
    expect((await listing(session.date)).map((s) => s.id)).not.toContain(session.id);
    const closed = await bob.api.post('/api/bookings', { sessionId: session.id, seats: ['A3'] });
    expect(closed.status).toBe(409);
    expect(errorOf(closed.body).code).toBe('SHOW_CLOSED');

    const detail = await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${session.id}`);
    expect(detail.body.bookings.map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect((await admin.api.put(`/api/admin/sessions/${session.id}`, { venueId: setup.venue.id, screenId: setup.screen.id, date: session.date, time: '20:00' })).status).toBe(409);
  });
});

describe("a session's life cycle, as the API keeps it", () => {
  /** A show ahead (an hour on, 90 minutes long) with one seat of `member`'s booked, then moved to start `minutes` from now. */
  const bookedShow = async (member: TestUser, minutes: number) => {
    const show = await createShowStartingIn(60, { round: 'up', durationMinutes: 90 });
    await book(member, show.sessionId, ['A1']);
    if (minutes !== 60) await moveShowStart(show, minutes);
    return show;
  };
  const cancel = (show: { sessionId: string }) => admin.api.post<SessionCancelResult>(`/api/admin/sessions/${show.sessionId}/cancel`);
  const detailOf = async (show: { sessionId: string }) => (await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${show.sessionId}`)).body;

  it('refuses to cancel a show that has finished (409 SESSION_COMPLETED): nothing refunded, balances unchanged', async () => {
    const member = await memberWithPoints(50);
    // Started two hours ago on its venue's clock (where it is about noon: earlier today), 90 minutes long.
    const ended = await bookedShow(member, -120);
    const before = await balanceOf(member);

    const refused = await cancel(ended);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toEqual({ code: 'SESSION_COMPLETED', message: 'This session has finished: its members have watched it, so it cannot be cancelled.' });
    expect(await balanceOf(member)).toEqual(before);
    const detail = await detailOf(ended);
    expect(detail.session.status).toBe('completed');
    // The clock of its time and of its check-in times on Session Detail: its venue's, not UTC.
    expect(detail.timeZone).toBe(ended.timeZone);
    expect(detail.bookings.map((b) => b.status)).toEqual(['confirmed']);
    expect((await fullHistory(member.api)).filter((e) => e.type === 'refund')).toEqual([]);
  });

  it('still cancels a show under way (stopped part-way, its members are refunded) and one ahead', async () => {
    const member = await memberWithPoints(50);
    const playing = await bookedShow(member, -30);
    const ahead = await bookedShow(member, 60);
    expect((await balanceOf(member)).points).toBe(30);
    expect((await detailOf(playing)).session.status).toBe('ongoing');

    for (const show of [playing, ahead]) {
      const cancelled = await cancel(show);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ refundedBookings: 1, refundedPoints: 10, session: { status: 'cancelled' } });
    }
    expect((await balanceOf(member)).points).toBe(50);
  });

  it('does not edit a finished show, and does not tell to cancel a finished show it will not delete', async () => {
    const member = await memberWithPoints(50);
    const ended = await bookedShow(member, -120);
    const { date } = (await detailOf(ended)).session;
    const edit = { venueId: ended.venueId, screenId: ended.screenId, date: daysAhead(3), time: '20:00' };
    const refused = await admin.api.put(`/api/admin/sessions/${ended.sessionId}`, edit);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toEqual({ code: 'SESSION_COMPLETED', message: 'This session has finished and can no longer be edited.' });
    // Not moved ahead: it takes no bookings and its booking cannot be cancelled for a refund.
    const detail = await detailOf(ended);
    expect([detail.session.date, detail.session.status]).toEqual([date, 'completed']);

    const deleted = await admin.api.delete(`/api/admin/sessions/${ended.sessionId}`);
    expect(deleted.status).toBe(409);
    expect(errorOf(deleted.body)).toEqual({ code: 'SESSION_HAS_BOOKINGS', message: 'This session has bookings and cannot be deleted.' });
  });

  it("refuses an edit that moves a session's start into the past as it refuses a new session there (400), and still edits an ongoing show that keeps its start", async () => {
    // Under way for 30 to 35 minutes, on a time the form offers (5-minute steps).
    const playing = await createShowStartingIn(-30, { durationMinutes: 90, stepMinutes: 5 });
    const { session } = await detailOf(playing);
    expect(session.status).toBe('ongoing');
    const edit = { venueId: playing.venueId, screenId: playing.screenId, date: session.date, time: session.time, prices: { 'it-regular': 12 } };
    const passed = { code: 'VALIDATION_ERROR', message: 'This date and time has already passed at the venue. Please choose a later time.' };
    const clockIn = (minutes: number) => zonedClock(new Date(playing.startsAt.getTime() + minutes * 60_000), playing.timeZone);

    const repriced = await admin.api.put<AdminSession>(`/api/admin/sessions/${playing.sessionId}`, edit);
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect(repriced.body).toMatchObject({ date: session.date, time: session.time, basePrice: 12, status: 'ongoing' });

    const intoThePast = await admin.api.put(`/api/admin/sessions/${playing.sessionId}`, { ...edit, time: clockIn(-60) });
    expect(intoThePast.status).toBe(400);
    expect(errorOf(intoThePast.body)).toMatchObject(passed);
    expect((await detailOf(playing)).session).toMatchObject({ time: session.time, status: 'ongoing' });

    // Postponed: moved later, as a show interrupted part-way is.
    const postponed = await admin.api.put<AdminSession>(`/api/admin/sessions/${playing.sessionId}`, { ...edit, time: clockIn(120) });
    expect(postponed.status, JSON.stringify(postponed.body)).toBe(200);
    expect(postponed.body).toMatchObject({ time: clockIn(120), status: 'scheduled' });

    // A new session at a time that has passed gets the same answer.
    const setup = await venueWithScreen(admin.api);
    const created = await admin.api.post('/api/admin/sessions', { venueId: setup.venue.id, screenId: setup.screen.id, date: daysAhead(-1), time: '20:00' });
    expect(created.status).toBe(400);
    expect(errorOf(created.body)).toMatchObject(passed);
  });

  it('edits a session that names no movie (its movie fields cleared), where it answered 500', async () => {
    const member = await memberWithPoints(50);
    const ahead = await bookedShow(member, 60);
    const edit = { venueId: ahead.venueId, screenId: ahead.screenId, date: daysAhead(3), time: '20:00' };
    const edited = await admin.api.put<AdminSession>(`/api/admin/sessions/${ahead.sessionId}`, edit);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ date: edit.date, time: '20:00', movieId: null, movieTitle: 'Special Screening', status: 'scheduled' });
  });
});

describe('session detail', () => {
  it('gives the seat map with booked and checked-in seats, each booking with its member, seats, code, status and check-in time, and occupancy', async () => {
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup);
    const member = await memberWithPoints(100);
    await member.api.patch('/api/me', { name: 'Detail Member' });
    const booking = await member.api.post<{ bookingCode: string }>('/api/bookings', { sessionId: session.id, seats: ['B2', 'B1'] });
    const checkedInAt = new Date().toISOString();
    await db.entities.booking.patch({ sessionId: session.id, seatNumber: 'B1' }).set({ checkedInAt }).go();

    const detail = await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${session.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.bookings).toEqual([
      expect.objectContaining({ bookingCode: booking.body.bookingCode, memberName: 'Detail Member', seats: ['B1', 'B2'], status: 'confirmed', totalPrice: 20, checkedInAt }),
    ]);
    expect(detail.body.occupancy).toEqual({ bookedSeats: 2, totalSeats: 12, checkedInSeats: 1, percent: 16.7 });
    const b1 = detail.body.seatMap!.seats.find((s) => s.label === 'B1');
    expect(b1).toMatchObject({ booked: true, checkedIn: true });
    expect(detail.body.seatMap!.categories.map((c) => [c.id, c.price])).toEqual(expect.arrayContaining([['regular', 10]]));
  });
});

describe('GET /api/sessions reshaped (one query per month)', () => {
  it('spans a month boundary by date then time, hides cancelled shows and keeps its filters', async () => {
    const setup = await venueWithScreen(admin.api);
    const make = (date: string, time: string, movieId = '1001') => createSession(admin.api, setup, { date, time, movieId });
    const a = await make('2099-01-30', '21:00');
    const b = await make('2099-01-30', '09:05', '1002');
    const c = await make('2099-02-02', '12:00');
    const d = await make('2099-02-06', '12:00');
    const cancelled = await make('2099-01-31', '12:00');
    await admin.api.post(`/api/admin/sessions/${cancelled.id}/cancel`);

    const items = await listing('2099-01-30', 7, `&venue=${setup.venue.id}`);
    expect(items.map((s) => s.id)).toEqual([b.id, a.id, c.id]);
    expect(items[0]).toEqual({
      id: b.id,
      movieId: '1002',
      movieTitle: b.movieTitle,
      posterUrl: expect.any(String),
      genre: expect.any(String),
      durationMinutes: expect.any(Number),
      venueId: setup.venue.id,
      venue: setup.venue.name,
      location: setup.venue.location,
      screenId: setup.screen.id,
      screen: setup.screen.name,
      date: '2099-01-30',
      time: '09:05',
      // The venue's clock (UTC here) as an instant.
      startsAt: '2099-01-30T09:05:00.000Z',
      basePrice: 15,
      totalSeats: 12,
      bookedSeats: 0,
      seatsLeft: 12,
      status: 'scheduled',
      sessionState: 'pre-show',
      seatRows: 3,
      seatColumns: 4,
      seatScreenPosition: 'top',
      seatAisleColumns: [],
      seatCategoryCount: 1,
    });
    expect((await listing('2099-01-30', 8, `&venue=${setup.venue.id}`)).map((s) => s.id)).toEqual([b.id, a.id, c.id, d.id]);
    expect((await listing('2099-01-30', 7, `&location=${encodeURIComponent(setup.venue.location)}&movie=${encodeURIComponent(b.movieTitle.toUpperCase())}`)).map((s) => s.id)).toEqual([b.id]);
    expect(await listing('2099-01-30', 7, '&venue=no-such-venue')).toEqual([]);

    const page = await admin.api.get<{ items: AdminSession[]; nextCursor?: string }>(`/api/admin/sessions?from=2099-01-30&to=2099-02-06&venueId=${setup.venue.id}&limit=2`);
    expect(page.body.items.map((s) => s.id)).toEqual([b.id, a.id]);
    const next = await admin.api.get<{ items: AdminSession[]; nextCursor?: string }>(
      `/api/admin/sessions?from=2099-01-30&to=2099-02-06&venueId=${setup.venue.id}&limit=2&cursor=${encodeURIComponent(page.body.nextCursor!)}`,
    );
    expect(next.body.items.map((s) => s.id)).toEqual([cancelled.id, c.id]);
  });
});
