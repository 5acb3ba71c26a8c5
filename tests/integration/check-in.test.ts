import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { CheckInResult, Ticket } from '../../shared/api/routes/booking';
import { checkInTroubleshooting, doorCheckInTroubleshooting, zonedClock, zonedDateKey } from '../../shared/check-in';
import { formatLongDate, formatTime } from '../../shared/booking/format';
import { createAdmin, memberWithPoints, type TestUser } from '../helpers';
import { book, createShow, createShowStartingIn, moveShowStart, zoneAtAboutNoon } from '../helpers/shows';

let staff: TestUser;
beforeAll(async () => {
  staff = await createAdmin({ name: 'Door Staff' });
});

const byCode = (bookingCode: string, by: TestUser = staff) => by.api.post<CheckInResult>('/api/check-ins', { bookingCode });
const byBand = (member: TestUser, bandId: string) => member.api.post<CheckInResult>('/api/check-ins', { bandId });
const newBand = () => `BAND-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

async function memberWithBand() {
  const member = await memberWithPoints(200);
  const bandId = newBand();
  expect((await member.api.put('/api/me/band', { bandId })).status).toBe(200);
  return { member, bandId };
}

describe('POST /api/check-ins with a booking code (staff at the door)', () => {
  it('checks in every seat of a booking once, answering which seats; My Tickets shows them used', async () => {
    const show = await createShowStartingIn(30, { durationMinutes: 100 });
    const member = await memberWithPoints(100);
    const code = await book(member, show.sessionId, ['B2', 'A1']);

    const response = await byCode(code);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      outcome: 'CHECKED_IN',
      message: `Checked in to ${show.movieTitle}: seats A1, B2. Enjoy the show!`,
      booking: {
        id: code,
        sessionId: show.sessionId,
        movieTitle: show.movieTitle,
        date: zonedDateKey(show.startsAt, show.timeZone),
        time: zonedClock(show.startsAt, show.timeZone),
        seats: ['A1', 'B2'],
        checkedInAt: expect.any(String),
      },
    });
    const tickets = (await member.api.get<{ items: Ticket[] }>('/api/me/tickets')).body.items;
    expect(tickets.map((t) => [t.seat, t.checkedInAt])).toEqual([
      ['A1', response.body.booking!.checkedInAt],
      ['B2', response.body.booking!.checkedInAt],
    ]);

    const again = await byCode(code);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      success: false,
      outcome: 'ALREADY_CHECKED_IN',
      message: `Already checked in at ${formatTime(zonedClock(new Date(response.body.booking!.checkedInAt!), show.timeZone))}.`,
      booking: { id: code, checkedInAt: response.body.booking!.checkedInAt },
    });
  });

  it('lets one of two check-ins at once through; the other is told when the first was done', async () => {
    const show = await createShowStartingIn(10);
    const member = await memberWithPoints(100);
    const code = await book(member, show.sessionId, ['A3']);

    const [a, b] = await Promise.all([byCode(code), byCode(code)]);

    const results = [a.body, b.body];
    const winner = results.find((r) => r.success)!;
    const loser = results.find((r) => !r.success)!;
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(loser).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', message: `Already checked in at ${formatTime(zonedClock(new Date(winner.booking!.checkedInAt!), show.timeZone))}.` });
    const { data: seat } = await db.entities.booking.get({ sessionId: show.sessionId, seatNumber: 'A3' }).go({ consistent: true });
    expect(seat?.checkedInAt).toBe(winner.booking!.checkedInAt);
  });

  it('opens 60 minutes before the start: 61 minutes before is too early, 59 minutes before is fine', async () => {
    const member = await memberWithPoints(100);
    const early = await createShowStartingIn(61, { round: 'up' });
    const justOpen = await createShowStartingIn(59, { round: 'down' });
    const earlyCode = await book(member, early.sessionId, ['A1']);
    const openCode = await book(member, justOpen.sessionId, ['A1']);

    const tooEarly = await byCode(earlyCode);
    expect(tooEarly.body).toMatchObject({
      success: false,
      outcome: 'TOO_EARLY',
      message: `Too early: check-in opens at ${formatTime(zonedClock(new Date(early.startsAt.getTime() - 3_600_000), early.timeZone))}, 60 minutes before the show.`,
    });
    expect((await byCode(openCode)).body).toMatchObject({ success: true, outcome: 'CHECKED_IN' });
  });

  it('closes at the end (start + running time, or 3 hours when unknown) and refuses another day', async () => {
    const member = await memberWithPoints(100);
    const timeZone = zoneAtAboutNoon();
    const tomorrow = zonedDateKey(new Date(Date.now() + 86_400_000), timeZone);
    const nextDay = await createShow({ sessionDate: tomorrow, sessionTime: '12:00', timeZone });
    // Booked while ahead, then started `minutes` ago: a show that started takes no bookings.
    const startedShow = async (minutesAgo: number, durationMinutes?: number) => {
      const show = await createShowStartingIn(240, { durationMinutes });
      const code = await book(member, show.sessionId, ['B4']);
      await moveShowStart(show, -minutesAgo);
      return code;
    };

    const outcome = async (code: string) => (await byCode(code)).body;
    expect(await outcome(await startedShow(130, 120))).toMatchObject({ success: false, outcome: 'ENDED', message: 'This show has already ended.' });
    expect(await outcome(await startedShow(110, 120))).toMatchObject({ success: true });
    expect(await outcome(await startedShow(178))).toMatchObject({ success: true });
    expect(await outcome(await startedShow(182))).toMatchObject({ outcome: 'ENDED' });
    expect(await outcome(await book(member, nextDay.sessionId, ['B4']))).toMatchObject({ success: false, outcome: 'WRONG_DAY', message: `This booking is for ${formatLongDate(tomorrow)}, not today.` });
  });

  it('refuses a cancelled booking and an unknown code; a member may not check in by code (403)', async () => {
    const show = await createShowStartingIn(5);
    const member = await memberWithPoints(100);
    const code = await book(member, show.sessionId, ['A2']);

    const forbidden = await byCode(code, member);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: { code: 'FORBIDDEN' } });

    expect((await byCode('BK-00000000-0000-0000-0000-000000000000')).body).toEqual({
      success: false,
      outcome: 'UNKNOWN_CODE',
      message: 'No booking found with this code.',
      // Worded for the staff at the door, not for the member.
      troubleshooting: doorCheckInTroubleshooting('UNKNOWN_CODE'),
    });

    await db.entities.booking.patch({ sessionId: show.sessionId, seatNumber: 'A2' }).set({ status: 'cancelled' }).go();
    expect((await byCode(code)).body).toMatchObject({ success: false, outcome: 'CANCELLED', message: 'This booking was cancelled.' });
  });

  it('answers bad input with 400', async () => {
    const member = await memberWithPoints(100);
    for (const body of [{}, { bandId: 'BAND-ABC123', bookingCode: 'BK-1' }, { bandId: '' }, { bookingCode: '' }]) {
      const response = await member.api.post('/api/check-ins', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /api/check-ins with a band', () => {
  it("checks in the band wearer's confirmed booking for a show today, once", async () => {
    const { member, bandId } = await memberWithBand();
    const show = await createShowStartingIn(20);
    const code = await book(member, show.sessionId, ['A4']);

    const first = await byBand(member, bandId.toLowerCase());
    expect(first.body).toMatchObject({ success: true, outcome: 'CHECKED_IN', booking: { id: code, seats: ['A4'] } });
    const second = await byBand(member, bandId);
    expect(second.body).toMatchObject({ success: false, outcome: 'ALREADY_CHECKED_IN', booking: { id: code } });
    // Staff scanning the code afterwards see the same.
    expect((await byCode(code)).body).toMatchObject({ outcome: 'ALREADY_CHECKED_IN' });
  });

  it('picks the show open now among several today, else tells when the next one opens', async () => {
    const { member, bandId } = await memberWithBand();
    const later = await createShowStartingIn(180, { round: 'up' });
    await book(member, later.sessionId, ['A1']);

    const tooEarly = await byBand(member, bandId);
    expect(tooEarly.body).toMatchObject({ success: false, outcome: 'TOO_EARLY', booking: { sessionId: later.sessionId } });
    // Its troubleshooting says when check-in opens, as its message does, not to charge the band.
    const opensAt = tooEarly.body.message.match(/opens at (\d{1,2}:\d\d [AP]M)/)![1];
    expect(tooEarly.body.troubleshooting).toEqual({
      issue: 'Check-in has not opened yet.',
      steps: [`Check-in opens at ${opensAt}, 60 minutes before the show.`, 'Choose Try Again once it has opened.'],
    });

    const now = await createShowStartingIn(15);
    await book(member, now.sessionId, ['A1']);
    expect((await byBand(member, bandId)).body).toMatchObject({ success: true, booking: { sessionId: now.sessionId } });
    // Checked in for the show now: the later one is still too early, and says so.
    expect((await byBand(member, bandId)).body).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', booking: { sessionId: now.sessionId } });
  });

  it('says so when the wearer has no booking today, and refuses a band that is not the caller’s', async () => {
    const { member, bandId } = await memberWithBand();
    expect((await byBand(member, bandId)).body).toEqual({
      success: false,
      outcome: 'NO_BOOKING_TODAY',
      message: 'No booking found for today.',
      troubleshooting: checkInTroubleshooting('NO_BOOKING_TODAY'),
    });

    const other = await memberWithPoints(100);
    expect((await byBand(other, bandId)).body).toEqual({
      success: false,
      outcome: 'BAND_NOT_PAIRED',
      message: 'This band is not paired with your account.',
      troubleshooting: checkInTroubleshooting('BAND_NOT_PAIRED'),
    });
    expect((await byBand(other, newBand())).body).toMatchObject({ outcome: 'BAND_NOT_PAIRED' });
  });

  it("lets staff check in by a guest's band, and tells them, not the guest, what to do with a refusal", async () => {
    const { member, bandId } = await memberWithBand();
    expect((await byBand(staff, bandId)).body).toMatchObject({ outcome: 'NO_BOOKING_TODAY', troubleshooting: doorCheckInTroubleshooting('NO_BOOKING_TODAY') });
    expect((await byBand(staff, newBand())).body).toMatchObject({ outcome: 'BAND_NOT_PAIRED', troubleshooting: doorCheckInTroubleshooting('BAND_NOT_PAIRED') });
    const show = await createShowStartingIn(45);
    await book(member, show.sessionId, ['B1']);
    expect((await byBand(staff, bandId)).body).toMatchObject({ success: true, booking: { sessionId: show.sessionId } });
  });
});
