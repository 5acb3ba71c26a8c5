/**
 * `npm run bench:first-visit`: how fast home appears to a first-time visitor on a phone. A benchmark,
 * not a test: it measures and prints.
 *
 * The production build (`npm run build` -> web/dist, run here first unless `--no-build`) is served the
 * way CloudFront serves it: the local API server in its CloudFront role (scripts/local/api-server.ts
 * with `staticDir`: each file's Cache-Control from infra/site-caching.ts, hashed assets immutable,
 * index.html no-cache, brotli/gzip, the security headers), with the local stack's API behind /api,
 * started as the browser tests start it (DynamoDB Local in memory, the Cognito emulator, seeded).
 * In front of it, as CloudFront speaks to browsers, HTTP/2 over TLS (a throwaway self-signed
 * certificate made with `openssl`; plain HTTP/1.1 when openssl is missing, which serialises requests
 * over 6 connections and makes every figure worse).
 *
 * Chromium (playwright-core, /usr/bin/chromium) loads / with mobile throttling through the DevTools
 * protocol: 150 ms round trip, 1.6 Mbps down, 750 kbps up (Network.emulateNetworkConditions), CPU
 * slowed 4x (Emulation.setCPUThrottlingRate), a 412x823 phone screen. Each run is a fresh browser
 * context (empty cache):
 *   - cold, first visit: the device's first page, with the 3-second splash the spec asks for;
 *   - cold, splash already seen on this device: the same empty cache, what the page itself takes;
 *   - warm: the same page loaded again (HTTP cache, and the service worker when it registered).
 * Reported: Largest Contentful Paint (median and range), First Contentful Paint, Cumulative Layout
 * Shift, Total Blocking Time, bytes the page transferred and its requests, medians over the runs,
 * against the targets of docs/first-visit.md, with the machine's load average.
 *
 *   npm run bench:first-visit [-- --runs 5] [-- --no-build] [-- --dist <another build>]
 *   DEBUG_LCP=1 (every LCP candidate), DEBUG_REQUESTS=1 (every request), DEBUG_TIMING=1 (each resource's
 *   start-end), DEBUG_PROFILE=1 (main-thread JavaScript time of each cold load, by script and function)
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { securityHeaders } from '../../infra/security-headers';
import { HOME_RENDER_EVERY_SECONDS } from '../../infra/site-caching';
import { serveStatic } from '../local/api-server';
import { buildSite, serverDirOf } from '../local/build-site';
import { builtHomePage } from '../local/home-page';
import { LOCAL_HOST, freePort } from '../local/ports';
import { startBenchStack } from './bench-stack';
import { kb, ms, percentile, printTable } from './stats';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_DIST = join(ROOT, 'web/dist');

/** Lighthouse's mobile profile ("slow 4G", mid-tier phone). */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};
/** The targets (docs/first-visit.md): cold LCP (first visit and splash seen), cold FCP, warm LCP, CLS. */
export const TARGETS = { coldLcpMs: 1_300, coldFcpMs: 1_000, warmLcpMs: 600, cls: 0.05 };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    /** Another build to serve instead of web/dist; implies --no-build. */
    dist: { type: 'string' },
    /** A second build (e.g. an older commit's) measured in turns with the first, for a fair before/after. */
    compare: { type: 'string' },
  },
});
const RUNS = Number(args.runs);

interface LoadResult {
  lcp: number;
  fcp: number;
  /** Cumulative Layout Shift (the shifts without recent input). */
  cls: number;
  /** Total Blocking Time: each long task's time past 50 ms, from the first contentful paint on. */
  tbt: number;
  lcpElement: string;
  bytes: number;
  requests: number;
  serviceWorker: boolean;
}

/** Throttles a page's network and CPU, and counts what it transfers. */
async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  if (process.env.DEBUG_REQUESTS) {
    cdp.on('Network.requestWillBeSent', (event) => console.log(`  -> ${event.request.url.replace(/^https?:\/\/[^/]+/, '')} (${event.type})`));
  }
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return {
    reset: () => {
      bytes = 0;
      requests = 0;
    },
    totals: () => ({ bytes, requests }),
  };
}

