import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminScreen, AdminVenue, ScreenSeatMap, VenueDetail } from '../../shared/api/routes/admin-venues';
import { createAdmin, createMember, creditPoints, type TestUser } from '../helpers';
import type { AdminSession, AdminSessionDetail } from '../../shared/api/routes/admin-sessions';
import { createScreen, deleteScreen, updateScreen } from '../../functions/admin/screens';
import { deleteVenue, updateVenue } from '../../functions/admin/venues';
import { venueScreens } from '../../functions/admin/venue-items';
import { seatsOfScreen } from '../../functions/data/seating';
import { saveSeatMap } from '../../functions/admin/seat-maps';
import { createSession as createSessionItems, updateSession } from '../../functions/admin/session-edits';
import { screenSessions, sessionById } from '../../functions/data/sessions';
import { markBookingsAhead } from '../../functions/data/bookings-ahead';
import { createSession, daysAhead, putSessions, sessionInputOn, venueWithScreen, type AdminScreenSetup } from '../helpers/admin';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, documentClient } from '../../functions/data/service';
import { countCalls, countRefusals, holdInFlight, interleave, lagIndex, queriedPartition, queriesEntity, transactionItems, type DataCall } from '../helpers/data-calls';
import { book } from '../helpers/shows';

let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin();
});

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

/** A write of an item two writers want at once, and how to tell its call. */
interface HeldWrite {
  matches: (call: DataCall) => boolean;
  write: () => Promise<unknown>;
}

/** How each of two writes ended: `done`, or the error it failed with. */
type Outcomes = [unknown, unknown];
const BOTH_DONE: Outcomes = ['done', 'done'];
const outcomeOf = (write: Promise<unknown>) => write.then(() => 'done', (error: unknown) => error);

/**
 * Sends `held` and holds it in flight until `sent`, sent meanwhile, has been refused at least once (DynamoDB's
 * conflict on an item both write, emulated); then both finish, and say how.
 */
