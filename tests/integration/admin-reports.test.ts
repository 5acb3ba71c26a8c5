import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { AdminAsset } from '../../shared/api/routes/admin-assets';
import type { AdminQuestion } from '../../shared/api/routes/admin-questions';
import type { AdminReport } from '../../shared/api/routes/admin-reports';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { isoWeek } from '../../shared/periods';
import { createAdmin, memberWithPoints, type TestUser } from '../helpers';
import { book, createShowStartingIn } from '../helpers/shows';

let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin();
});

/** A range around today that holds the shows made here (their venue's clock may be a day ahead of UTC). */
const range = () => ({ from: addDays(utcDateKey(), -1), to: addDays(utcDateKey(), 2) });
const report = async (query = range()) => {
  const response = await admin.api.get<AdminReport>(`/api/admin/reports?from=${query.from}&to=${query.to}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const members = (n: number, points: number) => Promise.all(Array.from({ length: n }, () => memberWithPoints(points)));

describe('Reports & Analytics', () => {
  it('shows occupancy and check-ins per session and venue; concurrent check-ins count each booking once', async () => {
    const show = await createShowStartingIn(30);
    const [a, b, c] = await members(3, 100);
    const codes = [await book(a, show.sessionId, ['A1', 'A2']), await book(b, show.sessionId, ['B1']), await book(c, show.sessionId, ['B2'])];

    // Every booking checked in twice at once: each counts once.
    const checkIns = await Promise.all([...codes, ...codes].map((bookingCode) => admin.api.post<{ success: boolean }>('/api/check-ins', { bookingCode })));
    expect(checkIns.filter((r) => r.body.success)).toHaveLength(3);

    // Reports read the listing's count, which follows the bookings from the table's stream within a few seconds (docs/booking.md).
    await expect.poll(async () => (await report()).sessions.find((s) => s.id === show.sessionId)?.bookedSeats).toBe(4);
    const body = await report();
    expect(body.sessions.find((s) => s.id === show.sessionId)).toMatchObject({ totalSeats: 8, bookedSeats: 4, checkedIn: 4, occupancy: 0.5, movieTitle: show.movieTitle });
    expect(body.venues.find((v) => v.venueId === show.venueId)).toEqual({
      venueId: show.venueId,
      venueName: expect.any(String),
      sessions: 1,
      totalSeats: 8,
      bookedSeats: 4,
      checkedIn: 4,
      occupancy: 0.5,
    });
  });

  it('counts answers and right answers per question under concurrent answers, exactly once each; a survey has no correct rate', async () => {
    const asset = (
      await admin.api.post<AdminAsset>('/api/admin/assets', { type: 'ad', title: `Report Ad ${randomUUID().slice(0, 6)}`, fileUrl: 'https://media.example.com/a.mp4' })
    ).body;
    const saved = await admin.api.post<{ items: AdminQuestion[] }>('/api/admin/questions', {
      assetId: asset.id,
      questions: [
        { text: 'Which brand?', options: [{ id: 'a', text: 'Fizz' }, { id: 'b', text: 'Pop' }], correctOptionId: 'a' },
        { text: 'Did you like it?', options: [{ id: 'a', text: 'Yes' }, { id: 'b', text: 'No' }], correctOptionId: null },
      ],
    });
    const [quiz, survey] = saved.body.items;
    const answerers = await members(6, 100);
    const answers = await Promise.all([
      ...answerers.map((m, i) => m.api.post(`/api/questions/${quiz.id}/answers`, { optionId: i < 4 ? 'a' : 'b' })),
      // A second answer of the same member at the same time: refused, not counted.
      answerers[0].api.post(`/api/questions/${quiz.id}/answers`, { optionId: 'a' }),
      ...answerers.slice(0, 3).map((m) => m.api.post(`/api/questions/${survey.id}/answers`, { optionId: 'b' })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 409]);

    const body = await report();
    expect(body.questions.find((q) => q.id === quiz.id)).toEqual({ id: quiz.id, text: 'Which brand?', topic: asset.title, answers: 6, correct: 4, correctRate: 4 / 6 });
    expect(body.questions.find((q) => q.id === survey.id)).toEqual({ id: survey.id, text: 'Did you like it?', topic: asset.title, answers: 3, correct: 0, correctRate: null });
    // A range without those days has none of them.
    const before = await report({ from: addDays(utcDateKey(), -10), to: addDays(utcDateKey(), -9) });
    expect(before.questions.map((q) => q.id)).not.toContain(quiz.id);
  });

  it("counts redemptions per reward under a race for the last stock, and points earned and spent in the week", async () => {
    const week = isoWeek(new Date());
    const weekOf = (body: AdminReport) => body.pointsByWeek.find((w) => w.week === week) ?? { earned: 0, spent: 0 };
    const before = weekOf(await report());

    const rewardId = `reward-${randomUUID().slice(0, 8)}`;
    await db.entities.reward.create({ rewardId, name: `Report Reward ${rewardId}`, category: 'concession', pointsCost: 30, stock: 3, available: true }).go();
    const unlimitedId = `reward-${randomUUID().slice(0, 8)}`;
    await db.entities.reward.create({ rewardId: unlimitedId, name: `Unlimited ${unlimitedId}`, category: 'merchandise', pointsCost: 20, available: true }).go();
    const racers = await members(5, 100);
    const results = await Promise.all([
      ...racers.map((m) => m.api.post(`/api/rewards/${rewardId}/redemptions`, {})),
      ...racers.slice(0, 2).map((m) => m.api.post(`/api/rewards/${unlimitedId}/redemptions`, {})),
    ]);
    expect(results.slice(0, 5).filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.slice(5).map((r) => r.status)).toEqual([201, 201]);

    const body = await report();
    const top = body.topRewards;
    expect(top.map((r) => r.redeemed)).toEqual([...top.map((r) => r.redeemed)].sort((x, y) => y - x));
    // Other tests redeem too: ours are listed unless ten rewards were redeemed at least as often.
    const mine = top.find((r) => r.id === rewardId);
    if (mine) expect(mine).toEqual({ id: rewardId, name: `Report Reward ${rewardId}`, category: 'concession', pointsCost: 30, redeemed: 3 });
    else expect(top.filter((r) => r.redeemed >= 3)).toHaveLength(10);
    const unlimited = top.find((r) => r.id === unlimitedId);
    if (unlimited) expect(unlimited.redeemed).toBe(2);
    else expect(top.filter((r) => r.redeemed >= 2)).toHaveLength(10);
    // The range is the report's: a range that ended before today has none of today's redemptions.
    const past = await report({ from: addDays(utcDateKey(), -8), to: addDays(utcDateKey(), -1) });
    expect(past.topRewards.some((r) => r.id === rewardId || r.id === unlimitedId)).toBe(false);

    // 3 x 30 + 2 x 20 spent; the racers' own credits earned (5 x (100 - welcome bonus) at least).
    const after = weekOf(body);
    expect(after.spent - before.spent).toBeGreaterThanOrEqual(130);
    expect(after.earned).toBeGreaterThanOrEqual(before.earned);
  });

  it('refuses a range that is reversed, too long or not made of dates', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-10&to=2026-02-01', 'The last day must not be before the first day.'],
      ['from=2026-01-01&to=2026-06-01', 'At most 92 days at a time.'],
      ['from=yesterday&to=2026-01-01', 'from must be a date (YYYY-MM-DD)'],
      ['from=2026-01-01', 'to must be a date (YYYY-MM-DD)'],
    ];
    for (const [query, message] of cases) {
      const response = await admin.api.get<{ error: { message: string } }>(`/api/admin/reports?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });
});
