import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import { loadSettings } from '../../functions/data/settings';
import type { AnswerResult, AnsweredQuestion, FlashCardSession, MemberQuestion } from '../../shared/api/routes/questions';
import { apiClient, createAdmin, createMember, WELCOME_BONUS, type ApiResponse, type TestUser } from '../helpers';
import { expectStatementChains, fullHistory } from '../helpers/statement';
import { HOME_TRAILER_FILMS } from '../../scripts/seed/movies';

type Phase = 'pre-show' | 'post-show';
type List = { items: MemberQuestion[] };

const OPTIONS = [
  { id: 'a', text: 'Denis Villeneuve' },
  { id: 'b', text: 'Ridley Scott' },
  { id: 'c', text: 'Greta Gerwig' },
  { id: 'd', text: 'Jordan Peele' },
];

const unique = () => randomUUID().slice(0, 8);
const guest = apiClient();
/** Every member made here: at the end, each one's balance must be the sum of their ledger. */
const members: TestUser[] = [];

async function member(): Promise<TestUser> {
  const created = await createMember();
  members.push(created);
  return created;
}

async function createAsset({ type = 'trailer', title = `Asset ${unique()}`, movieId, isActive = true }: { type?: 'trailer' | 'ad' | 'promotional' | 'movie'; title?: string; movieId?: number; isActive?: boolean } = {}) {
  const assetId = `it-asset-${unique()}`;
  await db.entities.asset.create({ assetId, type, title, fileUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', movieId, isActive }).go();
  return { assetId, title };
}

/** A question with options a-d; `correct` is its right option, none for a survey. */
async function createQuestion({ assetId, phase, correct = 'a', isActive = true }: { assetId: string; phase?: Phase; correct?: string | null; isActive?: boolean }) {
  const questionId = `it-q-${unique()}`;
  await db.entities.sessionQuestion
    .create({ questionId, assetId, timingPhase: phase, questionText: `Who directed it? (${questionId})`, options: OPTIONS, correctAnswer: correct ?? undefined, isActive })
    .go();
  return questionId;
}

const balanceOf = async (user: TestUser) => ((await user.api.get('/api/me')).body as { points: number }).points;
/** The member's points beyond the welcome bonus every new member starts with. */
const pointsEarnedHere = async (user: TestUser) => (await balanceOf(user)) - WELCOME_BONUS;
/** The member's statement without its first entry, the welcome bonus (revision 1). */
const entriesAfterWelcome = async (user: TestUser) => (await fullHistory(user.api)).filter((entry) => entry.revision > 1);
const configured = async () => ((await guest.get('/api/settings')).body as { pointsValues: { correct_answer: number; survey_answer: number } }).pointsValues;
const answer = (user: TestUser, questionId: string, optionId: string) => user.api.post<AnswerResult>(`/api/questions/${questionId}/answers`, { optionId });
const change = (user: TestUser, questionId: string, optionId: string) => user.api.put<AnswerResult>(`/api/questions/${questionId}/answers/mine`, { optionId });

function expectError(response: ApiResponse, status: number, code?: string, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const error = (response.body as { error: { code: string; message: string } }).error;
  if (code) expect(error.code).toBe(code);
  if (message) expect(error.message).toBe(message);
}

/** No question a member has not answered carries its correct option, in any list. */
function expectNoGradingBeforeAnswer(questions: MemberQuestion[]) {
  for (const question of questions) {
    if (question.answered) continue;
    expect(question, question.id).not.toHaveProperty('correctOptionId');
    expect(question, question.id).not.toHaveProperty('myOptionId');
    expect(JSON.stringify(question)).not.toMatch(/correct/i);
  }
}

/** Forget a catalog movie's generated Q&A, so that the next request is its first. */
async function forgetMovieQuestions(movieId: number) {
  await db.entities.questionSet.delete({ movieId }).go();
  const { data } = await db.entities.sessionQuestion.query.byMovie({ movieId }).go({ pages: 'all' });
  if (data.length > 0) await db.entities.sessionQuestion.delete(data.map(({ questionId }) => ({ questionId }))).go();
}


describe('POST /api/questions/{id}/answers', () => {
  it('pays correct_answer for a right quiz answer, in the ledger as an answer, and names the correct option', async () => {
    const user = await member();
    const { assetId, title } = await createAsset({ type: 'promotional' });
    const questionId = await createQuestion({ assetId, correct: 'c' });
    const { correct_answer } = await configured();

    const response = await answer(user, questionId, 'c');

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ correct: true, pointsAwarded: correct_answer, correctOptionId: 'c', limitReached: false });
    expect(await pointsEarnedHere(user)).toBe(correct_answer);
    const [entry] = await entriesAfterWelcome(user);
    expect(entry).toMatchObject({ delta: correct_answer, oldBalance: WELCOME_BONUS, newBalance: WELCOME_BONUS + correct_answer, type: 'answer', reason: `Answered a question about ${title}` });
    const { data: topics } = await db.entities.userQa.query.byMember({ userId: user.userId }).go();
    expect(topics.map((t) => t.qaTopic)).toEqual([title]);
  });

  it('pays nothing for a wrong answer and writes no ledger entry, but keeps the answer and its topic', async () => {
    const user = await member();
    const { assetId } = await createAsset();
    const questionId = await createQuestion({ assetId, correct: 'a' });

    const response = await answer(user, questionId, 'b');

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ correct: false, pointsAwarded: 0, correctOptionId: 'a', limitReached: false });
    expect(await pointsEarnedHere(user)).toBe(0);
    expect(await entriesAfterWelcome(user)).toEqual([]);
    const { data: stored } = await db.entities.sessionAnswer.get({ userId: user.userId, questionId }).go();
    expect(stored).toMatchObject({ selectedOptionId: 'b', answerText: 'Ridley Scott', isCorrect: false, pointsAwarded: 0, qaTopic: 'Trailer Q&A' });
    const { data: topics } = await db.entities.userQa.query.byMember({ userId: user.userId }).go();
    expect(topics.map((t) => t.qaTopic)).toEqual(['Trailer Q&A']);
  });

  it('pays survey_answer for any answer to a survey question, graded neither right nor wrong', async () => {
    const user = await member();
    const { assetId } = await createAsset({ type: 'ad' });
    const questionId = await createQuestion({ assetId, correct: null });
    const { survey_answer } = await configured();

    const response = await answer(user, questionId, 'd');

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ correct: null, pointsAwarded: survey_answer, correctOptionId: null, limitReached: false });
    expect(await pointsEarnedHere(user)).toBe(survey_answer);
    expect((await entriesAfterWelcome(user))[0]).toMatchObject({ delta: survey_answer, type: 'answer' });
  });

  it('pays what the points configuration says when the answer is given', async () => {
    // Run in this process (its own settings cache, refreshed below), so the API's cache never sees the change.
    const { answerQuestion } = await import('../../functions/questions/answers');
    const user = await member();
    const { assetId } = await createAsset({ type: 'ad' });
    const quiz = await createQuestion({ assetId, correct: 'b' });
    const survey = await createQuestion({ assetId, correct: null });
    const original = (await loadSettings(Date.now() + 60_000)).points;
    const caller = { userId: user.userId, email: user.email, name: 'Test Member', groups: [], role: 'user' as const };
    try {
      await db.entities.pointsConfig.patch({ activityType: 'correct_answer' }).set({ pointsValue: 35 }).go();
      await db.entities.pointsConfig.patch({ activityType: 'survey_answer' }).set({ pointsValue: 7 }).go();
      await loadSettings(Date.now() + 120_000);
      expect(await answerQuestion(caller, quiz, 'b')).toEqual({ correct: true, pointsAwarded: 35, correctOptionId: 'b', limitReached: false });
      expect(await answerQuestion(caller, survey, 'a')).toEqual({ correct: null, pointsAwarded: 7, correctOptionId: null, limitReached: false });
    } finally {
      await db.entities.pointsConfig.patch({ activityType: 'correct_answer' }).set({ pointsValue: original.correct_answer }).go();
      await db.entities.pointsConfig.patch({ activityType: 'survey_answer' }).set({ pointsValue: original.survey_answer }).go();
      await loadSettings(Date.now() + 180_000);
    }
    expect(await pointsEarnedHere(user)).toBe(42);
    expect((await entriesAfterWelcome(user)).map((e) => e.delta).sort()).toEqual([35, 7].sort());
  });

  it('refuses a second answer with 409 ALREADY_ANSWERED and pays once', async () => {
    const user = await member();
    const { assetId } = await createAsset();
    const questionId = await createQuestion({ assetId, correct: 'a' });
    expect((await answer(user, questionId, 'a')).status).toBe(201);

    for (const optionId of ['a', 'b']) {
      expectError(await answer(user, questionId, optionId), 409, 'ALREADY_ANSWERED', 'You have already answered this question');
    }
    expect(await pointsEarnedHere(user)).toBe((await configured()).correct_answer);
  });

  it('gives 30 concurrent answers of one member to one question exactly one 201; the rest are 409 and the points are paid once', async () => {
    const user = await member();
    const { assetId } = await createAsset();
    const questionId = await createQuestion({ assetId, correct: 'a' });

    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => answer(user, questionId, i % 2 === 0 ? 'a' : 'b')));

    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const response of responses) if (response.status !== 201) expectError(response, 409, 'ALREADY_ANSWERED', 'You have already answered this question');
    const history = await entriesAfterWelcome(user);
    const won = created[0].body;
    expect(history).toHaveLength(won.pointsAwarded > 0 ? 1 : 0);
    expect(await pointsEarnedHere(user)).toBe(won.pointsAwarded);
    const { data: answers } = await db.entities.sessionAnswer.query.byMember({ userId: user.userId }).go();
    expect(answers).toHaveLength(1);
  });

  it('answers bad input with 400 and a message, an unknown or inactive question with 404, and needs a session', async () => {
    const user = await member();
    const { assetId } = await createAsset();
    const questionId = await createQuestion({ assetId });
    const inactive = await createQuestion({ assetId, isActive: false });

    expectError(await answer(user, questionId, 'e'), 400, 'VALIDATION_ERROR');
    expectError(await user.api.post(`/api/questions/${questionId}/answers`, {}), 400, 'VALIDATION_ERROR', 'Please select an answer before submitting.');
    expectError(await user.api.post(`/api/questions/${questionId}/answers`, { optionId: '  ' }), 400, 'VALIDATION_ERROR', 'Please select an answer before submitting.');
    expectError(await user.api.post(`/api/questions/${questionId}/answers`, { optionId: 42 }), 400, 'VALIDATION_ERROR');
    expectError(await user.api.post(`/api/questions/${questionId}/answers`, { optionId: 'x'.repeat(65) }), 400, 'VALIDATION_ERROR');
    expectError(await user.api.post(`/api/questions/${questionId}/answers`, '{"optionId":'), 400, 'INVALID_JSON');
    expectError(await answer(user, `it-q-${unique()}`, 'a'), 404, 'NOT_FOUND');
    expectError(await answer(user, inactive, 'a'), 404, 'NOT_FOUND');
    expectError(await answer(user, 'x'.repeat(200), 'a'), 400, 'VALIDATION_ERROR');
    expectError(await guest.post(`/api/questions/${questionId}/answers`, { optionId: 'a' }), 401, 'UNAUTHORIZED');
    // Nothing of the above was stored or paid.
    const { data: answers } = await db.entities.sessionAnswer.query.byMember({ userId: user.userId }).go();
    expect(answers).toEqual([]);
    expect(await pointsEarnedHere(user)).toBe(0);
  });
});

