import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovieDetails, MovieListPage } from '../../shared/api/routes/movies';
import { apiClient, createAdmin, createMember, type TestUser } from '../helpers';
import { launchBrowser, newPage, shot, signIn, signInThroughDialog, toast, toastAfter } from '../helpers/browser';

const CONFIRMATION_CODE = '123456'; // scripts/local/cognito.ts: the emulator's code for every sign-up

/** The next toast the page opens, and when (performance.now()). */
type ToastClock = { nextToast?: Promise<{ element: Element; openedAt: number }> };

let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path = '/', options?: Parameters<typeof newPage>[1]): Promise<Page> {
  const page = await newPage(browser, options);
  pages.push(page);
  await page.goto(path);
  return page;
}

/** Home's sign-in dialog, filled in with a new member's e-mail and a wrong password. */
async function signInDialogWithWrongPassword() {
  const member = await createMember();
  const page = await open('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password').fill('wrong-password');
  return { page, dialog };
}

/** A page signed in as `user`, on home. */
async function signedIn(user: TestUser): Promise<Page> {
  const page = await newPage(browser);
  pages.push(page);
  await signIn(page, user.email, user.password);
  return page;
}


describe('app shell', () => {
  it('shows the splash on the first visit of a session, then the app', async () => {
    // The splash is shown only if the app starts within its 3 s from the load's start. A first load on a
    // busy 2-core CI machine can take longer to fetch and compile the app's scripts, so they are cached
    // first by a page that is not home (which neither shows the splash nor records it as shown).
    const page = await open('/movies', { showSplash: true });
    await page.waitForLoadState('load');
    await page.goto('/');
    // Home is painted from its HTML first; the splash comes as soon as the app has taken it over.
    await page.getByTestId('splash').waitFor();
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 5000 });
    await page.reload();
    await expect(page.getByTestId('splash').count()).resolves.toBe(0);
  });

  it('shows a guest the Guest header, the footer attribution and no Admin Panel', async () => {
    const page = await open('/');
    const header = page.getByRole('banner');
    await header.getByText('Guest').waitFor();
    await expect(header.getByRole('button', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('contentinfo').getByText('This product uses the TMDB API but is not endorsed or certified by TMDB.').isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Admin Panel' }).count()).resolves.toBe(0);
  });

  it('gives Home, the movie and person pages and the leaderboard one main landmark each, as every other page has, and names the tab after the page', async () => {
    const guestApi = apiClient();
    const movie = (await guestApi.get<MovieListPage>('/api/movies?list=now_playing')).body.results[0];
    const person = (await guestApi.get<MovieDetails>(`/api/movies/${movie.id}`)).body.credits.cast[0];
    const page = await signedIn(await createMember({ name: 'Landmark Member' }));
    for (const [path, heading] of [
      ['/', 'Watch. Answer. Win.'],
      ['/movies', 'Browse Movies'],
      [`/movies/${movie.id}`, movie.title],
      [`/person/${person.id}`, person.name],
      ['/leaderboard', 'Leaderboard'],
    ]) {
      // Home is the page signed in on.
      if (path !== '/') await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      await expect(page.getByRole('main').count(), path).resolves.toBe(1);
      // The tab is named after the page's heading; home keeps the site's name.
      await expect.poll(() => page.title(), { message: path }).toBe(path === '/' ? 'Cinema · Watch. Answer. Win.' : `${heading} · Cinema`);
    }
  });

  it('sends a guest from /my-tickets to / without keeping /my-tickets in history', async () => {
    const page = await open('/');
    await page.goto('/my-tickets');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/my-tickets');
  });

  it('sends a guest from an admin page to /', async () => {
    const page = await open('/admin/members');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens the sign-in dialog on / for /login', async () => {
    const page = await open('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  });

  it('shows the 404 page for an unknown path, logs the path and links home', async () => {
    const page = await newPage(browser);
    pages.push(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no-such-screen');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Oops! Page not found · Cinema');
    // Logged by the page's effect, which runs after the page is painted (and reaches the test a moment later).
    await expect.poll(() => logged.some((line) => line.includes('/no-such-screen'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.title()).toBe('Cinema · Watch. Answer. Win.');
    // A page reached in the app is named too, once its heading is in.
    await page.getByRole('banner').getByRole('link', { name: 'Movies', exact: true }).click();
    await expect.poll(() => page.title()).toBe('Browse Movies · Cinema');
  });
});

/** The toasts' code (components/ui/toaster.tsx), which loads with the first toast. */
const TOASTER_CODE = /\/assets\/toaster-[^/]+\.js$/;

/**
 * A visitor's first page at `path`, with `routes` set on it first and no service worker: the worker would
 * fetch every script ahead of the page (the toasts' too), where the page's routes cannot reach.
 */
/** The rewards catalogue answered with a server error: the Rewards page says so in an error toast. */
const failRewards = (page: Page) =>
  page.route(/\/api\/rewards(\?|$)/, (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }));

/**
 * A new member's first visit, to Rewards, with `routes` set first and no service worker: the worker would
 * fetch every script ahead of the page (the toasts' too), where the page's routes cannot reach.
 */
async function firstVisitToRewards(routes: (page: Page) => Promise<unknown>): Promise<Page> {
  const member = await createMember();
  const page = await newPage(browser);
  pages.push(page);
  await page.route('**/registerSW.js', (route) => route.abort());
  await Promise.all([failRewards(page), routes(page)]);
  await signIn(page, member.email, member.password, '/rewards');
  return page;
}

describe('offline, a part of the app whose code has not loaded yet', () => {
  it('leaves the page whole when the sign-in dialog cannot load, rather than a blank page', async () => {
    const page = await open('/');
    const signInButton = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signInButton.waitFor();
    await page.context().setOffline(true);
    await signInButton.click();
    await page.waitForTimeout(1000);
    await expect(signInButton.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it("keeps a member's account button when its menu cannot load, and says so (390x844)", async () => {
    const member = await createMember();
    const page = await newPage(browser, { width: 390, height: 844 });
    pages.push(page);
    // A failed list's toast first, so the toasts' code is loaded, as an earlier toast of the visit would have.
    await failRewards(page);
    await toastAfter(page, 'Failed to fetch rewards data.', () => signIn(page, member.email, member.password, '/rewards'));
    const account = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
    await account.waitFor();
    await page.context().setOffline(true);
    expect(await toastAfter(page, 'Something went wrong', () => account.click())).toContain('Check your connection, then reload the page.');
    await expect(account.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
  });

  it("shows a toast raised while the toasts' code is on its way once it is in", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const toasterAsked = new Promise<void>((resolve) => (asked = resolve));
    const page = await firstVisitToRewards((opened) =>
      opened.route(TOASTER_CODE, async (route) => {
        asked();
        await held;
        await route.continue();
      }),
    );
    // The catalogue's failure raises the first toast, which asks for the toasts' code: held back meanwhile.
    await toasterAsked;
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    release();
    await toast(page, 'Failed to fetch rewards data.').waitFor();
  });

  it("still says what went wrong when the toasts' code cannot load: the error toasts' words in an alert, until closed", async () => {
    const page = await firstVisitToRewards((opened) => opened.route(TOASTER_CODE, (route) => route.abort('internetdisconnected')));
    // The toast's alert (the page's own list says it failed too, with Retry).
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch rewards data.', has: page.getByRole('button', { name: 'Close' }) });
    await alert.waitFor();
    await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
    await shot(page, 'toasts-not-loaded');
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => alert.count()).toBe(0);
  });
});

describe('sign-up and sign-in', () => {
  it('registers, confirms the code, signs in and shows name, points and tier in the header', async () => {
    const email = `new-${randomUUID()}@test.local`;
    const password = 'Sup3r-secret';
    const page = await open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Create Account' }).click();

    // The spec's validation messages, before anything is sent
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByLabel('Confirm Password').fill('123456');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Invalid email address').waitFor();
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await dialog.getByText('Passwords do not match').waitFor();

    await dialog.getByLabel('Name').fill('Nova Reel');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm Password').fill(password);
    await toastAfter(page, 'Check your email!', () => dialog.getByRole('button', { name: 'Create Account' }).click());
    await dialog.getByLabel('Confirmation code').fill(CONFIRMATION_CODE);
    await toastAfter(page, 'Welcome back!', () => dialog.getByRole('button', { name: 'Confirm' }).click());

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu for Nova Reel' }).waitFor();
    // Signed in, and the toast asking to confirm the email goes with it.
    await expect.poll(() => page.locator('[data-testid="toast"][data-state="open"]').filter({ hasText: 'Check your email!' }).count()).toBe(0);
    await expect(header.getByText('Bronze').isVisible()).resolves.toBe(true);
    await expect(header.getByTestId('member-status').innerText()).resolves.toMatch(/\d[\d,]* pts/);

    // The session survives a reload
    await page.reload();
    await header.getByRole('button', { name: 'Account menu for Nova Reel' }).waitFor();

    // Sign out, then back in with the new password
    await header.getByRole('button', { name: 'Account menu for Nova Reel' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await header.getByText('Guest').waitFor();
    await toastAfter(page, 'Welcome back!', () => signInThroughDialog(page, email, password));
    await expect(header.getByText('Nova Reel').isVisible()).resolves.toBe(true);
  });

  it('asks an unconfirmed member for the code at sign-in, then signs them in', async () => {
    const email = `later-${randomUUID()}@test.local`;
    const password = 'Conf1rm-later';
    const page = await open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Create Account' }).click();
    await dialog.getByLabel('Name').fill('Cora Later');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm Password').fill(password);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByLabel('Confirmation code').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click(); // leaves without confirming
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await toastAfter(page, 'Email confirmation required', () => dialog.locator('form').getByRole('button', { name: 'Sign In' }).click());
    await dialog.getByLabel('Confirmation code').fill(CONFIRMATION_CODE);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Account menu for Cora Later' }).waitFor();
  });

  it('resets a forgotten password with the emailed code', async () => {
    const member = await createMember({ name: 'Fern Forgot' });
    const page = await open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Code').fill(CONFIRMATION_CODE);
    await dialog.getByLabel('New password', { exact: true }).fill('N3w-password');
    await dialog.getByLabel('Confirm new password').fill('N3w-password');
    await toastAfter(page, 'Password updated', () => dialog.getByRole('button', { name: 'Update password' }).click());
    await dialog.getByLabel('Password').fill('N3w-password');
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Account menu for Fern Forgot' }).waitFor();
  });

  it('takes the focus to the page once signed in, from the header and on the way to a page asked for, rather than dropping it', async () => {
    const member = await createMember({ name: 'Focus Keeper' });
    const inMain = (page: Page) => page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false);
    const fromHeader = await open('/movies');
    await signInThroughDialog(fromHeader, member.email, member.password);
    await expect.poll(() => inMain(fromHeader)).toBe(true);
    // Without scrolling the header away.
    expect(await fromHeader.evaluate(() => window.scrollY)).toBe(0);

    const sentAway = await open('/my-tickets');
    const dialog = sentAway.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await sentAway.getByRole('heading', { name: 'My Tickets' }).waitFor();
    await expect.poll(() => inMain(sentAway)).toBe(true);
  });

  it('goes round the sign-in dialog backwards with Shift+Tab, past its Sign In | Create Account tabs to Close', async () => {
    const page = await open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect.poll(() => dialog.getByLabel('Email').evaluate((field) => field === document.activeElement)).toBe(true);
    const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName}: ${document.activeElement?.textContent}`);
    const backwards: string[] = [];
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Shift+Tab');
      backwards.push(await focused());
    }
    // The panel of the tabs (a stop of its own, as Radix makes it), the tab, then round to the last stop.
    expect(backwards.slice(1)).toEqual(['tab: Sign In', 'BUTTON: ×', 'BUTTON: Forgot password?']);
  });

  it('answers a wrong password with "Login failed"', async () => {
    const { page, dialog } = await signInDialogWithWrongPassword();
    await toastAfter(page, 'Login failed', () => dialog.locator('form').getByRole('button', { name: 'Sign In' }).click());
    // Still signed out: the dialog stays open for another try
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /^Account menu for / }).count()).resolves.toBe(0);
  });

  it('keeps an error toast open past 5 s, and while hovered, for the member to read', async () => {
    const { page, dialog } = await signInDialogWithWrongPassword();
    const signInFails = () => dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    // The next toast to open, and when, on the page's clock, where its timer runs.
    const watchNextToast = () =>
      page.evaluate(() => {
        const before = new Set(document.querySelectorAll('[data-testid="toast"]'));
        (window as ToastClock).nextToast = new Promise((resolve) => {
          new MutationObserver((_, observer) => {
            const added = [...document.querySelectorAll('[data-testid="toast"]')].find((element) => !before.has(element));
            if (!added) return;
            observer.disconnect();
            resolve({ element: added, openedAt: performance.now() });
          }).observe(document.body, { childList: true, subtree: true });
        });
      });
    const stateAt = (ms: number) =>
      page.evaluate(async (ms) => {
        const { element, openedAt } = await (window as ToastClock).nextToast!;
        await new Promise((resolve) => setTimeout(resolve, openedAt + ms - performance.now()));
        return element.isConnected ? element.getAttribute('data-state') : 'gone';
      }, ms);
    // The open one: the toast it replaces stays a moment as it fades.
    const failed = page.locator('[data-testid="toast"][data-state="open"]').filter({ hasText: 'Login failed' });

    await watchNextToast();
    await signInFails();
    await expect(stateAt(6000)).resolves.toBe('open');

    // Its six words are read in 8 s; hovered, a new one waits longer, and goes once left.
    await watchNextToast();
    await signInFails();
    // Once the new toast is in and the one it replaced has gone (hovering that one would pause the new).
    await expect(stateAt(0)).resolves.toBe('open');
    await expect.poll(() => page.getByTestId('toast').count()).toBe(1);
    await failed.hover();
    await expect(stateAt(12_000)).resolves.toBe('open');
    await page.mouse.move(0, 0);
    await expect.poll(() => stateAt(0), { timeout: 15_000 }).toBe('gone');
  });

  it('says in plain words that the sign-in service did not answer, and signs in on the next try with the form as typed', async () => {
    const member = await createMember();
    const page = await open('/');
    // One sign-in answered by a gateway's error page rather than by Cognito.
    let failures = 1;
    await page.route('**/*', (route) =>
      (route.request().headers()['x-amz-target'] ?? '').endsWith('.InitiateAuth') && failures-- > 0
        ? route.fulfill({ status: 503, contentType: 'text/html', body: '<html>Service Unavailable</html>' })
        : route.fallback(),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    const failed = toast(page, 'Login failed');
    await failed.getByText('Could not reach the sign-in service. Please try again.').waitFor();
    await expect(failed.innerText()).resolves.not.toMatch(/JSON|Unexpected token/);
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(member.email);

    await toastAfter(page, 'Welcome back!', () => dialog.locator('form').getByRole('button', { name: 'Sign In' }).click());
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    await failed.waitFor({ state: 'hidden', timeout: 1000 });
  });
});

describe('roles', () => {
  it('gives an admin the Admin Panel, the admin menu links and the dashboard', async () => {
    const page = await signedIn(await createAdmin({ name: 'Ada Admin' }));
    const panel = page.getByRole('complementary', { name: 'Admin Panel' });
    await panel.waitFor();
    await panel.getByRole('link', { name: 'Members' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/members');
    await page.getByRole('heading', { name: 'Member Management' }).waitFor();

    await page.getByRole('button', { name: 'Account menu for Ada Admin' }).click();
    await page.getByRole('menu').getByText('Role: Admin').waitFor();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Quick Actions' }).isVisible()).resolves.toBe(true);
  });

  it('keeps the Admin Panel and admin pages from a member', async () => {
    const page = await signedIn(await createMember({ name: 'Max Member' }));
    await expect(page.getByRole('complementary', { name: 'Admin Panel' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Account menu for Max Member' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
