import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '../../functions/data/service';
import type { MovieTrailer } from '../../shared/api/routes/movies';
import type { AnswerResult, FlashCardSession, MemberQuestion } from '../../shared/api/routes/questions';
import { MESSAGES } from '../../shared/errors';
import { QUESTION_GENERATIONS_PER_DAY } from '../../shared/questions/flash-cards';
import { apiClient, createAdmin, createMember, creditPoints, type TestUser } from '../helpers';
import { launchBrowser, recordToasts, signIn, toast, toastAfter } from '../helpers/browser';
import { bookFreeSeat } from '../helpers/shows';

/**
 * Q&A in the browser (issue #11 items 3-7): the movie's Q&A tab, the trailer Q&A after a trailer
 * ends, the in-session flash cards, Answered Questions and home's New badge and questions window,
 * against the real questions API and its seed (trailer assets with questions, session assets with
 * pre-show and post-show questions, movie Q&A generated on first request).
 */

let browser: Browser;
const guestApi = apiClient();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    /** The onStateChange handlers of the fake YouTube players (the trailer player's ended hook). */
    __ytPlayers?: ((event: { data: number }) => void)[];
  }
}

/**
 * A page in a fresh context, like tests/helpers/browser.ts's newPage, with two differences: the
 * YouTube IFrame API is a stand-in (the tests have no network; the player listens to its
 * onStateChange as it does to YouTube's, so a test can play a trailer to its end), and no service
 * worker (so `page.route` sees every API request).
 */
async function newQaPage({ width, height } = DESKTOP): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ baseURL: inject('webUrl'), viewport: { width, height }, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    try {
      localStorage.setItem('cinema.splashShown', 'true');
    } catch {
      // The embedded video's frame (offline here) has no storage.
    }
    window.__ytPlayers = [];
    (window as unknown as { YT: unknown }).YT = {
      PlayerState: { ENDED: 0 },
      Player: function Player(_frame: HTMLIFrameElement, options: { events: { onStateChange: (event: { data: number }) => void } }) {
        window.__ytPlayers!.push(options.events.onStateChange);
      },
    };
  });
  await context.addInitScript(recordToasts);
  return context.newPage();
}

/** Plays the open trailer to its end: YouTube's player reports state ENDED (0). */
async function endTrailer(page: Page) {
  await page.waitForFunction(() => (window.__ytPlayers?.length ?? 0) > 0);
  await page.evaluate(() => window.__ytPlayers!.at(-1)!({ data: 0 }));
}

