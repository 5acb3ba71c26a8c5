import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDateKey } from '@shared/booking/calendar';
import { DEFAULT_POINTS_CONFIG } from '@shared/constants';
import { loyaltyPoints } from '@shared/live/scoring';
import { createAdmin, createMember, creditPoints, type TestUser } from '../helpers';
import { launchBrowser, newPage, shot, signIn } from '../helpers/browser';
import { quizQuestionsOf } from '../helpers/live';
import { book, createShow, createShowStartingIn } from '../helpers/shows';

/** Long enough for a phone to drop for a while and come back within the question. */
const SECONDS = 15;
const OFFLINE_MS = 6_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A member's phone at 390x844, signed in, on the game's join link. */
async function phoneOf(member: TestUser, gameId: string): Promise<Page> {
  const page = await newPage(browser, { width: 390, height: 844 });
  await signIn(page, member.email, member.password, `/live/${gameId}`);
  return page;
}

/** The seconds the phone's countdown shows (its timer's name says them). */
async function secondsShownOn(page: Page): Promise<number> {
  const label = await page.getByRole('timer').getAttribute('aria-label');
  return Number(/(\d+) seconds left/.exec(label ?? '')?.[1]);
}

/** Where each answer option sits in the window: where a tap aimed at it lands. */
const optionBoxes = (page: Page) =>
  page
    .getByRole('group', { name: 'Answers' })
    .getByRole('button')
    .evaluateAll((options) => options.map((option) => option.getBoundingClientRect().toJSON() as DOMRect));

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the live game on a phone', () => {
  let admin: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let gameId: string;

  beforeAll(async () => {
    [admin, ann, bob] = await Promise.all([createAdmin(), createMember({ name: 'Ann Phone' }), createMember({ name: 'Bob Phone' })]);
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00' });
    await book(ann, sessionId, ['A1']);
    await book(bob, sessionId, ['A2']);
    const questionIds = await quizQuestionsOf(sessionId, 2);
    const created = await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds, secondsPerQuestion: SECONDS });
    expect(created.status).toBe(201);
    gameId = created.body.gameId;
  });

  it('refuses, in plain words, a member with no booking of the show', async () => {
    const outsider = await createMember({ name: 'Otto Phone' });
    const page = await phoneOf(outsider, gameId);
    await page.getByRole('heading', { name: 'Booking required' }).waitFor();
    await page.getByText('This live game is for members with a booking of its show. Book a seat to play.').waitFor();
    await page.context().close();
  });

  it('plays a game on two phones: the lobby, answers with right or wrong and points, a drop mid-question, the podium and the points paid', async () => {
    const annPhone = await phoneOf(ann, gameId);
    const bobPhone = await phoneOf(bob, gameId);
    await annPhone.getByRole('heading', { name: 'You are in!' }).waitFor();
    await bobPhone.getByRole('heading', { name: 'You are in!' }).waitFor();
    // Ann joined first: her lobby learns of Bob by itself.
    await annPhone.getByText('2 players have joined').waitFor();
    await bobPhone.getByText('2 players have joined').waitFor();
    await shot(annPhone, 'live-lobby');

    // Question 1: both phones show it with the countdown; the answers open with it.
    const q1 = await admin.api.post<{ questionId: string; text: string; opensAt: number; closesAt: number }>(`/api/admin/live/${gameId}/next`);
    expect(q1.status).toBe(200);
    for (const phone of [annPhone, bobPhone]) {
      await phone.getByRole('heading', { name: q1.body.text }).waitFor();
      // The question's text takes the focus when it opens.
      await expect.poll(() => phone.evaluate(() => document.activeElement?.textContent)).toBe(q1.body.text);
      // Before it opens, a screen reader is told to get ready once, not by two live regions at once.
      const announced = await phone.locator('[aria-live="polite"], [role="status"]').allTextContents();
      expect(announced.filter((text) => text.includes('Get ready'))).toEqual(['Get ready: the answers open with the countdown.']);
    }
    const annRight = annPhone.getByRole('button', { name: 'Right', exact: true });
    await expect.poll(() => annRight.isEnabled(), { timeout: 6_000 }).toBe(true);
    await shot(annPhone, 'live-question');
    // Answers are reachable by keyboard: Tab from the question's text to the first answer.
    await annPhone.keyboard.press('Tab');
    await expect.poll(() => annPhone.evaluate(() => document.activeElement?.textContent)).toContain('Right');
    await annPhone.keyboard.press('Enter');
    await annPhone.getByText('Your answer is in.').waitFor();
    // The answer given keeps the focus (its options are shut, not disabled): it does not fall to the page.
    expect(await annPhone.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    await bobPhone.getByRole('button', { name: 'Wrong', exact: true }).click();
    await bobPhone.getByText('Your answer is in.').waitFor();
    // Bob reloads mid-question: his phone forgot what it sent, the server did not. His answer shows, and no
    // other option can be chosen (it would be refused, yet shown as his answer).
    await bobPhone.reload();
    await bobPhone.getByRole('heading', { name: q1.body.text }).waitFor();
    await bobPhone.getByText('Your answer is in.').waitFor();
    expect(await bobPhone.getByRole('button', { name: 'Wrong', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await bobPhone.getByRole('button', { name: 'Right', exact: true }).isDisabled()).toBe(true);
    expect(await annRight.getAttribute('aria-pressed')).toBe('true');

    // At the close, each phone sees right or wrong with its points, score, rank and streak, and the top ten.
    const annResult = annPhone.getByRole('heading', { name: /^Right! \+\d{1,3}(,\d{3})? points$/ });
    await annResult.waitFor({ timeout: (SECONDS + 8) * 1000 });
    const annPoints = Number(/\+([\d,]+)/.exec((await annResult.textContent()) ?? '')?.[1].replaceAll(',', ''));
    expect(annPoints).toBeGreaterThan(500);
    expect(annPoints).toBeLessThanOrEqual(1000);
    await bobPhone.getByRole('heading', { name: 'Wrong: no points this time' }).waitFor();
    const annTop = annPhone.getByRole('region', { name: 'Top ten' });
    await annTop.getByText('Ann Phone').waitFor();
    await annTop.getByText('2 of 2 players answered').waitFor();
    expect(await annPhone.getByRole('term').allTextContents()).toEqual(['Score', 'Rank', 'Streak']);
    expect(await annPhone.getByRole('definition').allTextContents()).toEqual([String(annPoints), '1st', '1']);
    expect(await bobPhone.getByRole('definition').allTextContents()).toEqual(['0', '2nd', '0']);
    await shot(annPhone, 'live-result');
    expect(await noSidewaysScroll(annPhone)).toBe(true);

    // Question 2: Ann's phone drops for a while mid-question and comes back to it with the right time left.
    const q2 = await admin.api.post<{ text: string; opensAt: number; closesAt: number }>(`/api/admin/live/${gameId}/next`);
    await annPhone.getByRole('heading', { name: q2.body.text }).waitFor();
    const placed = await optionBoxes(annPhone);
    await annPhone.context().setOffline(true);
    const reconnecting = annPhone.getByRole('status').filter({ hasText: 'Reconnecting… Your answers are kept.' });
    await reconnecting.waitFor();
    // The bar comes without moving an option (a tap aimed at one must not land on another), in sight over
    // the bottom of the screen, clear of the options and of the header's controls.
    expect(await optionBoxes(annPhone)).toEqual(placed);
    const bar = (await reconnecting.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    expect(placed.filter((option) => overlaps(option, bar))).toEqual([]);
    expect(overlaps((await annPhone.getByRole('banner').boundingBox())!, bar)).toBe(false);
    await shot(annPhone, 'live-reconnecting');
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_MS));
    await annPhone.context().setOffline(false);
    await reconnecting.waitFor({ state: 'hidden' });
    await annPhone.getByRole('heading', { name: q2.body.text }).waitFor();
    expect(await optionBoxes(annPhone)).toEqual(placed);
    // The server's clock and this test's are the same machine's: the phone counts down to closesAt.
    const expected = (q2.body.closesAt - Date.now()) / 1000;
    expect(expected).toBeGreaterThan(2);
    expect(Math.abs((await secondsShownOn(annPhone)) - expected)).toBeLessThanOrEqual(1.5);
    await annPhone.getByRole('button', { name: 'Right', exact: true }).click();
    await annPhone.getByText('Your answer is in.').waitFor();

    // The host ends the game: the podium, and the loyalty points paid.
    const ended = await admin.api.post<{ pointsAwarded: number }>(`/api/admin/live/${gameId}/end`);
    expect(ended.status).toBe(200);
    await annPhone.getByRole('heading', { name: 'Game over' }).waitFor();
    // The answered question that held the focus is gone: the focus goes to the end, not to the page.
    await expect.poll(() => annPhone.evaluate(() => document.activeElement?.textContent)).toBe('Game over');
    const podium = annPhone.getByRole('region', { name: 'Podium' });
    expect(await podium.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^1stAnn Phone\d{1,3}(,\d{3})?$/), '2ndBob Phone0']);
    const annFinal = await annPhone.getByText(/^You finished 1st with \d{1,3}(,\d{3})* points\.$/).textContent();
    const annScore = Number(/with ([\d,]+) points/.exec(annFinal ?? '')?.[1].replaceAll(',', ''));
    await annPhone.getByText(`You earned ${loyaltyPoints(annScore, DEFAULT_POINTS_CONFIG.live_game.value)} loyalty points.`).waitFor();
    await bobPhone.getByText('You finished 2nd with 0 points.').waitFor();
    await bobPhone.getByText('No loyalty points this time: a right answer next game earns some.').waitFor();
    await shot(annPhone, 'live-podium');
    expect(await noSidewaysScroll(annPhone)).toBe(true);
    await annPhone.setViewportSize({ width: 1280, height: 800 });
    await shot(annPhone, 'live-podium-desktop');
  });
});

