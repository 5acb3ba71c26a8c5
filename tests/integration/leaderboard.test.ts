import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../shared/api/routes/leaderboard';
import { LEADERBOARD_SIZE } from '../../shared/constants';
import { insufficientPoints } from '../../shared/errors';
import { periodBuckets } from '../../shared/periods';
import { TIE_BREAK_BASE } from '../../functions/data/entities/leaderboard-score';
import { changePoints, leaderboardShard } from '../../functions/data/ledger';
import { db } from '../../functions/data/service';
import type { MovieListPage } from '../../shared/api/routes/movies';
import { loadSettings } from '../../functions/data/settings';
import { WELCOME_BONUS, apiClient, createAdmin, createMember, type TestUser } from '../helpers';

const guest = apiClient();
let movieIds: number[];
let values: { rating: number; review: number };

/** Members earn their points the way members do: rating (or reviewing) films. */
const rate = async (member: TestUser, movieId: number, text = '') => {
  const response = await member.api.post(`/api/movies/${movieId}/reviews`, { rating: 7, text });
  expect(response.status).toBe(201);
};

/** A change straight through the ledger (for moments other than now, and for spending). */
const ledgerChange = (member: TestUser, delta: number, subject: string, now?: Date) =>
  changePoints({ userId: member.userId, delta, reason: 'Leaderboard test', type: delta > 0 ? 'earned' : 'spent', subject }, { onInsufficient: insufficientPoints, now });

const board = async (member: TestUser, period: string) => {
  const response = await member.api.get<Leaderboard>(`/api/leaderboard?period=${period}`);
  expect(response.status).toBe(200);
  return response.body;
};

/** Entries show a member's name, never their id: the tests' members have names of their own. */
const rankOf = (leaderboard: Pick<Leaderboard, 'entries'>, name: string) => leaderboard.entries.find((e) => e.name === name)?.rank;
const uniqueName = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const { body } = await guest.get<MovieListPage>('/api/movies?list=upcoming');
  movieIds = body.results.map((m) => m.id);
  const { points } = await loadSettings();
  values = { rating: points.movie_rating, review: points.movie_review };
  expect(values.review).toBeGreaterThan(values.rating);
});

