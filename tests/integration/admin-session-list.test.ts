import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '../../shared/api/routes/admin-sessions';
import { addDays } from '../../shared/booking/calendar';
import { zonedClock, zonedDateKey } from '../../shared/check-in';
import { listAdminSessions } from '../../functions/admin/sessions';
import { db } from '../../functions/data/service';
import type { SessionItem } from '../../functions/data/entities/session';
import { createAdmin, type TestUser } from '../helpers';
import { zoneAtAboutNoon } from '../helpers/shows';
import { putSessions } from '../helpers/admin';
import { countCalls, queriedPartition } from '../helpers/data-calls';

/**
 * Sessions Management's list (`GET /api/admin/sessions`) on a chain: every filter, page after page,
 * gives exactly the range's sessions in the listing's order, and a page costs a bounded number of
 * reads of the sessions' indexes, however few of the sessions read the filter keeps.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin();
});

// Queries of the sessions' listing index (a month) and screen index, as the data layer keys them.
const SESSION_PARTITIONS = /^\$cinema#(sessionmonth|screenid)_/;
let sessionQueries: ReturnType<typeof countCalls>;
beforeAll(() => {
  sessionQueries = countCalls((call) => call.command === 'QueryCommand' && SESSION_PARTITIONS.test(queriedPartition(call)));
});
afterAll(() => {
  sessionQueries.stop();
});

type Filter = { venueId?: string; screenId?: string; status?: AdminSession['status'] };

/** Every page of the list, as the route's function gives it, and the most session queries one page took. */
async function everyPage(range: { from: string; to: string }, filter: Filter, limit: number) {
  const ids: string[] = [];
  let mostQueries = 0;
  let cursor: string | undefined;
  do {
    sessionQueries.reset();
    const page = await listAdminSessions({ ...range, ...filter, limit, cursor });
    mostQueries = Math.max(mostQueries, sessionQueries.count);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, mostQueries };
}

/** The listing's order: date, time, then id. */
const inListingOrder = (sessions: SessionItem[]) =>
  [...sessions].sort((a, b) => (a.sessionDate !== b.sessionDate ? (a.sessionDate < b.sessionDate ? -1 : 1) : a.sessionTime !== b.sessionTime ? (a.sessionTime < b.sessionTime ? -1 : 1) : a.sessionId < b.sessionId ? -1 : 1));

async function createVenue(screenCount: number, timeZone = 'UTC') {
  const id = randomUUID().slice(0, 8);
  const venue = { venueId: `list-venue-${id}`, name: `List Venue ${id}`, location: `List Town ${id}`, timeZone, screenCount };
  await db.entities.venue.create(venue).go();
  const screens = Array.from({ length: screenCount }, (_, i) => ({ screenId: `list-screen-${id}-${i}`, venueId: venue.venueId, name: `Screen ${i}`, capacity: 40 }));
  await db.entities.screen.put(screens).go();
  return { ...venue, screens };
}

type Venue = Awaited<ReturnType<typeof createVenue>>;

/** A session item as the admin API writes one (the venue's and screen's names and zone copied onto it). */
function sessionOf(venue: Venue, screenIndex: number, sessionDate: string, sessionTime: string, extra: Partial<SessionItem> = {}): SessionItem {
  const screen = venue.screens[screenIndex];
  return {
    sessionId: randomUUID(),
    movieTitle: 'List Movie',
    venueId: venue.venueId,
    venueName: venue.name,
    location: venue.location,
    timeZone: venue.timeZone,
    screenId: screen.screenId,
    screenName: screen.name,
    sessionDate,
    sessionTime,
    basePrice: 10,
    totalSeats: 40,
    bookedSeats: 0,
    status: 'scheduled',
    sessionState: 'pre-show',
    createdAt: new Date().toISOString(),
    ...extra,
  } as SessionItem;
}