describe('the way in', () => {
  it('offers "Join live game" on My Tickets and Pre Show Setup on the show’s day once the session has a game', async () => {
    const [admin, member] = await Promise.all([createAdmin(), createMember({ name: 'Dee Today' })]);
    const { sessionId } = await createShowStartingIn(90, { round: 'up' });
    await book(member, sessionId, ['B1']);
    const questionIds = await quizQuestionsOf(sessionId, 1);
    const page = await newPage(browser, { width: 390, height: 844 });

    // No game yet: no link.
    await signIn(page, member.email, member.password, `/pre-show?session=${encodeURIComponent(sessionId)}`);
    await page.getByRole('link', { name: 'Go to Session Q&A' }).waitFor();
    expect(await page.getByRole('link', { name: 'Join live game' }).count()).toBe(0);

    const { gameId } = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds })).body;
    await page.reload();
    await page.getByRole('link', { name: 'Join live game' }).click();
    await page.waitForURL(`**/live/${gameId}`);
    await page.getByRole('heading', { name: 'You are in!' }).waitFor();

    await page.goto('/my-tickets');
    await page.getByRole('article').getByRole('link', { name: 'Join live game' }).click();
    await page.waitForURL(`**/live/${gameId}`);
    await page.getByRole('heading', { name: 'You are in!' }).waitFor();
    await page.context().close();
  });
});


