import { describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { FeedbackResult } from '../../shared/api/routes/rewards';
import { MESSAGES } from '../../shared/errors';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { WELCOME_BONUS, createMember, type TestUser } from '../helpers';
import { expectBalanceIsLedgerSum } from '../helpers/ledger';
import { book, createShow, moveShowStart } from '../helpers/shows';
import { fullHistory } from '../helpers/statement';

const give = (member: TestUser, body: Record<string, unknown>) => member.api.post<FeedbackResult>('/api/feedback', body);
const LONG_COMMENT = 'The sound in screen two was superb and the questions were a lot of fun!';

async function bookedFutureShow(member: TestUser) {
  // Tomorrow: a show still open for booking whatever the hour of the run.
  const show = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00' });
  await book(member, show.sessionId, ['A1']);
  return show;
}

/** A show the member booked that has started (feedback on a show opens at its start). */
async function bookedShow(member: TestUser) {
  const show = await bookedFutureShow(member);
  await moveShowStart(show, -60);
  return show;
}

describe('POST /api/feedback', () => {
  it('earns 20 + 10 for comments over 50 characters + 5 for a highlight, in one transaction with the feedback', async () => {
    const member = await createMember();
    const show = await bookedShow(member);

    const response = await give(member, {
      sessionId: show.sessionId,
      rating: 5,
      recommendLikelihood: 9,
      highlights: ['Amazing visuals', 'Sound quality'],
      improvements: ['Seat comfort'],
      comments: LONG_COMMENT,
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ pointsEarned: 35 });
    const [entry] = await fullHistory(member.api);
    expect(entry).toMatchObject({ delta: 35, type: 'feedback', reason: 'Session feedback' });
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(WELCOME_BONUS - 10 + 35);
    const { data } = await db.entities.feedback.query.byMember({ userId: member.userId }).go();
    expect(data).toEqual([
      expect.objectContaining({
        feedbackId: response.body.id,
        sessionId: show.sessionId,
        rating: 5,
        recommendLikelihood: 9,
        highlights: ['Amazing visuals', 'Sound quality'],
        improvements: ['Seat comfort'],
        comments: LONG_COMMENT,
        pointsEarned: 35,
      }),
    ]);
  });

  it('gives feedback on a session once: again is 409 and earns nothing', async () => {
    const member = await createMember();
    const show = await bookedShow(member);
    expect((await give(member, { sessionId: show.sessionId, rating: 3, recommendLikelihood: 5 })).body).toMatchObject({ pointsEarned: 20 });

    const again = await give(member, { sessionId: show.sessionId, rating: 5, recommendLikelihood: 10, highlights: ['Great story'] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'ALREADY_SUBMITTED', message: 'You have already given feedback on this session.' } });
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(WELCOME_BONUS - 10 + 20);
  });

  it('without a session: once per day, the base points alone for short comments and no highlight', async () => {
    const member = await createMember();
    const first = await give(member, { rating: 4, recommendLikelihood: 7, comments: 'Nice.' });
    expect(first.status).toBe(201);
    expect(first.body.pointsEarned).toBe(20);
    const again = await give(member, { rating: 4, recommendLikelihood: 7 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'ALREADY_SUBMITTED', message: 'You have already given feedback today.' } });
  });

  it('lets exactly one of many identical submissions sent at once through', async () => {
    const member = await createMember();
    const show = await bookedShow(member);
    const responses = await Promise.all(Array.from({ length: 6 }, () => give(member, { sessionId: show.sessionId, rating: 4, recommendLikelihood: 8, highlights: ['Great story'] })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(WELCOME_BONUS - 10 + 25);
  });

  it('needs a rating and a recommendation, with the spec text; choices from the lists; comments up to 500', async () => {
    const member = await createMember();
    for (const body of [{}, { rating: 4 }, { recommendLikelihood: 4 }, { rating: 6, recommendLikelihood: 4 }, { rating: 4, recommendLikelihood: 0 }]) {
      const response = await give(member, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { message: 'Please provide a rating and recommendation likelihood.' } });
    }
    expect((await give(member, { rating: 4, recommendLikelihood: 4, highlights: ['Free popcorn'] })).status).toBe(400);
    expect((await give(member, { rating: 4, recommendLikelihood: 4, improvements: ['Great story'] })).status).toBe(400);
    const long = await give(member, { rating: 4, recommendLikelihood: 4, comments: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { message: 'Comments must be at most 500 characters' } });
    expect(await fullHistory(member.api)).toHaveLength(1);
  });

  it("refuses feedback on a session the member holds no confirmed booking of (403), an unknown session (404), a cancelled booking (403)", async () => {
    const member = await createMember();
    const other = await createMember();
    const show = await bookedShow(other);

    const notBooked = await give(member, { sessionId: show.sessionId, rating: 4, recommendLikelihood: 8 });
    expect(notBooked.status).toBe(403);
    expect(notBooked.body).toEqual({ error: { code: 'NOT_BOOKED', message: 'You can give feedback only on a session you have booked.' } });
    expect((await give(member, { sessionId: 'no-such-session', rating: 4, recommendLikelihood: 8 })).status).toBe(404);

    await db.entities.booking.patch({ sessionId: show.sessionId, seatNumber: 'A1' }).set({ status: 'cancelled' }).go();
    expect((await give(other, { sessionId: show.sessionId, rating: 4, recommendLikelihood: 8 })).status).toBe(403);
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(WELCOME_BONUS);
  });

  it('opens feedback on a show at its start: 409 SHOW_NOT_STARTED before, with the start; 201 after', async () => {
    const member = await createMember();
    const show = await bookedFutureShow(member);
    const startsAt = await moveShowStart(show, 30);

    const early = await give(member, { sessionId: show.sessionId, rating: 5, recommendLikelihood: 9 });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: { code: 'SHOW_NOT_STARTED', message: MESSAGES.showNotStarted, details: { startsAt: startsAt.toISOString() } },
    });
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(WELCOME_BONUS - 10);

    await moveShowStart(show, -1);
    const started = await give(member, { sessionId: show.sessionId, rating: 5, recommendLikelihood: 9 });
    expect(started.status).toBe(201);
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(WELCOME_BONUS - 10 + 20);
  });

  it('refuses feedback after the show started for a booking cancelled before it (refunded): no points for a seat not held', async () => {
    const member = await createMember();
    const show = await bookedFutureShow(member);
    const code = (await db.entities.booking.get({ sessionId: show.sessionId, seatNumber: 'A1' }).go()).data!.bookingCode;
    expect((await member.api.delete(`/api/bookings/${code}`)).status).toBe(200);
    await moveShowStart(show, -60);

    const response = await give(member, { sessionId: show.sessionId, rating: 5, recommendLikelihood: 9, highlights: ['Great story'], comments: LONG_COMMENT });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'NOT_BOOKED' } });
    expect(await expectBalanceIsLedgerSum(member.api)).toBe(WELCOME_BONUS);
  });
});
