import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { signInTokens } from '../../scripts/local/cognito';
import { AMPLIFY_KEY_PREFIX } from '../../shared/session-mark';
import { cognitoClient } from '.';

/**
 * The Chromium the tests drive: CHROMIUM_PATH when set, else Debian's Chromium headless shell
 * (`chromium-headless-shell`, what Playwright itself runs for headless tests), else the full Chromium. The
 * shell renders with the same engine and takes about a fifth less processor time on the browser files,
 * which on 2 cores is test-suite time (docs/performance.md, "Test suite time").
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

/** Chromium, headless, with the flags that keep it quiet and offline-friendly. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface NewPageOptions {
  width?: number;
  height?: number;
  /** Keep the 3-second splash of a device's first visit at home (off by default so tests start at once). */
  showSplash?: boolean;
  /** Offer "Continue with Google", answered by the Cognito emulator's hosted UI (useLocalHostedUi). */
  hostedUi?: boolean;
  /** The browser's language (e.g. 'de-DE'; Chromium's own by default). */
  locale?: string;
  /** The browser's time zone (e.g. 'Europe/Berlin'; the machine's by default). */
  timezoneId?: string;
}

/** A page in a fresh context (no session) whose relative URLs go to the SPA under test. */
export async function newPage(browser: Browser, { width = 1280, height = 800, showSplash = false, hostedUi = false, locale, timezoneId }: NewPageOptions = {}): Promise<Page> {
  // The deployed CSP lets the page call the hosted UI's domain (tests/infra); the local one does not know it.
  const context = await browser.newContext({ baseURL: inject('webUrl'), viewport: { width, height }, bypassCSP: hostedUi, locale, timezoneId });
  // Not on the blank page a new tab starts on, whose storage is off limits.
  if (!showSplash) await context.addInitScript(() => location.protocol.startsWith('http') && localStorage.setItem('cinema.splashShown', 'true'));
  if (hostedUi) await useLocalHostedUi(context);
  await context.addInitScript(recordToasts);
  recordForFailures(context);
  return context.newPage();
}

/**
 * What each open page's browser said (console errors and warnings, uncaught errors, API answers of 400 and
 * up, requests that got no answer), so that a test that fails, on CI above all, prints what the app went
 * through rather than only the locator it waited for. The last 40 lines of each context are kept; a failure
 * prints the contexts of its own test and of the file's `beforeAll`, and the lines noted during the test.
 */
interface Journal {
  /** The test that opened the context (none: a `beforeAll`). */
  openedBy: string | undefined;
  lines: { at: number; text: string }[];
}
const journals = new Map<BrowserContext, Journal>();
const LINES_KEPT = 40;
let testStartedAt = 0;

