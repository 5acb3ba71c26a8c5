import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveHostGame } from '../../shared/api/routes/live';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { createAdmin, createMember, type TestUser } from '../helpers';
import { LiveClient, quizQuestionsOf, liveUrl } from '../helpers/live';
import { book, createShow } from '../helpers/shows';

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(at - Date.now(), 0)));

describe('the host console’s view of live games', () => {
  let admin: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let sessionId: string;
  let questionIds: string[];
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    [admin, ann, bob] = await Promise.all([createAdmin(), createMember({ name: 'Ann Host View' }), createMember({ name: 'Bob Host View' })]);
    ({ sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '21:00' }));
    await book(ann, sessionId, ['A1']);
    await book(bob, sessionId, ['A2']);
    questionIds = await quizQuestionsOf(sessionId, 3);
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('lists the questions a game plays by default, with their correct options, and the session’s games', async () => {
    expect((await admin.api.get(`/api/admin/sessions/missing-${randomUUID()}/live`)).status).toBe(404);
    const before = await admin.api.get<{ questions: { questionId: string; correctOptionId: string }[]; games: unknown[] }>(`/api/admin/sessions/${sessionId}/live`);
    expect(before.status).toBe(200);
    // The survey question (no correct option) is left out, as a game leaves it out.
    expect(before.body.questions.map((q) => q.questionId)).toEqual(questionIds);
    expect(before.body.questions[0]).toMatchObject({ text: 'Question 1: which is right?', correctOptionId: 'a', options: [{ id: 'a', text: 'Right' }, { id: 'b', text: 'Wrong' }, { id: 'c', text: 'Also wrong' }] });
    expect(before.body.games).toEqual([]);

    const first = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds: [questionIds[2], questionIds[0]], secondsPerQuestion: 20 })).body;
    const second = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, {})).body;
    const after = await admin.api.get<{ games: unknown[] }>(`/api/admin/sessions/${sessionId}/live`);
    expect(after.body.games).toEqual([
      { gameId: first.gameId, status: 'lobby', createdAt: expect.any(String), secondsPerQuestion: 20, questionCount: 2, currentIndex: -1, players: 0 },
      { gameId: second.gameId, status: 'lobby', createdAt: expect.any(String), secondsPerQuestion: 15, questionCount: 3, currentIndex: -1, players: 0 },
    ]);
  });

  it('shows the host who joined, how many answered the open question, and the standings after it', async () => {
    expect((await admin.api.get(`/api/admin/live/missing-${randomUUID()}`)).status).toBe(404);
    const { gameId } = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds, secondsPerQuestion: 5 })).body;
    const view = async () => (await admin.api.get<LiveHostGame>(`/api/admin/live/${gameId}`)).body;
    expect(await view()).toMatchObject({ gameId, sessionId, status: 'lobby', currentIndex: -1, resultsIndex: -1, answered: 0, players: 0, standings: [] });
    expect((await view()).questions.map((q) => q.correctOptionId)).toEqual(['a', 'a', 'a']);

    const url = await liveUrl();
    const [annPhone, bobPhone] = await Promise.all([LiveClient.connect(url, ann.idToken), LiveClient.connect(url, bob.idToken)]);
    clients.push(annPhone, bobPhone);
    await annPhone.request({ action: 'join', gameId });
    await bobPhone.request({ action: 'join', gameId });
    const lobby = await view();
    expect(lobby.players).toBe(2);
    expect(lobby.standings.map(({ name, score, rank }) => ({ name, score, rank }))).toEqual([
      { name: 'Ann Host View', score: 0, rank: 1 },
      { name: 'Bob Host View', score: 0, rank: 1 },
    ]);

    const next = (await admin.api.post<{ opensAt: number; closesAt: number }>(`/api/admin/live/${gameId}/next`)).body;
    expect(await view()).toMatchObject({ status: 'question', currentIndex: 0, opensAt: next.opensAt, closesAt: next.closesAt, answered: 0 });
    const q1 = await annPhone.next('question');
    await sleepUntil(q1.opensAt + 100);
    expect(await annPhone.request({ action: 'answer', gameId, questionId: q1.questionId, optionId: 'a' })).toMatchObject({ type: 'answered' });
    expect(await view()).toMatchObject({ status: 'question', answered: 1 });

    await annPhone.next('leaderboard');
    const results = await view();
    expect(results).toMatchObject({ status: 'results', currentIndex: 0, resultsIndex: 0, answered: 1 });
    const [annStanding, bobStanding] = results.standings;
    expect(annStanding).toMatchObject({ name: 'Ann Host View', rank: 1, streak: 1 });
    expect(annStanding.score).toBeGreaterThan(500);
    expect(bobStanding).toMatchObject({ name: 'Bob Host View', score: 0, rank: 2, streak: 0 });
  });

  it('gives each game a short join code that leads a member, in any case, to the game', async () => {
    const created = await admin.api.post<{ gameId: string; joinCode: string }>(`/api/admin/sessions/${sessionId}/live`, {});
    expect(created.status).toBe(201);
    const { gameId, joinCode } = created.body;
    expect(joinCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect((await admin.api.get<LiveHostGame>(`/api/admin/live/${gameId}`)).body.joinCode).toBe(joinCode);
    const other = (await admin.api.post<{ joinCode: string }>(`/api/admin/sessions/${sessionId}/live`, {})).body;
    expect(other.joinCode).not.toBe(joinCode);

    const resolved = await ann.api.get<{ gameId: string }>(`/api/live/join/${joinCode}`);
    expect(resolved).toMatchObject({ status: 200, body: { gameId } });
    expect((await bob.api.get<{ gameId: string }>(`/api/live/join/${joinCode.toLowerCase()}`)).body).toEqual({ gameId });
    // 0, 1, I, L and O are never drawn: no code holds them.
    const unknown = await ann.api.get<{ error: { code: string } }>('/api/live/join/O0I1L0');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });
});
