import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { SessionSummary } from '@shared/api/routes/booking';
import { addDays, utcDateKey } from '@shared/booking/calendar';
import type { MemberQuestion } from '@shared/api/routes/questions';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, createAdmin, createMember, createStaff, creditPoints, type TestUser } from '.';
import { launchBrowser, signIn } from './browser';
import { quizQuestionsOf } from './live';
import { book, bookFreeSeat, createShow } from './shows';

/**
 * WCAG 2.2 AA (issue #15 item 12): axe-core's WCAG 2.0-2.2 A/AA rules find no serious or critical
 * violation on any page of the member app and the admin area, at 1280x800 and 390x844, nor in the
 * dialogs that matter (sign-in, booking, a Q&A answer). The pages are every route of the router, listed
 * once here in PAGES; two browser test files scan them, tests/browser/accessibility-member-app.test.ts
 * the member app's and tests/browser/accessibility-admin.test.ts the admin area's (its paths start
 * with /admin), so that neither holds up a lane for five minutes (docs/testing.md).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

type Role = 'guest' | 'member' | 'staff' | 'admin';

/** The member app (public and member pages) or the admin area: the part of the app one test file scans. */
export type Area = 'member-app' | 'admin';

/** Real ids for the routes with parameters, read from the seeded stack. */
interface Ids {
  movieId: string;
  personId: string;
  sessionId: string;
  /** A live game in its lobby (of a show of its own, with a quiz question, booked by the member). */
  liveSessionId: string;
  gameId: string;
}

interface PageScan {
  /** Who visits: public pages as a guest (home and a movie also as a member), the others as who may. */
  as: Role[];
  /** The URL to open for this route (its path when it has no parameter). */
  url?: (ids: Ids) => string;
}

/**
 * Every path of web/src/app/router.tsx: a page added there must be added here (the member app's
 * file fails otherwise). Its path puts it in the admin area's file or the member app's.
 */
const PAGES: Record<string, PageScan> = {
  '/': { as: ['guest', 'member'] },
  '/movies': { as: ['guest'] },
  '/movies/:id': { as: ['guest', 'member'], url: ({ movieId }) => `/movies/${movieId}` },
  '/person/:id': { as: ['guest'], url: ({ personId }) => `/person/${personId}` },
  // Home with the sign-in dialog open.
  '/login': { as: ['guest'] },
  // Without a token: the page's "not valid" state.
  '/unsubscribe': { as: ['guest'] },
  '/shows': { as: ['member'] },
  '/pre-show': { as: ['member'] },
  '/in-session': { as: ['member'] },
  '/answered-questions': { as: ['member'] },
  '/rewards': { as: ['member'] },
  '/invite': { as: ['member'] },
  '/my-account': { as: ['member'] },
  '/my-tickets': { as: ['member'] },
  '/leaderboard': { as: ['member'] },
  // The member's phone in a game of a show they booked, in its lobby.
  '/live/:gameId': { as: ['member'], url: ({ gameId }) => `/live/${gameId}` },
  // The big screen's short link, with a code no game can have (a known one leads on to /live/:gameId).
  '/j/:code': { as: ['member'], url: () => '/j/O0I1L0' },
  '/admin': { as: ['admin'] },
  '/admin/sessions': { as: ['admin'] },
  '/admin/sessions/:id': { as: ['admin'], url: ({ sessionId }) => `/admin/sessions/${encodeURIComponent(sessionId)}` },
  '/admin/assets': { as: ['admin'] },
  '/admin/reports': { as: ['admin'] },
  '/admin/questions': { as: ['admin'] },
  // Staff: the No Access page (docs/access.md).
  '/admin/members': { as: ['admin', 'staff'] },
  '/admin/venues': { as: ['admin'] },
  '/admin/home-content': { as: ['admin'] },
  '/admin/movies': { as: ['admin'] },
  '/admin/question-assets': { as: ['admin'] },
  '/admin/points-config': { as: ['admin'] },
  '/admin/check-in': { as: ['admin', 'staff'] },
  '/admin/live': { as: ['admin'], url: ({ liveSessionId, gameId }) => `/admin/live?session=${encodeURIComponent(liveSessionId)}&game=${gameId}` },
  '/admin/live/:gameId/screen': { as: ['admin'], url: ({ gameId }) => `/admin/live/${gameId}/screen` },
  '*': { as: ['guest'], url: () => '/no-such-page' },
};

