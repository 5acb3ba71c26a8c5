import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import { ConditionFailed, transactionEntities, writeTransaction } from '../../functions/data/transactions';
import { bookingStillHeld } from '../../functions/questions/session-gate';
import type { AnswerResult, FlashCardSession, MemberQuestion } from '../../shared/api/routes/questions';
import { MESSAGES } from '../../shared/errors';
import { QUESTION_GENERATIONS_PER_DAY } from '../../shared/questions/flash-cards';
import { apiClient, createMember, type ApiResponse, type TestUser } from '../helpers';
import { book, createShowStartingIn, moveShowStart } from '../helpers/shows';

type List = { items: MemberQuestion[] };

const guest = apiClient();
const cardsOf = async (user: TestUser, sessionId: string) =>
  (await user.api.get<{ items: FlashCardSession[] }>('/api/me/flash-cards')).body.items.find((item) => item.session.id === sessionId)!;
const questionsOf = (user: TestUser, movieId: number) => user.api.get<List>(`/api/movies/${movieId}/questions`);
const countOf = (movieId: number, client = guest) => client.get<{ count: number }>(`/api/movies/${movieId}/question-count`);
const answer = (user: TestUser, questionId: string, optionId = 'a') => user.api.post<AnswerResult>(`/api/questions/${questionId}/answers`, { optionId });
const change = (user: TestUser, questionId: string, optionId = 'b') => user.api.put<AnswerResult>(`/api/questions/${questionId}/answers/mine`, { optionId });

function expectError(response: ApiResponse, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect((response.body as { error: { code: string } }).error.code).toBe(code);
}

/** Forget a catalog movie's generated Q&A and its marker, so that the next member's request is its first. */
async function forgetMovieQuestions(movieId: number) {
  await db.entities.questionSet.delete({ movieId }).go();
  const { data } = await db.entities.sessionQuestion.query.byMovie({ movieId }).go({ pages: 'all' });
  if (data.length > 0) await db.entities.sessionQuestion.delete(data.map(({ questionId }) => ({ questionId }))).go();
}

const storedQuestions = async (movieId: number) => (await db.entities.sessionQuestion.query.byMovie({ movieId }).go({ pages: 'all' })).data;
const markerOf = async (movieId: number) => (await db.entities.questionSet.get({ movieId }).go()).data;

/** The member has already started `started` generations today (instead of that many slow real ones). */
async function alreadyStarted(user: TestUser, started: number) {
  await db.entities.questionGenerations.put({ userId: user.userId, day: new Date().toISOString().slice(0, 10), started, ttl: Math.ceil(Date.now() / 1000) + 172_800 }).go();
}

describe("movie questions are generated only on a member's request", () => {
  it("answers a guest's and a member's count with what exists (0 before), generating nothing; a member's list generates", async () => {
    const movieId = 1035;
    await forgetMovieQuestions(movieId);
    const user = await createMember();

    expect(await countOf(movieId)).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await countOf(movieId, user.api)).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await storedQuestions(movieId)).toEqual([]);
    expect(await markerOf(movieId)).toBeNull();

    const list = await questionsOf(user, movieId);
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(await markerOf(movieId)).toMatchObject({ status: 'ready' });
    expect((await countOf(movieId)).body.count).toBe(list.body.items.length);
  });

  it('answers 404 for a movie the app does not list (nor a bad id), writing no marker; a session makes it listed', async () => {
    // In the offline catalogue but on none of its lists, recommended by no admin, played by no session.
    const movieId = 1041;
    await forgetMovieQuestions(movieId);
    const user = await createMember();

    expectError(await questionsOf(user, movieId), 404, 'NOT_FOUND');
    expectError(await questionsOf(user, 999_999), 404, 'NOT_FOUND');
    expect(await markerOf(movieId)).toBeNull();
    expect(await countOf(movieId)).toMatchObject({ status: 200, body: { count: 0 } });

    const show = await createShowStartingIn(24 * 60);
    await db.entities.session.patch({ sessionId: show.sessionId }).set({ movieId: String(movieId) }).go();
    const list = await questionsOf(user, movieId);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
  });

  it(`starts at most ${QUESTION_GENERATIONS_PER_DAY} generations a member a day: then 429 GENERATION_LIMIT, while movies with questions still cost nothing`, async () => {
    const [generated, refused] = [1030, 1031];
    await Promise.all([forgetMovieQuestions(generated), forgetMovieQuestions(refused)]);
    const user = await createMember();
    await alreadyStarted(user, QUESTION_GENERATIONS_PER_DAY - 1);

    // The 20th of the day.
    expect((await questionsOf(user, generated)).status).toBe(200);
    // The 21st.
    const limited = await questionsOf(user, refused);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'GENERATION_LIMIT', message: MESSAGES.generationLimit(QUESTION_GENERATIONS_PER_DAY), details: { perDay: QUESTION_GENERATIONS_PER_DAY } },
    });
    expect(await markerOf(refused)).toBeNull();
    expect(await storedQuestions(refused)).toEqual([]);

    // Questions that exist cost nothing, and another member may still generate.
    expect((await questionsOf(user, generated)).status).toBe(200);
    expect((await questionsOf(await createMember(), refused)).status).toBe(200);
    expect((await questionsOf(user, refused)).status).toBe(200);
  });

  it('lets concurrent first visits of new movies pass the daily limit never', async () => {
    const movies = [1032, 1033, 1034];
    await Promise.all(movies.map(forgetMovieQuestions));
    const user = await createMember();
    await alreadyStarted(user, QUESTION_GENERATIONS_PER_DAY - 2);

    const responses = await Promise.all(movies.map((movieId) => questionsOf(user, movieId)));

    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const { data } = await db.entities.questionGenerations.get({ userId: user.userId, day: new Date().toISOString().slice(0, 10) }).go();
    expect(data?.started).toBe(QUESTION_GENERATIONS_PER_DAY);
  });
});