/** Records every LCP candidate, layout shift and long task from the first byte of each document. */
const OBSERVE_PAINTS = () => {
  const all: string[] = [];
  const w = window as unknown as { __lcp?: { time: number; element: string }; __lcpAll?: string[]; __cls: number; __longTasks: [number, number][] };
  w.__lcpAll = all;
  w.__cls = 0;
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string; size?: number })[]) {
      const el = entry.element;
      const name = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : 'removed';
      w.__lcp = { time: entry.startTime, element: `${name}${entry.url ? ` ${entry.url.replace(location.origin, '')}` : ''} (${entry.size} px²)` };
      all.push(`${Math.round(entry.startTime)} ms ${w.__lcp.element}`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** Loads / and waits until it has settled (no request for a while, the splash gone), then reads its paints. */
async function load(page: Page, meter: Awaited<ReturnType<typeof throttle>>): Promise<LoadResult> {
  meter.reset();
  await page.goto('/', { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1_000);
  const paints = await page.evaluate(() => ({
    lcp: (window as unknown as { __lcp?: { time: number; element: string } }).__lcp,
    all: (window as unknown as { __lcpAll?: string[] }).__lcpAll ?? [],
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    cls: (window as unknown as { __cls: number }).__cls,
    longTasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    serviceWorker: Boolean(navigator.serviceWorker?.controller),
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.startTime < 4_000)
      .map((r) => `${r.name.replace(location.origin, '')} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`),
    navigation: (() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return n ? `html ${Math.round(n.requestStart)}-${Math.round(n.responseEnd)}, DOMContentLoaded ${Math.round(n.domContentLoadedEventEnd)}` : '';
    })(),
  }));
  if (process.env.DEBUG_TIMING) console.log(`  ${paints.navigation}\n    ${paints.resources.join('\n    ')}`);
  if (process.env.DEBUG_LCP) console.log(`  LCP candidates: ${paints.all.join(' -> ')}`);
  return {
    lcp: paints.lcp?.time ?? NaN,
    lcpElement: paints.lcp?.element ?? 'none',
    fcp: paints.fcp,
    cls: paints.cls,
    tbt: paints.longTasks.filter(([start]) => start >= paints.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    serviceWorker: paints.serviceWorker,
    ...meter.totals(),
  };
}

/** Samples the page's JavaScript; `print` lists where the time went until then, by script and by function. */
async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    print: async () => {
      const { profile } = await cdp.send('Profiler.stop');
      const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples?.length ?? 1);
      const selfSamples = new Map<number, number>();
      for (const id of profile.samples ?? []) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
      const byScript = new Map<string, number>();
      const byFunction = new Map<string, number>();
      for (const node of profile.nodes) {
        const time = (selfSamples.get(node.id) ?? 0) * interval;
        const { url, functionName, lineNumber } = node.callFrame;
        const script = url.replace(/^https?:\/\/[^/]+/, '') || `(${functionName || 'native'})`;
        byScript.set(script, (byScript.get(script) ?? 0) + time);
        const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
      }
      const top = (map: Map<string, number>, count: number) =>
        [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, time]) => `    ${ms(time).padStart(10)}  ${name}`).join('\n');
      console.log(`  JavaScript time by script:\n${top(byScript, 12)}\n  by function:\n${top(byFunction, 15)}`);
    },
  };
}

