import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, utcDateKey } from '@shared/booking/calendar';
import { formatLongDate } from '@shared/booking/format';
import { createAdmin, createMember, type TestUser } from '../helpers';
import { launchBrowser, newPage, pathOf, shot, signIn } from '../helpers/browser';
import { LiveClient, quizQuestionsOf, liveUrl } from '../helpers/live';
import { book, createShow } from '../helpers/shows';

let browser: Browser;
let admin: TestUser;
const clients: LiveClient[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createAdmin({ name: 'Live Host' });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await browser?.close();
});

async function adminPage(width: number, height: number, path?: string): Promise<Page> {
  const page = await newPage(browser, { width, height });
  await signIn(page, admin.email, admin.password, path);
  return page;
}

/** True when the page fits its window: the big screen never scrolls. */
const fitsWithoutScrolling = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight && document.scrollingElement!.scrollWidth <= window.innerWidth);

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(at - Date.now(), 0)));

describe('the live game’s host console (/admin/live) and big screen (/admin/live/{gameId}/screen)', () => {
  it('the host creates a game and opens a question, two phones answer, the big screen shows the count, the correct option, the top ten, then the podium', { timeout: 180_000 }, async () => {
    const [ann, bob] = await Promise.all([createMember({ name: 'Ann Big Screen' }), createMember({ name: 'Bob Big Screen' })]);
    const showDate = addDays(utcDateKey(), 1);
    const { sessionId, movieTitle, venueName, screenName } = await createShow({ sessionDate: showDate, sessionTime: '19:00' });
    await book(ann, sessionId, ['A1']);
    await book(bob, sessionId, ['A2']);
    await quizQuestionsOf(sessionId, 2);

    // The console, from the session's detail page: a game of the first question only, 6 s each.
    const host = await adminPage(1280, 800, `/admin/sessions/${encodeURIComponent(sessionId)}`);
    await host.getByRole('link', { name: 'Live Game' }).click();
    await host.getByRole('heading', { name: 'Live Game', level: 1 }).waitFor();
    await host.getByText(`${movieTitle} · ${venueName}, ${screenName} ·`).waitFor();
    await host.getByRole('button', { name: 'New Game' }).click();
    const dialog = host.getByRole('dialog', { name: 'New Game' });
    await dialog.getByLabel('Seconds per question').fill('6');
    await dialog.getByRole('checkbox', { name: /Question 2: which is right\?/ }).uncheck();
    await dialog.getByText('Questions · 1 of 2 chosen').waitFor();
    await shot(host, 'live-host-new-game-1280');
    await dialog.getByRole('button', { name: 'Create Game' }).click();
    await host.getByRole('heading', { name: 'Lobby: waiting for players' }).waitFor();
    const gameId = new URL(host.url()).searchParams.get('game')!;
    expect(gameId).toBeTruthy();
    await host.getByText('No one joined yet').waitFor();

    // The big screen: the join QR code and link, then the players as they join.
    const screen = await adminPage(1920, 1080);
    await screen.goto(`/admin/live/${gameId}/screen`);
    await screen.getByRole('heading', { name: 'Join the live game!' }).waitFor();
    const { joinCode } = (await admin.api.get<{ joinCode: string }>(`/api/admin/live/${gameId}`)).body;
    await expect(screen.locator('figcaption').textContent()).resolves.toContain(`/j/${joinCode}`);
    await expect(screen.getByRole('banner').count()).resolves.toBe(0);
    expect(await fitsWithoutScrolling(screen)).toBe(true);

    const url = await liveUrl();
    const [annPhone, bobPhone] = await Promise.all([LiveClient.connect(url, ann.idToken), LiveClient.connect(url, bob.idToken)]);
    clients.push(annPhone, bobPhone);
    await annPhone.request({ action: 'join', gameId });
    await bobPhone.request({ action: 'join', gameId });
    await screen.getByText('2 players joined').waitFor();
    // The lobby names the show: its movie, its day and time, its venue and screen.
    await expect(screen.getByText(movieTitle, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(screen.getByText(`${formatLongDate(showDate)} at 7:00 PM`).isVisible()).resolves.toBe(true);
    await expect(screen.getByText(`${venueName}, ${screenName}`).isVisible()).resolves.toBe(true);
    await shot(screen, 'live-screen-lobby-1920');
    await screen.setViewportSize({ width: 1280, height: 720 });
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-lobby-1280x720');
    await screen.setViewportSize({ width: 1920, height: 1080 });
    const players = host.getByRole('table', { name: 'Players and their standings' });
    await players.getByRole('cell', { name: 'Ann Big Screen' }).waitFor();
    await players.getByRole('cell', { name: 'Bob Big Screen' }).waitFor();

    // The host opens the question: it reaches the screen with its countdown; the phones answer.
    // By keyboard: the button goes disabled under the focus, which moves to the question now open, not to the page.
    await host.getByRole('button', { name: 'Open Question 1' }).focus();
    await host.keyboard.press('Enter');
    await host.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();
    await expect.poll(() => host.evaluate(() => document.activeElement?.textContent)).toBe('Question 1 of 1');
    // The host sees the correct option marked, its badge inside the option's box (not over its border), on a
    // 1024 px laptop too, where the options' columns are narrowest.
    const marked = host.locator('li[data-correct]');
    await marked.getByText('Correct (hidden from players)').waitFor();
    await host.setViewportSize({ width: 1024, height: 768 });
    const overflow = await marked.evaluate((option) => {
      const inner = option.getBoundingClientRect().right - parseFloat(getComputedStyle(option).paddingRight);
      return Math.max(...[...option.children].map((child) => child.getBoundingClientRect().right)) - inner;
    });
    expect(overflow).toBeLessThanOrEqual(0.5);
    await host.setViewportSize({ width: 1280, height: 800 });
    await screen.getByRole('heading', { name: 'Question 1: which is right?' }).waitFor();
    await screen.getByRole('timer').waitFor();
    const question = await annPhone.next('question');
    await sleepUntil(question.opensAt + 200);
    expect(await annPhone.request({ action: 'answer', gameId, questionId: question.questionId, optionId: 'a' })).toMatchObject({ type: 'answered' });
    expect(await bobPhone.request({ action: 'answer', gameId, questionId: question.questionId, optionId: 'b' })).toMatchObject({ type: 'answered' });
    await screen.getByRole('status').filter({ hasText: '2 of 2 answered' }).waitFor();
    await host.getByText('2/2').waitFor();
    // A quiet line of the show during the question.
    await expect(screen.getByText(`${movieTitle} · `).isVisible()).resolves.toBe(true);
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-question-1920');
    await screen.setViewportSize({ width: 1280, height: 720 });
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-question-1280x720');
    await screen.setViewportSize({ width: 1920, height: 1080 });

    // At the close: the correct option and the top ten.
    const topTen = screen.getByRole('region', { name: 'Top ten' });
    await topTen.waitFor({ timeout: 15_000 });
    await expect(topTen.getByRole('listitem').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^1\s+Ann Big Screen\s+\d{3,4}$/), expect.stringMatching(/^2\s+Bob Big Screen\s+0$/)]);
    const options = screen.getByRole('list', { name: 'Options' }).getByRole('listitem');
    await expect(options.filter({ hasText: 'Correct' }).innerText()).resolves.toMatch(/Right/);
    await expect(options.filter({ hasText: 'Correct' }).count()).resolves.toBe(1);
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-results-1920');
    await screen.setViewportSize({ width: 1280, height: 720 });
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await screen.setViewportSize({ width: 1920, height: 1080 });

    // The console's standings after the question; then the host ends the game, after a confirmation.
    await host.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();
    await expect(players.getByRole('row').nth(1).innerText()).resolves.toMatch(/^1\s+Ann Big Screen/);
    await shot(host, 'live-host-results-1280');
    await host.getByRole('button', { name: 'End Game' }).click();
    await host.getByRole('alertdialog').or(host.getByRole('dialog')).getByRole('button', { name: 'End Game' }).click();
    await host.getByRole('heading', { name: 'Game over' }).waitFor();
    // The End Game button is gone with the game: the focus goes to the panel's heading, not to the page.
    await expect.poll(() => host.evaluate(() => document.activeElement?.textContent)).toBe('Game over');

    // The podium.
    const podium = screen.getByRole('list', { name: 'Podium' });
    await podium.waitFor();
    await expect(podium.getByRole('listitem').first().innerText()).resolves.toContain('Ann Big Screen');
    await expect(podium.getByRole('listitem').nth(1).innerText()).resolves.toContain('Bob Big Screen');
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-podium-1920');
    await screen.setViewportSize({ width: 1280, height: 720 });
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-podium-1280x720');
  });

  it('a tie on the podium: the two players sharing 2nd both stand on silver, on the big screen and on a phone', { timeout: 120_000 }, async () => {
    // Ann answers right; Bob and Cy never answer: 0 each, so they share 2nd (listed by name) and nobody is 3rd.
    const [ann, bob, cy] = await Promise.all([createMember({ name: 'Ann Tie' }), createMember({ name: 'Bob Tie' }), createMember({ name: 'Cy Tie' })]);
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '18:00' });
    await Promise.all([book(ann, sessionId, ['A1']), book(bob, sessionId, ['A2']), book(cy, sessionId, ['A3'])]);
    const questionIds = await quizQuestionsOf(sessionId, 1);
    const { gameId } = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds })).body;

    const screen = await adminPage(1920, 1080);
    await screen.goto(`/admin/live/${gameId}/screen`);
    await screen.getByRole('heading', { name: 'Join the live game!' }).waitFor();
    const bobPhone = await newPage(browser, { width: 390, height: 844 });
    await signIn(bobPhone, bob.email, bob.password, `/live/${gameId}`);
    await bobPhone.getByRole('heading', { name: 'You are in!' }).waitFor();
    const url = await liveUrl();
    const [annSocket, cySocket] = await Promise.all([LiveClient.connect(url, ann.idToken), LiveClient.connect(url, cy.idToken)]);
    clients.push(annSocket, cySocket);
    await annSocket.request({ action: 'join', gameId });
    await cySocket.request({ action: 'join', gameId });
    expect((await admin.api.post(`/api/admin/live/${gameId}/next`)).status).toBe(200);
    const question = await annSocket.next('question');
    await sleepUntil(question.opensAt + 200);
    expect(await annSocket.request({ action: 'answer', gameId, questionId: question.questionId, optionId: 'a' })).toMatchObject({ type: 'answered' });
    expect((await admin.api.post(`/api/admin/live/${gameId}/end`)).status).toBe(200);

    // The big screen: Bob and Cy both on a "2" block, silver and level, beside Ann's gold one.
    const podium = screen.getByRole('list', { name: 'Podium' });
    await podium.waitFor();
    const blocks = await podium.getByRole('listitem').evaluateAll((places) =>
      places.map((place) => {
        const block = place.lastElementChild!;
        return { text: (place as HTMLElement).innerText.replace(/\s+/g, ' '), rank: block.textContent, colour: getComputedStyle(block).backgroundColor, height: block.getBoundingClientRect().height };
      }),
    );
    expect(blocks.map(({ text, rank }) => [text, rank])).toEqual([
      [expect.stringMatching(/^Ann Tie \d{1,3}(,\d{3})? pts 1$/), '1'],
      ['Bob Tie 0 pts 2', '2'],
      ['Cy Tie 0 pts 2', '2'],
    ]);
    expect(blocks[2].colour).toBe(blocks[1].colour);
    expect(blocks[2].height).toBe(blocks[1].height);
    expect(blocks[1].colour).not.toBe(blocks[0].colour);
    expect(blocks[1].height).toBeLessThan(blocks[0].height);
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-podium-tie-1920');
    await screen.setViewportSize({ width: 1280, height: 720 });
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-podium-tie-1280x720');

    // Bob's phone: the same ranks, each drawn in its rank's colour (silver twice, no bronze).
    const phonePodium = bobPhone.getByRole('region', { name: 'Podium' });
    await phonePodium.waitFor();
    await bobPhone.getByText('You finished 2nd with 0 points.').waitFor();
    const rows = phonePodium.getByRole('listitem');
    expect(await rows.allTextContents()).toEqual([expect.stringMatching(/^1stAnn Tie\d+$/), '2ndBob Tie0', '2ndCy Tie0']);
    const borders = await rows.evaluateAll((items) => items.map((item) => getComputedStyle(item).borderTopColor));
    const medals = await bobPhone.evaluate(() =>
      ['--tier-gold', '--tier-silver'].map((token) => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = `var(${token})`;
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }),
    );
    expect(borders).toEqual([medals[0], medals[1], medals[1]]);
    await shot(bobPhone, 'live-podium-tie-390');
    await bobPhone.setViewportSize({ width: 1280, height: 800 });
    await shot(bobPhone, 'live-podium-tie-1280');
    await Promise.all([screen.context().close(), bobPhone.context().close()]);
  });

  it('the games of the session follow a game created, played and ended by another admin, and a question closing on its own timer, without a reload', { timeout: 90_000 }, async () => {
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '21:00' });
    const questionIds = await quizQuestionsOf(sessionId, 1);
    const page = await adminPage(1280, 800, `/admin/live?session=${encodeURIComponent(sessionId)}`);
    const games = page.getByRole('table', { name: 'Games of this session' });
    await page.getByText('No games yet').waitFor();

    const otherAdmin = await createAdmin({ name: 'Other Live Host' });
    const created = await otherAdmin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds, secondsPerQuestion: 5 });
    expect(created.status).toBe(201);
    const { gameId } = created.body;
    const row = games.getByRole('row').nth(1);
    await row.filter({ hasText: 'Lobby' }).filter({ hasText: '0 of 1' }).waitFor({ timeout: 10_000 });
    // A keyboard user on the row's Host keeps the focus as the polls update the row.
    const hostButton = row.getByRole('button', { name: /^Host the game created/ });
    await hostButton.focus();
    expect((await otherAdmin.api.post(`/api/admin/live/${gameId}/next`)).status).toBe(200);
    await row.filter({ hasText: 'Question open' }).filter({ hasText: '1 of 1' }).waitFor({ timeout: 10_000 });
    await expect(hostButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await row.filter({ hasText: 'Results' }).waitFor({ timeout: 20_000 });
    expect((await otherAdmin.api.post(`/api/admin/live/${gameId}/end`)).status).toBe(200);
    await row.filter({ hasText: 'Ended' }).waitFor({ timeout: 10_000 });
    await expect(games.getByRole('row').count()).resolves.toBe(2);
    await page.close();
  });

  it('the console at a phone’s width, a console without a session, and one of a session that is gone', async () => {
    const page = await adminPage(390, 844, '/admin/live');
    await page.getByRole('heading', { name: 'Choose a session' }).waitFor();
    // A session that is gone: said once, with the way back to Sessions and nothing to host.
    await page.goto('/admin/live?session=no-such-session');
    await page.getByRole('heading', { name: 'Session not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Sessions' }).waitFor();
    await expect(page.getByRole('button', { name: 'New Game' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: '← Session' }).count()).resolves.toBe(0);
    await expect(page.getByText('Loading session…').count()).resolves.toBe(0);
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '22:00' });
    await page.goto(`/admin/live?session=${encodeURIComponent(sessionId)}`);
    // A session without quiz questions: no game to create, and the console says why.
    await page.getByRole('note').getByText(/no quiz question to play/).waitFor();
    await expect(page.getByRole('button', { name: 'New Game' }).isDisabled()).resolves.toBe(true);
    await shot(page, 'live-host-no-questions-390');
    // The console's one read failing: said once, with a Retry; the polls go on, and the console is back
    // once the read is (a failed poll had stopped them until a reload).
    const stack = new URL(inject('webUrl')).origin;
    const isConsoleRead = (url: URL) => url.origin === stack && url.pathname === `/api/admin/sessions/${sessionId}/live`;
    await page.route(isConsoleRead, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"INTERNAL_ERROR","message":"Down"}}' }));
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to load the session’s games and questions' });
    await failed.waitFor();
    await expect(page.getByRole('alert').filter({ hasText: /^Failed to load/ }).count()).resolves.toBe(1);
    await expect(failed.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(1);
    await page.unroute(isConsoleRead);
    await page.getByRole('note').getByText(/no quiz question to play/).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: /^Failed to load/ }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  it('the big screen shows the short link and its code; a phone opening it, in any case, signs in and lands in the game’s lobby', { timeout: 120_000 }, async () => {
    const cy = await createMember({ name: 'Cy Short Link' });
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '22:00' });
    await book(cy, sessionId, ['A1']);
    const questionIds = await quizQuestionsOf(sessionId, 1);
    const { gameId, joinCode } = (await admin.api.post<{ gameId: string; joinCode: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds })).body;

    const screen = await adminPage(1920, 1080);
    await screen.goto(`/admin/live/${gameId}/screen`);
    await screen.getByRole('heading', { name: 'Join the live game!' }).waitFor();
    const caption = screen.locator('figcaption');
    await expect(caption.textContent()).resolves.toBe(`${new URL(screen.url()).host}/j/${joinCode}Code: ${joinCode}`);
    expect(await fitsWithoutScrolling(screen)).toBe(true);
    await shot(screen, 'live-screen-short-link-1920');
    await screen.close();

    // A guest's phone types the link in lower case: asked to sign in, then on the game's page (the short link replaced).
    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.goto(`/j/${joinCode.toLowerCase()}`);
    const signIn = phone.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(cy.email);
    await signIn.getByLabel('Password').fill(cy.password);
    await signIn.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await phone.getByRole('heading', { name: 'You are in!' }).waitFor();
    expect(pathOf(phone)).toBe(`/live/${gameId}`);
    await shot(phone, 'live-short-link-lobby-390');

    // A code that is no game's.
    await phone.goto('/j/ab0o1l');
    await phone.getByRole('heading', { name: 'No live game with code AB0O1L' }).waitFor();
    await phone.getByRole('link', { name: 'Go to home' }).waitFor();
    await shot(phone, 'live-short-link-unknown-390');
    await phone.close();
  });
});
