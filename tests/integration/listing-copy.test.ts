import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '../../shared/api/routes/booking';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { readSessionTally } from '../../functions/data/session-tally';
import { readTableStream } from '../../scripts/local/table-stream';
import { db } from '../../functions/data/service';
import { apiClient, createAdmin, memberWithPoints } from '../helpers';
import { createSession, venueWithScreen } from '../helpers/admin';
import { book, createShow } from '../helpers/shows';

/**
 * The listing's seats left (the session item's copy of the seat tally) follows bookings and refunds
 * from the table's stream, off the booking's request path (docs/booking.md, "Seats left for the listing").
 */
const listed = async (sessionId: string) => (await apiClient().get<SessionSummary>(`/api/sessions/${sessionId}`)).body;
const tomorrow = addDays(utcDateKey(), 1);
/** "Within a few seconds", with room for a loaded machine. */
const FEW_SECONDS = { timeout: 10_000, interval: 200 };

describe('the listing copy of a show tally', () => {
  it('follows a booking and a refund within a few seconds', async () => {
    const show = await createShow({ sessionDate: tomorrow, sessionTime: '20:00' });
    const member = await memberWithPoints(100);

    const code = await book(member, show.sessionId, ['A1', 'A2', 'B1']);
    // Exact at once where it must be: the seat map and the tally.
    expect((await readSessionTally(show.sessionId)).booked).toBe(3);
    await expect.poll(async () => (await listed(show.sessionId)).seatsLeft, FEW_SECONDS).toBe(5);

    expect((await member.api.delete(`/api/bookings/${encodeURIComponent(code)}`)).status).toBe(200);
    await expect.poll(async () => listed(show.sessionId), FEW_SECONDS).toMatchObject({ bookedSeats: 0, seatsLeft: 8 });
  });

  it('writes the session item far fewer times than a burst of bookings of the show', async () => {
    const show = await createShow({ sessionDate: tomorrow, sessionTime: '20:00', rows: 8 });
    const seats = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].flatMap((row) => [1, 2, 3, 4].map((n) => `${row}${n}`));
    const members = await Promise.all(Array.from({ length: 8 }, () => memberWithPoints(40)));
    // Every write of this show's session item the table's stream carries (the copies: nothing else writes it here).
    let sessionWrites = 0;
    const stopCounting = readTableStream({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      region: 'us-east-1',
      tableName: process.env.TABLE_NAME!,
      filter: { eventName: ['MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['session'] }, sessionId: { S: [show.sessionId] } } } },
      handler: async ({ Records }) => {
        sessionWrites += Records.length;
        return { batchItemFailures: [] };
      },
      pollMs: 100,
      retryAttempts: 0,
      log: (line) => console.error(line),
    });
    try {
      // 8 members, each booking 4 seats one at a time, all at once: 32 bookings.
      await Promise.all(members.map((member, m) => seats.slice(4 * m, 4 * m + 4).reduce((previous, seat) => previous.then(() => book(member, show.sessionId, [seat])), Promise.resolve(''))));
      await expect.poll(async () => listed(show.sessionId), FEW_SECONDS).toMatchObject({ bookedSeats: 32, seatsLeft: 0 });
      await expect.poll(() => sessionWrites, FEW_SECONDS).toBeGreaterThan(0);
    } finally {
      await stopCounting();
    }
    console.info(`32 bookings of one show: ${sessionWrites} write(s) of its session item`);
    // One copy per show per poll of the stream (2 to 4 here); at most half, so a loaded machine, whose bookings spread over more polls, passes too.
    expect(sessionWrites).toBeLessThanOrEqual(32 / 2);
  }, 90_000);

  it('decides nothing exact: a copy seconds old neither lets a booked show move or go, nor refuses a booking or a delete', async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api, { rows: 1, columns: 2 });
    const other = await admin.api.post<{ id: string }>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'Other', capacity: 2 });
    await admin.api.put(`/api/admin/screens/${other.body.id}/seat-map`, { rows: 1, columns: 2, aisleColumns: [], screenPosition: 'top', rowCategories: { A: 'regular' } });
    const session = await createSession(admin.api, setup);
    const member = await memberWithPoints(100);
    // The listing's copy held at a value the stream's copies will not replace (they only write a copy of more tally writes).
    const staleCopy = (bookedSeats: number) => db.entities.session.patch({ sessionId: session.id }).set({ bookedSeats, tallyWrites: Number.MAX_SAFE_INTEGER }).go();
    const errorCode = (body: unknown) => (body as { error?: { code: string } }).error?.code;

    const code = await book(member, session.id, ['A1']);
    await staleCopy(0);
    const deleted = await admin.api.delete(`/api/admin/sessions/${session.id}`);
    expect([deleted.status, errorCode(deleted.body)]).toEqual([409, 'SESSION_HAS_BOOKINGS']);
    const moved = await admin.api.put(`/api/admin/sessions/${session.id}`, { venueId: setup.venue.id, screenId: other.body.id, date: session.date, time: session.time, prices: {}, assetIds: [] });
    expect([moved.status, errorCode(moved.body)]).toEqual([409, 'SESSION_HAS_BOOKINGS']);

    expect((await member.api.delete(`/api/bookings/${encodeURIComponent(code)}`)).status).toBe(200);
    // The copy still says every seat is booked: the tally says none is.
    await staleCopy(2);
    const again = await book(member, session.id, ['A2']);
    expect((await member.api.delete(`/api/bookings/${encodeURIComponent(again)}`)).status).toBe(200);
    expect((await admin.api.delete(`/api/admin/sessions/${session.id}`)).status).toBe(204);
  });
});