function recordForFailures(context: BrowserContext): void {
  const journal: Journal = { openedBy: expect.getState().currentTestName, lines: [] };
  const note = (text: string) => {
    journal.lines.push({ at: Date.now(), text });
    if (journal.lines.length > LINES_KEPT) journal.lines.shift();
  };
  journals.set(context, journal);
  context.on('close', () => journals.delete(context));
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`uncaught: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => note(`no answer (${request.failure()?.errorText}): ${request.method()} ${request.url()}`));
}

/** The page's URL and what its dialogs, alerts, status regions and toasts say. */
async function whatThePageShows(page: Page): Promise<string> {
  const shown = page
    .locator('[role="dialog"], [role="alertdialog"], [role="alert"], [role="status"], [data-testid="toast"]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText.trim()).filter(Boolean));
  const texts = await Promise.race([shown, new Promise<string[]>((resolve) => setTimeout(() => resolve(['(the page did not answer)']), 5_000))]).catch(
    (error: Error) => [`(could not read the page: ${error.message})`],
  );
  return [`page ${page.url()}`, ...texts.map((text) => `  shows: ${text.replace(/\s+/g, ' ').slice(0, 300)}`)].join('\n');
}

beforeEach(() => {
  testStartedAt = Date.now();
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const failed = expect.getState().currentTestName;
  for (const [context, { openedBy, lines }] of journals) {
    const during = lines.filter(({ at }) => at >= testStartedAt);
    if (openedBy !== undefined && openedBy !== failed && during.length === 0) continue;
    const pages = await Promise.all(context.pages().map(whatThePageShows));
    const noted = during.map(({ at, text }) => `  ${new Date(at).toISOString().slice(11, 23)} ${text}`);
    console.error(['The browser, when the test failed:', ...pages, ...noted].join('\n'));
  }
});

/** The hosted UI's domain in /config.json for useLocalHostedUi (reserved: it resolves nowhere). */
const HOSTED_UI_ORIGIN = 'https://hosted-ui.cinema.test';

/**
 * A stage with Google sign-in, on the local stack: /config.json gets the `oauth` block such a stage
 * publishes, and the hosted UI is the Cognito emulator's own (`/oauth2/authorize`, a user name and
 * password form standing in for Google, then `/oauth2/token`), which checks the web client's callback
 * URLs and PKCE. Amplify calls a hosted UI on https only and the emulator speaks http, so the
 * context carries the hosted UI's requests over to the emulator. The form posts to its own origin,
 * which stands for the emulator itself: that Origin is dropped (the emulator's front answers pages of
 * the app only); the app's own call (the code for tokens) keeps its Origin, so CORS is checked.
 */
export async function useLocalHostedUi(context: BrowserContext): Promise<void> {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), oauth: { domain: new URL(HOSTED_UI_ORIGIN).host } } });
  });
  await context.route(`${HOSTED_UI_ORIGIN}/**`, async (route) => {
    const request = route.request();
    const { pathname, search } = new URL(request.url());
    const { host: _host, origin, ...headers } = request.headers();
    const response = await route.fetch({
      url: `${inject('cognitoUrl')}${pathname}${search}`,
      headers: origin && origin !== HOSTED_UI_ORIGIN ? { ...headers, origin } : headers,
      // The browser follows the hosted UI's redirect back to the app itself.
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

/** Signs in with "Continue with Google" in the open sign-in dialog, through the local hosted UI (useLocalHostedUi). */
export async function signInWithGoogle(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.origin === HOSTED_UI_ORIGIN);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/**
 * Records the layout shifts (not caused by input) of every page the context loads from now on; the
 * returned function reads the page's cumulative layout shift so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.context().addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
}

/**
 * Signs in without the dialog, then opens `path` (by default the page it was on, else home) and waits
 * until the header shows the member. The tokens come from the Cognito emulator (the web client's
 * USER_PASSWORD_AUTH, the dialog's flow) and go where Amplify v6 keeps a session (its TokenStore:
 * `CognitoIdentityServiceProvider.<client>.LastAuthUser` and that user's tokens, clock drift and
 * sign-in details), the keys a sign-in through the dialog leaves; the app finds the session as after
 * any sign-in on this device. A second faster than the dialog (docs/testing.md, "Signing in").
 */
export async function signIn(page: Page, email: string, password: string, path?: string): Promise<void> {
  const onSite = page.url().startsWith('http');
  // A small document of the origin, to reach its localStorage without starting the app first.
  if (!onSite) await page.goto('/config.json');
  // The web app's client, the one its /config.json names.
  const clientId = inject('userPoolClientId');
  const tokens = await signInTokens(cognitoClient(), clientId, email, password);
  const { iat } = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString()) as { iat: number };
  const client = `${AMPLIFY_KEY_PREFIX}${clientId}`;
  const user = `${client}.${email}`;
  const session = {
    [`${client}.LastAuthUser`]: email,
    [`${user}.idToken`]: tokens.idToken,
    [`${user}.accessToken`]: tokens.accessToken,
    [`${user}.refreshToken`]: tokens.refreshToken,
    [`${user}.clockDrift`]: String(iat * 1000 - Date.now()),
    [`${user}.signInDetails`]: JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
  await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), session);
  if (path !== undefined || !onSite) await page.goto(path ?? '/');
  else await page.reload();
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/**
 * Signs in through the header's Sign In dialog, as a member does, and waits until the header shows the
 * member: for the tests of signing in itself; the others use `signIn` (docs/testing.md, "Signing in").
 */
export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/** Where the page is on the site under test: path, query and fragment. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The two sizes every page is tried at: a desktop and a phone. */
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * A toast on screen with this text. Not by role: Radix announces a toast through a live region for a
 * moment only, and while a modal dialog is open the page under it (where the toasts sit) is hidden
 * from the role queries.
 */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByTestId('toast').filter({ hasText: text }).first();

/** Whether two elements' boxes on screen share any point (a toast over what it must leave in sight). */
export async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  return a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
}