describe('answers graded from a cached question (an admin edit reaches it: forgetQuestion)', () => {
  it("grades by the admin's new correct option once the API has cached the question, and pays by it", async () => {
    const admin = await createAdmin();
    const [first, second, third] = await Promise.all([member(), member(), member()]);
    const { assetId } = await createAsset({ type: 'ad' });
    const questionId = await createQuestion({ assetId, correct: 'a' });
    const { correct_answer } = await configured();
    // The first answer makes the API cache the question with `a` right.
    expect((await answer(first, questionId, 'a')).body).toEqual({ correct: true, pointsAwarded: correct_answer, correctOptionId: 'a', limitReached: false });

    const edited = await admin.api.put(`/api/admin/questions/${questionId}`, { text: 'Who directed it, really?', options: OPTIONS, correctOptionId: 'c' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect((await answer(second, questionId, 'c')).body).toEqual({ correct: true, pointsAwarded: correct_answer, correctOptionId: 'c', limitReached: false });
    expect((await answer(third, questionId, 'a')).body).toEqual({ correct: false, pointsAwarded: 0, correctOptionId: 'c', limitReached: false });
    expect(await pointsEarnedHere(second)).toBe(correct_answer);
    expect(await pointsEarnedHere(third)).toBe(0);
    expect(await entriesAfterWelcome(third)).toEqual([]);
    const { data: stored } = await db.entities.sessionAnswer.get({ userId: third.userId, questionId }).go();
    expect(stored).toMatchObject({ selectedOptionId: 'a', isCorrect: false, pointsAwarded: 0 });
  });

  it('answers 404 for a question deactivated or deleted after the API cached it, storing and paying nothing', async () => {
    const admin = await createAdmin();
    const [first, late, later] = await Promise.all([member(), member(), member()]);
    const { assetId } = await createAsset();
    const deactivated = await createQuestion({ assetId, correct: 'b' });
    const deleted = await createQuestion({ assetId, correct: null });
    expect((await answer(first, deactivated, 'b')).status).toBe(201);
    expect((await answer(first, deleted, 'a')).status).toBe(201);

    expect((await admin.api.patch(`/api/admin/questions/${deactivated}`, { isActive: false })).status).toBe(200);
    expect((await admin.api.delete(`/api/admin/questions/${deleted}`)).status).toBe(204);

    for (const user of [late, later]) {
      expectError(await answer(user, deactivated, 'b'), 404, 'NOT_FOUND');
      expectError(await answer(user, deleted, 'a'), 404, 'NOT_FOUND');
      const { data: answers } = await db.entities.sessionAnswer.query.byMember({ userId: user.userId }).go();
      expect(answers).toEqual([]);
      expect(await pointsEarnedHere(user)).toBe(0);
    }
    // Active again: answered as usual.
    expect((await admin.api.patch(`/api/admin/questions/${deactivated}`, { isActive: true })).status).toBe(200);
    expect((await answer(late, deactivated, 'b')).body).toMatchObject({ correct: true, correctOptionId: 'b' });
  });

  it("grades a question cached with its siblings by the admin's edit made since", async () => {
    const admin = await createAdmin();
    const [first, second] = await Promise.all([member(), member()]);
    const { assetId } = await createAsset({ type: 'ad' });
    const questionId = await createQuestion({ assetId, correct: 'a' });
    const sibling = await createQuestion({ assetId, correct: 'b' });
    // Reading the first question caches its asset's other questions too.
    expect((await answer(first, questionId, 'a')).status).toBe(201);
    const edited = await admin.api.put(`/api/admin/questions/${sibling}`, { text: 'Which one, really?', options: OPTIONS, correctOptionId: 'c' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect((await answer(second, sibling, 'b')).body).toEqual({ correct: false, pointsAwarded: 0, correctOptionId: 'c', limitReached: false });
    expect((await answer(first, sibling, 'c')).body).toMatchObject({ correct: true, correctOptionId: 'c' });
  });
});

describe('PUT /api/questions/{id}/answers/mine', () => {
  it('changes the choice and its grading and awards nothing; 404 before an answer', async () => {
    const user = await member();
    const { assetId } = await createAsset({ type: 'ad' });
    const questionId = await createQuestion({ assetId, correct: 'a' });
    expectError(await change(user, questionId, 'a'), 404, 'NOT_FOUND');

    expect((await answer(user, questionId, 'b')).body).toMatchObject({ correct: false, pointsAwarded: 0 });
    const righted = await change(user, questionId, 'a');
    expect(righted.status).toBe(200);
    expect(righted.body).toEqual({ correct: true, pointsAwarded: 0, correctOptionId: 'a', limitReached: false });
    const { data: stored } = await db.entities.sessionAnswer.get({ userId: user.userId, questionId }).go();
    expect(stored).toMatchObject({ selectedOptionId: 'a', answerText: 'Denis Villeneuve', isCorrect: true, pointsAwarded: 0 });
    expect(stored?.editedAt).toBeDefined();

    const wronged = await change(user, questionId, 'd');
    expect(wronged.body).toEqual({ correct: false, pointsAwarded: 0, correctOptionId: 'a', limitReached: false });
    expect(await pointsEarnedHere(user)).toBe(0);
    expect(await entriesAfterWelcome(user)).toEqual([]);
    expectError(await change(user, questionId, 'z'), 400, 'VALIDATION_ERROR');
    expectError(await change(user, `it-q-${unique()}`, 'a'), 404, 'NOT_FOUND');
  });

  it('keeps the points of a right first answer when it is changed to a wrong one', async () => {
    const user = await member();
    const { assetId } = await createAsset({ type: 'ad' });
    const questionId = await createQuestion({ assetId, correct: 'a' });
    const paid = (await answer(user, questionId, 'a')).body.pointsAwarded;
    expect(paid).toBeGreaterThan(0);

    expect((await change(user, questionId, 'c')).body).toEqual({ correct: false, pointsAwarded: 0, correctOptionId: 'a', limitReached: false });
    expect(await pointsEarnedHere(user)).toBe(paid);
    const { data: stored } = await db.entities.sessionAnswer.get({ userId: user.userId, questionId }).go();
    expect(stored).toMatchObject({ selectedOptionId: 'c', isCorrect: false, pointsAwarded: paid });
  });
});

describe('GET /api/assets/{id}/questions (trailer Q&A)', () => {
  it("lists an active trailer asset's active questions with no timing phase, graded only once answered", async () => {
    const user = await member();
    const { assetId } = await createAsset({ type: 'trailer', title: 'Dune: Official Trailer' });
    const first = await createQuestion({ assetId, correct: 'b' });
    const survey = await createQuestion({ assetId, correct: null });
    await createQuestion({ assetId, phase: 'pre-show' });
    await createQuestion({ assetId, isActive: false });

    const before = await user.api.get<List>(`/api/assets/${assetId}/questions`);
    expect(before.status).toBe(200);
    expect(before.body.items.map((q) => q.id)).toEqual([first, survey]);
    expect(before.body.items[0]).toEqual({ id: first, text: expect.any(String), options: OPTIONS, phase: null, points: (await configured()).correct_answer, answered: false });
    expectNoGradingBeforeAnswer(before.body.items);

    expect((await answer(user, first, 'c')).body).toMatchObject({ correct: false });
    const after = await user.api.get<List>(`/api/assets/${assetId}/questions`);
    expect(after.body.items[0]).toMatchObject({ id: first, answered: true, myOptionId: 'c', correctOptionId: 'b' });
    expectNoGradingBeforeAnswer(after.body.items);
    expect(after.body.items[1]).toMatchObject({ id: survey, answered: false });

    // Another member sees nothing of this member's answer.
    const other = await member();
    expectNoGradingBeforeAnswer((await other.api.get<List>(`/api/assets/${assetId}/questions`)).body.items);
    const { data: topics } = await db.entities.userQa.query.byMember({ userId: user.userId }).go();
    expect(topics.map((t) => t.qaTopic)).toEqual(['Trailer Q&A']);
  });

  it('answers an unknown or inactive asset with 404, and a guest with 401', async () => {
    const user = await member();
    const { assetId } = await createAsset({ isActive: false });
    expectError(await user.api.get(`/api/assets/${assetId}/questions`), 404, 'NOT_FOUND');
    expectError(await user.api.get(`/api/assets/it-asset-${unique()}/questions`), 404, 'NOT_FOUND');
    expectError(await guest.get(`/api/assets/${assetId}/questions`), 401, 'UNAUTHORIZED');
  });

  it('serves the seeded carousel trailers with their trailer asset and its questions', async () => {
    const user = await member();
    // The seed's carousel films: the first now playing ones (a film another test file imports may add its own trailer).
    const nowPlaying = (await guest.get<{ results: { id: number }[] }>('/api/movies?list=now_playing')).body.results.slice(0, HOME_TRAILER_FILMS).map((movie) => movie.id);
    const trailers = (await guest.get<{ items: { movieId: number; assetId: string | null }[] }>('/api/trailers')).body.items.filter((trailer) => nowPlaying.includes(trailer.movieId));
    expect(trailers.length).toBeGreaterThan(0);
    for (const trailer of trailers) {
      expect(trailer.assetId, `movie ${trailer.movieId}`).toBe(`asset-trailer-${trailer.movieId}`);
      const questions = await user.api.get<List>(`/api/assets/${trailer.assetId}/questions`);
      expect(questions.status).toBe(200);
      expect(questions.body.items.length).toBeGreaterThanOrEqual(2);
      expect(questions.body.items.every((q) => q.phase === null && q.options.length === 4)).toBe(true);
      expectNoGradingBeforeAnswer(questions.body.items);
    }
  });
});

describe('movie Q&A', () => {
  // Catalog films that no seeded show plays; each test forgets their questions first.
  const RACE_MOVIE = 1021;
  const LIST_MOVIE = 1022;

  it('generates a movie\'s questions once when 20 members open it at the same moment', async () => {
    await forgetMovieQuestions(RACE_MOVIE);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => member()));

    const lists = await Promise.all(visitors.map((v) => v.api.get<List>(`/api/movies/${RACE_MOVIE}/questions`)));

    for (const response of lists) expect(response.status, JSON.stringify(response.body)).toBe(200);
    const ids = lists[0].body.items.map((q) => q.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const response of lists) expect(response.body.items.map((q) => q.id)).toEqual(ids);
    expect((await guest.get<{ count: number }>(`/api/movies/${RACE_MOVIE}/question-count`)).body).toEqual({ count: ids.length });
    // One member's generation: only the member who won the claim spent one of the day's.
    const day = new Date().toISOString().slice(0, 10);
    const spent = await Promise.all(visitors.map(async (v) => (await db.entities.questionGenerations.get({ userId: v.userId, day }).go()).data?.started ?? 0));
    expect(spent.reduce((sum, n) => sum + n, 0)).toBe(1);

    const { data: stored } = await db.entities.sessionQuestion.query.byMovie({ movieId: RACE_MOVIE }).go({ pages: 'all' });
    expect(stored).toHaveLength(ids.length);
    const { data: marker } = await db.entities.questionSet.get({ movieId: RACE_MOVIE }).go();
    expect(marker).toMatchObject({ status: 'ready', questionCount: ids.length });
    // The first 5 are pre-show, the rest post-show.
    const phases = lists[0].body.items.map((q) => q.phase);
    expect(phases).toEqual(phases.map((_, i) => (i < 5 ? 'pre-show' : 'post-show')));
  });

  it('lists the questions with the member\'s answers, pays for them with the movie as the topic, and counts them for guests', async () => {
    await forgetMovieQuestions(LIST_MOVIE);
    const user = await member();

    const first = await user.api.get<List>(`/api/movies/${LIST_MOVIE}/questions`);
    expect(first.status).toBe(200);
    const count = await guest.get<{ count: number }>(`/api/movies/${LIST_MOVIE}/question-count`);
    expect(count.status).toBe(200);
    expect(count.body.count).toBeGreaterThan(0);
    expect(first.body.items).toHaveLength(count.body.count);
    expectNoGradingBeforeAnswer(first.body.items);
    for (const question of first.body.items) {
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options.map((o) => o.id)).size).toBe(4);
    }

    const [question] = first.body.items;
    const result = await answer(user, question.id, question.options[0].id);
    expect(result.status).toBe(201);
    const correctOptionId = result.body.correctOptionId!;
    expect(question.options.map((o) => o.id)).toContain(correctOptionId);
    const movie = (await guest.get<{ title: string }>(`/api/movies/${LIST_MOVIE}`)).body;
    const { data: topics } = await db.entities.userQa.query.byMember({ userId: user.userId }).go();
    expect(topics.map((t) => t.qaTopic)).toEqual([movie.title]);
    if (result.body.correct) expect((await entriesAfterWelcome(user))[0]).toMatchObject({ reason: `Answered a question about ${movie.title}`, type: 'answer' });

    const after = await user.api.get<List>(`/api/movies/${LIST_MOVIE}/questions`);
    expect(after.body.items[0]).toMatchObject({ id: question.id, answered: true, myOptionId: question.options[0].id, correctOptionId });
    expectNoGradingBeforeAnswer(after.body.items);
    // Deactivated questions leave the list and the count (an admin's change reaches the API's cached set at once).
    const admin = await createAdmin();
    expect((await admin.api.patch(`/api/admin/questions/${after.body.items[1].id}`, { isActive: false })).status).toBe(200);
    expect((await guest.get<{ count: number }>(`/api/movies/${LIST_MOVIE}/question-count`)).body.count).toBe(count.body.count - 1);
  });

  it('answers an unknown movie with 404 (its count with 0) and a bad id with 400, generating nothing; the list needs a session', async () => {
    const user = await member();
    expect(await guest.get('/api/movies/999999/question-count')).toMatchObject({ status: 200, body: { count: 0 } });
    expectError(await user.api.get('/api/movies/999999/questions'), 404, 'NOT_FOUND');
    expect((await db.entities.questionSet.get({ movieId: 999999 }).go()).data).toBeNull();
    expectError(await guest.get('/api/movies/abc/question-count'), 400, 'VALIDATION_ERROR');
    expectError(await user.api.get('/api/movies/-3/questions'), 400, 'VALIDATION_ERROR');
    expectError(await guest.get('/api/movies/1001/questions'), 401, 'UNAUTHORIZED');
  });
});

