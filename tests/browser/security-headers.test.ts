import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inlineScriptHash, securityHeaders } from '../../infra/security-headers';
import { IMMUTABLE, REVALIDATE } from '../../infra/site-caching';
import { devServerHeaders } from '../../scripts/local/dev-headers';
import { localLiveUrl } from '../../scripts/local/live-server';
import { LOCAL_HOST, freePort } from '../../scripts/local/ports';
import { SESSION_MARK_SCRIPT } from '../../shared/session-mark';
import { createMember } from '../helpers';
import { launchBrowser, newPage, signInThroughDialog } from '../helpers/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every CSP violation the page reports (the DOM event) or logs (Chromium's console message). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`));
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

describe('the built SPA under the deployed security headers', () => {
  it('is served with the headers CloudFront sends (one definition), HSTS only over https', async () => {
    const response = await fetch(`${inject('webUrl')}/`);
    const { liveUrl } = (await (await fetch(`${inject('webUrl')}/config.json`)).json()) as { liveUrl: string };
    const expected = securityHeaders({ connect: [inject('cognitoUrl'), liveUrl], https: false });
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // One inline script, by its hash: the session mark (shared/session-mark.ts), the build's own text.
    expect(expected['content-security-policy']).toContain(`script-src 'self' https://www.youtube.com 'wasm-unsafe-eval' '${inlineScriptHash(SESSION_MARK_SCRIPT)}';`);
    expect(await response.text()).toContain(`<script>${SESSION_MARK_SCRIPT}</script>`);
    // The API's answers carry them too, as every CloudFront behaviour does.
    expect((await fetch(`${inject('webUrl')}/api/health`)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('loads home, the catalogue, a movie and the sign-in dialog without a CSP violation', async () => {
    const page = await newPage(browser);
    const violations = await watchCsp(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
    await page.locator('img').first().waitFor();
    await page.goto('/movies');
    await page.locator('a[href^="/movies/"]').first().click();
    await page.waitForURL(/\/movies\/\d+/);
    await page.getByRole('heading', { name: 'Top Cast' }).waitFor();
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('signs a member in (Cognito on another origin) and opens their pages without a CSP violation', async () => {
    const member = await createMember({ name: 'Csp Member' });
    const page = await newPage(browser);
    const violations = await watchCsp(page);
    await signInThroughDialog(page, member.email, member.password);
    await page.goto('/my-account');
    await page.getByText(member.email).first().waitFor();
    await page.goto('/shows');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('serves hashed assets immutable and compressed, index.html revalidated, and no source map', async () => {
    const html = await fetch(`${inject('webUrl')}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('cache-control')).toBe(REVALIDATE);
    const text = await html.text();
    const scripts = [...text.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await fetch(`${inject('webUrl')}${src}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(await asset.text()).not.toMatch(/sourceMappingURL/);
      expect((await fetch(`${inject('webUrl')}${src}.map`)).status).toBe(404);
    }
    const sw = await fetch(`${inject('webUrl')}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await sw.text()).not.toMatch(/sourceMappingURL/);
  });
});

describe("Vite's dev server (npm start) under the same headers", () => {
  let vite: ViteDevServer | undefined;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    // web/vite.config.ts proxies /api and /config.json to API_URL (the test stack, tests/setup/stack-env.ts).
    vite = await createServer({
      configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)),
      logLevel: 'silent',
      server: { host: LOCAL_HOST, port, strictPort: true, headers: devServerHeaders({ cognitoEndpoint: inject('cognitoUrl'), liveUrl: localLiveUrl(inject('apiUrl')), port }) },
    });
    await vite.listen();
    url = `http://${LOCAL_HOST}:${port}`;
  });

  afterAll(async () => {
    await vite?.close();
  });

  it('runs the app (fast refresh included) without a CSP violation', async () => {
    const response = await fetch(`${url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    // The session mark and fast refresh's inline preamble by their hashes; never 'unsafe-inline' for scripts.
    expect(scriptSrc).toMatch(/^script-src 'self' https:\/\/www\.youtube\.com 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(scriptSrc).toContain(inlineScriptHash(SESSION_MARK_SCRIPT));
    const context = await browser.newContext({ baseURL: url });
    await context.addInitScript(() => localStorage.setItem('cinema.splashShown', 'true'));
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor({ timeout: 60_000 });
    await page.getByRole('banner').getByText('Guest').waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
