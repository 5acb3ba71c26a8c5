import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionSummary } from '../../shared/api/routes/booking';
import { zonedClock, zonedDateKey } from '../../shared/check-in';
import { updateVenue } from '../../functions/admin/venues';
import { db, documentClient } from '../../functions/data/service';
import { countTableUse } from '../../scripts/bench/table-use';
import { apiClient, createAdmin, memberWithPoints, type TestUser } from '../helpers';
import { createSession, daysAhead, venueWithScreen } from '../helpers/admin';
import { createShow } from '../helpers/shows';

let admin: TestUser;
const guest = apiClient();

beforeAll(async () => {
  admin = await createAdmin();
});

const listed = async (sessionId: string, from: string) => {
  const { body } = await guest.get<{ items: SessionSummary[] }>(`/api/sessions?from=${from}&days=1`);
  return body.items.find((item) => item.id === sessionId);
};

/** Moves a session's start to `start` on the clock of `timeZone` (the data layer: the back office takes 5-minute steps). */
async function moveStart(sessionId: string, start: Date, timeZone: string) {
  const sessionDate = zonedDateKey(start, timeZone);
  await db.entities.session.patch({ sessionId }).set({ sessionDate, sessionTime: zonedClock(start, timeZone), sessionMonth: sessionDate.slice(0, 7) }).go();
  return sessionDate;
}

const book = (member: TestUser, sessionId: string, seat: string) => member.api.post('/api/bookings', { sessionId, seats: [seat] });
const setZone = (venueId: string, timeZone: string) => admin.api.patch(`/api/admin/venues/${venueId}`, { timeZone });