describe('leaderboard', () => {
  it('ranks by points earned, ties to whoever reached the score first', async () => {
    const names = { first: uniqueName('Early Bird'), second: uniqueName('Late Comer'), top: uniqueName('Top Fan') };
    const [first, second, top] = await Promise.all([createMember({ name: names.first }), createMember({ name: names.second }), createMember({ name: names.top })]);
    // Other test files' members share this stack's board: scores of their own keep these three adjacent.
    const tied = 400_000 + 2 * Math.floor(Math.random() * 50_000);
    await ledgerChange(first, tied, 'test#tie');
    await ledgerChange(second, tied, 'test#tie'); // reaches the same score after `first` did
    await ledgerChange(top, tied + 1, 'test#top');

    for (const period of ['week', 'month', 'year', 'lifetime']) {
      const result = await board(second, period);
      expect(result.period).toBe(period);
      const ranks = [names.top, names.first, names.second].map((name) => rankOf(result, name)!);
      expect(ranks[1]).toBe(ranks[0] + 1);
      expect(ranks[2]).toBe(ranks[1] + 1);
      // Each also earned the welcome bonus on signing up.
      expect(result.entries.find((e) => e.name === names.first)).toEqual({ rank: ranks[1], name: names.first, points: WELCOME_BONUS + tied, profilePhoto: 'cinema', tier: 'platinum' });
      expect(result.me).toEqual({ rank: ranks[2], points: WELCOME_BONUS + tied, exact: true });
      // Ranks are 1..n in order of points.
      expect(result.entries.map((e) => e.rank)).toEqual(result.entries.map((_, i) => i + 1));
      expect(result.entries.map((e) => e.points)).toEqual([...result.entries.map((e) => e.points)].sort((a, b) => b - a));
    }
  });

  it('counts only points earned in the period; spending does not lower them', async () => {
    // Made an admin before first sight, so no welcome bonus: the points below are all it earns. (A change
    // back-dated past a welcome bonus would restart this period's counters, which no real change does.)
    const member = await createAdmin();
    // Points earned last year: counted in lifetime only.
    await ledgerChange(member, 700, 'test#long-ago', new Date(Date.now() - 400 * 86_400_000));
    await rate(member, movieIds[2]);
    await ledgerChange(member, -500, 'test#spent');

    expect((await board(member, 'week')).me).toMatchObject({ points: values.rating });
    expect((await board(member, 'month')).me).toMatchObject({ points: values.rating });
    expect((await board(member, 'year')).me).toMatchObject({ points: values.rating });
    expect((await board(member, 'lifetime')).me).toMatchObject({ points: 700 + values.rating });
  });

  it('has no rank for a member who earned nothing, and needs a session (the home preview does not)', async () => {
    // Made an admin before first sight: no welcome bonus, so nothing earned.
    const member = await createAdmin();
    expect((await board(member, 'week')).me).toBeNull();
    expect((await guest.get('/api/leaderboard?period=week')).status).toBe(401);
    expect((await member.api.get('/api/leaderboard?period=decade')).status).toBe(400);

    const preview = await guest.get<Omit<Leaderboard, 'me'>>('/api/leaderboard/preview?period=lifetime');
    expect(preview.status).toBe(200);
    expect(preview.body.entries.length).toBeGreaterThan(0);
    expect(preview.body.entries.length).toBeLessThanOrEqual(5);
    expect(preview.body).not.toHaveProperty('me');
    // Name and avatar only: no id that leads to a member's account (their referral code follows from it).
    for (const entry of preview.body.entries) expect(Object.keys(entry).sort()).toEqual(['name', 'points', 'profilePhoto', 'rank', 'tier']);
  });

  it("leaves out a suspended member, with the points they keep and earn meanwhile, until they are reinstated", async () => {
    const admin = await createAdmin();
    const names = { suspended: uniqueName('Suspended Fan'), watcher: uniqueName('Watcher') };
    const [suspended, watcher] = await Promise.all([createMember({ name: names.suspended }), createMember({ name: names.watcher })]);
    // Above every other file's members and below the 900,000s of the test after this one.
    const score = 600_000 + 2 * Math.floor(Math.random() * 50_000);
    await ledgerChange(suspended, score + 1, 'test#suspended');
    await ledgerChange(watcher, score, 'test#watcher');
    const setStatus = async (status: 'suspended' | 'active') =>
      expect((await admin.api.put(`/api/admin/members/${suspended.userId}/status`, { status, reason: 'Leaderboard test' })).status).toBe(200);
    const periods = ['week', 'month', 'year', 'lifetime'];

    const before = await Promise.all(periods.map((period) => board(watcher, period)));
    for (const result of before) expect(rankOf(result, names.suspended)).toBe(result.me!.rank - 1);

    await setStatus('suspended');
    // Earned while suspended, through a balance this process remembers from before the suspension.
    await ledgerChange(suspended, 5, 'test#while-suspended');
    for (const [i, period] of periods.entries()) {
      const result = await board(watcher, period);
      expect(rankOf(result, names.suspended)).toBeUndefined();
      expect(result.me).toEqual({ rank: before[i].me!.rank - 1, points: WELCOME_BONUS + score, exact: true });
    }
    const preview = await guest.get<Omit<Leaderboard, 'me'>>('/api/leaderboard/preview?period=week');
    expect(preview.body.entries.map((e) => e.name)).not.toContain(names.suspended);

    await setStatus('active');
    for (const [i, period] of periods.entries()) {
      const result = await board(watcher, period);
      expect(result.entries.find((e) => e.name === names.suspended)).toMatchObject({ rank: before[i].me!.rank - 1, points: WELCOME_BONUS + score + 1 + 5 });
      expect(result.me!.rank).toBe(before[i].me!.rank);
    }
  });

  describe('with more than 50 members ahead', () => {
    const bucket = periodBuckets(new Date()).week;
    const ahead = Array.from({ length: LEADERBOARD_SIZE + 5 }, (_, i) => `leaderboard-test-${i}`);

    beforeAll(async () => {
      // Scores written straight into the index (no profiles): far above any real member this week.
      await db.entities.leaderboardScore
        .put(ahead.map((userId, i) => ({ userId, period: 'week' as const, bucket, shard: leaderboardShard(userId), score: 900_000 + i, tieBreak: TIE_BREAK_BASE - Date.now() })))
        .go({ concurrency: 8 });
    });

    afterAll(async () => {
      await db.entities.leaderboardScore.delete(ahead.map((userId) => ({ userId, period: 'week' as const, bucket }))).go({ concurrency: 8 });
    });

    it('shows the top 50 and still gives the member their own rank', async () => {
      const name = uniqueName('Far Behind');
      const member = await createMember({ name });
      await rate(member, movieIds[3]);
      const result = await board(member, 'week');
      expect(result.entries).toHaveLength(LEADERBOARD_SIZE);
      expect(result.entries[0]).toMatchObject({ rank: 1, points: 900_000 + ahead.length - 1 });
      expect(rankOf(result, name)).toBeUndefined();

      expect(result.me!.rank).toBeGreaterThan(ahead.length);
      expect(result.me).toMatchObject({ points: WELCOME_BONUS + values.rating, exact: true });
    });
  });
});
