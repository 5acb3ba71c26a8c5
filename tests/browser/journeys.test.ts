import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestUser } from '../helpers';
import { launchBrowser, newPage, pathOf, signInThroughDialog, SIZES } from '../helpers/browser';

/** Issue #15's member journeys: return after sign-in, the splash, scroll, header, search, showtimes, a quiet console. */

let browser: Browser;
let member: TestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember({ name: 'Journey Tester' });
});

afterAll(async () => {
  await browser?.close();
});

/** Submits the member's email and password in the sign-in dialog that is already open. */
async function submitSignIn(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the dialog that is already open, and waits for the header to show the member. */
async function signInInOpenDialog(page: Page) {
  await submitSignIn(page);
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/** Whether the element is (at least partly) inside the viewport, below the sticky header. */
const inView = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return Boolean(box && box.bottom > 64 && box.top < window.innerHeight);
  }, selector);

describe.each(SIZES)('member journeys at $width x $height', (size) => {
  const open = async (path: string, options: { showSplash?: boolean } = {}) => {
    const page = await newPage(browser, { width: size.width, height: size.height, ...options });
    await page.goto(path);
    return page;
  };

  describe('a guest keeps their way', () => {
    it('a protected deep link lands on / with the sign-in dialog open, and signing in goes on to the page asked for', async () => {
      const page = await open('/my-tickets?tab=past');
      await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
      expect(pathOf(page)).toBe('/');

      await signInInOpenDialog(page);

      await page.waitForURL((url) => url.pathname === '/my-tickets');
      expect(pathOf(page)).toBe('/my-tickets?tab=past');
      await page.getByRole('heading', { name: 'My Tickets', level: 1 }).waitFor();
      await page.context().close();
    });

    it("signing in from a home tile goes on to that tile's page", async () => {
      const page = await open('/');
      await page.getByRole('link', { name: /^Rewards Spend points/ }).click();
      await page.getByRole('dialog', { name: 'Sign In' }).waitFor();

      await signInInOpenDialog(page);

      await page.waitForURL((url) => url.pathname === '/rewards');
      await page.context().close();
    });

    it('/login?next= goes on only to a path of this site (no open redirect)', async () => {
      const page = await open('/login?next=//evil.example/steal');
      await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
      await signInInOpenDialog(page);
      // Signed in and still home: the foreign target was dropped.
      await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
      expect(pathOf(page)).toBe('/');
      await page.context().close();
    });

    it('the header links go to Movies, and to Shows for a guest through the sign-in dialog', async () => {
      const page = await open('/');
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Movies' }).click();
      await page.waitForURL((url) => url.pathname === '/movies');
      await page.getByRole('heading', { name: 'Browse Movies' }).waitFor();
      expect(await header.getByRole('link', { name: 'Movies' }).getAttribute('aria-current')).toBe('page');

      await header.getByRole('link', { name: 'Shows' }).click();
      await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
      await signInInOpenDialog(page);
      await page.waitForURL((url) => url.pathname === '/shows');
      await page.getByRole('heading', { name: 'Shows', level: 1 }).waitFor();
      await page.context().close();
    });
  });

  describe('the splash', () => {
    it('is not shown over a deep link', async () => {
      const page = await open('/movies', { showSplash: true });
      await page.getByRole('heading', { name: 'Browse Movies' }).waitFor();
      expect(await page.getByTestId('splash').count()).toBe(0);
      await page.context().close();
    });

    it('is shown once per device, at home, for at most 3 s from the page load', async () => {
      const page = await newPage(browser, { width: size.width, height: size.height, showSplash: true });
      // When the splash came and went, by the page's own clock, watched from before the app runs.
      await page.addInitScript(() => {
        const life = { shownAt: -1, goneAt: -1 };
        Object.assign(window, { splashLife: life });
        new MutationObserver(() => {
          const present = document.querySelector('[data-testid="splash"]') !== null;
          if (present && life.shownAt < 0) life.shownAt = performance.now();
          if (!present && life.shownAt >= 0 && life.goneAt < 0) life.goneAt = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/');
      await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
      await page.waitForFunction(() => performance.now() > 3500);
      const { shownAt, goneAt, appRanAt } = await page.evaluate(() => ({
        ...(window as unknown as { splashLife: { shownAt: number; goneAt: number } }).splashLife,
        // Module scripts run before DOMContentLoaded: the app decided by then whether to show it.
        appRanAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
      }));
      // An app that started within the 3 s shows it (one that started later, on a very busy machine, rightly does not).
      if (appRanAt < 2000) expect(shownAt, 'the splash was shown').toBeGreaterThanOrEqual(0);
      if (shownAt >= 0) {
        expect(goneAt, 'the splash went').toBeGreaterThan(shownAt);
        // Gone at 3 s (a frame's precision and a busy machine's late timer allowed), or at once if it came after that.
        expect(goneAt - Math.max(shownAt, 3000)).toBeLessThan(400);
      }

      // Another visit on the same device (a new tab, the same storage): no splash.
      const again = await page.context().newPage();
      await again.goto('/');
      await again.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
      expect(await again.getByTestId('splash').count()).toBe(0);
      await page.context().close();
    });
  });

  describe('scroll', () => {
    it('a person page opens at its top, and back returns to where the movie page was scrolled', async () => {
      const page = await open('/movies/1002');
      // Everything above the cast loaded first, so its height no longer moves the page.
      await page.getByRole('button', { name: /^Book Now: / }).first().waitFor();
      const firstCast = page.locator('a[href^="/person/"]').first();
      await firstCast.scrollIntoViewIfNeeded();
      const movieScroll = await page.evaluate(() => window.scrollY);
      expect(movieScroll).toBeGreaterThan(100);

      const personName = await firstCast.locator('span').nth(1).innerText();
      await firstCast.click();
      await page.waitForURL((url) => url.pathname.startsWith('/person/'));
      // The person's own heading: the movie page (its h1 too) stays up while the person page's code loads.
      await page.getByRole('heading', { level: 1, name: personName }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/movies/1002');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(movieScroll - 2);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(movieScroll + 2);

      await page.goForward();
      await page.waitForURL((url) => url.pathname.startsWith('/person/'));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.context().close();
    });

    it('Rate This Movie scrolls to the review form on the first click', async () => {
      const page = await newPage(browser, { width: size.width, height: size.height });
      await signInThroughDialog(page, member.email, member.password);
      await page.goto('/movies/1003');
      await page.getByRole('button', { name: 'Rate This Movie' }).click();
      await expect.poll(() => inView(page, '#review-form')).toBe(true);
      await page.context().close();
    });
  });

  it('finds movies by title on the movies page, and says when none match', async () => {
    const page = await open('/movies');
    await page.getByRole('searchbox', { name: 'Search movies' }).fill('saltwater');

    await page.getByRole('link', { name: /^Saltwater Protocol/ }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('saltwater');
    expect(await page.getByRole('tab', { name: /Now Playing/ }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search movies' }).fill('zzqxv');
    await page.getByText('No movies found for “zzqxv”.').waitFor();

    await page.getByRole('searchbox', { name: 'Search movies' }).fill('');
    await page.getByRole('tab', { name: /Now Playing/ }).waitFor();
    await page.context().close();
  });

  it("shows the movie's next sessions; a guest's Book Now asks to sign in, then opens that show's booking", async () => {
    const page = await open('/movies/1002');
    await page.getByRole('heading', { name: 'Showtimes' }).waitFor();
    const bookNow = page.getByRole('button', { name: /^Book Now: / }).first();
    await bookNow.waitFor();
    const show = (await bookNow.getAttribute('aria-label'))!.replace('Book Now: ', '');

    await bookNow.click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    // Not signInInOpenDialog: the booking dialog, a modal, opens next and hides the header (its account
    // menu) from role queries. The booking dialog of a members-only page is the sign-in's proof here.
    await submitSignIn(page);

    await page.waitForURL((url) => url.pathname === '/shows');
    const booking = page.getByRole('dialog', { name: 'Select Your Seats' });
    await booking.waitFor();
    await booking.getByText(/Saltwater Protocol/).waitFor();
    expect(show).toMatch(/^\w{3}, \w{3} \d+, \d+:\d\d [AP]M at .+/);
    await page.context().close();
  });
});

describe('the console on a normal page load', () => {
  /** Loads each path in its own tab, then waits past Chrome's "preloaded but not used" check (a few seconds after load). */
  async function problemsLoading(paths: string[], signIn: boolean): Promise<string[]> {
    const page = await newPage(browser);
    if (signIn) await signInThroughDialog(page, member.email, member.password);
    const problems: string[] = [];
    const tabs = await Promise.all(paths.map(() => page.context().newPage()));
    await Promise.all(
      tabs.map(async (tab, i) => {
        tab.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'warning' || message.type() === 'error') problems.push(`${paths[i]}: ${message.text()}`);
        });
        await tab.goto(paths[i]);
        await tab.locator('h1').first().waitFor();
      }),
    );
    await tabs[0].waitForTimeout(4000);
    await page.context().close();
    return problems;
  }

  it("logs no warning or error on a guest's main pages", async () => {
    expect(await problemsLoading(['/', '/movies', '/movies/1002', '/person/5059'], false)).toEqual([]);
  });

  it('the 404 page logs the path asked for once', async () => {
    const page = await newPage(browser);
    const logged: string[] = [];
    page.on('console', (message: ConsoleMessage) => logged.push(message.text()));
    await page.goto('/no-such-journey');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expect.poll(() => logged.filter((line) => line.includes('/no-such-journey')).length).toBe(1);
    await page.waitForTimeout(500);
    expect(logged.filter((line) => line.includes('/no-such-journey'))).toHaveLength(1);
    await page.context().close();
  });

  it("logs no warning or error on a member's main pages", async () => {
    expect(await problemsLoading(['/', '/shows', '/my-tickets', '/leaderboard', '/movies/1002'], true)).toEqual([]);
  });
});