// Concurrent: the other tests run while the first waits for the clock (each has its own venue).
describe.concurrent("a session's clock is its venue's time zone, copied onto the session", () => {
  it('takes bookings in a venue at UTC+14 until its local start, then answers 409 SHOW_STARTED', async () => {
    const setup = await venueWithScreen(admin.api);
    const zone = 'Pacific/Kiritimati';
    expect((await setZone(setup.venue.id, zone)).status).toBe(200);
    const session = await createSession(admin.api, setup);
    expect((await db.entities.session.get({ sessionId: session.id }).go()).data?.timeZone).toBe(zone);
    const member = await memberWithPoints(100);
    // The next whole minute at least 15 s away (time for three requests on a busy machine), as 14 hours ahead of UTC shows it.
    const start = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    const localDate = await moveStart(session.id, start, zone);

    expect((await listed(session.id, localDate))?.startsAt).toBe(start.toISOString());
    expect((await book(member, session.id, 'A1')).status).toBe(201);

    // Wait for the clock to reach the start.
    await sleep(Math.max(0, start.getTime() - Date.now()));
    const late = await book(member, session.id, 'A2');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'SHOW_STARTED', message: 'This show has already started. Please choose a later show.' } });
    // The Shows card marks it started: its start is no longer ahead.
    expect(Date.parse((await listed(session.id, localDate))!.startsAt)).toBeLessThanOrEqual(Date.now());
  }, 120_000);

  it("moves every session of a venue to the venue's new zone: the listing's start and the booking's refusal follow", async () => {
    const setup = await venueWithScreen(admin.api);
    const later = await createSession(admin.api, setup, { date: daysAhead(3), time: '20:00' });
    const soon = await createSession(admin.api, setup, { date: daysAhead(2) });
    // Two hours ahead on the venue's clock (UTC).
    const localDate = await moveStart(soon.id, new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 3_600_000), 'UTC');
    expect((await listed(later.id, daysAhead(3)))?.startsAt).toBe(`${daysAhead(3)}T20:00:00.000Z`);
    const member = await memberWithPoints(100);
    expect((await book(member, soon.id, 'A1')).status).toBe(201);

    // Five hours ahead of UTC: the same wall clock came 5 hours earlier, so the soon show started 3 hours ago.
    expect((await setZone(setup.venue.id, 'Etc/GMT-5')).body).toMatchObject({ timeZone: 'Etc/GMT-5' });
    for (const sessionId of [later.id, soon.id]) {
      expect((await db.entities.session.get({ sessionId }).go()).data?.timeZone).toBe('Etc/GMT-5');
    }
    expect((await listed(later.id, daysAhead(3)))?.startsAt).toBe(`${daysAhead(3)}T15:00:00.000Z`);
    const refused = await book(member, soon.id, 'A2');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'SHOW_STARTED' } });
    expect(Date.parse((await listed(soon.id, localDate))!.startsAt)).toBeLessThan(Date.now());
  });

  it('repairs, on any save of the venue, a session an interrupted save left on the old zone or that never had one', async () => {
    const setup = await venueWithScreen(admin.api);
    const behind = await createSession(admin.api, setup, { date: daysAhead(4) });
    const older = await createSession(admin.api, setup, { date: daysAhead(5) });
    expect((await setZone(setup.venue.id, 'Etc/GMT-3')).status).toBe(200);
    // As a save that died after writing the venue would leave them.
    await db.entities.session.patch({ sessionId: behind.id }).set({ timeZone: 'UTC' }).go();
    await db.entities.session.patch({ sessionId: older.id }).remove(['timeZone']).go();

    // The same zone saved again.
    expect((await setZone(setup.venue.id, 'Etc/GMT-3')).status).toBe(200);
    for (const sessionId of [behind.id, older.id]) {
      expect((await db.entities.session.get({ sessionId }).go({ consistent: true })).data?.timeZone).toBe('Etc/GMT-3');
    }
  });

  it("counts its screen's and venue's latest booked start again on the new clock, once a screen however many shows moved", async ({ expect }) => {
    const setup = await venueWithScreen(admin.api);
    const sessions = [await createSession(admin.api, setup, { date: daysAhead(2), time: '20:00' })];
    for (const day of [3, 4]) sessions.push(await createSession(admin.api, setup, { date: daysAhead(day), time: '20:00' }));
    const member = await memberWithPoints(100);
    for (const session of sessions) expect((await book(member, session.id, 'A1')).status).toBe(201);
    // The table's stream copies each tally onto its session and raises the screen's value.
    const bookedUntil = async () => (await db.entities.screen.get({ screenId: setup.screen.id }).go({ consistent: true })).data?.bookedUntil;
    const copied = async () => (await Promise.all(sessions.map(async ({ id }) => (await db.entities.session.get({ sessionId: id }).go({ consistent: true })).data?.bookedSeats)));
    await expect.poll(copied, { timeout: 10_000, interval: 200 }).toEqual([1, 1, 1]);
    await expect.poll(bookedUntil, { timeout: 10_000, interval: 200 }).toBe(`${daysAhead(4)}T20:00:00.000Z`);

    const use = await countTableUse(documentClient, () => updateVenue(setup.venue.id, { timeZone: 'Etc/GMT-5' }));
    expect(await bookedUntil()).toBe(`${daysAhead(4)}T15:00:00.000Z`);
    expect((await db.entities.venue.get({ venueId: setup.venue.id }).go({ consistent: true })).data?.bookedUntil).toBe(`${daysAhead(4)}T15:00:00.000Z`);
    // Each show read twice: to move it, and in the screen's one recount (one recount a show read them 3 + 3 x 3 times).
    const showsRead = use.returned.filter((item) => sessions.some(({ id }) => (item as { sessionId?: string }).sessionId === id));
    expect(showsRead).toHaveLength(2 * sessions.length);
  });

  it("reads the venue's zone for a session item written before the copy", async () => {
    // UTC+12: a show 6 hours ahead on the UTC clock started 6 hours ago there.
    const zone = 'Etc/GMT-12';
    const utcStart = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 6 * 3_600_000);
    const show = await createShow({ sessionDate: zonedDateKey(utcStart, 'UTC'), sessionTime: zonedClock(utcStart, 'UTC'), timeZone: zone });
    expect((await db.entities.session.get({ sessionId: show.sessionId }).go()).data?.timeZone).toBeUndefined();

    expect((await listed(show.sessionId, zonedDateKey(utcStart, 'UTC')))?.startsAt).toBe(new Date(utcStart.getTime() - 12 * 3_600_000).toISOString());
    const member = await memberWithPoints(100);
    const refused = await book(member, show.sessionId, 'A1');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'SHOW_STARTED' } });
  });
});
