import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { DEFAULT_POINTS_CONFIG } from '../../shared/constants';
import type { LiveServerMessage } from '../../shared/live/messages';
import { answerPoints, loyaltyPoints, streakBonus } from '../../shared/live/scoring';
import { createAdmin, createMember, createStaff, type TestUser } from '../helpers';
import { LiveClient, liveUrl, quizQuestionsOf } from '../helpers/live';
import { book, createShow } from '../helpers/shows';

const SECONDS = 5;

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(at - Date.now(), 0)));

/** The points bounds of a correct answer sent at `sentAt` and acknowledged at `ackAt`: the server received it in between. */
const pointsBetween = (opensAt: number, sentAt: number, ackAt: number) => [answerPoints(ackAt - opensAt, SECONDS), answerPoints(sentAt - opensAt, SECONDS)] as const;

describe('live games over the WebSocket', () => {
  let url: string;
  let admin: TestUser;
  let staff: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let outsider: TestUser;
  let sessionId: string;
  let questionIds: string[];
  const clients: LiveClient[] = [];
  const connect = async (user: TestUser) => {
    const client = await LiveClient.connect(url, user.idToken);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    url = await liveUrl();
    [admin, staff, ann, bob, outsider] = await Promise.all([
      createAdmin(),
      createStaff(),
      createMember({ name: 'Ann Live' }),
      createMember({ name: 'Bob Live' }),
      createMember({ name: 'Otto Outsider' }),
    ]);
    ({ sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00' }));
    await book(ann, sessionId, ['A1']);
    await book(bob, sessionId, ['A2']);
    questionIds = await quizQuestionsOf(sessionId, 2);
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('refuses a connection without a token or with a bad one', async () => {
    await expect(LiveClient.connect(url, null)).rejects.toThrow('HTTP 401');
    await expect(LiveClient.connect(url, 'not-a-token')).rejects.toThrow('HTTP 401');
  });

  it('creates a game from the session’s quiz questions only, and checks its input', async () => {
    expect((await admin.api.post(`/api/admin/sessions/${sessionId}/live`, { secondsPerQuestion: 4 })).status).toBe(400);
    expect((await admin.api.post(`/api/admin/sessions/${sessionId}/live`, { secondsPerQuestion: 61 })).status).toBe(400);
    expect((await admin.api.post(`/api/admin/sessions/missing-${randomUUID()}/live`, {})).status).toBe(404);
    expect((await ann.api.post(`/api/admin/sessions/${sessionId}/live`, {})).status).toBe(403);
    const created = await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, {});
    expect(created.status).toBe(201);
    const { data: game } = await db.entities.liveGame.get({ gameId: created.body.gameId }).go();
    expect(game?.questions.map((q) => q.questionId)).toEqual(questionIds);
    expect(game?.secondsPerQuestion).toBe(15);
  });

  it('tells a booked member, staff and admin the newest game of a session, and no one else', async () => {
    const { sessionId: showId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '21:00' });
    await book(ann, showId, ['A1']);
    await quizQuestionsOf(showId, 1);
    expect((await ann.api.get(`/api/sessions/${showId}/live`)).body).toEqual({ game: null });
    const first = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${showId}/live`, {})).body.gameId;
    expect((await ann.api.get(`/api/sessions/${showId}/live`)).body).toEqual({ game: { gameId: first, status: 'lobby' } });
    // A rematch: the newest game is the one to join.
    const rematch = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${showId}/live`, {})).body.gameId;
    expect((await ann.api.get(`/api/sessions/${showId}/live`)).body).toEqual({ game: { gameId: rematch, status: 'lobby' } });
    expect((await staff.api.get(`/api/sessions/${showId}/live`)).body).toEqual({ game: { gameId: rematch, status: 'lobby' } });
    const refused = await outsider.api.get(`/api/sessions/${showId}/live`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'BOOKING_REQUIRED' } });
    expect((await ann.api.get(`/api/sessions/missing-${randomUUID()}/live`)).status).toBe(404);
  });

  it('plays a game to the end: timing, one answer each, reconnect, results, the podium and the points paid once', async () => {
    const created = await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds, secondsPerQuestion: SECONDS });
    expect(created.status).toBe(201);
    const { gameId } = created.body;

    const screen = await connect(staff);
    expect(await screen.request({ action: 'watch', gameId })).toMatchObject({ type: 'state', gameId, status: 'lobby', players: 0 });

    // A member with no booking of the show is refused; one may not watch either.
    const stranger = await connect(outsider);
    expect(await stranger.request({ action: 'join', gameId })).toMatchObject({ type: 'error', code: 'BOOKING_REQUIRED' });
    expect(await stranger.request({ action: 'watch', gameId })).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect((await outsider.api.get(`/api/live/${gameId}`)).status).toBe(403);

    const annPhone = await connect(ann);
    let bobPhone = await connect(bob);
    expect(await annPhone.request({ action: 'join', gameId })).toMatchObject({ type: 'state', status: 'lobby', you: { score: 0, rank: 1, streak: 0 }, players: 1 });
    const bobState = await bobPhone.request({ action: 'join', gameId });
    expect(bobState).toMatchObject({ type: 'state', status: 'lobby', players: 2 });
    expect(Math.abs((bobState as { serverTime: number }).serverTime - bobState.receivedAt)).toBeLessThan(1000);

    // Question 1 reaches every connection at once, 3 s before it opens; never with its correct option.
    const beforeNext = Date.now();
    const next = await admin.api.post<{ opensAt: number; closesAt: number; correctOptionId: string }>(`/api/admin/live/${gameId}/next`);
    expect(next.status).toBe(200);
    expect(next.body.correctOptionId).toBe('a');
    expect(next.body.opensAt - beforeNext).toBeGreaterThanOrEqual(3000);
    expect(next.body.closesAt - next.body.opensAt).toBe(SECONDS * 1000);
    expect((await admin.api.post(`/api/admin/live/${gameId}/next`)).body).toMatchObject({ error: { code: 'QUESTION_OPEN' } });
    const q1 = await annPhone.next('question');
    await bobPhone.next('question');
    await screen.next('question');
    expect(q1).toMatchObject({ gameId, questionId: questionIds[0], index: 0, total: 2, opensAt: next.body.opensAt, closesAt: next.body.closesAt });
    expect(q1.options.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(JSON.stringify(q1)).not.toContain('correct');

    // Before `opensAt`: refused.
    expect(await annPhone.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'a' })).toMatchObject({ type: 'error', code: 'NOT_OPEN' });
    await sleepUntil(q1.opensAt + 300);
    const annAnswer = await annPhone.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'a' });
    expect(annAnswer).toMatchObject({ type: 'answered', questionId: q1.questionId });
    // One answer per player and question.
    expect(await annPhone.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'b' })).toMatchObject({ type: 'error', code: 'ALREADY_ANSWERED' });
    expect(await bobPhone.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'z' })).toMatchObject({ type: 'error', code: 'INVALID_OPTION' });
    expect(await stranger.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'a' })).toMatchObject({ type: 'error', code: 'NOT_JOINED' });
    // Ann's phone reloaded (a new connection that knows nothing of what was sent): the state tells her answer.
    const annReloaded = await connect(ann);
    expect(await annReloaded.request({ action: 'join', gameId })).toMatchObject({ type: 'state', status: 'question', yourAnswer: 'a' });
    await annReloaded.close();

    // Bob's phone drops and comes back mid-question: the state carries the open question and its times.
    await bobPhone.close();
    bobPhone = await connect(bob);
    const resumed = await bobPhone.request({ action: 'join', gameId });
    expect(resumed).toMatchObject({ type: 'state', status: 'question', question: { questionId: q1.questionId, opensAt: q1.opensAt, closesAt: q1.closesAt }, you: { score: 0 } });
    expect(resumed).not.toHaveProperty('yourAnswer');
    expect(await bobPhone.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'b' })).toMatchObject({ type: 'answered' });

    // The server closes the question by itself at `closesAt`.
    const annResult = await annPhone.next('result');
    const [low, high] = pointsBetween(q1.opensAt, annAnswer.sentAt, annAnswer.receivedAt);
    expect(annResult).toMatchObject({ questionId: q1.questionId, correctOptionId: 'a', correct: true, rank: 1, streak: 1 });
    expect(annResult.points).toBeGreaterThanOrEqual(low);
    expect(annResult.points).toBeLessThanOrEqual(high);
    expect(annResult.score).toBe(annResult.points);
    expect(annResult.receivedAt).toBeGreaterThanOrEqual(q1.closesAt);
    expect(await bobPhone.next('result')).toMatchObject({ correct: false, points: 0, score: 0, rank: 2, streak: 0 });
    const board = await screen.next('leaderboard');
    expect(board).toMatchObject({ top: [{ name: 'Ann Live', score: annResult.score }, { name: 'Bob Live', score: 0 }], answered: 2, players: 2 });
    expect(await annPhone.next('leaderboard')).toMatchObject({ top: board.top });
    // After `closesAt`: refused.
    expect(await bobPhone.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'a' })).toMatchObject({ type: 'error', code: 'TOO_LATE' });
    expect((await ann.api.get(`/api/live/${gameId}`)).body).toMatchObject({ type: 'state', status: 'results', you: { score: annResult.score, rank: 1, streak: 1 } });

    // Question 2: a second correct answer in a row adds the streak bonus.
    expect((await admin.api.post(`/api/admin/live/${gameId}/next`)).status).toBe(200);
    const q2 = await annPhone.next('question');
    await sleepUntil(q2.opensAt + 100);
    const second = await annPhone.request({ action: 'answer', gameId, questionId: q2.questionId, optionId: 'a' });
    expect(second.type).toBe('answered');
    // The host ends the game mid-question: the question is scored as it stands, then the game ends.
    const ended = await admin.api.post<{ pointsAwarded: number; players: number }>(`/api/admin/live/${gameId}/end`);
    expect(ended.status).toBe(200);
    const annSecond = await annPhone.next('result');
    const [low2, high2] = pointsBetween(q2.opensAt, second.sentAt, second.receivedAt);
    expect(annSecond.points - streakBonus(2)).toBeGreaterThanOrEqual(low2);
    expect(annSecond.points - streakBonus(2)).toBeLessThanOrEqual(high2);
    expect(annSecond).toMatchObject({ correct: true, streak: 2, score: annResult.score + annSecond.points });

    const paid = loyaltyPoints(annSecond.score, DEFAULT_POINTS_CONFIG.live_game.value);
    const annEnd = await annPhone.next('end');
    expect(annEnd).toMatchObject({ top: [{ name: 'Ann Live', score: annSecond.score }, { name: 'Bob Live', score: 0 }], you: { score: annSecond.score, rank: 1, pointsAwarded: paid } });
    expect(await bobPhone.next('end')).toMatchObject({ you: { score: 0, rank: 2, pointsAwarded: 0 } });
    expect((await screen.next('end')).you).toBeUndefined();
    expect(ended.body).toMatchObject({ players: 2, pointsAwarded: paid });

    // A retried end pays nobody again; the game takes no more questions.
    expect((await admin.api.post(`/api/admin/live/${gameId}/end`)).body).toMatchObject({ pointsAwarded: paid });
    expect((await admin.api.post(`/api/admin/live/${gameId}/next`)).body).toMatchObject({ error: { code: 'GAME_ENDED' } });
    const { data: entries } = await db.entities.pointsHistory.query.byUserSubject({ userId: ann.userId, subject: `live#${gameId}` }).go();
    expect(entries.map((entry) => entry.delta)).toEqual([paid]);
    const { data: bobEntries } = await db.entities.pointsHistory.query.byUserSubject({ userId: bob.userId, subject: `live#${gameId}` }).go();
    expect(bobEntries).toEqual([]);
    expect((await ann.api.get(`/api/live/${gameId}`)).body).toMatchObject({ status: 'ended' });
    const messages: LiveServerMessage[] = annPhone.received.map((entry) => entry.message);
    expect(messages.filter((message) => message.type === 'result')).toHaveLength(2);
  });
});