/** The texts of the toasts a page has shown, oldest first, kept by `recordToasts`. */
type ToastRecord = { shownToasts?: string[] };

/**
 * Keeps, in the page, the text of every toast it shows, as it is added: run in each document of the
 * contexts `newPage` (and pages like it) open, before the app's own scripts.
 */
export function recordToasts(): void {
  const shown: string[] = [];
  (window as ToastRecord).shownToasts = shown;
  new MutationObserver((mutations) => {
    for (const { addedNodes } of mutations) {
      for (const node of addedNodes) {
        if (!(node instanceof Element)) continue;
        const toasts = node.matches('[data-testid="toast"]') ? [node] : node.querySelectorAll('[data-testid="toast"]');
        // Its title, description and close button a line each: "Session cancelled\n1 booking refunded (15 pts).\n×".
        for (const added of toasts) shown.push([...added.children].map((part) => part.textContent).join('\n'));
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Runs `action` (a click that saves, deletes...) and waits until the page has shown a toast whose text
 * (title and description a line each) contains `text`, or matches it, since the action began; resolves
 * with that toast's text (a code or figure the toast alone tells). A toast closes itself 5 s after it
 * opens (an error later), on the page's clock, and a test that looks for it once the action has returned, on its own
 * schedule, can come too late on a busy machine (docs/testing.md, "Toasts"); the page's record of the
 * toasts it added does not depend on when the test looks.
 */
export async function toastAfter(page: Page, text: string | RegExp, action: () => Promise<unknown>): Promise<string> {
  // The document's start tells a page reloaded meanwhile (a new, empty record) from the same page.
  const shown = () => page.evaluate(() => ({ document: performance.timeOrigin, texts: (window as ToastRecord).shownToasts }));
  const before = await shown();
  if (!before.texts) throw new Error('This page keeps no record of its toasts: open it with newPage');
  const alreadyShown = before.texts.length;
  await action();
  let texts: string[] = [];
  const since = async () => {
    const now = await shown();
    texts = (now.texts ?? []).slice(now.document === before.document ? alreadyShown : 0);
    return texts;
  };
  const wanted = typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text);
  // As long as a locator's wait (30 s), which this replaces.
  await expect.poll(since, { message: `a toast with ${typeof text === 'string' ? `"${text}"` : text}`, timeout: 30_000 }).toContainEqual(wanted);
  return texts.find((shownText) => wanted.asymmetricMatch(shownText))!;
}

/**
 * Holds the stack's answers to the page's API requests that `matches` picks until `release()`: what the
 * page shows while they load, on a slow network. `arrived` settles once the first such request is sent.
 * Only the stack's own API (its origin's `/api/`) is held.
 */
export async function holdApiAnswers(page: Page, matches: (url: URL) => boolean): Promise<{ arrived: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const origin = inject('webUrl').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const api = new RegExp(`^${origin}/api/`);
  const hold = async (route: Route) => {
    if (matches(new URL(route.request().url()))) {
      arrive();
      await released;
    }
    await route.fallback();
  };
  await page.route(api, hold);
  return { arrived, release };
}

/** Reloads the tab and answers the browser's "Leave site?" with Cancel, as someone who stays; the question's type, or null when none came. */
export async function reloadAndStay(page: Page): Promise<string | null> {
  const asked = page.waitForEvent('dialog', { timeout: 3000 }).catch(() => null);
  await page.evaluate(() => setTimeout(() => location.reload()));
  const question = await asked;
  await question?.dismiss();
  return question?.type() ?? null;
}

/** A full-page screenshot into SHOTS_DIR when it is set (to look at a page the test drove); nothing otherwise. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The text of each line an element's text is drawn on, top to bottom. */
export const drawnLines = (element: Locator): Promise<string[]> =>
  element.evaluate((box) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + node.textContent![index]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
  });

/**
 * Pages a back-office table on to what is looked for, as an admin would: what other test files made sorts
 * before it, 10 rows to a page.
 */
export async function pageTo(page: Page, tableName: string, wanted: Locator): Promise<void> {
  const table = page.getByRole('table', { name: tableName });
  await table.getByRole('row').nth(1).waitFor();
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
  for (let turn = 0; (await wanted.count()) === 0 && turn < 100; turn++) {
    await page.getByRole('navigation', { name: `${tableName} pages` }).getByRole('button', { name: 'Next' }).click();
  }
}