describe('an admin playing on a laptop', () => {
  it('sees the Reconnecting bar in the game’s column, beside the Admin Panel, not centred on the window', async () => {
    const admin = await createAdmin({ name: 'Ada Laptop' });
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '21:00' });
    await creditPoints(admin.userId, 20);
    await book(admin, sessionId, ['A1']);
    const questionIds = await quizQuestionsOf(sessionId, 1);
    const { gameId } = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds })).body;
    const page = await newPage(browser, { width: 1280, height: 800 });
    await signIn(page, admin.email, admin.password, `/live/${gameId}`);
    await page.getByRole('heading', { name: 'You are in!' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();

    await page.context().setOffline(true);
    const reconnecting = page.getByRole('status').filter({ hasText: 'Reconnecting… Your answers are kept.' });
    await reconnecting.waitFor();
    const column = (await page.getByRole('heading', { name: 'You are in!' }).locator('xpath=ancestor::main[1]').boundingBox())!;
    const bar = (await reconnecting.boundingBox())!;
    await shot(page, 'live-reconnecting-admin');
    expect(bar.x).toBeGreaterThanOrEqual(column.x);
    expect(bar.x + bar.width).toBeLessThanOrEqual(column.x + column.width);
    expect(bar.y + bar.height).toBeLessThanOrEqual(800);
    await page.context().close();
  });
});