/** A throwaway self-signed certificate for 127.0.0.1, or null without openssl. */
function certificate(dir: string): { key: string; cert: string } | null {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${LOCAL_HOST}`, '-addext', `subjectAltName=IP:${LOCAL_HOST}`], { stdio: 'ignore' });
    return { key, cert };
  } catch {
    return null;
  }
}

/**
 * The site as CloudFront serves it, over HTTP/2 and TLS: the build's files (serveStatic: each file's
 * Cache-Control, brotli/gzip, ETag, SPA fallback), home pre-rendered at `/` when the build has its
 * server bundle (web/dist-server beside web/dist), the security headers (HSTS included: https), and
 * /api and /config.json passed to the local API server (which compresses what CloudFront would).
 */
async function siteFront(dist: string, api: string, cognitoEndpoint: string, tls: { key: string; cert: string }) {
  const upstream = new URL(api);
  const serverDir = serverDirOf(dist);
  // As deployed: a page rendered at most HOME_RENDER_EVERY_SECONDS ago, rendered once before the first load.
  const homePage = existsSync(join(serverDir, 'render-home.mjs'))
    ? builtHomePage({ staticDir: dist, serverDir, apiOrigin: api, reuseForMs: HOME_RENDER_EVERY_SECONDS * 1000 })
    : undefined;
  await homePage?.();
  const headers = securityHeaders({ connect: [cognitoEndpoint], https: true });
  const server = createSecureServer({ key: await readFile(tls.key), cert: await readFile(tls.cert) }, (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const path = new URL(req.url, 'https://local').pathname;
    if (path !== '/config.json' && path !== '/api' && !path.startsWith('/api/')) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      serveStatic(req as unknown as IncomingMessage, res as unknown as ServerResponse, dist, path, homePage).catch(() => res.writeHead(500).end());
      return;
    }
    const forwarded: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && value !== undefined) forwarded[name] = value;
    forwarded.host = upstream.host;
    const proxied = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: forwarded }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding'].includes(name)) out[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    proxied.on('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, LOCAL_HOST, resolve));
  return { url: `https://${LOCAL_HOST}:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Scenario = 'first visit' | 'splash seen';

/** One run: a fresh context (empty cache), a cold load, then a warm one. */
async function run(browser: Browser, baseURL: string, scenario: Scenario) {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(OBSERVE_PAINTS);
  if (scenario === 'splash seen') await context.addInitScript(() => localStorage.setItem('cinema.splashShown', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const meter = await throttle(cdp);
  const profiling = process.env.DEBUG_PROFILE ? await startProfile(cdp) : undefined;
  const cold = await load(page, meter);
  if (profiling) await profiling.print();
  const warm = await load(page, meter);
  await context.close();
  return { cold, warm };
}

type Results = Record<'first' | 'seen' | 'warm', LoadResult[]>;

function report(title: string, results: Results) {
  const median = (list: LoadResult[], key: 'lcp' | 'fcp' | 'cls' | 'tbt' | 'bytes' | 'requests') => percentile(list.map((r) => r[key]), 50);
  // The spread says how far one machine's moment moves the median (compare builds in turns).
  const range = (list: LoadResult[]) => `${Math.round(Math.min(...list.map((r) => r.lcp)))}-${Math.round(Math.max(...list.map((r) => r.lcp)))} ms`;
  const row = (name: string, list: LoadResult[]) => [
    name,
    ms(median(list, 'lcp')),
    range(list),
    ms(median(list, 'fcp')),
    median(list, 'cls').toFixed(3),
    ms(median(list, 'tbt')),
    kb(median(list, 'bytes')),
    String(median(list, 'requests')),
  ];
  printTable(title, ['load', 'LCP', 'LCP range', 'FCP', 'CLS', 'TBT', 'transferred', 'requests'], [
    row('cold, first visit (3 s splash)', results.first),
    row('cold, splash already seen', results.seen),
    row('warm (second load)', results.warm),
  ]);
  const elements = (list: LoadResult[]) => [...new Set(list.map((r) => r.lcpElement))].join(' | ');
  console.log(`LCP element: cold first visit ${elements(results.first)}; cold, splash seen ${elements(results.seen)}; warm ${elements(results.warm)}`);
  console.log(`Warm loads under the service worker: ${results.warm.filter((r) => r.serviceWorker).length} of ${results.warm.length}`);
  const verdict = (value: number, target: number, format: (n: number) => string) => `${format(value)} (${value <= target ? 'within' : 'OVER'} ${format(target)})`;
  const worst = (key: 'cls', ...lists: LoadResult[][]) => Math.max(...lists.map((list) => median(list, key)));
  console.log(
    [
      `Targets: cold LCP first visit ${verdict(median(results.first, 'lcp'), TARGETS.coldLcpMs, ms)}, splash seen ${verdict(median(results.seen, 'lcp'), TARGETS.coldLcpMs, ms)}`,
      `cold FCP ${verdict(Math.max(median(results.first, 'fcp'), median(results.seen, 'fcp')), TARGETS.coldFcpMs, ms)}`,
      `warm LCP ${verdict(median(results.warm, 'lcp'), TARGETS.warmLcpMs, ms)}`,
      `CLS ${verdict(worst('cls', results.first, results.seen, results.warm), TARGETS.cls, (n) => n.toFixed(3))}.`,
    ].join('; '),
  );
}

async function main() {
  const webDist = args.dist ?? WEB_DIST;
  if (!args['no-build'] && !args.dist) {
    console.log('Building the SPA (web/dist, web/dist-server)...');
    await buildSite();
  }
  const stack = await startBenchStack({ staticDir: webDist });
  const tls = certificate(stack.dataDir);
  if (!tls) console.log("openssl not found: serving over HTTP/1.1 (slower than CloudFront's HTTP/2), and --compare is not available.");
  const builds = [{ name: webDist, dist: webDist }, ...(args.compare && tls ? [{ name: args.compare, dist: args.compare }] : [])];
  const fronts = tls ? await Promise.all(builds.map((b) => siteFront(b.dist, stack.apiUrl, stack.cognito.endpoint, tls))) : [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--ignore-certificate-errors'],
  });
  const results: Results[] = builds.map(() => ({ first: [], seen: [], warm: [] }));
  try {
    // In turns, so that whatever else the machine does weighs on every build alike.
    for (let i = 0; i < RUNS; i++) {
      for (const [index] of builds.entries()) {
        const url = fronts[index]?.url ?? stack.apiUrl;
        const first = await run(browser, url, 'first visit');
        const seen = await run(browser, url, 'splash seen');
        results[index].first.push(first.cold);
        results[index].seen.push(seen.cold);
        results[index].warm.push(seen.warm, first.warm);
      }
    }
  } finally {
    await browser.close();
    for (const front of fronts) await front.close();
    await stack.close();
  }

  const conditions = `${tls ? 'HTTP/2 + TLS' : 'HTTP/1.1'}; ${MOBILE_PROFILE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${MOBILE_PROFILE.cpuSlowdown}x slower; median of ${RUNS}`;
  for (const [index, b] of builds.entries()) {
    report(`First visit of / with ${b.name === WEB_DIST ? 'web/dist' : b.name} (served as CloudFront does, ${conditions})`, results[index]);
  }
  console.log(`Load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(2)).join(', ')}`);
  console.log('Figures swing with whatever else the machine runs (the CPU is slowed 4x on top): compare builds with --compare.');
}

await main();
