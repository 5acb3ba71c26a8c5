import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAdmin, createMember, type ApiClient } from '../helpers';
import { MEMBER_BUDGET_KB, VISITOR_BUDGET_KB, measureFirstLoad } from '../../scripts/first-load-size';
import { launchBrowser, newPage, recordLayoutShifts, signInThroughDialog } from '../helpers/browser';

/**
 * Home pre-rendered (docs/first-visit.md): the built site's `/` carries home's content in its HTML,
 * with the API's current data, and React takes that HTML over without a mismatch.
 */
let browser: Browser;
let admin: ApiClient;
let featuredId: string;
const featuredTitle = `Pre-rendered ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await createAdmin()).api;
  const movie = await admin.post<{ id: string }>('/api/admin/assets', { type: 'movie', title: featuredTitle, fileUrl: 'https://media.example.com/movie.mp4' });
  const featured = await admin.post<{ id: string }>('/api/admin/featured-screenings', { assetId: movie.body.id, description: 'Seen before any script runs' });
  expect(featured.status).toBe(201);
  featuredId = featured.body.id;
});

afterAll(async () => {
  await admin?.delete(`/api/admin/featured-screenings/${featuredId}`);
  await browser?.close();
});

/** What React reports about hydration in a production build: errors #418 (and #423, #425: text) or their words. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)/i;

/** Every console error or warning and every uncaught error of the page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('home pre-rendered', () => {
  it('paints the header, the tagline, the current featured screening and the quick tiles with JavaScript disabled', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ baseURL: inject('webUrl'), javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Cinema home' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Watch. Answer. Win.' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: featuredTitle }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Seen before any script runs').isVisible()).resolves.toBe(true);
      // A guest's header, as crawlers and first-time visitors get it.
      const header = page.locator('header').first();
      await expect(header.getByRole('button', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
      await expect(header.getByTestId('member-placeholder').isVisible()).resolves.toBe(false);
      const tiles = page.locator('#main-content').getByRole('navigation', { name: 'Quick links' });
      for (const tile of ['Browse Shows', 'My Tickets', 'Q&A', 'Rewards']) {
        await expect(tiles.getByRole('link', { name: new RegExp(tile) }).isVisible()).resolves.toBe(true);
      }
      await context.close();
    }
  });

  it("follows an admin's change of home content at once on this machine", async () => {
    const html = async () => (await fetch(`${inject('webUrl')}/`)).text();
    expect(await html()).toContain(featuredTitle);
    await admin.patch(`/api/admin/featured-screenings/${featuredId}`, { isActive: false });
    try {
      expect(await html()).not.toContain(featuredTitle);
    } finally {
      await admin.patch(`/api/admin/featured-screenings/${featuredId}`, { isActive: true });
    }
    expect(await html()).toContain(featuredTitle);
  });

  it("hydrates without a mismatch or any console error, keeping the pre-rendered page's elements", async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await newPage(browser, viewport);
      const problems = problemsOf(page);
      // Keeps the featured title painted from the HTML, before any script of the page runs.
      await page.context().addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          const holder = window as unknown as { titleFromHtml?: Element | null };
          if (document.readyState === 'interactive') holder.titleFromHtml = document.getElementById('featured-title');
        });
      });
      await page.goto('/');
      // Hydrated: the guest's Sign In button is enabled once the app knows nobody is signed in.
      await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor();
      await page.waitForLoadState('networkidle');
      // The same element React found in the HTML, not one it rendered anew after a mismatch.
      const sameTitle = await page.evaluate(() => {
        const fromHtml = (window as unknown as { titleFromHtml?: Element | null }).titleFromHtml;
        return Boolean(fromHtml) && fromHtml === document.getElementById('featured-title') && fromHtml?.textContent;
      });
      expect(sameTitle).toBe(featuredTitle);
      expect(problems.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it("shows a signed-in member's header after the placeholder the HTML paints for them without moving the page", async () => {
    const member = await createMember();
    const page = await newPage(browser);
    const problems = problemsOf(page);
    await page.goto('/');
    await signInThroughDialog(page, member.email, member.password);
    const layoutShift = await recordLayoutShifts(page);
    await page.reload();
    await page.getByTestId('member-status').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(layoutShift()).resolves.toBeLessThan(0.05);
    expect(problems.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
    await page.context().close();
  });
});

/** Records the site header's visible text at every frame the page paints, from the very first one. */
async function recordHeaderFrames(page: Page): Promise<() => Promise<string[]>> {
  await page.context().addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { headerFrames: string[] }).headerFrames = frames;
    const record = () => {
      const header = document.querySelector('header');
      if (header) frames.push(header.innerText);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () => page.evaluate(() => (window as unknown as { headerFrames: string[] }).headerFrames);
}

describe("a member's header while the app starts (docs/first-visit.md, \"Signed-in members\")", () => {
  it('never shows a member with a stored session "Guest" or "Sign In", on home (pre-rendered) or another page', async () => {
    const member = await createMember({ name: 'Painted Member' });
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await newPage(browser, viewport);
      await signInThroughDialog(page, member.email, member.password);
      const headerFrames = await recordHeaderFrames(page);
      for (const path of ['/', '/movies']) {
        // The profile held back, as on a slow network: the app cannot know the member yet.
        let releaseProfile = () => {};
        const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
        await page.route('**/api/me', async (route) => {
          await profileHeld;
          await route.continue();
        });
        await page.goto(path);
        const header = page.locator('header').first();
        // A dozen frames painted with the header while the app cannot know the member: the placeholder in each.
        await expect.poll(async () => (await headerFrames()).length).toBeGreaterThan(12);
        expect((await headerFrames()).filter((text) => /Guest|Sign In/.test(text)), `${path} at ${viewport.width} px, loading`).toEqual([]);
        await expect(header.getByTestId('member-placeholder').isVisible()).resolves.toBe(true);
        expect(await header.getByText('Loading your account').count()).toBe(1);
        releaseProfile();
        await page.getByTestId('member-status').waitFor();
        await page.unroute('**/api/me');
        const frames = await headerFrames();
        expect(frames.filter((text) => /Guest|Sign In/.test(text)), `${path} at ${viewport.width} px`).toEqual([]);
        // The member's tier and points (their name shows beside them on a large screen only).
        expect(frames.at(-1)).toMatch(/Bronze\s+\d+\s+pts/);
        await expect(header.getByTestId('member-placeholder').isVisible()).resolves.toBe(false);
      }
      await page.context().close();
    }
  });

  it('ends on the guest header when the stored session is no longer valid', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    // What Amplify leaves behind for a user whose session has gone (tokens it cannot use or refresh).
    await page.context().addInitScript((clientId) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      localStorage.setItem(`${prefix}.LastAuthUser`, 'gone');
      localStorage.setItem(`${prefix}.gone.idToken`, 'not-a-token');
      localStorage.setItem(`${prefix}.gone.accessToken`, 'not-a-token');
      localStorage.setItem(`${prefix}.gone.refreshToken`, 'not-a-token');
    }, inject('userPoolClientId'));
    await page.goto('/movies');
    const header = page.locator('header').first();
    await header.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor();
    await expect(header.getByTestId('member-placeholder').isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('member');
    await page.context().close();
  });
});

describe('home under the service worker', () => {
  /** A page the service worker controls, after a first load of `path`. */
  async function controlledPage(path: string) {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(path);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    return page;
  }

  it("serves a returning visitor home pre-rendered from the network, and offline the last home it served", async () => {
    const page = await controlledPage('/');
    const online = (await page.reload())!;
    expect(online.fromServiceWorker()).toBe(true);
    expect(await online.text()).toContain(featuredTitle);

    await page.context().setOffline(true);
    const offline = (await page.reload())!;
    expect(await offline.text()).toContain(featuredTitle);
    await page.getByRole('heading', { name: featuredTitle }).waitFor();
    await page.context().close();
  });

  it('opens the app shell at / offline when this device never had home from it', async () => {
    const page = await controlledPage('/movies');
    await page.context().setOffline(true);
    const offline = (await page.goto('/'))!;
    expect(offline.fromServiceWorker()).toBe(true);
    expect(await offline.text()).toContain('boot-splash');
    await page.getByRole('link', { name: 'Cinema home' }).waitFor();
    await page.context().close();
  });
});

describe('the plain page', () => {
  it('is what every other path gets: no pre-rendered home in it', async () => {
    const html = await (await fetch(`${inject('webUrl')}/movies`)).text();
    expect(html).not.toContain(featuredTitle);
    expect(html).toContain('boot-splash');
  });
});

describe('first-page JavaScript', () => {
  // Measured on the production build this project serves, as `npm run build` prints it.
  it("keeps a visitor's and a signed-in member's first page within their budgets, with no admin code in them", () => {
    const size = measureFirstLoad(inject('webBuildDir'));
    expect(size.visitorBytes / 1024).toBeLessThanOrEqual(VISITOR_BUDGET_KB);
    expect(size.memberBytes / 1024).toBeLessThanOrEqual(MEMBER_BUDGET_KB);
    expect(size.memberBytes).toBeGreaterThan(size.visitorBytes);
    expect(size.adminLeak).toEqual([]);
  });
});