/** A QA page with the member signed in, on `path` (home by default). */
async function signedIn(member: TestUser, viewport = DESKTOP, path?: string) {
  const page = await newQaPage(viewport);
  await signIn(page, member.email, member.password, path);
  return page;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const balanceOf = async (member: TestUser) => (await member.api.get<{ points: number }>('/api/me')).body.points;
/** The balance the header shows ("1,020 pts"). */
const headerPoints = async (page: Page) => {
  const text = (await page.getByTestId('member-status').textContent()) ?? '';
  const match = /([\d,]+)\s*pts/.exec(text);
  return match ? Number(match[1].replaceAll(',', '')) : null;
};

/** The right option of a stored question (the API never tells a member before they answer). */
async function correctOptionOf(questionId: string): Promise<string | undefined> {
  const { data } = await db.entities.sessionQuestion.get({ questionId }).go();
  return data?.correctAnswer;
}

/**
 * The next sessions a member can still book, soonest first: starting in more than 2 hours by their own
 * start instant (other files' venues keep other clocks than UTC).
 */
async function upcomingSessions() {
  const { body } = await guestApi.get<{ items: { id: string; startsAt: string; movieTitle: string; seatsLeft: number }[] }>('/api/sessions?days=7');
  const soon = Date.now() + 2 * 3_600_000;
  return body.items.filter((s) => Date.parse(s.startsAt) > soon && s.seatsLeft > 0);
}

/** A member holding bookings of `count` sessions of different movies, with points to spare. */
async function memberWithBookings(count: number, name: string) {
  const member = await createMember({ name });
  await creditPoints(member.userId, 1000);
  const sessions: Awaited<ReturnType<typeof upcomingSessions>> = [];
  for (const session of await upcomingSessions()) {
    if (sessions.length === count) break;
    if (sessions.some((s) => s.movieTitle === session.movieTitle)) continue;
    await bookFreeSeat(member, session.id);
    sessions.push(session);
  }
  expect(sessions).toHaveLength(count);
  return { member, sessions };
}

const flashCardsOf = async (member: TestUser) => (await member.api.get<{ items: FlashCardSession[] }>('/api/me/flash-cards')).body.items;

describe("Movie detail's Q&A tab", () => {
  let movieId: number;
  let questions: MemberQuestion[];

  beforeAll(async () => {
    // A movie no other test file opens (the last of the popular list), its questions generated now.
    const popular = (await guestApi.get<{ results: { id: number }[] }>('/api/movies?list=popular')).body.results;
    movieId = popular[popular.length - 1].id;
    const someone = await createMember();
    questions = (await someone.api.get<{ items: MemberQuestion[] }>(`/api/movies/${movieId}/questions`)).body.items;
    expect(questions.length).toBeGreaterThanOrEqual(5);
    // The offline generator writes quizzes only: the third question becomes a survey (no right
    // option), by an admin's edit.
    const admin = await createAdmin();
    const survey = questions[2];
    const edited = await admin.api.put(`/api/admin/questions/${survey.id}`, { text: survey.text, options: survey.options });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });

  it('shows a guest the count and asks them to log in', async () => {
    const page = await newQaPage(PHONE);
    await page.goto(`/movies/${movieId}`);
    const tab = page.getByRole('tab', { name: `Q&A (${questions.length})` });
    await tab.click();
    await page.getByText('Please log in to participate in Q&A').waitFor();
    await page.getByText(`${questions.length} questions wait for you. Sign in to answer and earn points.`).waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  });

  it('answers right, wrong and a survey with their toasts, the header balance following at once', async () => {
    const member = await createMember({ name: 'Quinn Quiz' });
    const start = await balanceOf(member);
    const page = await signedIn(member, DESKTOP, `/movies/${movieId}`);
    await expect.poll(() => headerPoints(page)).toBe(start);
    await page.getByRole('tab', { name: `Q&A (${questions.length})` }).click();
    const panel = page.getByRole('tabpanel');
    const card = (question: MemberQuestion) => panel.getByRole('region', { name: question.text });
    const optionText = (question: MemberQuestion, id: string) => question.options.find((o) => o.id === id)!.text;

    // Submit with nothing chosen.
    const [right, wrong, survey, keyboard, duplicate] = questions;
    await toastAfter(page, 'No Answer Selected\nPlease select an answer before submitting.', () => card(right).getByRole('button', { name: 'Submit' }).click());

    // Right: "Correct!", 20 points, the choice and the right option marked.
    const rightId = (await correctOptionOf(right.id))!;
    await card(right).getByRole('radio', { name: optionText(right, rightId) }).check();
    await toastAfter(page, 'Correct!', () => card(right).getByRole('button', { name: 'Submit' }).click());
    await expect.poll(() => headerPoints(page)).toBe(start + 20);
    await card(right).getByText('Your answer').waitFor();
    await expect(card(right).getByText('Correct answer').count()).resolves.toBe(1);
    // Submit gave way to the result: the focus stays in the card, on its question.
    await expect.poll(() => isFocused(card(right).getByRole('heading', { name: right.text }))).toBe(true);
    await expect(card(right).getByRole('radio').count()).resolves.toBe(0);

    // Wrong: "Not quite", no points, the right option shown beside the member's.
    const wrongAnswerId = (await correctOptionOf(wrong.id))!;
    const wrongChoice = wrong.options.find((o) => o.id !== wrongAnswerId)!;
    await card(wrong).getByRole('radio', { name: wrongChoice.text }).check();
    await toastAfter(page, 'Not quite', () => card(wrong).getByRole('button', { name: 'Submit' }).click());
    const wrongCard = card(wrong);
    await wrongCard.getByRole('listitem').filter({ hasText: wrongChoice.text }).getByText('Your answer').waitFor();
    await wrongCard.getByRole('listitem').filter({ hasText: optionText(wrong, wrongAnswerId) }).getByText('Correct answer').waitFor();
    expect(await balanceOf(member)).toBe(start + 20);
    expect(await headerPoints(page)).toBe(start + 20);

    // A survey: "Thank you!" and its 20 points; no right option to show.
    await card(survey).getByRole('radio', { name: survey.options[3].text }).check();
    await toastAfter(page, 'Thank you!', () => card(survey).getByRole('button', { name: 'Submit' }).click());
    await expect.poll(() => headerPoints(page)).toBe(start + 40);
    await card(survey).getByText('Your answer').waitFor();
    await expect(card(survey).getByText('Correct answer').count()).resolves.toBe(0);

    // The options are one radio group: Tab enters it, the arrow keys choose.
    const group = card(keyboard).getByRole('radiogroup', { name: keyboard.text });
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: keyboard.options[1].text }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: keyboard.options[2].text }).isChecked()).resolves.toBe(true);
    await expect(group.getByRole('radio', { name: keyboard.options[1].text }).isChecked()).resolves.toBe(false);

    // Answered meanwhile elsewhere (another tab): the duplicate is refused with the spec's text.
    const first = await member.api.post<AnswerResult>(`/api/questions/${duplicate.id}/answers`, { optionId: duplicate.options[0].id });
    expect(first.status).toBe(201);
    const afterFirst = await balanceOf(member);
    await card(duplicate).getByRole('radio', { name: duplicate.options[1].text }).check();
    await toastAfter(page, 'You have already answered this question', () => card(duplicate).getByRole('button', { name: 'Submit' }).click());
    // The card now shows the answer that counted.
    await card(duplicate).getByRole('listitem').filter({ hasText: duplicate.options[0].text }).getByText('Your answer').waitFor();
    expect(await balanceOf(member)).toBe(afterFirst);
  });

  it("tells a member past the day's generation limit why a movie's questions are not there, without an error", async () => {
    const member = await createMember();
    const day = new Date().toISOString().slice(0, 10);
    await db.entities.questionGenerations.put({ userId: member.userId, day, started: QUESTION_GENERATIONS_PER_DAY, ttl: Math.ceil(Date.now() / 1000) + 172_800 }).go();
    // A listed movie whose questions nobody has generated yet.
    const upcoming = (await guestApi.get<{ results: { id: number }[] }>('/api/movies?list=upcoming')).body.results.map((movie) => movie.id);
    const { data: markers } = await db.entities.questionSet.get(upcoming.map((movieId) => ({ movieId }))).go();
    const fresh = upcoming.find((id) => !markers.some((marker) => marker.movieId === id));
    expect(fresh, 'an upcoming movie without questions').toBeDefined();

    const page = await signedIn(member, PHONE, `/movies/${fresh}`);
    await page.getByRole('tab', { name: /^Q&A/ }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Questions not made yet').waitFor();
    await panel.getByText(MESSAGES.generationLimit(QUESTION_GENERATIONS_PER_DAY)).waitFor();
    await expect(panel.getByRole('alert').count()).resolves.toBe(0);
    await expect(toast(page, 'Failed to load questions').count()).resolves.toBe(0);
  });

  it('shows the error state with Retry when the questions cannot be loaded', async () => {
    const member = await createMember();
    const page = await newQaPage();
    let fail = true;
    await page.route(`**/api/movies/${movieId}/questions`, (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"DOWN","message":"down"}}' }) : route.continue(),
    );
    await signIn(page, member.email, member.password, `/movies/${movieId}`);
    await page.getByRole('tab', { name: /^Q&A/ }).click();
    const alert = page.getByRole('tabpanel').getByRole('alert');
    await alert.getByText('Failed to load questions').waitFor();
    await toast(page, 'Failed to load questions').waitFor();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('tabpanel').getByRole('region', { name: questions[0].text }).waitFor();
    await page.getByRole('tab', { name: `Q&A (${questions.length})` }).waitFor();
  });
});