describe('movie Q&A generation (in this process)', () => {
  const FAILING_MOVIE = 1023;
  const CRASHED_MOVIE = 1024;
  const BUSY_MOVIE = 1025;

  it('calls the generator once for 20 concurrent first requests, however slow it is; all 20 get the one set', async () => {
    const { ensureMovieQuestions } = await import('../../functions/questions/movie-questions');
    const { OfflineQuestionGenerator } = await import('../../functions/adapters/questions');
    const movieId = 1027;
    await forgetMovieQuestions(movieId);
    const offline = new OfflineQuestionGenerator();
    let calls = 0;
    const slow = {
      generate: async (...args: Parameters<typeof offline.generate>) => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return offline.generate(...args);
      },
    };

    const sets = await Promise.all(Array.from({ length: 20 }, () => ensureMovieQuestions(movieId, { generator: slow })));

    expect(calls).toBe(1);
    const ids = sets[0].map((q) => q.questionId);
    expect(ids.length).toBeGreaterThan(0);
    for (const set of sets) expect(set.map((q) => q.questionId)).toEqual(ids);
    expect((await db.entities.sessionQuestion.query.byMovie({ movieId }).go({ pages: 'all' })).data).toHaveLength(ids.length);
  });

  it('answers a generator failure with 502 "Failed to generate questions" and tries again after the pause', async () => {
    const { ensureMovieQuestions } = await import('../../functions/questions/movie-questions');
    await forgetMovieQuestions(FAILING_MOVIE);
    const failing = { generate: () => Promise.reject(new Error('model unavailable')) };
    const logged: string[] = [];

    await expect(ensureMovieQuestions(FAILING_MOVIE, { generator: failing, log: (message) => logged.push(message) })).rejects.toMatchObject({
      status: 502,
      code: 'QUESTION_GENERATION_FAILED',
      message: 'Failed to generate questions',
    });
    expect(logged).toHaveLength(1);
    // During the pause, others are told at once rather than generating again.
    const generate = async () => {
      throw new Error('must not be called during the pause');
    };
    await expect(ensureMovieQuestions(FAILING_MOVIE, { generator: { generate } })).rejects.toMatchObject({ status: 502 });
    const { data: marker } = await db.entities.questionSet.get({ movieId: FAILING_MOVIE }).go();
    expect(marker?.status).toBe('failed');
    expect((await db.entities.sessionQuestion.query.byMovie({ movieId: FAILING_MOVIE }).go()).data).toEqual([]);

    // After the pause, the next request generates.
    await db.entities.questionSet.patch({ movieId: FAILING_MOVIE }).set({ leaseUntil: Date.now() - 1 }).go();
    const questions = await ensureMovieQuestions(FAILING_MOVIE);
    expect(questions.length).toBeGreaterThan(0);
    expect((await db.entities.questionSet.get({ movieId: FAILING_MOVIE }).go()).data?.status).toBe('ready');
  });

  it("takes over a claim whose generator crashed (its lease ran out), and a late finish of the crashed one stores nothing", async () => {
    const { ensureMovieQuestions } = await import('../../functions/questions/movie-questions');
    await forgetMovieQuestions(CRASHED_MOVIE);
    await db.entities.questionSet.put({ movieId: CRASHED_MOVIE, status: 'generating', owner: 'crashed-request', leaseUntil: Date.now() - 1000 }).go();

    const questions = await ensureMovieQuestions(CRASHED_MOVIE);

    expect(questions.length).toBeGreaterThan(0);
    const { data: marker } = await db.entities.questionSet.get({ movieId: CRASHED_MOVIE }).go();
    expect(marker).toMatchObject({ status: 'ready', questionCount: questions.length });
    expect(marker?.owner).not.toBe('crashed-request');
    // The crashed request finishing now cannot mark it ready again (its claim names another owner).
    await expect(
      db.entities.questionSet.patch({ movieId: CRASHED_MOVIE }).set({ status: 'ready' }).where((a, op) => op.eq(a.owner, 'crashed-request')).go(),
    ).rejects.toThrow();
  });

  it('waits for another request that is generating, and answers 503 when it does not finish in time', async () => {
    const { ensureMovieQuestions } = await import('../../functions/questions/movie-questions');
    await forgetMovieQuestions(BUSY_MOVIE);
    await db.entities.questionSet.put({ movieId: BUSY_MOVIE, status: 'generating', owner: 'slow-request', leaseUntil: Date.now() + 60_000 }).go();
    const generate = async () => {
      throw new Error('a waiting request must not generate');
    };

    await expect(ensureMovieQuestions(BUSY_MOVIE, { generator: { generate }, waitMs: 300 })).rejects.toMatchObject({
      status: 503,
      code: 'QUESTION_GENERATION_PENDING',
      message: 'Failed to generate questions',
    });
    await db.entities.questionSet.delete({ movieId: BUSY_MOVIE }).go();
  });
});