describe('Sessions Management on a chain, page after page', () => {
  it('gives every filter exactly its sessions in order, at most a query per screen or month a page', async () => {
    // A year of its own (no other test has shows in November or December past 2030), so the months'
    // partitions hold this chain's shows only; 8 days across a month's end.
    const year = 2040 + Math.floor(Math.random() * 59);
    const range = { from: `${year}-11-27`, to: `${year}-12-04` };
    const venues = [await createVenue(3), await createVenue(2), await createVenue(1)];
    const sessions: SessionItem[] = [];
    for (let day = 0; day < 8; day++) {
      const date = addDays(range.from, day);
      // The same time on every screen of the chain, and a matinee on some.
      for (const venue of venues) venue.screens.forEach((_, screen) => sessions.push(sessionOf(venue, screen, date, '19:30')));
      if (day % 2 === 0) sessions.push(sessionOf(venues[0], 0, date, '14:00'), sessionOf(venues[1], 1, date, '14:00'));
    }
    sessions.push(
      sessionOf(venues[0], 1, addDays(range.from, 3), '19:30', { status: 'cancelled' }),
      sessionOf(venues[2], 0, addDays(range.from, 5), '21:00', { status: 'cancelled' }),
      sessionOf(venues[1], 0, addDays(range.from, 4), '19:30', { status: 'cancelled' }),
    );
    // A day outside the range on either side.
    sessions.push(sessionOf(venues[0], 0, addDays(range.from, -1), '19:30'), sessionOf(venues[0], 0, addDays(range.to, 1), '19:30'));
    await putSessions(sessions);

    const expected = (filter: Filter) =>
      inListingOrder(sessions.filter((s) => s.sessionDate >= range.from && s.sessionDate <= range.to))
        .filter((s) => (!filter.venueId || s.venueId === filter.venueId) && (!filter.screenId || s.screenId === filter.screenId) && (!filter.status || s.status === filter.status))
        .map((s) => s.sessionId);

    const cases: { filter: Filter; limits: number[]; mostQueries: number }[] = [
      // A month's read at the most, and the next month's when a page crosses into it.
      { filter: {}, limits: [1, 4, 7], mostQueries: 2 },
      { filter: { status: 'cancelled' }, limits: [1, 2], mostQueries: 2 },
      { filter: { status: 'scheduled' }, limits: [5], mostQueries: 2 },
      // One read of each of the venue's screens.
      ...venues.map((venue) => ({ filter: { venueId: venue.venueId }, limits: [1, 2, 5], mostQueries: venue.screens.length })),
      { filter: { venueId: venues[0].venueId, status: 'cancelled' as const }, limits: [1], mostQueries: 3 },
      { filter: { venueId: venues[1].venueId, status: 'scheduled' as const }, limits: [3], mostQueries: 2 },
      { filter: { venueId: venues[2].venueId, status: 'cancelled' as const }, limits: [1], mostQueries: 1 },
      // One read of the screen's index (the session form's look for two shows on a screen at once).
      { filter: { screenId: venues[0].screens[0].screenId }, limits: [1, 3], mostQueries: 1 },
      { filter: { screenId: venues[0].screens[1].screenId, status: 'cancelled' as const }, limits: [1], mostQueries: 1 },
      { filter: { venueId: venues[1].venueId, screenId: venues[0].screens[0].screenId }, limits: [5], mostQueries: 1 },
    ];
    for (const { filter, limits, mostQueries } of cases) {
      for (const limit of limits) {
        const walked = await everyPage(range, filter, limit);
        expect(walked.ids, `${JSON.stringify(filter)} limit ${limit}`).toEqual(expected(filter));
        expect(walked.mostQueries, `${JSON.stringify(filter)} limit ${limit}: session queries a page`).toBeLessThanOrEqual(mostQueries);
      }
    }

    // Through the API, the cursor as the page hands it out: a page boundary inside a run of same-time shows.
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({ ...range, venueId: venues[0].venueId, limit: '2', ...(cursor ? { cursor } : {}) });
      const page = await admin.api.get<{ items: AdminSession[]; nextCursor?: string }>(`/api/admin/sessions?${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      ids.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(ids).toEqual(expected({ venueId: venues[0].venueId }));
  });

  it("keeps a deleted screen's past shows under their venue, with every status, and only the venue's", async () => {
    const timeZone = zoneAtAboutNoon();
    const [venue, other] = [await createVenue(2, timeZone), await createVenue(1, timeZone)];
    const at = (minutes: number) => {
      const start = new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000);
      return [zonedDateKey(start, timeZone), zonedClock(start, timeZone)] as const;
    };
    const today = at(0)[0];
    const kept = [
      sessionOf(venue, 0, ...at(-300), { durationMinutes: 90 }),
      sessionOf(venue, 0, ...at(-30), { durationMinutes: 90 }),
      sessionOf(venue, 0, ...at(60)),
      sessionOf(venue, 0, ...at(90), { status: 'cancelled' }),
      sessionOf(venue, 0, addDays(today, 1), '20:00'),
      sessionOf(venue, 0, addDays(today, 3), '20:00'),
      // Ended on the screen about to go: deleting the screen keeps it.
      sessionOf(venue, 1, ...at(-300), { durationMinutes: 90 }),
    ];
    const gone = [sessionOf(venue, 1, ...at(60)), sessionOf(venue, 1, addDays(today, 3), '20:00')];
    const elsewhere = [sessionOf(other, 0, ...at(-300), { durationMinutes: 90 }), sessionOf(other, 0, addDays(today, 3), '20:00')];
    await putSessions([...kept, ...gone, ...elsewhere]);
    expect((await admin.api.delete(`/api/admin/screens/${venue.screens[1].screenId}`)).status).toBe(204);

    const range = { from: addDays(today, -1), to: addDays(today, 4) };
    const ids = (sessions: SessionItem[]) => inListingOrder(sessions).map((s) => s.sessionId);
    const [ended, endedOnDeleted] = [kept[0], kept[6]];
    const expectations: [Filter, string[]][] = [
      [{ venueId: venue.venueId }, ids(kept)],
      [{ venueId: venue.venueId, status: 'completed' }, ids([ended, endedOnDeleted])],
      [{ venueId: venue.venueId, status: 'ongoing' }, [kept[1].sessionId]],
      [{ venueId: venue.venueId, status: 'scheduled' }, ids([kept[2], kept[4], kept[5]])],
      [{ venueId: venue.venueId, status: 'cancelled' }, [kept[3].sessionId]],
      [{ screenId: venue.screens[1].screenId }, [endedOnDeleted.sessionId]],
    ];
    for (const [filter, expected] of expectations) {
      for (const limit of [1, 2, 25]) expect((await everyPage(range, filter, limit)).ids, `${JSON.stringify(filter)} limit ${limit}`).toEqual(expected);
    }
  });
});