const OPTIONS = [
  { id: 'a', text: 'Yes' },
  { id: 'b', text: 'No' },
];

/** A show starting in `minutes` that plays an ad asset with a pre-show and a post-show question. */
async function showWithQuestions(minutes: number) {
  const show = await createShowStartingIn(minutes, { round: 'up' });
  const assetId = `it-gates-asset-${randomUUID().slice(0, 8)}`;
  await db.entities.asset.create({ assetId, type: 'ad', title: `Ad ${assetId}`, fileUrl: 'https://example.com/ad.mp4', isActive: true }).go();
  await db.entities.sessionAsset.put({ sessionId: show.sessionId, assetId, displayOrder: 1, isActive: true }).go();
  const question = async (timingPhase: 'pre-show' | 'post-show') => {
    const questionId = `it-gates-q-${randomUUID().slice(0, 8)}`;
    await db.entities.sessionQuestion.create({ questionId, assetId, timingPhase, questionText: `Ready? (${questionId})`, options: OPTIONS, correctAnswer: 'a', isActive: true }).go();
    return questionId;
  };
  return { show, pre: await question('pre-show'), post: await question('post-show') };
}

describe("a session's questions need the seat, in their window", () => {
  it('refuses a member without a booking (403 BOOKING_REQUIRED), a post-show question before the start (409 QUESTION_NOT_OPEN); takes them in the window', async () => {
    const { show, pre, post } = await showWithQuestions(3 * 60);
    const holder = await createMember();
    const stranger = await createMember();
    await book(holder, show.sessionId, ['A1']);

    const refused = await answer(stranger, pre);
    expectError(refused, 403, 'BOOKING_REQUIRED');
    expect(refused.body).toMatchObject({ error: { message: MESSAGES.bookingRequired } });

    const early = await answer(holder, post);
    expectError(early, 409, 'QUESTION_NOT_OPEN');
    expect(early.body).toEqual({ error: { code: 'QUESTION_NOT_OPEN', message: MESSAGES.questionNotOpenYet, details: { opensAt: show.startsAt.toISOString() } } });

    // The flash cards say when the post-show card opens, and only for it.
    const before = await cardsOf(holder, show.sessionId);
    expect(before.post.find((q) => q.id === post)).toMatchObject({ opensAt: show.startsAt.toISOString() });
    expect(before.pre.find((q) => q.id === pre)).not.toHaveProperty('opensAt');

    expect(await answer(holder, pre)).toMatchObject({ status: 201, body: { correct: true } });
    expect((await change(holder, pre)).status).toBe(200);

    await moveShowStart(show, -1);
    expect((await cardsOf(holder, show.sessionId)).post.find((q) => q.id === post)).not.toHaveProperty('opensAt');
    expect(await answer(holder, post)).toMatchObject({ status: 201, body: { correct: true } });

    // 48 hours after the start, both are closed (answers and edits alike).
    await moveShowStart(show, -(48 * 60 + 2));
    expectError(await change(holder, pre, 'a'), 409, 'QUESTION_NOT_OPEN');
    const member = await createMember();
    expectError(await answer(member, post), 403, 'BOOKING_REQUIRED');
  });

  it('refuses the answer and its edit after the booking was cancelled (403)', async () => {
    const { show, pre } = await showWithQuestions(3 * 60);
    const member = await createMember();
    const code = await book(member, show.sessionId, ['A1']);
    expect((await answer(member, pre)).status).toBe(201);

    expect((await member.api.delete(`/api/bookings/${code}`)).status).toBe(200);

    expectError(await change(member, pre), 403, 'BOOKING_REQUIRED');
    const { show: second, pre: secondPre } = await showWithQuestions(3 * 60);
    const secondCode = await book(member, second.sessionId, ['A1']);
    expect((await member.api.delete(`/api/bookings/${secondCode}`)).status).toBe(200);
    expectError(await answer(member, secondPre), 403, 'BOOKING_REQUIRED');
  });

  it("checks in the answer's own transaction that the booking that opened the question is still confirmed", async () => {
    const { show } = await showWithQuestions(3 * 60);
    const member = await createMember();
    const code = await book(member, show.sessionId, ['A1']);
    const { data } = await db.entities.booking.query.byUser({ userId: member.userId }).go();
    const seat = data.find((booking) => booking.bookingCode === code)!;
    const held = () => writeTransaction([bookingStillHeld(transactionEntities, { sessionId: seat.sessionId, seatNumber: seat.seatNumber }, member.userId)]);
    await expect(held()).resolves.toBeUndefined();
    // Another member's answer cannot lean on this booking.
    await expect(writeTransaction([bookingStillHeld(transactionEntities, seat, (await createMember()).userId)])).rejects.toBeInstanceOf(ConditionFailed);

    expect((await member.api.delete(`/api/bookings/${code}`)).status).toBe(200);
    const refused = await held().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConditionFailed);
    expect((refused as ConditionFailed).has('booking')).toBe(true);
  });

  it("keeps a movie's questions open to every member, booked or not", async () => {
    const movieId = 1036;
    const user = await createMember();
    const list = await questionsOf(user, movieId);
    expect(list.status).toBe(200);
    const post = list.body.items.find((q) => q.phase === 'post-show' && !q.answered)!;
    expect((await answer(user, post.id, post.options[0].id)).status).toBe(201);
  });
});
