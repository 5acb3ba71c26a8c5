import { describe, expect, it } from 'vitest';
import type { CancelBookingResult, SeatMap, SessionSummary, Ticket } from '../../shared/api/routes/booking';
import { apiClient, memberWithPoints, type TestUser } from '../helpers';
import { expectBalanceIsLedgerSum } from '../helpers/ledger';
import { book, bookedOnSeatMap, createShowStartingIn, tallySeatLabels } from '../helpers/shows';
import { fullHistory } from '../helpers/statement';

const cancel = (member: TestUser, bookingCode: string) => member.api.delete<CancelBookingResult>(`/api/bookings/${encodeURIComponent(bookingCode)}`);
const tickets = async (member: TestUser) => (await member.api.get<{ items: Ticket[] }>('/api/me/tickets')).body.items;
const guest = () => apiClient();

describe('DELETE /api/bookings/{bookingCode}', () => {
  it("cancels the owner's booking: seats freed, booked count lowered, points refunded through the ledger, the tickets gone", async () => {
    // Three hours ahead on the clock of a venue that is not on UTC.
    const show = await createShowStartingIn(180);
    const member = await memberWithPoints(100);
    const code = await book(member, show.sessionId, ['B2', 'A1']);
    await book(member, show.sessionId, ['A4']);
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(70);

    const response = await cancel(member, code);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ bookingCode: code, seats: ['A1', 'B2'], refunded: 20 });
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(90);
    const [entry] = await fullHistory(member.api);
    expect(entry).toMatchObject({ delta: 20, type: 'refund', oldBalance: 70, newBalance: 90 });
    expect(entry.reason).toContain('Cancelled booking');
    expect((await tickets(member)).map((t) => t.seat)).toEqual(['A4']);

    // The listing's count follows from the table's stream within a few seconds (docs/booking.md).
    await expect.poll(async () => (await guest().get<SessionSummary>(`/api/sessions/${show.sessionId}`)).body.bookedSeats).toBe(1);
    const seats = (await guest().get<SeatMap>(`/api/sessions/${show.sessionId}/seats`)).body.seats;
    expect(seats.filter((s) => s.booked).map((s) => s.label)).toEqual(['A4']);
    // The freed seat can be booked again.
    const other = await memberWithPoints(10);
    await book(other, show.sessionId, ['A1']);
  });

  it('answers a second cancel 409 ALREADY_CANCELLED and refunds nothing more', async () => {
    const show = await createShowStartingIn(180);
    const member = await memberWithPoints(30);
    const code = await book(member, show.sessionId, ['A1']);
    expect((await cancel(member, code)).status).toBe(200);

    const again = await cancel(member, code);

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'ALREADY_CANCELLED', message: 'This booking is already cancelled.' } });
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(30);
  });

  it('refunds once when the same booking is cancelled many times at once', async () => {
    const show = await createShowStartingIn(180);
    const member = await memberWithPoints(40);
    const code = await book(member, show.sessionId, ['A1', 'A2', 'B1']);
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(10);

    const responses = await Promise.all(Array.from({ length: 6 }, () => cancel(member, code)));

    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(responses.filter((r) => r.status === 409).every((r) => (r.body as unknown as { error: { code: string } }).error.code === 'ALREADY_CANCELLED')).toBe(true);
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(40);
    expect((await fullHistory(member.api)).filter((e) => e.type === 'refund')).toHaveLength(1);
    await expect.poll(async () => (await guest().get<SessionSummary>(`/api/sessions/${show.sessionId}`)).body.bookedSeats).toBe(0);
  });

  it('closes 2 hours before the start on the venue clock: 121 minutes before is fine, 119 is refused', async () => {
    const member = await memberWithPoints(100);
    const inTime = await createShowStartingIn(121, { round: 'up' });
    const tooLate = await createShowStartingIn(119, { round: 'down' });
    const inTimeCode = await book(member, inTime.sessionId, ['A1']);
    const tooLateCode = await book(member, tooLate.sessionId, ['A1']);

    const refused = await cancel(member, tooLateCode);

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'CANCELLATION_CLOSED', message: 'Bookings can only be cancelled until 2 hours before the show.' } });
    expect((await tickets(member)).map((t) => t.bookingCode)).toContain(tooLateCode);
    expect((await cancel(member, inTimeCode)).status).toBe(200);
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(90);
  });

  it("lets only the owner cancel: another member's code and an unknown one are 404, and nothing changes", async () => {
    const show = await createShowStartingIn(180);
    const owner = await memberWithPoints(10);
    const stranger = await memberWithPoints(0);
    const code = await book(owner, show.sessionId, ['A1']);

    const theirs = await cancel(stranger, code);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Booking not found' } });
    expect((await cancel(stranger, 'BK-00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await guest().delete(`/api/bookings/${code}`)).status).toBe(401);

    expect((await tickets(owner)).map((t) => t.bookingCode)).toEqual([code]);
    expect(await expectBalanceIsLedgerSum(stranger.api)).toBe(0);
  });
});

describe("the seat map's booked seats, read from the show's tally (docs/booking.md)", () => {
  it('follows bookings and cancels: each shard records the labels it counts', async () => {
    const show = await createShowStartingIn(180);
    const first = await memberWithPoints(100);
    const second = await memberWithPoints(100);
    const code = await book(first, show.sessionId, ['A1', 'B2']);
    await book(second, show.sessionId, ['A3']);
    expect(await tallySeatLabels(show.sessionId)).toEqual(['A1', 'A3', 'B2']);
    expect(await bookedOnSeatMap(show.sessionId)).toEqual(['A1', 'A3', 'B2']);

    expect((await cancel(first, code)).status).toBe(200);
    expect(await tallySeatLabels(show.sessionId)).toEqual(['A3']);
    expect(await bookedOnSeatMap(show.sessionId)).toEqual(['A3']);
    // A seat given back is sold again, and counted on whichever shard its new booking drew.
    await book(second, show.sessionId, ['B2']);
    expect(await bookedOnSeatMap(show.sessionId)).toEqual(['A3', 'B2']);
  });
});

describe('POST /api/bookings for a show that has started', () => {
  it("is refused with 409 SHOW_STARTED on the venue's clock, a minute after the start", async () => {
    const member = await memberWithPoints(10);
    const started = await createShowStartingIn(-1);

    const response = await member.api.post('/api/bookings', { sessionId: started.sessionId, seats: ['A1'] });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: { code: 'SHOW_STARTED', message: 'This show has already started. Please choose a later show.' } });
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(10);
    const listed = (await guest().get<SessionSummary>(`/api/sessions/${started.sessionId}`)).body;
    expect(Date.parse(listed.startsAt)).toBe(started.startsAt.getTime());
  });
});