/** The open states that matter, each a page and what opens it. */
const STATES: { name: string; as: Role; url: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'the sign-in dialog',
    as: 'guest',
    url: '/',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('dialog', { name: 'Sign In' }).getByLabel('Email').waitFor();
    },
  },
  {
    name: 'the booking dialog',
    as: 'member',
    url: '/shows',
    open: async (page) => {
      await page.getByRole('button', { name: /^Book Now/, disabled: false }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: /^Seat / }).first().waitFor();
    },
  },
  {
    name: 'the Edit Answer dialog (Q&A)',
    as: 'member',
    url: '/answered-questions',
    open: async (page) => {
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await page.getByRole('dialog', { name: 'Edit Answer' }).getByRole('radio').first().waitFor();
    },
  },
  {
    name: 'the Audit Trail dialog (Member Management)',
    as: 'admin',
    url: '/admin/members',
    open: async (page) => {
      await page.getByRole('button', { name: /^Audit Trail of / }).first().click();
      await page.getByRole('dialog', { name: 'Audit Trail' }).waitFor();
    },
  },
  {
    name: 'the Suspend Member dialog',
    as: 'admin',
    url: '/admin/members',
    open: async (page) => {
      await page.getByRole('button', { name: /^Suspend / }).first().click();
      await page.getByRole('dialog', { name: 'Suspend Member' }).getByLabel('Reason').waitFor();
    },
  },
];

const areaOf = (path: string): Area => (path === '/admin' || path.startsWith('/admin/') ? 'admin' : 'member-app');

/** Routes of the router that PAGES does not scan, and paths PAGES lists that the router no longer has. */
export function routerCoverage() {
  const routerPaths = [...readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8').matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]);
  return {
    routerPaths,
    unlisted: routerPaths.filter((path) => !(path in PAGES)),
    gone: Object.keys(PAGES).filter((path) => !routerPaths.includes(path)),
  };
}

/** A signed-in (or guest) page for a role, reused by every scan of that role. */
async function pageFor(browser: Browser, role: Role, users: Partial<Record<Exclude<Role, 'guest'>, TestUser>>): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ baseURL: inject('webUrl'), viewport: VIEWPORTS[0], reducedMotion: 'reduce' });
  await context.addInitScript(() => sessionStorage.setItem('cinema.splashShown', 'true'));
  const page = await context.newPage();
  if (role === 'guest') await page.goto('/');
  else await signIn(page, users[role]!.email, users[role]!.password);
  return page;
}

/** A member with a ticket and an answered question, so My Tickets and Answered Questions have content. */
async function memberWithHistory(sessions: SessionSummary[], movieId: string): Promise<TestUser> {
  const member = await createMember({ name: 'Axe Member With A Rather Long Name' });
  await creditPoints(member.userId, 500);
  await bookFreeSeat(member, sessions.at(-1)!.id);
  const { body: questions } = await member.api.get<{ items: MemberQuestion[] }>(`/api/movies/${movieId}/questions`);
  const question = questions.items[0];
  expect((await member.api.post(`/api/questions/${question.id}/answers`, { optionId: question.options[0].id })).status).toBe(201);
  return member;
}