describe('Trailer Q&A', () => {
  let trailer: MovieTrailer;
  let assetQuestions: MemberQuestion[];

  beforeAll(async () => {
    const trailers = (await guestApi.get<{ items: MovieTrailer[] }>('/api/trailers')).body.items;
    trailer = trailers.find((item) => item.assetId !== null)!;
    expect(trailer, 'a seeded trailer with Q&A').toBeDefined();
    const someone = await createMember();
    assetQuestions = (await someone.api.get<{ items: MemberQuestion[] }>(`/api/assets/${trailer.assetId}/questions`)).body.items;
    expect(assetQuestions.length).toBeGreaterThan(0);
  });

  it('opens the Q&A 2 s after the trailer ends, answered questions leave the list, then "All questions answered!"', async () => {
    const member = await createMember({ name: 'Tara Trailer' });
    const start = await balanceOf(member);
    const page = await signedIn(member, PHONE);
    const play = page.getByRole('button', { name: `Play ${trailer.movieTitle} ${trailer.trailer.name}` });
    await play.click();
    const player = page.getByRole('dialog', { name: `${trailer.movieTitle}: ${trailer.trailer.name}` });
    await player.locator('iframe').waitFor();

    await endTrailer(page);
    const ended = Date.now();
    await player.getByText(`You have ${assetQuestions.length} unanswered`).waitFor();
    const qa = page.getByRole('dialog', { name: 'Trailer Q&A' });
    await expect(qa.count()).resolves.toBe(0); // not yet: the notice comes first
    await qa.waitFor();
    const waited = Date.now() - ended;
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(6000);
    await expect(page.locator('iframe').count()).resolves.toBe(0); // the player closed
    await expect.poll(() => isFocused(qa.getByRole('heading', { name: 'Trailer Q&A' }))).toBe(true);

    // Each question worth its 20 points; an answered one leaves the list.
    await expect.poll(() => qa.getByText('worth 20 pts').count()).toBe(assetQuestions.length);
    let earned = 0;
    for (let left = assetQuestions.length; left > 0; left--) {
      const card = qa.getByRole('region').first();
      const text = (await card.getByRole('heading').textContent())!;
      const question = assetQuestions.find((q) => q.text === text)!;
      const right = (await correctOptionOf(question.id)) ?? question.options[0].id;
      await card.getByRole('radio', { name: question.options.find((o) => o.id === right)!.text }).check();
      await toastAfter(page, 'Answer submitted! Points awarded.', () => card.getByRole('button', { name: 'Submit' }).click());
      await qa.getByRole('region', { name: text }).waitFor({ state: 'detached' });
      earned += 20;
      await expect.poll(() => headerPoints(page)).toBe(start + earned);
      await expect(qa.getByText('worth 20 pts').count()).resolves.toBe(left - 1);
    }
    await qa.getByRole('heading', { name: 'All questions answered!' }).waitFor();
    expect(await balanceOf(member)).toBe(start + earned);

    // Closing gives the focus back to the trailer that was played.
    await qa.getByRole('button', { name: 'Close' }).first().click();
    await qa.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(play)).toBe(true);

    // The same trailer again: nothing left to answer, so it just ends.
    await play.click();
    await player.locator('iframe').waitFor();
    await endTrailer(page);
    await page.waitForTimeout(2500); // the Q&A would have opened by now
    await expect(page.getByRole('dialog', { name: 'Trailer Q&A' }).count()).resolves.toBe(0);
    await expect(player.locator('iframe').count()).resolves.toBe(1);
  });

  it('asks a guest to log in when a trailer ends on the movie page, without errors', async () => {
    const page = await newQaPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/movies/${trailer.movieId}`);
    await page.getByRole('button', { name: new RegExp(trailer.trailer.name) }).first().click();
    const player = page.getByRole('dialog');
    await player.locator('iframe').waitFor();
    await endTrailer(page);
    await player.getByText('Please log in to access Q&A.').waitFor();
    await player.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('In-session flash cards and home', () => {
  it('shows the empty state with a way to Browse Shows, and the menu leads to Session Q&A', async () => {
    const member = await createMember();
    for (const viewport of [DESKTOP, PHONE]) {
      // On a desktop through the account menu; a phone opens the page.
      const page = await signedIn(member, viewport, viewport === DESKTOP ? '/' : '/in-session');
      if (viewport === DESKTOP) {
        await page.getByRole('button', { name: /^Account menu for / }).click();
        await page.getByRole('menuitem', { name: 'Session Q&A' }).click();
        await page.waitForURL((url) => url.pathname === '/in-session');
      }
      await page.getByRole('heading', { name: 'No sessions with questions right now' }).waitFor();
      await page.getByRole('link', { name: 'Browse Shows' }).click();
      await page.waitForURL((url) => url.pathname === '/shows');
      await page.context().close();
    }
  });

  it('shows the New badge and the questions window, runs the flash cards to All Done, and the badge goes', async () => {
    const { member, sessions } = await memberWithBookings(2, 'Fran Flash');
    const [first, second] = sessions;
    const cards = await flashCardsOf(member);
    const secondCards = cards.find((item) => item.session.id === second.id)!;
    const total = secondCards.pre.length + secondCards.post.length;
    expect(secondCards.pre.length).toBeGreaterThan(0);
    expect(secondCards.post.length).toBeGreaterThan(0);
    // A session's own post-show cards open at its start (they come last); the movie's are open now.
    const later = secondCards.post.filter((q) => q.opensAt !== undefined).length;
    const answerable = total - later;
    const openPost = secondCards.post.length - later;

    const page = await signedIn(member, PHONE);
    const start = await balanceOf(member);
    const qaTile = page.getByRole('navigation', { name: 'Quick links', exact: true }).getByRole('link', { name: /Q&A/ });
    await qaTile.getByText('New', { exact: true }).waitFor();
    const window = page.getByRole('region', { name: 'Your Session Questions' });
    const windowItem = (session: { movieTitle: string }) => window.getByRole('listitem').filter({ hasText: session.movieTitle });
    await windowItem(second).getByText(`${answerable} unanswered questions`).waitFor();
    await window.getByRole('link', { name: `Answer now for ${second.movieTitle}` }).click();
    await page.waitForURL((url) => url.pathname === '/in-session' && url.searchParams.get('session') === second.id);

    // Two sessions: a chooser, the one from the link chosen.
    const chooser = page.getByRole('navigation', { name: 'Your sessions' });
    await expect.poll(() => chooser.getByRole('link').count()).toBe(2);
    await expect(chooser.locator('a[aria-current="page"]').textContent()).resolves.toContain(second.movieTitle);
    await page.getByRole('heading', { level: 2, name: second.movieTitle }).waitFor();

    const progress = page.getByRole('progressbar', { name: 'Flash card progress' });
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('0');
    await expect(progress.getAttribute('aria-valuemax')).resolves.toBe(String(total));
    await page.getByRole('heading', { name: 'Pre-Movie Questions' }).waitFor();

    // Every open card answered right (or a survey): each earns 20, the header follows at once.
    let sawPost = false;
    for (let answered = 0; answered < answerable; answered++) {
      await page.getByText(`Question ${answered + 1} of ${total}`).waitFor();
      if (answered === secondCards.pre.length) {
        await page.getByRole('heading', { name: 'Post-Movie Questions' }).waitFor();
        sawPost = true;
      }
      const card = page.locator('[data-question-id]');
      const questionId = (await card.getAttribute('data-question-id'))!;
      const question = [...secondCards.pre, ...secondCards.post].find((q) => q.id === questionId)!;
      const right = (await correctOptionOf(questionId)) ?? question.options[0].id;
      await card.getByRole('radio', { name: question.options.find((o) => o.id === right)!.text }).check();
      const submit = () => card.getByRole('button', { name: 'Submit' }).click();
      if (answered === 0) await toastAfter(page, 'Answer Submitted!\nPoints will be awarded if correct', submit);
      else await submit();
      await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe(String(answered + 1));
      if (answered === 0) {
        await expect.poll(() => headerPoints(page)).toBe(start + 20);
      }
    }
    expect(sawPost).toBe(openPost > 0);
    await page.getByRole('heading', { name: later > 0 ? 'Done for now' : 'All Done!' }).waitFor();
    if (later > 0) await page.getByText(`${later} more ${later === 1 ? 'question opens' : 'questions open'} when the show starts`, { exact: false }).waitFor();
    // On the phone the page scrolls back so the progress bar shows, below the sticky header.
    await expect.poll(async () => (await progress.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(60);
    await expect.poll(() => headerPoints(page)).toBe(start + 20 * answerable);
    expect(await balanceOf(member)).toBe(start + 20 * answerable);
    await expect(chooser.locator('a[aria-current="page"]').textContent()).resolves.toContain(later > 0 ? 'More when the show starts' : 'All answered');

    // Home: the first session still has questions, so the badge stays until they are answered too.
    await page.getByRole('link', { name: 'Cinema home' }).click();
    await windowItem(second).getByText(later > 0 ? 'More questions when the show starts' : 'All questions answered').waitFor();
    await qaTile.getByText('New', { exact: true }).waitFor();
    // (Sessions may share pre-show assets, so some of its cards were answered with the other's.)
    const firstCards = (await flashCardsOf(member)).find((item) => item.session.id === first.id)!;
    const open = [...firstCards.pre, ...firstCards.post].filter((question) => !question.answered && question.opensAt === undefined);
    expect(open.length).toBeGreaterThan(0);
    for (const question of open) {
      const answer = await member.api.post(`/api/questions/${question.id}/answers`, { optionId: question.options[0].id });
      expect(answer.status).toBe(201);
    }
    await page.reload();
    await expect.poll(() => window.getByText(/^(All questions answered|More questions when the show starts)$/).count()).toBe(2);
    await expect(qaTile.getByText('New', { exact: true }).count()).resolves.toBe(0);

    // The end of the deck links to Answered Questions.
    await page.goto(`/in-session?session=${encodeURIComponent(first.id)}`);
    await page.getByRole('heading', { name: /^(All Done!|Done for now)$/ }).waitFor();
    await page.getByRole('link', { name: 'View Answered Questions' }).click();
    await page.waitForURL((url) => url.pathname === '/answered-questions');
    await page.getByRole('heading', { level: 1, name: 'Answered Questions' }).waitFor();
  });

  it("leads from the pre-show page to that session's flash cards", async () => {
    const { member, sessions } = await memberWithBookings(2, 'Pre Show');
    const chosen = sessions[1];
    const page = await signedIn(member, DESKTOP, `/pre-show?session=${encodeURIComponent(chosen.id)}`);
    await page.getByRole('link', { name: 'Go to Session Q&A' }).click();
    await page.waitForURL((url) => url.pathname === '/in-session' && url.searchParams.get('session') === chosen.id);
    await page.getByRole('heading', { level: 2, name: chosen.movieTitle }).waitFor();
    await page.getByText(/^Question 1 of \d+$/).waitFor();
  });

  it('shows no badge and no questions window to a guest', async () => {
    const page = await newQaPage(PHONE);
    await page.goto('/');
    const qaTile = page.getByRole('navigation', { name: 'Quick links', exact: true }).getByRole('link', { name: /Q&A/ });
    await qaTile.waitFor();
    await page.getByRole('heading', { name: 'Trailers' }).waitFor();
    await expect(qaTile.getByText('New', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Your Session Questions' }).count()).resolves.toBe(0);
  });
});

describe('Answered Questions', () => {
  it('lists every answer a page at a time, edits one with "Answer Updated" and no points, and says when an edit fails', async () => {
    const member = await createMember({ name: 'Eddie Edit' });
    // 22 answers through the API: the trailers' questions, the first wrong when it is a quiz.
    const trailers = (await guestApi.get<{ items: MovieTrailer[] }>('/api/trailers')).body.items.filter((t) => t.assetId);
    const answered: MemberQuestion[] = [];
    for (const item of trailers) {
      const { items } = (await member.api.get<{ items: MemberQuestion[] }>(`/api/assets/${item.assetId}/questions`)).body;
      for (const question of items) {
        if (answered.length === 22) break;
        const right = await correctOptionOf(question.id);
        const optionId = answered.length === 0 ? question.options.find((o) => o.id !== right)!.id : question.options[0].id;
        expect((await member.api.post(`/api/questions/${question.id}/answers`, { optionId })).status).toBe(201);
        answered.push(question);
      }
    }
    expect(answered.length).toBe(22);
    const balance = await balanceOf(member);

    const page = await signedIn(member, DESKTOP, '/answered-questions');
    const items = page.getByRole('article');
    await expect.poll(() => items.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBe(22);
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    // The focus is on the first answer the button brought (the 21st), not back at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelectorAll('main ol > li')[20])).toBe(true);

    // The oldest answer (last) was wrong: marked Incorrect with the right option shown.
    const wrong = answered[0];
    const rightId = (await correctOptionOf(wrong.id))!;
    const rightText = wrong.options.find((o) => o.id === rightId)!.text;
    const item = page.getByRole('article', { name: wrong.text });
    await item.getByText('Incorrect').waitFor();
    await item.getByText(rightText).waitFor();

    // A failed edit says so and keeps the dialog.
    await page.route('**/api/questions/*/answers/mine', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' }));
    const edit = item.getByRole('button', { name: /^Edit/ });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Answer' });
    const radios = dialog.getByRole('radiogroup', { name: wrong.text });
    // The focus is on the member's choice, in a real radio group.
    await expect.poll(() => radios.getByRole('radio', { checked: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await radios.getByRole('radio', { name: rightText }).check();
    await toastAfter(page, 'Failed to update answer.', () => dialog.getByRole('button', { name: 'Save Answer' }).click());
    await expect(dialog.isVisible()).resolves.toBe(true);

    // Then it works: "Answer Updated", now correct, no points for it.
    await page.unroute('**/api/questions/*/answers/mine');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/answers/mine'));
    await toastAfter(page, 'Answer Updated', () => dialog.getByRole('button', { name: 'Save Answer' }).click());
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(edit)).toBe(true);
    await item.getByText('Correct', { exact: true }).waitFor();
    await item.getByText(/Edited/).waitFor();
    expect(await balanceOf(member)).toBe(balance);
    expect(await headerPoints(page)).toBe(balance);

    // The server kept it.
    await page.reload();
    await page.getByRole('article', { name: wrong.text }).getByText('Correct', { exact: true }).waitFor({ timeout: 10_000 }).catch(async () => {
      // It may be on the second page now that the list reloads from the start.
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByRole('article', { name: wrong.text }).getByText('Correct', { exact: true }).waitFor();
    });
  });

  it('shows the empty state', async () => {
    const member = await createMember();
    const page = await signedIn(member, PHONE, '/answered-questions');
    await page.getByRole('heading', { name: 'No answered questions yet' }).waitFor();
  });
});
