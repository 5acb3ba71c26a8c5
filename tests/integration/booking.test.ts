import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancelSession } from '../../functions/admin/cancel';
import { db, documentClient } from '../../functions/data/service';
import { addDays, localDateKey, utcDateKey } from '../../shared/booking/calendar';
import { WELCOME_BONUS, createMember, creditPoints, memberWithPoints } from '../helpers';
import { expectStatementChains, fullHistory } from '../helpers/statement';

type Member = Awaited<ReturnType<typeof createMember>>;

/** Tomorrow (UTC): a show at 20:00 in a UTC venue is then always ahead, whatever the hour of the run. */
const tomorrow = addDays(utcDateKey(), 1);

/** A screen of 3 rows x 4 seats (rows A-B Regular at 10 points, row C VIP at 25, seat A4 not for sale). */
async function createShow({ totalSeats = 11, sessionDate = tomorrow }: { totalSeats?: number; sessionDate?: string } = {}) {
  const id = randomUUID().slice(0, 8);
  const venueId = `venue-${id}`;
  const screenId = `screen-${id}`;
  const sessionId = `session-${id}`;
  // The same item as tests/helpers/shows.ts writes: two names for one id, written by files side by side, made the
  // category named Regular flip under the seat-map editor's default (tests/integration/admin-venues.test.ts).
  await db.entities.seatCategory.put([
    { categoryId: 'it-regular', name: 'Test Regular', colorCode: '#3b82f6', priceMultiplier: 1 },
    { categoryId: 'it-vip', name: 'VIP', colorCode: '#f59e0b', priceMultiplier: 2 },
  ]).go();
  await db.entities.venue.create({ venueId, name: `Test Venue ${id}`, location: `Test Town ${id}` }).go();
  await db.entities.screen.create({ screenId, venueId, name: 'Screen T', capacity: 12, aisleColumns: [2] }).go();
  await db.entities.screenSeat
    .put(
      [1, 2, 3].flatMap((rowNumber) =>
        [1, 2, 3, 4].map((seatNumber) => ({
          screenId,
          rowNumber,
          seatNumber,
          categoryId: rowNumber === 3 ? 'it-vip' : 'it-regular',
          isAvailable: !(rowNumber === 1 && seatNumber === 4),
        })),
      ),
    )
    .go();
  await db.entities.session
    .create({ sessionId, movieTitle: `Test Movie ${id}`, venueId, screenId, sessionDate, sessionTime: '20:00', basePrice: 10, totalSeats })
    .go();
  await db.entities.sessionCategoryPricing.put([
    { sessionId, categoryId: 'it-regular', price: 10 },
    { sessionId, categoryId: 'it-vip', price: 25 },
  ]).go();
  return { sessionId, venueId, screenId, movieTitle: `Test Movie ${id}`, venue: `Test Venue ${id}`, location: `Test Town ${id}` };
}

const balanceOf = async (member: Member) => ((await member.api.get('/api/me')).body as { points: number }).points;