async function sendWhileHeld(held: HeldWrite, sent: HeldWrite): Promise<Outcomes> {
  const refused = countRefusals(sent.matches);
  let sending: Promise<unknown> | undefined;
  const hold = holdInFlight(held.matches, async () => {
    sending = outcomeOf(sent.write());
    await expect.poll(() => refused.count, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
  });
  const heldOutcome = await outcomeOf(held.write());
  const sentOutcome = await sending;
  refused.stop();
  expect(hold.held).toBe(true);
  return [heldOutcome, sentOutcome];
}

describe('venues', () => {
  it('creates a venue with the spec texts for a missing name or location, in UTC unless a valid IANA zone is given', async () => {
    for (const body of [{ location: 'Here' }, { name: ' ', location: 'Here' }, { name: 'Somewhere' }]) {
      const response = await admin.api.post('/api/admin/venues', body);
      expect(response.status).toBe(400);
      expect(errorOf(response.body).message).toBe('Name and location are required');
    }
    const badZone = await admin.api.post('/api/admin/venues', { name: 'Zoned', location: 'Here', timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(errorOf(badZone.body).message).toBe('Please choose a valid time zone (e.g. Europe/London)');

    const plain = await admin.api.post<AdminVenue>('/api/admin/venues', { name: 'Plain Hall', location: 'Old Town', address: '1 Main St', phone: '+15550101' });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ name: 'Plain Hall', location: 'Old Town', address: '1 Main St', phone: '+15550101', timeZone: 'UTC', isActive: true });
    const london = await admin.api.post<AdminVenue>('/api/admin/venues', { name: 'London Hall', location: 'Soho', timeZone: 'Europe/London' });
    expect(london.body.timeZone).toBe('Europe/London');
  });

  it('lists venues a page at a time', async () => {
    for (let i = 0; i < 3; i++) await admin.api.post('/api/admin/venues', { name: `Paged Venue ${i}`, location: 'Paging' });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await admin.api.get<{ items: AdminVenue[]; nextCursor?: string }>(`/api/admin/venues?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((v) => v.id));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await admin.api.get('/api/admin/venues?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
  });

  it("edits a venue, toggles it, and gives its side panel's Total Screens and Total Capacity", async () => {
    const setup = await venueWithScreen(admin.api, { rows: 2, columns: 5 });
    const second = await admin.api.post<AdminScreen>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'Second' });
    expect(second.body).toMatchObject({ capacity: 100, screenType: 'standard', isActive: true, seatMapVersion: null });

    const detail = await admin.api.get<VenueDetail>(`/api/admin/venues/${setup.venue.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ totalScreens: 2, totalCapacity: 110 });
    expect(detail.body.screens.map((s) => s.name).sort()).toEqual([setup.screen.name, 'Second'].sort());

    const edited = await admin.api.patch<AdminVenue>(`/api/admin/venues/${setup.venue.id}`, { name: 'Renamed Hall', phone: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Renamed Hall', phone: null, location: setup.venue.location });
    const off = await admin.api.patch<AdminVenue>(`/api/admin/venues/${setup.venue.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    expect((await admin.api.get('/api/admin/venues/no-such-venue')).status).toBe(404);
  });
});

describe('screens', () => {
  it('validates a screen with its texts and defaults, and edits or toggles it', async () => {
    const { venue } = await venueWithScreen(admin.api);
    const unnamed = await admin.api.post(`/api/admin/venues/${venue.id}/screens`, { name: '' });
    expect(unnamed.status).toBe(400);
    expect(errorOf(unnamed.body).message).toBe('Screen name is required');
    const empty = await admin.api.post(`/api/admin/venues/${venue.id}/screens`, { name: 'Tiny', capacity: 0 });
    expect(errorOf(empty.body).message).toBe('Capacity must be at least 1');
    const huge = await admin.api.post(`/api/admin/venues/${venue.id}/screens`, { name: 'Huge', capacity: 20_001 });
    expect(errorOf(huge.body).message).toBe('Capacity must be at most 20,000');
    const badType = await admin.api.post(`/api/admin/venues/${venue.id}/screens`, { name: 'Odd', screenType: 'cinerama' });
    expect(badType.status).toBe(400);
    expect((await admin.api.post('/api/admin/venues/no-such-venue/screens', { name: 'Lost' })).status).toBe(404);

    const imax = await admin.api.post<AdminScreen>(`/api/admin/venues/${venue.id}/screens`, { name: 'IMAX', capacity: 300, screenType: 'imax' });
    expect(imax.status).toBe(201);
    const edited = await admin.api.patch<AdminScreen>(`/api/admin/screens/${imax.body.id}`, { name: 'IMAX Laser', isActive: false });
    expect(edited.body).toMatchObject({ name: 'IMAX Laser', isActive: false, capacity: 300, screenType: 'imax', venueName: venue.name });
    const list = await admin.api.get<{ items: AdminScreen[] }>(`/api/admin/screens?venueId=${venue.id}`);
    expect(list.body.items.map((s) => s.name)).toContain('IMAX Laser');
  });
});

describe('seat maps', () => {
  it("gives the editor the spec's default layout for the capacity before the first save", async () => {
    const { venue } = await venueWithScreen(admin.api);
    const cases: [number, number, number][] = [
      [100, 8, 12],
      [200, 12, 18],
      [201, 15, 20],
    ];
    for (const [capacity, rows, columns] of cases) {
      const screen = await admin.api.post<AdminScreen>(`/api/admin/venues/${venue.id}/screens`, { name: `Cap ${capacity}`, capacity });
      const map = await admin.api.get<ScreenSeatMap>(`/api/admin/screens/${screen.body.id}/seat-map`);
      expect(map.status).toBe(200);
      expect(map.body).toMatchObject({ version: null, rows, columns, screenPosition: 'top' });
      // The category named Regular (other tests may add more of that name).
      const fallback = map.body.categories.find((c) => c.id === map.body.defaultCategoryId);
      expect(fallback?.name.toLowerCase()).toBe('regular');
      expect(map.body.rowCategories.A).toBe(map.body.defaultCategoryId);
    }
  });

  it('saves rows x columns seats whatever the aisles (12 x 18 with two aisles is 216), a new version each time', async () => {
    const { venue } = await venueWithScreen(admin.api);
    const screen = await admin.api.post<AdminScreen>(`/api/admin/venues/${venue.id}/screens`, { name: 'Big', capacity: 216 });
    const body = { rows: 12, columns: 18, aisleColumns: [14, 4], screenPosition: 'bottom', rowCategories: { L: 'vip' }, unavailable: ['A1', 'a2'] };
    const first = await admin.api.put<ScreenSeatMap>(`/api/admin/screens/${screen.body.id}/seat-map`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ version: 1, rows: 12, columns: 18, aisleColumns: [4, 14], screenPosition: 'bottom', seatCount: 216, sellableSeats: 214 });
    expect(first.body.seats).toHaveLength(216);
    expect(first.body.unavailable).toEqual(['A1', 'A2']);
    expect(first.body.rowCategories).toMatchObject({ A: first.body.defaultCategoryId, L: 'vip' });

    const second = await admin.api.put<ScreenSeatMap>(`/api/admin/screens/${screen.body.id}/seat-map`, { ...body, rows: 10, rowCategories: { J: 'vip' }, unavailable: [] });
    expect(second.body).toMatchObject({ version: 2, seatCount: 180, sellableSeats: 180 });
    const current = await admin.api.get<ScreenSeatMap>(`/api/admin/screens/${screen.body.id}/seat-map`);
    expect(current.body).toMatchObject({ version: 2, rows: 10 });
    const after = await admin.api.get<AdminScreen>(`/api/admin/screens/${screen.body.id}`);
    expect(after.body).toMatchObject({ seatMapVersion: 2, seatCount: 180, aisleColumns: [4, 14], screenPosition: 'bottom' });
  });

  it("saves a 300-seat map's seats 25 a request, not a request a seat", async () => {
    const { venue } = await venueWithScreen(admin.api);
    const screen = await admin.api.post<AdminScreen>(`/api/admin/venues/${venue.id}/screens`, { name: 'Hall', capacity: 300 });
    const puts = countCalls((call) => call.command === 'PutItemCommand');
    const batches = countCalls((call) => call.command === 'BatchWriteItemCommand');
    const saved = await saveSeatMap(screen.body.id, { rows: 15, columns: 20, aisleColumns: [5, 15], screenPosition: 'top', rowCategories: { O: 'vip' }, unavailable: ['A1'] });
    puts.stop();
    batches.stop();
    // The 300 seats in 12 batches; the version's own item in a put.
    expect([batches.count, puts.count]).toEqual([12, 1]);
    expect(saved).toMatchObject({ version: 1, seatCount: 300, sellableSeats: 299, unavailable: ['A1'] });
    expect(saved.rowCategories).toMatchObject({ A: saved.defaultCategoryId, O: 'vip' });
    expect(await seatsOfScreen(screen.body.id, 1)).toHaveLength(300);
  });

  it('refuses a layout beyond the capacity with the spec text, rows and columns out of range, and a map with no seat for sale', async () => {
    const { venue } = await venueWithScreen(admin.api);
    const screen = await admin.api.post<AdminScreen>(`/api/admin/venues/${venue.id}/screens`, { name: 'Small', capacity: 200 });
    const put = (body: Record<string, unknown>) =>
      admin.api.put(`/api/admin/screens/${screen.body.id}/seat-map`, { rows: 12, columns: 18, aisleColumns: [4, 14], screenPosition: 'top', rowCategories: {}, ...body });

    const tooMany = await put({});
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: { code: 'SEAT_COUNT_EXCEEDS_CAPACITY', message: 'Cannot generate 216 seats. Screen capacity is 200 seats. Please adjust rows, columns, or aisles.' },
    });
    expect(errorOf((await put({ rows: 0 })).body).message).toBe('Rows must be between 1 and 100');
    expect(errorOf((await put({ rows: 101 })).body).message).toBe('Rows must be between 1 and 100');
    expect(errorOf((await put({ columns: 201 })).body).message).toBe('Columns must be between 1 and 200');
    expect(errorOf((await put({ rows: 1, columns: 2, aisleColumns: [], unavailable: ['A1', 'A2'] })).body).message).toBe('A seat map needs at least one seat for sale.');
    expect((await put({ rows: 2, columns: 2, aisleColumns: [2] })).status).toBe(400);
    expect((await put({ rows: 2, columns: 2, aisleColumns: [], unavailable: ['C1'] })).status).toBe(400);
    expect((await put({ rows: 2, columns: 2, aisleColumns: [], rowCategories: { A: 'no-such-category' } })).status).toBe(400);
    expect((await admin.api.get<AdminScreen>(`/api/admin/screens/${screen.body.id}`)).body.seatMapVersion).toBeNull();
  });

  it('lists and adds seat categories (a name in use is 409)', async () => {
    const name = `Recliner ${Date.now()}`;
    const created = await admin.api.post('/api/admin/seat-categories', { name, colorCode: '#10B981' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, colorCode: '#10b981', isActive: true });
    expect((await admin.api.post('/api/admin/seat-categories', { name: name.toUpperCase(), colorCode: '#10b981' })).status).toBe(409);
    expect(errorOf((await admin.api.post('/api/admin/seat-categories', { name: 'Bad', colorCode: 'green' })).body).message).toBe(
      'Colour must be a hex colour like #3b82f6',
    );
    const list = await admin.api.get<{ items: { name: string }[] }>('/api/admin/seat-categories');
    expect(list.body.items.map((c) => c.name)).toEqual(expect.arrayContaining(['Regular', name]));
  });
});

describe('deleting venues and screens', () => {
  it('refuses to delete a screen or venue with a confirmed booking ahead (409), and deletes them with their unbooked sessions otherwise', async () => {
    const booked = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, booked);
    const member = await createMember();
    await creditPoints(member.userId, 100);
    expect((await member.api.post('/api/bookings', { sessionId: session.id, seats: ['A1'] })).status).toBe(201);

    const screenDelete = await admin.api.delete(`/api/admin/screens/${booked.screen.id}`);
    expect(screenDelete.status).toBe(409);
    expect(errorOf(screenDelete.body)).toEqual({ code: 'SCREEN_HAS_BOOKINGS', message: 'This screen has confirmed bookings for upcoming sessions and cannot be deleted.' });
    const venueDelete = await admin.api.delete(`/api/admin/venues/${booked.venue.id}`);
    expect(venueDelete.status).toBe(409);
    expect(errorOf(venueDelete.body)).toEqual({ code: 'VENUE_HAS_BOOKINGS', message: 'This venue has confirmed bookings for upcoming sessions and cannot be deleted.' });
    expect((await admin.api.get(`/api/admin/screens/${booked.screen.id}`)).status).toBe(200);
    expect((await admin.api.get(`/api/sessions/${session.id}`)).status).toBe(200);

    const free = await venueWithScreen(admin.api);
    const unbooked = await createSession(admin.api, free);
    expect((await admin.api.delete(`/api/admin/venues/${free.venue.id}`)).status).toBe(204);
    expect((await admin.api.get(`/api/admin/venues/${free.venue.id}`)).status).toBe(404);
    expect((await admin.api.get(`/api/admin/screens/${free.screen.id}`)).status).toBe(404);
    expect((await admin.api.get(`/api/sessions/${unbooked.id}`)).status).toBe(404);
    const listing = await admin.api.get<{ items: { id: string }[] }>(`/api/sessions?from=${unbooked.date}&days=1`);
    expect(listing.body.items.map((s) => s.id)).not.toContain(unbooked.id);
  });

  it("deletes a venue's seat maps 25 seats a request, not a request a seat", async () => {
    const setup = await venueWithScreen(admin.api, { rows: 8, columns: 12 });
    const small = await admin.api.post<AdminScreen>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'Small', capacity: 12 });
    expect((await admin.api.put(`/api/admin/screens/${small.body.id}/seat-map`, { rows: 3, columns: 4 })).status).toBe(200);
    await createSession(admin.api, setup);
    const deletes = countCalls((call) => call.command === 'DeleteItemCommand');
    const batches = countCalls((call) => call.command === 'BatchWriteItemCommand');
    await deleteVenue(setup.venue.id);
    deletes.stop();
    batches.stop();
    // The venue's item (each screen's goes in a transaction with the venue's count); the 96 and 12 seats in 4 and 1 batches, each screen's one seat-map version in one more.
    expect(deletes.count).toBe(1);
    expect(batches.count).toBe(7);
    for (const screenId of [setup.screen.id, small.body.id]) expect(await seatsOfScreen(screenId)).toEqual([]);
    expect((await admin.api.get(`/api/admin/venues/${setup.venue.id}`)).status).toBe(404);
  });

  /** The queries of the screen's sessions index, and of the venue's screens index. */
  const screenIndexOf = (setup: AdminScreenSetup) => (call: DataCall) => call.input.IndexName === 'gsi2' && queriedPartition(call) === `$cinema#screenid_${setup.screen.id}`;
  const venueIndexOf = (setup: AdminScreenSetup) => (call: DataCall) => call.input.IndexName === 'gsi1' && queriedPartition(call) === `$cinema#venueid_${setup.venue.id}`;

  /** Another screen of the setup's venue, with a seat map of 2 x 3. */
  const secondScreenOf = async (setup: AdminScreenSetup): Promise<AdminScreenSetup> => {
    const screen = await admin.api.post<AdminScreen>(`/api/admin/venues/${setup.venue.id}/screens`, { name: `Second ${randomUUID().slice(0, 8)}`, capacity: 6 });
    const seatMap = await admin.api.put<ScreenSeatMap>(`/api/admin/screens/${screen.body.id}/seat-map`, { rows: 2, columns: 3, rowCategories: { A: 'regular', B: 'regular' } });
    expect(seatMap.status).toBe(200);
    return { venue: setup.venue, screen: screen.body, seatMap: seatMap.body };
  };

  it("reads each of a venue's screens with its sessions once, for the check of their bookings and for their removal alike", async () => {
    const setup = await venueWithScreen(admin.api);
    const second = await secondScreenOf(setup);
    const sessions = [await createSession(admin.api, setup), await createSession(admin.api, setup, { time: '22:00' }), await createSession(admin.api, second)];
    const reads = countCalls((call) => ['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand'].includes(call.command));
    const screenIndexReads = countCalls((call) => screenIndexOf(setup)(call) || screenIndexOf(second)(call));
    const tallyReads = countCalls((call) => queriesEntity(call, 'sessionTally'));
    await deleteVenue(setup.venue.id);
    for (const counter of [reads, screenIndexReads, tallyReads]) counter.stop();
    // One read of each screen's sessions index and of each session's tally: twice each, 32 reads in all, when the check read them apart.
    expect(screenIndexReads.count).toBe(2);
    expect(tallyReads.count).toBe(3);
    expect(reads.count).toBeLessThanOrEqual(27);
    expect((await admin.api.get(`/api/admin/venues/${setup.venue.id}`)).status).toBe(404);
    for (const screen of [setup, second]) expect((await admin.api.get(`/api/admin/screens/${screen.screen.id}`)).status).toBe(404);
    for (const session of sessions) expect((await admin.api.get(`/api/admin/sessions/${session.id}`)).status).toBe(404);
  });

  it("a booked show its screen's index does not show yet refuses the venue's delete before any of its screens goes", async () => {
    const setup = await venueWithScreen(admin.api);
    const second = await secondScreenOf(setup);
    const [booked, unbooked] = [await createSession(admin.api, setup), await createSession(admin.api, second)];
    const member = await createMember();
    await creditPoints(member.userId, 100);
    await book(member, booked.id, ['A1']);
    const lag = lagIndex(screenIndexOf(setup), (items) => items.filter((item) => item.sessionId !== booked.id), { queries: 1 });
    await expect(deleteVenue(setup.venue.id)).rejects.toMatchObject({ status: 409, code: 'VENUE_HAS_BOOKINGS' });
    lag.stop();
    expect(lag.lagged).toBe(1);
    for (const screen of [setup, second]) expect((await admin.api.get(`/api/admin/screens/${screen.screen.id}`)).status).toBe(200);
    for (const session of [booked, unbooked]) expect((await admin.api.get(`/api/admin/sessions/${session.id}`)).status).toBe(200);
  });

  const screenGone = async (setup: AdminScreenSetup) => {
    expect((await admin.api.get(`/api/admin/screens/${setup.screen.id}`)).status).toBe(404);
    expect(await screenSessions(setup.screen.id)).toEqual([]);
  };

  it('counts the sessions on a screen as they are created, moved and deleted; a session its deleted screen kept still deletes', async () => {
    const [setup, other] = [await venueWithScreen(admin.api), await venueWithScreen(admin.api)];
    const sessionCount = async (screen: AdminScreenSetup) => (await db.entities.screen.get({ screenId: screen.screen.id }).go({ consistent: true })).data?.sessionCount;
    const [staying, moving] = [await createSession(admin.api, setup), await createSession(admin.api, setup, { time: '21:00' })];
    expect([await sessionCount(setup), await sessionCount(other)]).toEqual([2, 0]);
    expect((await admin.api.put(`/api/admin/sessions/${moving.id}`, sessionInputOn(other))).status).toBe(200);
    expect([await sessionCount(setup), await sessionCount(other)]).toEqual([1, 1]);
    expect((await admin.api.delete(`/api/admin/sessions/${staying.id}`)).status).toBe(204);
    expect([await sessionCount(setup), await sessionCount(other)]).toEqual([0, 1]);

    // A show of three days ago: deleting its screen keeps it, and it can be deleted after.
    const ended = {
      sessionId: randomUUID(),
      movieTitle: 'Ended Show',
      venueId: other.venue.id,
      venueName: other.venue.name,
      location: other.venue.location,
      screenId: other.screen.id,
      screenName: other.screen.name,
      timeZone: 'UTC',
      sessionDate: daysAhead(-3),
      sessionTime: '10:00',
      totalSeats: 12,
    };
    await putSessions([ended]);
    expect(await sessionCount(other)).toBe(2);
    expect((await admin.api.delete(`/api/admin/screens/${other.screen.id}`)).status).toBe(204);
    expect((await admin.api.get(`/api/admin/sessions/${moving.id}`)).status).toBe(404);
    expect((await admin.api.delete(`/api/admin/sessions/${ended.sessionId}`)).status).toBe(204);
    expect((await admin.api.get(`/api/admin/sessions/${ended.sessionId}`)).status).toBe(404);
    await screenGone(other);
  });

  it('counts the screens in a venue as they are created, moved to another venue and deleted', async () => {
    const [setup, other] = [await venueWithScreen(admin.api), await venueWithScreen(admin.api)];
    const screenCount = async (venue: AdminScreenSetup) => (await db.entities.venue.get({ venueId: venue.venue.id }).go({ consistent: true })).data?.screenCount;
    const added = await admin.api.post<AdminScreen>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'Moving Screen', capacity: 10 });
    expect([await screenCount(setup), await screenCount(other)]).toEqual([2, 1]);
    expect((await admin.api.patch(`/api/admin/screens/${added.body.id}`, { venueId: other.venue.id })).status).toBe(200);
    expect([await screenCount(setup), await screenCount(other)]).toEqual([1, 2]);
    expect((await admin.api.delete(`/api/admin/screens/${added.body.id}`)).status).toBe(204);
    expect([await screenCount(setup), await screenCount(other)]).toEqual([1, 1]);
  });

  describe('while a session is being put on the screen', () => {

    it('a delete between a create\'s reads and its write fails the create with the missing screen\'s answer', async () => {
      const setup = await venueWithScreen(admin.api);
      const deletion = interleave(
        (call) => transactionItems(call).some((item) => item.__edb_e__ === 'session' && item.screenId === setup.screen.id),
        'before',
        () => deleteScreen(setup.screen.id),
      );
      await expect(createSessionItems(sessionInputOn(setup))).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Screen not found' });
      expect(deletion.ran).toBe(true);
      await screenGone(setup);
    });

    it('a delete between a move\'s reads and its write fails the move; the session stays where it was', async () => {
      const setup = await venueWithScreen(admin.api);
      const elsewhere = await venueWithScreen(admin.api);
      const session = await createSession(admin.api, elsewhere);
      const deletion = interleave(
        (call) => transactionItems(call).some((item) => item.pk === `$cinema#sessionid_${session.id}`),
        'before',
        () => deleteScreen(setup.screen.id),
      );
      await expect(updateSession(session.id, sessionInputOn(setup))).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Screen not found' });
      expect(deletion.ran).toBe(true);
      await screenGone(setup);
      expect((await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${session.id}`)).body.session).toMatchObject({ screenId: elsewhere.screen.id });
    });

    it("a create between a delete's read of the screen's sessions and the screen's removal goes with the screen", async () => {
      const setup = await venueWithScreen(admin.api);
      let created: AdminSession | undefined;
      const creation = interleave(
        screenIndexOf(setup),
        'after',
        async () => {
          created = await createSessionItems(sessionInputOn(setup));
        },
      );
      await deleteScreen(setup.screen.id);
      expect(creation.ran).toBe(true);
      expect((await admin.api.get(`/api/admin/sessions/${created!.id}`)).status).toBe(404);
      await screenGone(setup);
    });
  });

  describe("while the screen's sessions index lags behind the table (as on AWS)", () => {
    const sessionStatus = async (sessionId: string) => (await admin.api.get(`/api/admin/sessions/${sessionId}`)).status;

    it('a session created just before the delete, not in the index yet, goes with the screen', async () => {
      const setup = await venueWithScreen(admin.api);
      const older = await createSession(admin.api, setup, { date: daysAhead(3) });
      const newest = await createSession(admin.api, setup);
      const lag = lagIndex(screenIndexOf(setup), (items) => items.filter((item) => item.sessionId !== newest.id), { queries: 2 });
      await deleteScreen(setup.screen.id);
      lag.stop();
      expect([await sessionStatus(older.id), await sessionStatus(newest.id)]).toEqual([404, 404]);
      await screenGone(setup);
      // It read the index again once the index had caught up.
      expect(lag.lagged).toBe(2);
    });

    it('a session moved away just before, still in the index, stays on its new screen', async () => {
      const setup = await venueWithScreen(admin.api);
      const elsewhere = await venueWithScreen(admin.api);
      const moved = await createSession(admin.api, setup);
      const { Items: asIndexedBefore = [] } = await documentClient.send(new QueryCommand(db.entities.session.query.byScreen({ screenId: setup.screen.id }).params()));
      expect((await admin.api.put(`/api/admin/sessions/${moved.id}`, sessionInputOn(elsewhere))).status).toBe(200);
      const newest = await createSession(admin.api, setup);
      // The index shows the moved session where it was, and not yet the new one: as many as the screen counts.
      const lag = lagIndex(screenIndexOf(setup), (items) => [...items.filter((item) => item.sessionId !== newest.id), ...asIndexedBefore], { queries: 2 });
      await deleteScreen(setup.screen.id);
      lag.stop();
      expect((await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${moved.id}`)).body.session).toMatchObject({ screenId: elsewhere.screen.id });
      expect(await sessionStatus(newest.id)).toBe(404);
      await screenGone(setup);
      expect(lag.lagged).toBe(2);
    });

    it('an index that does not catch up within the waits answers 409 CONCURRENT_UPDATE, and nothing is deleted', async () => {
      const setup = await venueWithScreen(admin.api);
      const newest = await createSession(admin.api, setup);
      const lag = lagIndex(screenIndexOf(setup), (items) => items.filter((item) => item.sessionId !== newest.id));
      await expect(deleteScreen(setup.screen.id)).rejects.toMatchObject({ status: 409, code: 'CONCURRENT_UPDATE' });
      lag.stop();
      expect((await admin.api.get(`/api/admin/screens/${setup.screen.id}`)).status).toBe(200);
      expect(await sessionStatus(newest.id)).toBe(200);
    });
  });

  describe('while a screen is being added to the venue', () => {
    const venueGone = async (setup: AdminScreenSetup, screenIds: string[]) => {
      expect((await admin.api.get(`/api/admin/venues/${setup.venue.id}`)).status).toBe(404);
      for (const screenId of screenIds) expect((await admin.api.get(`/api/admin/screens/${screenId}`)).status).toBe(404);
    };
    const screenInput = { name: 'Added Screen', capacity: 40, screenType: 'standard' as const };

    it("a screen created just before the venue's delete, not in the venue's index yet, goes with the venue", async () => {
      const setup = await venueWithScreen(admin.api);
      const added = await admin.api.post<AdminScreen>(`/api/admin/venues/${setup.venue.id}/screens`, screenInput);
      expect(added.status).toBe(201);
      const lag = lagIndex(
        venueIndexOf(setup),
        (items) => items.filter((item) => item.screenId !== added.body.id),
        { queries: 2 },
      );
      await deleteVenue(setup.venue.id);
      lag.stop();
      await venueGone(setup, [setup.screen.id, added.body.id]);
      expect(lag.lagged).toBe(2);
    });

    it("a screen created between the delete's read of the venue's screens and the venue's removal goes with the venue", async () => {
      const setup = await venueWithScreen(admin.api);
      let added: AdminScreen | undefined;
      const creation = interleave(
        venueIndexOf(setup),
        'after',
        async () => {
          added = await createScreen(setup.venue.id, screenInput);
        },
      );
      await deleteVenue(setup.venue.id);
      expect(creation.ran).toBe(true);
      await venueGone(setup, [setup.screen.id, added!.id]);
    });

    it("a delete between a screen create's read of the venue and its write fails the create with the missing venue's answer", async () => {
      const setup = await venueWithScreen(admin.api);
      const deletion = interleave(
        (call) => transactionItems(call).some((item) => item.__edb_e__ === 'screen' && item.venueId === setup.venue.id),
        'before',
        () => deleteVenue(setup.venue.id),
      );
      await expect(createScreen(setup.venue.id, screenInput)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Venue not found' });
      expect(deletion.ran).toBe(true);
      await venueGone(setup, [setup.screen.id]);
      expect(await venueScreens(setup.venue.id)).toEqual([]);
    });
  });

  describe('two deletes at the same moment', () => {
    const NOT_FOUND = (thing: string) => expect.objectContaining({ status: 404, code: 'NOT_FOUND', message: `${thing} not found` });
    /** The transaction that deletes the screen's item (with its venue's count), marshalled or not. */
    const screenItemDeleteOf = (screenId: string) => (call: DataCall) =>
      call.command === 'TransactWriteItemsCommand' &&
      ((call.input.TransactItems as { Delete?: { Key?: unknown } }[] | undefined) ?? []).some((item) => JSON.stringify(item.Delete?.Key ?? {}).includes(`screenid_${screenId}"`));
    const deletingScreen = (screenId: string): HeldWrite => ({ matches: screenItemDeleteOf(screenId), write: () => deleteScreen(screenId) });
    const deletingVenue = (setup: AdminScreenSetup): HeldWrite => ({ matches: screenItemDeleteOf(setup.screen.id), write: () => deleteVenue(setup.venue.id) });
    const screenCountOf = async (venueId: string) => (await db.entities.venue.get({ venueId }).go({ consistent: true })).data?.screenCount;
    /** The screen is gone with its sessions and every seat of its seat maps. */
    const screenGoneWithItsSeats = async (setup: AdminScreenSetup) => {
      await screenGone(setup);
      expect(await seatsOfScreen(setup.screen.id)).toEqual([]);
    };

    it('of one screen: one deletes it (204), the other answers 404; the venue counts one screen fewer and no seat is left', async () => {
      const setup = await venueWithScreen(admin.api);
      await secondScreenOf(setup);
      const session = await createSession(admin.api, setup);
      expect(await sendWhileHeld(deletingScreen(setup.screen.id), deletingScreen(setup.screen.id))).toEqual(['done', NOT_FOUND('Screen')]);
      await screenGoneWithItsSeats(setup);
      expect((await admin.api.get(`/api/admin/sessions/${session.id}`)).status).toBe(404);
      expect(await screenCountOf(setup.venue.id)).toBe(1);
      expect((await admin.api.get<VenueDetail>(`/api/admin/venues/${setup.venue.id}`)).body.totalScreens).toBe(1);
    });

    it("of a screen and its venue: the venue's delete taking the screen first answers 204, the screen's 404", async () => {
      const setup = await venueWithScreen(admin.api);
      expect(await sendWhileHeld(deletingVenue(setup), deletingScreen(setup.screen.id))).toEqual(['done', NOT_FOUND('Screen')]);
      await screenGoneWithItsSeats(setup);
      expect((await admin.api.get(`/api/admin/venues/${setup.venue.id}`)).status).toBe(404);
    });

    it("of a screen and its venue: the screen's delete taking the screen first, each deletes what it names (204 and 204)", async () => {
      const setup = await venueWithScreen(admin.api);
      expect(await sendWhileHeld(deletingScreen(setup.screen.id), deletingVenue(setup))).toEqual(BOTH_DONE);
      await screenGoneWithItsSeats(setup);
      expect((await admin.api.get(`/api/admin/venues/${setup.venue.id}`)).status).toBe(404);
    });

    it('of one venue: one deletes it (204), the other answers 404', async () => {
      const setup = await venueWithScreen(admin.api);
      let other: unknown;
      const second = interleave(
        (call) => call.command === 'DeleteItemCommand' && JSON.stringify(call.input.Key).includes(`venueid_${setup.venue.id}"`),
        'before',
        async () => {
          other = await outcomeOf(deleteVenue(setup.venue.id));
        },
      );
      expect(await outcomeOf(deleteVenue(setup.venue.id))).toEqual(NOT_FOUND('Venue'));
      expect(second.ran).toBe(true);
      expect(other).toBe('done');
      await screenGoneWithItsSeats(setup);
    });

    it("a screen's delete and its move to another venue: the delete takes it from the venue it moved to, and both venues count right", async () => {
      const [setup, other] = [await venueWithScreen(admin.api), await venueWithScreen(admin.api)];
      const move = interleave(screenItemDeleteOf(setup.screen.id), 'before', () => updateScreen(setup.screen.id, { venueId: other.venue.id }));
      await deleteScreen(setup.screen.id);
      expect(move.ran).toBe(true);
      await screenGoneWithItsSeats(setup);
      expect([await screenCountOf(setup.venue.id), await screenCountOf(other.venue.id)]).toEqual([0, 1]);
    });
  });

  describe('an edit while its venue or screen is deleted or moved by another admin', () => {
    /** A single write of the item under `key` (`venueid_...`, `screenid_...`) whose expression names `attribute`. */
    const writeOf = (command: string, key: string, attribute: string) => (call: DataCall) =>
      call.command === command && JSON.stringify(call.input.Key ?? {}).includes(`${key}"`) && Object.values(call.input.ExpressionAttributeNames ?? {}).includes(attribute);
    /** A transaction that writes the screen's item (a move). */
    const screenTransactionOf = (screenId: string) => (call: DataCall) => transactionItems(call).some((item) => item.pk === `$cinema#screenid_${screenId}` && item.sk === '$screen_1');
    const screenCountOf = async (venueId: string) => (await db.entities.venue.get({ venueId }).go({ consistent: true })).data?.screenCount;
    const seatMapInput = { rows: 2, columns: 3, aisleColumns: [], screenPosition: 'top' as const, rowCategories: { A: 'regular', B: 'regular' }, unavailable: [] };

    it("a venue's edit whose venue another admin deleted answers 404 Venue not found", async () => {
      const setup = await venueWithScreen(admin.api);
      const deletion = interleave(writeOf('UpdateItemCommand', `venueid_${setup.venue.id}`, 'name'), 'before', () => deleteVenue(setup.venue.id));
      await expect(updateVenue(setup.venue.id, { name: 'Renamed Venue' })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Venue not found' });
      expect(deletion.ran).toBe(true);
      expect((await admin.api.get(`/api/admin/venues/${setup.venue.id}`)).status).toBe(404);
    });

    it("a screen's edit or move whose screen another admin deleted answers 404 Screen not found", async () => {
      for (const [edit, matches] of [
        [{ name: 'Renamed Screen' }, (id: string) => writeOf('UpdateItemCommand', `screenid_${id}`, 'name')],
        [{ venueId: (await venueWithScreen(admin.api)).venue.id }, screenTransactionOf],
      ] as const) {
        const setup = await venueWithScreen(admin.api);
        const deletion = interleave(matches(setup.screen.id), 'before', () => deleteScreen(setup.screen.id));
        await expect(updateScreen(setup.screen.id, edit)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Screen not found' });
        expect(deletion.ran).toBe(true);
        await screenGone(setup);
      }
    });

    it("a screen's rename or move while another admin moves it answers 409 CONCURRENT_UPDATE; the screen stays where that move put it, every venue counting right", async () => {
      for (const edit of [{ name: 'Renamed Screen' }, { venueId: (await venueWithScreen(admin.api)).venue.id }]) {
        const [setup, other] = [await venueWithScreen(admin.api), await venueWithScreen(admin.api)];
        const matches = edit.name ? writeOf('UpdateItemCommand', `screenid_${setup.screen.id}`, 'name') : screenTransactionOf(setup.screen.id);
        const move = interleave(matches, 'before', () => updateScreen(setup.screen.id, { venueId: other.venue.id }));
        await expect(updateScreen(setup.screen.id, edit)).rejects.toMatchObject({ status: 409, code: 'CONCURRENT_UPDATE' });
        expect(move.ran).toBe(true);
        expect((await admin.api.get<AdminScreen>(`/api/admin/screens/${setup.screen.id}`)).body).toMatchObject({ venueId: other.venue.id, name: setup.screen.name });
        expect([await screenCountOf(setup.venue.id), await screenCountOf(other.venue.id)]).toEqual([0, 2]);
        if (edit.venueId) expect(await screenCountOf(edit.venueId)).toBe(1);
      }
    });

    it("a seat map's save whose screen another admin deleted answers 404 Screen not found and leaves no seat, before it took its version or after (its seats then written after the delete cleared the screen's)", async () => {
      for (const when of ['before', 'after'] as const) {
        const setup = await venueWithScreen(admin.api);
        const deletion = interleave(writeOf('UpdateItemCommand', `screenid_${setup.screen.id}`, 'seatMapVersionsIssued'), when, () => deleteScreen(setup.screen.id));
        await expect(saveSeatMap(setup.screen.id, seatMapInput)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Screen not found' });
        expect(deletion.ran).toBe(true);
        await screenGone(setup);
        expect(await seatsOfScreen(setup.screen.id)).toEqual([]);
        expect((await db.entities.seatMap.query.byScreen({ screenId: setup.screen.id }).go()).data).toEqual([]);
      }
    });
  });

  describe("a session's create and its screen's mark of bookings ahead, on the screen item at the same moment (DynamoDB's conflicts, emulated)", () => {
    /** A session create's transaction on the screen (it counts the session on the screen item). */
    const createOn = (setup: AdminScreenSetup) => (call: DataCall) => call.command === 'TransactWriteItemsCommand' && JSON.stringify(call.input).includes(`"$cinema#screenid_${setup.screen.id}"`);
    /** The mark's write of the screen item's `bookedUntil` (markBookingsAhead, after the listing's copy of a tally). */
    const markOf = (setup: AdminScreenSetup) => (call: DataCall) =>
      call.command === 'UpdateItemCommand' && JSON.stringify(call.input.Key).includes(`"$cinema#screenid_${setup.screen.id}"`) && JSON.stringify(call.input).includes('bookedUntil');
    const mark = async (setup: AdminScreenSetup): Promise<HeldWrite> => {
      // A show on the screen, as the listing's copy finds it once booked.
      const show = (await sessionById((await createSession(admin.api, setup)).id))!;
      return { matches: markOf(setup), write: () => markBookingsAhead(show, 1) };
    };
    const create = (setup: AdminScreenSetup): HeldWrite => ({ matches: createOn(setup), write: () => createSessionItems(sessionInputOn(setup, { time: '22:00' })) });

    /** Both landed: the two sessions on the screen, counted on its item, and the mark of the booked one. */
    const bothLanded = async (setup: AdminScreenSetup) => {
      expect(await screenSessions(setup.screen.id)).toHaveLength(2);
      expect((await db.entities.screen.get({ screenId: setup.screen.id }).go({ consistent: true })).data).toMatchObject({ sessionCount: 2, bookedUntil: expect.any(String) });
    };

    it('a create sent while the mark is being written meets TransactionConflict, tries again and is saved', async () => {
      const setup = await venueWithScreen(admin.api);
      expect(await sendWhileHeld(await mark(setup), create(setup))).toEqual(BOTH_DONE);
      await bothLanded(setup);
    });

    it('a mark sent while a create is being written meets TransactionConflictException, tries again and lands', async () => {
      const setup = await venueWithScreen(admin.api);
      expect(await sendWhileHeld(create(setup), await mark(setup))).toEqual(BOTH_DONE);
      await bothLanded(setup);
    });
  });

  it('says in the lists which venue and screen have bookings ahead (their Delete would be refused), following bookings, refunds and moves', async () => {
    const FEW_SECONDS = { timeout: 10_000, interval: 200 };
    const booked = await venueWithScreen(admin.api);
    const second = await admin.api.post<AdminScreen>(`/api/admin/venues/${booked.venue.id}/screens`, { name: 'Unbooked Screen' });
    const session = await createSession(admin.api, booked);
    const member = await createMember();
    await creditPoints(member.userId, 100);
    const code = await book(member, session.id, ['A1']);

    /** What the Venues tab (its pages), the Screens tab and the venue panel say of the booked venue and its screens. */
    const flags = async () => {
      const venues: AdminVenue[] = [];
      let cursor: string | undefined;
      do {
        const page = await admin.api.get<{ items: AdminVenue[]; nextCursor?: string }>(`/api/admin/venues?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        venues.push(...page.body.items);
        cursor = page.body.nextCursor;
      } while (cursor);
      const screens = (await admin.api.get<{ items: AdminScreen[] }>(`/api/admin/screens?venueId=${booked.venue.id}`)).body.items;
      const panel = (await admin.api.get<VenueDetail>(`/api/admin/venues/${booked.venue.id}`)).body;
      return {
        venue: venues.find((v) => v.id === booked.venue.id)?.hasBookingsAhead,
        screen: screens.find((s) => s.id === booked.screen.id)?.hasBookingsAhead,
        otherScreen: screens.find((s) => s.id === second.body.id)?.hasBookingsAhead,
        panelVenue: panel.venue.hasBookingsAhead,
        panelScreens: panel.screens.map((s) => [s.name, s.hasBookingsAhead]).sort(),
      };
    };
    const withBookings = { venue: true, screen: true, otherScreen: false, panelVenue: true, panelScreens: [[booked.screen.name, true], ['Unbooked Screen', false]].sort() };
    await expect.poll(flags, FEW_SECONDS).toEqual(withBookings);
    // The refusal it announces.
    expect((await admin.api.delete(`/api/admin/screens/${booked.screen.id}`)).status).toBe(409);

    // Moved to another day, still booked and still said.
    const moved = await admin.api.put(`/api/admin/sessions/${session.id}`, { venueId: booked.venue.id, screenId: booked.screen.id, date: daysAhead(4), time: '18:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await flags()).toEqual(withBookings);

    // A later show booked, then its booking cancelled: the earlier booked show still counts.
    const later = await createSession(admin.api, booked, { date: daysAhead(9) });
    const laterCode = await book(member, later.id, ['A2']);
    await expect.poll(async () => (await admin.api.get<AdminScreen>(`/api/admin/screens/${booked.screen.id}`)).body.hasBookingsAhead, FEW_SECONDS).toBe(true);
    expect((await member.api.delete(`/api/bookings/${encodeURIComponent(laterCode)}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the stream's copy of the refund, and its recount
    expect(await flags()).toEqual(withBookings);

    // Its only booking cancelled: nothing ahead is booked, and the delete it now offers works.
    expect((await member.api.delete(`/api/bookings/${encodeURIComponent(code)}`)).status).toBe(200);
    await expect.poll(flags, FEW_SECONDS).toMatchObject({ venue: false, screen: false, panelVenue: false });
    expect((await admin.api.delete(`/api/admin/screens/${booked.screen.id}`)).status).toBe(204);

    const free = await venueWithScreen(admin.api);
    expect(free.venue.hasBookingsAhead).toBe(false);
    expect(free.screen.hasBookingsAhead).toBe(false);
  });
});