/** A live game of a show of its own the member booked (the seeded shows are not changed): the phone, the host console and the big screen. */
async function liveGameOf(member: TestUser, admin: TestUser): Promise<Pick<Ids, 'liveSessionId' | 'gameId'>> {
  const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00' });
  await book(member, sessionId, ['A1']);
  const questionIds = await quizQuestionsOf(sessionId, 1);
  const { gameId } = (await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${sessionId}/live`, { questionIds })).body;
  return { liveSessionId: sessionId, gameId };
}

/** Waits until the page has drawn its title (every page has an h1) and its data: no new request for a while, nothing busy or loading, no transition running. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const pending = performance.getEntriesByType('resource').length; // grows while requests start
          const busy = document.querySelector('[aria-busy="true"], [role="status"] .visually-hidden');
          const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          return busy || moving ? -1 : pending;
        }),
      { timeout: 20_000, interval: 250 },
    )
    .toSatisfy(stableAndIdle());
}

/** True once the polled value is not -1 and the same three times in a row (no new request for ~0.5 s). */
function stableAndIdle() {
  const seen: number[] = [];
  return (value: number) => {
    seen.push(value);
    return value !== -1 && seen.length >= 3 && seen.slice(-3).every((v) => v === value);
  };
}

/** axe's serious and critical violations, one line per element: rule, impact, target, what is wrong. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help} [${violation.helpUrl}]`),
    );
}

/**
 * The scans of one area's pages and open states at both sizes, each role signed in once in its own
 * context. The file's own member, staff, admin and live game; the seeded shows are only read.
 */
export function describeAccessibilityScans(area: Area) {
  const scans = Object.entries(PAGES)
    .filter(([path]) => areaOf(path) === area)
    .flatMap(([path, scan]) => scan.as.map((role) => ({ path, role, scan })));
  const states = STATES.filter((state) => areaOf(state.url) === area);
  const roles = [...new Set([...scans.map((scan) => scan.role), ...states.map((state) => state.as)])];

  let browser: Browser;
  const pages = new Map<Role, Page>();
  let ids: Ids;

  beforeAll(async () => {
    browser = await launchBrowser();
    const guest = apiClient();
    const movies = (await guest.get<{ results: { id: number }[] }>('/api/movies?list=now_playing')).body.results;
    const movieId = String(movies[0].id);
    const movie = (await guest.get<{ credits: { cast: { id: number }[] } }>(`/api/movies/${movieId}`)).body;
    const sessions = (await guest.get<{ items: SessionSummary[] }>('/api/sessions')).body.items;
    ids = { movieId, personId: String(movie.credits.cast[0].id), sessionId: sessions[0].id, liveSessionId: '', gameId: '' };
    // The member app's member has a ticket and an answer to show; the admin area's live game needs only a booked member.
    const member = area === 'member-app' ? await memberWithHistory(sessions, movieId) : await createMember();
    const users = { member, admin: await createAdmin({ name: 'Axe Admin' }), ...(roles.includes('staff') ? { staff: await createStaff({ name: 'Axe Staff' }) } : {}) };
    Object.assign(ids, await liveGameOf(users.member, users.admin));
    for (const role of roles) pages.set(role, await pageFor(browser, role, users));
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    describe(`at ${size}`, () => {
      for (const { path, role, scan } of scans) {
        it(`${path} as ${role}: no serious or critical violation, and the page no wider than the screen`, async () => {
          const page = pages.get(role)!;
          await page.setViewportSize(viewport);
          await page.goto(scan.url?.(ids) ?? path);
          await settle(page);
          expect(await violations(page), `axe on ${page.url()} (${role}, ${size})`).toEqual([]);
          // WCAG 1.4.10 (reflow): nothing makes the page itself scroll sideways (a wide table scrolls in its own box).
          const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
          expect(widths.page, `${page.url()} scrolls sideways at ${size} (${role})`).toBeLessThanOrEqual(widths.screen);
        });
      }
      for (const state of states) {
        it(`${state.url} with ${state.name} open, as ${state.as}: no serious or critical violation`, async () => {
          const page = pages.get(state.as)!;
          await page.setViewportSize(viewport);
          await page.goto(state.url);
          await settle(page);
          await state.open(page);
          await settle(page);
          expect(await violations(page), `axe on ${page.url()} with ${state.name} (${state.as}, ${size})`).toEqual([]);
        });
      }
    });
  }
}
