import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { PointsConfigItem } from '../../shared/api/routes/admin-members';
import type { TopEarnersReport } from '../../shared/api/routes/admin-reports';
import type { MovieListPage, Review } from '../../shared/api/routes/movies';
import type { AnswerResult } from '../../shared/api/routes/questions';
import type { PointsActivity } from '../../shared/constants';
import type { EarningLimit } from '../../shared/earning-limits';
import type { MyEarning } from '../../shared/schemas/earning-limits';
import type { Profile } from '../../shared/schemas/profile';
import { apiClient, createAdmin, createMember, WELCOME_BONUS, type TestUser } from '../helpers';
import { expectStatementChains, fullHistory } from '../helpers/statement';

/**
 * Earning limits (docs/points-and-limits.md): an award past an activity's limit pays what is left and
 * says so; concurrent awards never pass it; the limit is the admin's to set or remove; Top earners
 * ranks the members by what they earned.
 */

let admin: TestUser;
let original: PointsConfigItem[];
const OPTIONS = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` }));
const today = () => new Date().toISOString().slice(0, 10);
const nextUtcMidnight = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
};

async function configure(activityType: PointsActivity, body: { pointsValue?: number; limit?: EarningLimit | null }) {
  const response = await admin.api.put<PointsConfigItem>(`/api/admin/points-config/${activityType}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A quiz question (right option `a`) of its own movie, or a survey question (`correct` null). */
async function question(correct: string | null = 'a') {
  const questionId = `limit-q-${randomUUID()}`;
  const movieId = 900_000 + Math.floor(Math.random() * 90_000);
  await db.entities.sessionQuestion.create({ questionId, movieId, questionText: `Which one? (${questionId})`, options: OPTIONS, correctAnswer: correct ?? undefined }).go();
  return questionId;
}

const answer = (member: TestUser, questionId: string, optionId = 'a') => member.api.post<AnswerResult>(`/api/questions/${questionId}/answers`, { optionId });
const balanceOf = async (member: TestUser) => (await member.api.get<Profile>('/api/me')).body.points;
const earningsOf = async (member: TestUser) => {
  const response = await member.api.get<{ items: MyEarning[] }>('/api/me/earnings');
  expect(response.status).toBe(200);
  return response.body.items;
};
const storedEarned = async (member: TestUser, activity: PointsActivity, bucket: string) =>
  (await db.entities.earnings.get({ userId: member.userId, activity, bucket }).go({ consistent: true })).data?.earned ?? 0;

/** The member's statement adds up to their balance, and their answer entries to what the answers said they paid. */
async function expectLedgerMatches(member: TestUser, paidByAnswers: number) {
  const history = await fullHistory(member.api);
  const balance = await balanceOf(member);
  expectStatementChains(history, balance);
  const answers = history.filter((entry) => entry.type === 'answer');
  expect(answers.reduce((sum, entry) => sum + entry.delta, 0)).toBe(paidByAnswers);
  expect(balance).toBe(WELCOME_BONUS + paidByAnswers);
}

beforeAll(async () => {
  admin = await createAdmin();
  original = (await admin.api.get<{ items: PointsConfigItem[] }>('/api/admin/points-config')).body.items;
});

afterAll(async () => {
  for (const item of original) await configure(item.activityType, { pointsValue: item.pointsValue, limit: item.limit });
});