describe('POST /api/bookings', () => {
  it('books seats with points: balance down by the price, a booking ledger entry, the ticket in the wallet', async () => {
    const show = await createShow();
    const member = await memberWithPoints(100);

    const response = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['B1', '3-2'] });

    expect(response.status).toBe(201);
    const booking = response.body as { bookingCode: string; seats: string[]; totalPrice: number };
    expect(booking.bookingCode).toMatch(/^BK-[0-9a-f-]{36}$/);
    expect(booking.seats).toEqual(['B1', 'C2']);
    expect(booking.totalPrice).toBe(35);
    expect(await balanceOf(member)).toBe(65);

    const history = await member.api.get('/api/me/points-history');
    const [entry] = (history.body as { items: { delta: number; type: string; oldBalance: number; newBalance: number }[] }).items;
    expect(entry).toMatchObject({ delta: -35, type: 'booking', oldBalance: 100, newBalance: 65 });

    const tickets = await member.api.get('/api/me/tickets');
    expect(tickets.status).toBe(200);
    const items = (tickets.body as { items: { bookingCode: string; seat: string; session: Record<string, unknown> }[] }).items;
    expect(items.map((t) => t.seat)).toEqual(['B1', 'C2']);
    for (const ticket of items) {
      expect(ticket.bookingCode).toBe(booking.bookingCode);
      expect(ticket.session).toMatchObject({ id: show.sessionId, time: '20:00', movieTitle: show.movieTitle, venue: show.venue, location: show.location, timeZone: 'UTC' });
    }

    const seats = await member.api.get(`/api/sessions/${show.sessionId}/seats`);
    const booked = (seats.body as { seats: { label: string; booked: boolean }[] }).seats.filter((s) => s.booked).map((s) => s.label);
    expect(booked).toEqual(['B1', 'C2']);
    // The listing's count follows from the table's stream within a few seconds (docs/booking.md).
    await expect.poll(async () => (await member.api.get(`/api/sessions/${show.sessionId}`)).body).toMatchObject({ bookedSeats: 2, totalSeats: 11, seatsLeft: 9 });
  });

  it('refuses five seats, and no seats, with the spec texts', async () => {
    const show = await createShow();
    const member = await memberWithPoints(200);

    const five = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A1', 'A2', 'A3', 'B1', 'B2'] });
    expect(five.status).toBe(400);
    expect(five.body).toMatchObject({ error: { message: 'You can only select up to 4 seat(s).' } });

    const none = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: [] });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: { message: 'Please select at least one seat.' } });
    expect(await balanceOf(member)).toBe(200);
  });

  it('refuses a seat that is not for sale or does not exist', async () => {
    const show = await createShow();
    const member = await memberWithPoints(100);

    for (const seat of ['A4', 'D1']) {
      const response = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A1', seat] });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: { code: 'SEAT_UNAVAILABLE', message: 'This seat is not available.' } });
    }
    expect(await balanceOf(member)).toBe(100);
  });

  it('refuses a seat someone already booked, charging nothing', async () => {
    const show = await createShow();
    const first = await memberWithPoints(100);
    const second = await memberWithPoints(100);
    expect((await first.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A2'] })).status).toBe(201);

    const response = await second.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A1', 'A2'] });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'SEAT_UNAVAILABLE', message: 'This seat is already booked.', details: { seats: ['A2'] } } });
    expect(await balanceOf(second)).toBe(100);
    expect((await second.api.get('/api/me/tickets')).body).toEqual({ items: [] });
  });

  it('refuses a seat taken off sale after the show was last booked (the transaction re-checks the seat)', async () => {
    const show = await createShow();
    const member = await memberWithPoints(100);
    expect((await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A1'] })).status).toBe(201);
    const { data: screenSeat } = await db.entities.screenSeat.query.byScreen({ screenId: show.screenId, version: 1, rowNumber: 2, seatNumber: 1 }).go();
    await db.entities.screenSeat.patch(screenSeat[0]).set({ isAvailable: false }).go();

    const response = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['B1'] });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'SEAT_UNAVAILABLE', message: 'This seat is not available.' } });
    expect(await balanceOf(member)).toBe(90);
  });

  it('refuses a booking beyond the balance with the points missing', async () => {
    const show = await createShow();
    const member = await memberWithPoints(30);

    const response = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['C1', 'C2'] });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: { code: 'INSUFFICIENT_POINTS', message: 'You need 20 more points.', details: { missing: 20 } } });
    expect(await balanceOf(member)).toBe(30);
  });

  it('says Sold Out when the show has no seats left, and the listing shows none left', async () => {
    const show = await createShow();
    const member = await memberWithPoints(300);
    for (const seats of [['A1', 'A2', 'A3'], ['B1', 'B2', 'B3', 'B4'], ['C1', 'C2', 'C3', 'C4']]) {
      expect((await member.api.post('/api/bookings', { sessionId: show.sessionId, seats })).status).toBe(201);
    }

    const response = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A2'] });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'SOLD_OUT', message: 'This show is sold out.' } });
    expect(await balanceOf(member)).toBe(130);
    await expect.poll(async () => (await member.api.get(`/api/sessions/${show.sessionId}`)).body).toMatchObject({ bookedSeats: 11, seatsLeft: 0 });
  });

  it('refuses a show cancelled since its seat map was cached, and a show whose day is over', async () => {
    const show = await createShow();
    const member = await memberWithPoints(100);
    expect((await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A1'] })).status).toBe(201);
    // Cancelled as the back office does (its own process here: the API's copy of the show stays cached); A1 is refunded.
    await cancelSession(show.sessionId);

    const cancelled = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A2'] });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({ error: { code: 'SHOW_CLOSED', message: 'This show is no longer open for booking.' } });

    const over = await createShow({ sessionDate: '2020-01-01' });
    const late = await member.api.post('/api/bookings', { sessionId: over.sessionId, seats: ['A1'] });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'SHOW_STARTED', message: 'This show has already started. Please choose a later show.' } });
    expect(await balanceOf(member)).toBe(100);
  });

  it('holds one seat whatever form its label was written in: the legacy 3-12 is C12', async () => {
    const show = await createShow();
    const holder = await memberWithPoints(0);
    const seat = (seatNumber: string) => ({
      sessionId: show.sessionId,
      seatNumber,
      bookingId: randomUUID(),
      userId: holder.userId,
      price: 10,
      bookingCode: `BK-${randomUUID()}`,
      status: 'confirmed' as const,
      createdAt: new Date().toISOString(),
    });
    // Written in the legacy form through the data layer: stored as A2, so nobody can book A2 again.
    await db.entities.booking.create(seat('1-2')).go();
    const member = await memberWithPoints(100);
    const response = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A2'] });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'SEAT_UNAVAILABLE', details: { seats: ['A2'] } } });

    // Stored raw in the legacy form (an old import that bypassed the data layer): read as B3.
    const { Item, TableName } = db.entities.booking.put(seat('B3')).params() as { Item: Record<string, unknown>; TableName: string };
    const legacy = Object.fromEntries(Object.entries(Item).map(([key, value]) => [key, typeof value === 'string' ? value.replace(/^B3$/, '2-3').replace('seatnumber_b3', 'seatnumber_2-3') : value]));
    expect(legacy.seatNumber).toBe('2-3');
    await documentClient.send(new PutCommand({ TableName, Item: legacy } as PutCommandInput));

    const tickets = (await holder.api.get('/api/me/tickets')).body as { items: { seat: string }[] };
    expect(tickets.items.map((t) => t.seat).sort()).toEqual(['A2', 'B3']);
    const map = (await (await fetch(`${process.env.API_URL}/api/sessions/${show.sessionId}/seats`)).json()) as { seats: { label: string; booked: boolean }[] };
    expect(map.seats.filter((s) => s.booked).map((s) => s.label)).toEqual(['A2', 'B3']);
  });

  it('needs a signed-in member, and answers an unknown session with 404', async () => {
    const show = await createShow();
    const member = await memberWithPoints(0);
    const anonymous = await fetch(`${process.env.API_URL}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: show.sessionId, seats: ['A1'] }),
    });
    expect(anonymous.status).toBe(401);
    expect((await member.api.post('/api/bookings', { sessionId: 'no-such-session', seats: ['A1'] })).status).toBe(404);
  });

  it('gives 20 members racing for the same seats exactly one winner; nobody else loses points', async () => {
    const show = await createShow();
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWithPoints(50)));

    const responses = await Promise.all(members.map((m) => m.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['B2', 'B3'] })));

    const winners = responses.flatMap((r, i) => (r.status === 201 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const [i, response] of responses.entries()) {
      if (i === winners[0]) continue;
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: { code: 'SEAT_UNAVAILABLE', message: 'This seat is already booked.' } });
    }
    const balances = await Promise.all(members.map(balanceOf));
    expect(balances).toEqual(members.map((_, i) => (i === winners[0] ? 30 : 50)));
    await expect.poll(async () => (await members[0].api.get(`/api/sessions/${show.sessionId}`)).body).toMatchObject({ bookedSeats: 2 });
    const { data: seats } = await db.entities.booking.query.bySessionSeat({ sessionId: show.sessionId }).go();
    expect(seats.map((s) => s.seatNumber)).toEqual(['B2', 'B3']);
  });

  it('replays a retry with the same idempotency key: charged once, same code', async () => {
    const show = await createShow();
    const member = await memberWithPoints(100);
    const request = { sessionId: show.sessionId, seats: ['A1'], idempotencyKey: randomUUID() };

    const first = await member.api.post('/api/bookings', request);
    const retry = await member.api.post('/api/bookings', request);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(member)).toBe(90);
  });

  it('refuses a reused idempotency key with other seats or another show (409), charging nothing more', async () => {
    const show = await createShow();
    const other = await createShow();
    const member = await memberWithPoints(100);
    const idempotencyKey = randomUUID();
    const first = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A1'], idempotencyKey });
    expect(first.status).toBe(201);

    // The same seat written another way is the same request.
    const sameSeat = await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['1-1'], idempotencyKey });
    expect(sameSeat.status).toBe(201);
    expect(sameSeat.body).toEqual(first.body);

    for (const changed of [
      { sessionId: show.sessionId, seats: ['A2'] },
      { sessionId: show.sessionId, seats: ['A1', 'A2'] },
      { sessionId: other.sessionId, seats: ['A1'] },
    ]) {
      const reused = await member.api.post('/api/bookings', { ...changed, idempotencyKey });
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This request key was already used for a different booking. Please try again.' },
      });
    }
    expect(await balanceOf(member)).toBe(90);
    const tickets = (await member.api.get('/api/me/tickets')).body as { items: { seat: string }[] };
    expect(tickets.items.map((t) => t.seat)).toEqual(['A1']);
  });

  it('keeps the statement in commit order when one member books three single seats and is credited at once', async () => {
    const show = await createShow();
    const member = await memberWithPoints(100);
    const responses = await Promise.all([
      ...['A1', 'A2', 'A3'].map((seat) => member.api.post('/api/bookings', { sessionId: show.sessionId, seats: [seat] })),
      creditPoints(member.userId, 7),
      creditPoints(member.userId, 3),
    ]);
    expect(responses.slice(0, 3).map((r) => (r as { status: number }).status)).toEqual([201, 201, 201]);

    const history = await fullHistory(member.api);
    // The welcome bonus (100) is the whole starting balance: no credit after it.
    expect(WELCOME_BONUS).toBe(100);
    expect(history).toHaveLength(6);
    expect(history.map((entry) => entry.delta).sort((a, b) => a - b)).toEqual([-10, -10, -10, 3, 7, 100]);
    expectStatementChains(history, await balanceOf(member));
    expect(await balanceOf(member)).toBe(80);
  });

  it('charges once when requests with the same key race', async () => {
    const show = await createShow();
    const member = await memberWithPoints(100);
    const request = { sessionId: show.sessionId, seats: ['B1', 'B2'], idempotencyKey: randomUUID() };

    const responses = await Promise.all(Array.from({ length: 5 }, () => member.api.post('/api/bookings', request)));

    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const codes = new Set(responses.map((r) => (r.body as { bookingCode: string }).bookingCode));
    expect(codes.size).toBe(1);
    expect(await balanceOf(member)).toBe(80);
    const tickets = (await member.api.get('/api/me/tickets')).body as { items: unknown[] };
    expect(tickets.items).toHaveLength(2);
  });
});

describe('GET /api/sessions', () => {
  it('lists shows from a day for 7 days by date then time, with filters', async () => {
    const show = await createShow();
    const today = localDateKey(new Date());
    const response = await fetch(`${process.env.API_URL}/api/sessions?from=${today}&days=7&location=${encodeURIComponent(show.location)}`);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: Record<string, unknown>[] };
    expect(items).toEqual([
      expect.objectContaining({ id: show.sessionId, movieTitle: show.movieTitle, venue: show.venue, location: show.location, date: tomorrow, time: '20:00', startsAt: `${tomorrow}T20:00:00.000Z`, totalSeats: 11, bookedSeats: 0 }),
    ]);

    const all = (await (await fetch(`${process.env.API_URL}/api/sessions?from=${today}`)).json()) as { items: { date: string; time: string }[] };
    const order = all.items.map((s) => `${s.date} ${s.time}`);
    expect(order).toEqual([...order].sort());
    const byMovie = (await (await fetch(`${process.env.API_URL}/api/sessions?movie=${encodeURIComponent(show.movieTitle.toLowerCase())}&from=${today}`)).json()) as { items: { id: string }[] };
    expect(byMovie.items.map((s) => s.id)).toEqual([show.sessionId]);
  });

  it('answers bad input with 400', async () => {
    const response = await fetch(`${process.env.API_URL}/api/sessions?from=tomorrow`);
    expect(response.status).toBe(400);
  });
});

describe('GET /api/sessions/summary', () => {
  it("counts the days' shows by movie, venue and location, with the latest start; not a cancelled one", async () => {
    const show = await createShow();
    const later = await createShow({ sessionDate: addDays(tomorrow, 1) });
    // A second show of the first one's movie at its venue the same day, later; one of another day; one cancelled.
    await db.entities.session
      .create({ sessionId: `${show.sessionId}-late`, movieTitle: show.movieTitle, venueId: show.venueId, screenId: show.screenId, sessionDate: tomorrow, sessionTime: '22:15', basePrice: 10, totalSeats: 11 })
      .go();
    const cancelled = await createShow();
    await db.entities.session.patch({ sessionId: cancelled.sessionId }).set({ status: 'cancelled' }).go();

    const today = localDateKey(new Date());
    const response = await fetch(`${process.env.API_URL}/api/sessions/summary?from=${today}&days=7`);
    expect(response.status).toBe(200);
    const summary = (await response.json()) as { movies: string[]; venues: string[]; locations: string[]; days: { date: string; groups: [number, number, number, number, string][] }[] };
    expect(summary.days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i)));
    const groupsOf = (of: { movieTitle: string }) =>
      summary.days.flatMap(({ date, groups }) =>
        groups
          .filter(([movie]) => summary.movies[movie] === of.movieTitle)
          .map(([, venue, location, shows, lastStartsAt]) => ({ date, venue: summary.venues[venue], location: summary.locations[location], shows, lastStartsAt })),
      );
    expect(groupsOf(show)).toEqual([{ date: tomorrow, venue: show.venue, location: show.location, shows: 2, lastStartsAt: `${tomorrow}T22:15:00.000Z` }]);
    expect(groupsOf(later)).toEqual([{ date: addDays(tomorrow, 1), venue: later.venue, location: later.location, shows: 1, lastStartsAt: `${addDays(tomorrow, 1)}T20:00:00.000Z` }]);
    expect(summary.movies).not.toContain(cancelled.movieTitle);
  });

  it('answers bad input with 400', async () => {
    expect((await fetch(`${process.env.API_URL}/api/sessions/summary?from=tomorrow`)).status).toBe(400);
    expect((await fetch(`${process.env.API_URL}/api/sessions/summary?days=32`)).status).toBe(400);
  });
});

describe('GET /api/sessions/{id}/seats', () => {
  it('gives rows, aisles, category prices, unavailable and booked seats', async () => {
    const show = await createShow();
    const response = await fetch(`${process.env.API_URL}/api/sessions/${show.sessionId}/seats`);
    const map = (await response.json()) as {
      screen: { screenPosition: string; aisleColumns: number[]; rows: number; columns: number };
      categories: { id: string; price: number }[];
      seats: { label: string; available: boolean; categoryId: string }[];
    };
    expect(map.screen).toMatchObject({ screenPosition: 'top', aisleColumns: [2], rows: 3, columns: 4 });
    expect(map.categories.map((c) => [c.id, c.price])).toEqual([
      ['it-regular', 10],
      ['it-vip', 25],
    ]);
    expect(map.seats).toHaveLength(12);
    expect(map.seats.filter((s) => !s.available).map((s) => s.label)).toEqual(['A4']);
    expect(map.seats.find((s) => s.label === 'C3')?.categoryId).toBe('it-vip');
  });
});