/** A session of a movie (or none) at `start` on a venue's clock in `timeZone`, with assets, and a booking of it by the member. */
async function bookedSession(user: TestUser, options: { start: Date; timeZone?: string; movieId?: number; assetIds?: string[]; status?: 'confirmed' | 'cancelled' }) {
  const id = unique();
  const timeZone = options.timeZone ?? 'UTC';
  const venueId = `it-venue-${id}`;
  const sessionId = `it-session-${id}`;
  const wall = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(options.start)
      .map((p) => [p.type, p.value]),
  );
  const sessionDate = `${wall.year}-${wall.month}-${wall.day}`;
  const sessionTime = `${wall.hour}:${wall.minute}`;
  await db.entities.venue.create({ venueId, name: `Venue ${id}`, location: 'Test Town', timeZone }).go();
  await db.entities.session
    .create({ sessionId, movieId: options.movieId === undefined ? undefined : String(options.movieId), movieTitle: `Show ${id}`, venueId, screenId: `it-screen-${id}`, sessionDate, sessionTime, totalSeats: 10 })
    .go();
  if (options.assetIds?.length) {
    await db.entities.sessionAsset.put(options.assetIds.map((assetId, i) => ({ sessionId, assetId, displayOrder: i + 1, isActive: true }))).go();
  }
  await db.entities.booking
    .create({
      sessionId,
      seatNumber: 'A1',
      bookingId: randomUUID(),
      userId: user.userId,
      price: 10,
      bookingCode: `BK-${randomUUID()}`,
      status: options.status ?? 'confirmed',
      createdAt: new Date(options.start.getTime() - 86_400_000).toISOString(),
    })
    .go();
  return { sessionId, sessionDate, sessionTime };
}

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('GET /api/me/flash-cards', () => {
  it('holds the booked sessions until 48 hours after their start (on the venue clock), not cancelled bookings; sorted by start', async () => {
    const user = await member();
    const { assetId } = await createAsset({ type: 'ad' });
    const pre = await createQuestion({ assetId, phase: 'pre-show', correct: 'a' });
    const post = await createQuestion({ assetId, phase: 'post-show', correct: null });
    await createQuestion({ assetId }); // trailer-style: not a flash card

    const recent = await bookedSession(user, { start: hoursFromNow(-47), assetIds: [assetId] });
    const over = await bookedSession(user, { start: hoursFromNow(-49), assetIds: [assetId] });
    // 47 hours ago on a New York clock: read as UTC it would look 4-5 hours older, past the window.
    const newYork = await bookedSession(user, { start: hoursFromNow(-47.5), timeZone: 'America/New_York', assetIds: [assetId] });
    const tomorrow = await bookedSession(user, { start: hoursFromNow(20), assetIds: [assetId] });
    const cancelled = await bookedSession(user, { start: hoursFromNow(2), assetIds: [assetId], status: 'cancelled' });

    const response = await user.api.get<{ items: FlashCardSession[] }>('/api/me/flash-cards');

    expect(response.status).toBe(200);
    const ids = response.body.items.map((item) => item.session.id);
    expect(ids).toEqual([newYork.sessionId, recent.sessionId, tomorrow.sessionId]);
    expect(ids).not.toContain(over.sessionId);
    expect(ids).not.toContain(cancelled.sessionId);
    const card = response.body.items[1];
    expect(card.session).toEqual({ id: recent.sessionId, movieTitle: expect.any(String), date: recent.sessionDate, time: recent.sessionTime });
    expect(card.pre.map((q) => q.id)).toEqual([pre]);
    expect(card.post.map((q) => q.id)).toEqual([post]);
    expect(card.pre[0].phase).toBe('pre-show');
    for (const item of response.body.items) expectNoGradingBeforeAnswer([...item.pre, ...item.post]);

    // Answered once, graded on every session that shows it.
    await answer(user, pre, 'b');
    const after = await user.api.get<{ items: FlashCardSession[] }>('/api/me/flash-cards');
    for (const item of after.body.items) expect(item.pre[0]).toMatchObject({ answered: true, myOptionId: 'b', correctOptionId: 'a' });
  });

  it("adds the session's movie questions (generated if need be), pre-show and post-show", async () => {
    const movieId = 1026;
    await forgetMovieQuestions(movieId);
    const user = await member();
    const { assetId } = await createAsset({ type: 'promotional' });
    const assetQuestion = await createQuestion({ assetId, phase: 'pre-show' });
    await bookedSession(user, { start: hoursFromNow(3), movieId, assetIds: [assetId] });

    const response = await user.api.get<{ items: FlashCardSession[] }>('/api/me/flash-cards');

    expect(response.status).toBe(200);
    const [item] = response.body.items;
    const { data: movieSet } = await db.entities.sessionQuestion.query.byMovie({ movieId }).go({ pages: 'all' });
    expect(movieSet.length).toBeGreaterThan(5);
    const movieIds = movieSet.map((q) => q.questionId);
    expect(item.pre.map((q) => q.id)).toEqual([...movieIds.filter((id) => movieSet.find((q) => q.questionId === id)!.timingPhase === 'pre-show').sort(), assetQuestion]);
    expect(item.post.map((q) => q.id).sort()).toEqual(movieIds.filter((id) => movieSet.find((q) => q.questionId === id)!.timingPhase === 'post-show').sort());
    expectNoGradingBeforeAnswer([...item.pre, ...item.post]);
  });

  it('is empty without bookings, and needs a session', async () => {
    const user = await member();
    expect((await user.api.get('/api/me/flash-cards')).body).toEqual({ items: [] });
    expectError(await guest.get('/api/me/flash-cards'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/me/answers', () => {
  it('lists answered questions newest first, a page at a time, each graded with its topic, points and edit time', async () => {
    const user = await member();
    const { assetId, title } = await createAsset({ type: 'ad' });
    const questionIds: string[] = [];
    for (let i = 0; i < 23; i++) questionIds.push(await createQuestion({ assetId, correct: i === 22 ? null : 'a' }));
    for (const [i, questionId] of questionIds.entries()) expect((await answer(user, questionId, i % 3 === 0 ? 'a' : 'b')).status).toBe(201);
    await change(user, questionIds[21], 'a');
    // An unanswered question of the same asset is not in the list.
    await createQuestion({ assetId });

    const first = await user.api.get<{ items: AnsweredQuestion[]; nextCursor?: string }>('/api/me/answers');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await user.api.get<{ items: AnsweredQuestion[]; nextCursor?: string }>(`/api/me/answers?cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(second.body.items).toHaveLength(3);
    expect(second.body.nextCursor).toBeUndefined();

    const all = [...first.body.items, ...second.body.items];
    expect(all.map((a) => a.question.id)).toEqual([...questionIds].reverse());
    const answeredAt = all.map((a) => a.answeredAt);
    expect(answeredAt).toEqual([...answeredAt].sort().reverse());
    const { correct_answer, survey_answer } = await configured();
    for (const item of all) {
      const i = questionIds.indexOf(item.question.id);
      expect(item.topic).toBe(title);
      expect(item.question).toMatchObject({ answered: true, myOptionId: i === 21 ? 'a' : i % 3 === 0 ? 'a' : 'b', correctOptionId: i === 22 ? null : 'a' });
      expect(item.pointsAwarded).toBe(i === 22 ? survey_answer : i % 3 === 0 ? correct_answer : 0);
      expect(item.updatedAt === null).toBe(i !== 21);
    }
    expect(await pointsEarnedHere(user)).toBe(all.reduce((sum, a) => sum + a.pointsAwarded, 0));
  });

  it('answers a bad cursor with 400 and a guest with 401', async () => {
    const user = await member();
    expectError(await user.api.get('/api/me/answers?cursor=not-a-cursor'), 400, 'VALIDATION_ERROR');
    expectError(await guest.get('/api/me/answers'), 401, 'UNAUTHORIZED');
  });
});

describe('after all of the above', () => {
  it("leaves every member's balance equal to the sum of their ledger, the statement chained in commit order", async () => {
    expect(members.length).toBeGreaterThan(20);
    for (const user of members) {
      const history = await fullHistory(user.api);
      const balance = await balanceOf(user);
      expect(history.reduce((sum, entry) => sum + entry.delta, 0)).toBe(balance);
      if (history.length > 0) expectStatementChains(history, balance);
    }
  });
});