describe('Points Configuration: limits', () => {
  it('lists each activity with its limit (the defaults until saved) and live_game among them', async () => {
    const byActivity = Object.fromEntries(original.map((item) => [item.activityType, item]));
    expect(byActivity.live_game).toMatchObject({ label: 'Live Game' });
    expect(Object.keys(byActivity)).toContain('live_game');
    for (const item of original) {
      expect(item.limit === null || (Number.isInteger(item.limit.points) && ['day', 'month'].includes(item.limit.period))).toBe(true);
    }
  });

  it('refuses a body with neither field, a bad limit or an unknown field, and leaves the value when only the limit is saved', async () => {
    const bad: unknown[] = [
      {},
      { limit: { points: -1, period: 'day' } },
      { limit: { points: 2.5, period: 'day' } },
      { limit: { points: 10, period: 'week' } },
      { limit: { points: 10 } },
      { limit: 'none' },
      { pointsValue: 5, limits: null },
    ];
    for (const body of bad) {
      const response = await admin.api.put('/api/admin/points-config/movie_rating', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    const value = original.find((item) => item.activityType === 'movie_rating')!.pointsValue;
    expect(await configure('movie_rating', { limit: { points: 70, period: 'month' } })).toMatchObject({ pointsValue: value, limit: { points: 70, period: 'month' } });
    expect(await configure('movie_rating', { limit: null })).toMatchObject({ pointsValue: value, limit: null });
    // Saving the value alone keeps the limit as saved.
    expect(await configure('movie_rating', { pointsValue: value })).toMatchObject({ limit: null });
  });
});

describe('answers within the daily limit', () => {
  it('across many movies pays no more than the limit a day; the crossing answer pays the remainder with limitReached', async () => {
    await configure('correct_answer', { pointsValue: 20, limit: { points: 50, period: 'day' } });
    const member = await createMember();
    const results: AnswerResult[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await answer(member, await question());
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      results.push(response.body);
    }
    expect(results.map((result) => result.pointsAwarded)).toEqual([20, 20, 10, 0]);
    expect(results.map((result) => result.limitReached)).toEqual([false, false, true, true]);
    expect(results[2]).toMatchObject({ correct: true, limitPeriod: 'day', limitResetsAt: nextUtcMidnight() });
    await expectLedgerMatches(member, 50);
    // The answered list shows what each answer paid.
    const answered = (await member.api.get<{ items: { pointsAwarded: number }[] }>('/api/me/answers')).body.items.map((item) => item.pointsAwarded);
    expect(answered.sort((a, b) => b - a)).toEqual([20, 20, 10, 0]);
    // My Account: today's earnings against the limit.
    expect((await earningsOf(member)).find((item) => item.activityType === 'correct_answer')).toEqual({
      activityType: 'correct_answer',
      label: 'Correct Answer',
      earned: 50,
      limit: 50,
      period: 'day',
      resetsAt: nextUtcMidnight(),
    });
  });

  it('30 concurrent correct answers by one member never pass the limit', async () => {
    await configure('correct_answer', { pointsValue: 20, limit: { points: 210, period: 'day' } });
    const member = await createMember();
    const questions = await Promise.all(Array.from({ length: 30 }, () => question()));
    const responses = await Promise.all(questions.map((questionId) => answer(member, questionId)));
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(201);
    const paid = responses.map((response) => response.body.pointsAwarded);
    expect(paid.reduce((sum, points) => sum + points, 0)).toBe(210);
    // Ten answers paid in full, one the last 10, the rest nothing.
    expect(paid.filter((points) => points === 20)).toHaveLength(10);
    expect(paid.filter((points) => points === 10)).toHaveLength(1);
    expect(responses.filter((response) => response.body.limitReached)).toHaveLength(20);
    await expectLedgerMatches(member, 210);
    expect(await storedEarned(member, 'correct_answer', today())).toBe(210);
  });

  it('obeys a limit the admin sets, then removes, at the very next award; a survey answer has its own limit', async () => {
    await configure('correct_answer', { pointsValue: 20, limit: { points: 30, period: 'day' } });
    const member = await createMember();
    expect((await answer(member, await question())).body).toMatchObject({ pointsAwarded: 20, limitReached: false });
    expect((await answer(member, await question())).body).toMatchObject({ pointsAwarded: 10, limitReached: true });
    // Survey answers count against survey_answer, not the quiz limit already reached.
    await configure('survey_answer', { pointsValue: 15, limit: { points: 200, period: 'day' } });
    expect((await answer(member, await question(null))).body).toMatchObject({ correct: null, pointsAwarded: 15, limitReached: false });

    await configure('correct_answer', { limit: null });
    expect((await answer(member, await question())).body).toMatchObject({ pointsAwarded: 20, limitReached: false });
    expect((await earningsOf(member)).map((item) => item.activityType)).not.toContain('correct_answer');

    await configure('correct_answer', { limit: { points: 40, period: 'day' } });
    // 50 earned today already: nothing is left under the new limit.
    expect((await answer(member, await question())).body).toMatchObject({ pointsAwarded: 0, limitReached: true });
    const history = await fullHistory(member.api);
    expectStatementChains(history, await balanceOf(member));
    expect(await balanceOf(member)).toBe(WELCOME_BONUS + 20 + 10 + 15 + 20);
  });

  it('a wrong answer still earns nothing and reaches no limit', async () => {
    const member = await createMember();
    expect((await answer(member, await question(), 'b')).body).toMatchObject({ correct: false, pointsAwarded: 0, limitReached: false });
  });
});

describe('other awards', () => {
  it('a referral inviter earns at most 500 a month from claims; every friend is still credited', async () => {
    await configure('referral_inviter', { pointsValue: 200, limit: { points: 500, period: 'month' } });
    const friendValue = original.find((item) => item.activityType === 'referral_friend')!.pointsValue;
    const inviter = await createMember({ name: 'Ivy Inviter' });
    const code = (await inviter.api.get<Profile>('/api/me')).body.referralCode;
    const friends = await Promise.all(Array.from({ length: 4 }, () => createMember()));
    for (const friend of friends) {
      const claimed = await friend.api.post<{ pointsAwarded: number; limitReached: boolean }>('/api/me/referral', { code });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      expect(claimed.body).toMatchObject({ pointsAwarded: friendValue, limitReached: false });
    }
    const referrals = (await fullHistory(inviter.api)).filter((entry) => entry.type === 'referral');
    expect(referrals.map((entry) => entry.delta).sort((a, b) => b - a)).toEqual([200, 200, 100]);
    expect(await balanceOf(inviter)).toBe(WELCOME_BONUS + 500);
    expect(await storedEarned(inviter, 'referral_inviter', today().slice(0, 7))).toBe(500);
    expect((await earningsOf(inviter)).find((item) => item.activityType === 'referral_inviter')).toMatchObject({ earned: 500, limit: 500, period: 'month' });
  });

  it('a movie rating past its limit is saved and pays what is left', async () => {
    await configure('movie_rating', { pointsValue: 10, limit: { points: 15, period: 'day' } });
    const guest = apiClient();
    const movies = (await guest.get<MovieListPage>('/api/movies?list=popular')).body.results.map((movie) => movie.id);
    const member = await createMember();
    const rate = (movieId: number) => member.api.post<{ review: Review; pointsAwarded: number; limitReached: boolean; limitPeriod?: string }>(`/api/movies/${movieId}/reviews`, { rating: 7 });
    const first = await rate(movies[0]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ pointsAwarded: 10, limitReached: false });
    const second = await rate(movies[1]);
    expect(second.body).toMatchObject({ pointsAwarded: 5, limitReached: true, limitPeriod: 'day' });
    const third = await rate(movies[2]);
    expect(third.body).toMatchObject({ pointsAwarded: 0, limitReached: true });
    expect(third.body.review.rating).toBe(7);
    expect(await balanceOf(member)).toBe(WELCOME_BONUS + 15);
  });
});

describe('Reports: Top earners', () => {
  it('ranks the members by what they earned from the activity, with the share of the limit each used', async () => {
    await configure('survey_answer', { pointsValue: 10, limit: { points: 40, period: 'day' } });
    const [most, middle, least] = await Promise.all([createMember(), createMember(), createMember()]);
    for (const [member, answers] of [
      [most, 5],
      [middle, 3],
      [least, 1],
    ] as const) {
      for (let i = 0; i < answers; i++) await answer(member, await question(null));
    }
    const day = today();
    const response = await admin.api.get<TopEarnersReport>(`/api/admin/reports/top-earners?from=${day}&to=${day}&activity=survey_answer`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ from: day, to: day, activity: 'survey_answer', limit: { points: 40, period: 'day' } });
    const earned = response.body.items.map((item) => item.earned);
    expect(earned).toEqual([...earned].sort((a, b) => b - a));
    const mine = response.body.items.filter((item) => [most.userId, middle.userId, least.userId].includes(item.userId));
    expect(mine.map(({ userId, earned, limitShare }) => ({ userId, earned, limitShare }))).toEqual([
      { userId: most.userId, earned: 40, limitShare: 1 },
      { userId: middle.userId, earned: 30, limitShare: 0.75 },
      { userId: least.userId, earned: 10, limitShare: 0.25 },
    ]);
    expect(mine[0].name).toBeTruthy();

    // Over two days the share is of two days' limits.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const twoDays = await admin.api.get<TopEarnersReport>(`/api/admin/reports/top-earners?from=${yesterday}&to=${day}&activity=survey_answer`);
    expect(twoDays.body.items.find((item) => item.userId === most.userId)?.limitShare).toBe(0.5);
  });

  it('refuses an unknown activity or a bad range, and a member', async () => {
    const day = today();
    for (const query of [`from=${day}&to=${day}&activity=nope`, `from=${day}&to=${day}`, `from=${day}&to=2000-01-01&activity=survey_answer`]) {
      expect((await admin.api.get(`/api/admin/reports/top-earners?${query}`)).status, query).toBe(400);
    }
    const member = await createMember();
    expect((await member.api.get(`/api/admin/reports/top-earners?from=${day}&to=${day}&activity=survey_answer`)).status).toBe(403);
  });
});
