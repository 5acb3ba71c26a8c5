import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsConfigItem } from '../../shared/api/routes/admin-members';
import type { MovieListPage } from '../../shared/api/routes/movies';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import type { PointsActivity } from '../../shared/constants';
import { db } from '../../functions/data/service';
import { apiClient, createAdmin, createMember, type TestUser } from '../helpers';
import { book, createShow, moveShowStart } from '../helpers/shows';
import { fullHistory } from '../helpers/statement';

/**
 * Points Configuration (issue #14 item 4): for every activity, an admin changes the value through the
 * API and the very next award, made by the API (its warm process, not this one), pays the new value.
 */

let admin: TestUser;
let original: Record<string, number>;
const OPTIONS = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` }));

const setValue = async (activityType: PointsActivity, pointsValue: number) => {
  const response = await admin.api.put<PointsConfigItem>(`/api/admin/points-config/${activityType}`, { pointsValue });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.pointsValue).toBe(pointsValue);
};
const latestEntry = async (member: TestUser) => (await fullHistory(member.api))[0];

async function question(correct: string | null) {
  const assetId = `pc-asset-${randomUUID()}`;
  await db.entities.asset.create({ assetId, type: 'ad', title: 'Points config ad', fileUrl: 'https://media.example.com/a.mp4' }).go();
  const questionId = `pc-q-${randomUUID()}`;
  // No timing phase: open to every member (a session's questions need its booking, tested in gates.test.ts).
  await db.entities.sessionQuestion.create({ questionId, assetId, questionText: 'Which?', options: OPTIONS, correctAnswer: correct ?? undefined }).go();
  return questionId;
}

beforeAll(async () => {
  admin = await createAdmin();
  const { body } = await admin.api.get<{ items: PointsConfigItem[] }>('/api/admin/points-config');
  original = Object.fromEntries(body.items.map((item) => [item.activityType, item.pointsValue]));
});

afterAll(async () => {
  for (const [activity, value] of Object.entries(original)) await setValue(activity as PointsActivity, value);
});

describe('Points Configuration: the next award uses the saved value', () => {
  it('lists every activity in use with its value, and refuses a negative or fractional value', async () => {
    expect(Object.keys(original).sort()).toEqual(
      ['correct_answer', 'feedback_base', 'live_game', 'movie_rating', 'movie_review', 'referral_friend', 'referral_inviter', 'survey_answer', 'welcome_bonus'].sort(),
    );
    for (const pointsValue of [-1, 2.5, '7']) {
      const response = await admin.api.put('/api/admin/points-config/movie_rating', { pointsValue });
      expect(response.status).toBe(400);
    }
    expect((await admin.api.put('/api/admin/points-config/unknown_activity', { pointsValue: 1 })).status).toBe(400);
    expect((await createMember().then((m) => m.api.put('/api/admin/points-config/movie_rating', { pointsValue: 1 }))).status).toBe(403);
  });

  it('welcome_bonus: the next member who signs up', async () => {
    await setValue('welcome_bonus', 123);
    const member = await createMember();
    expect(await latestEntry(member)).toMatchObject({ delta: 123, reason: 'Welcome bonus' });
  });

  it('correct_answer and survey_answer: the next answers', async () => {
    const member = await createMember();
    await setValue('correct_answer', 31);
    await setValue('survey_answer', 0);
    await setValue('survey_answer', 13);
    const quiz = await question('b');
    expect((await member.api.post(`/api/questions/${quiz}/answers`, { optionId: 'b' })).body).toMatchObject({ pointsAwarded: 31 });
    const survey = await question(null);
    expect((await member.api.post(`/api/questions/${survey}/answers`, { optionId: 'c' })).body).toMatchObject({ pointsAwarded: 13 });
    const entries = (await fullHistory(member.api)).slice(0, 2).map((e) => e.delta);
    expect(entries.sort()).toEqual([13, 31].sort());
  });

  it('movie_rating and movie_review: the next rating and review', async () => {
    const { body } = await apiClient().get<MovieListPage>('/api/movies?list=upcoming');
    const [rated, reviewed] = body.results.map((m) => m.id).slice(-2);
    await setValue('movie_rating', 17);
    await setValue('movie_review', 41);
    const member = await createMember();
    expect((await member.api.post(`/api/movies/${rated}/reviews`, { rating: 7 })).body).toMatchObject({ pointsAwarded: 17 });
    expect(await latestEntry(member)).toMatchObject({ delta: 17 });
    const other = await createMember();
    expect((await other.api.post(`/api/movies/${reviewed}/reviews`, { rating: 6, text: 'A careful, quiet film.' })).body).toMatchObject({ pointsAwarded: 41 });
    expect(await latestEntry(other)).toMatchObject({ delta: 41 });
  });

  it('feedback_base: the next feedback', async () => {
    await setValue('feedback_base', 9);
    const member = await createMember();
    // Tomorrow's show: today's 20:00 may have started (no booking after the start).
    const show = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00' });
    await book(member, show.sessionId, ['A1']);
    // Feedback on a show opens at its start.
    await moveShowStart(show, -60);
    const response = await member.api.post('/api/feedback', { sessionId: show.sessionId, rating: 4, recommendLikelihood: 7, highlights: [], improvements: [] });
    expect(response.body).toMatchObject({ pointsEarned: 9 });
    expect(await latestEntry(member)).toMatchObject({ delta: 9, type: 'feedback' });
  });

  it('referral_friend and referral_inviter: the next referral', async () => {
    await setValue('referral_friend', 222);
    await setValue('referral_inviter', 111);
    const inviter = await createMember();
    const friend = await createMember();
    const code = (await inviter.api.get<{ referralCode: string }>('/api/me')).body.referralCode;
    expect((await friend.api.post('/api/me/referral', { code })).body).toEqual({ pointsAwarded: 222, limitReached: false });
    expect(await latestEntry(friend)).toMatchObject({ delta: 222, type: 'referral' });
    expect(await latestEntry(inviter)).toMatchObject({ delta: 111, type: 'referral' });
  });
});
