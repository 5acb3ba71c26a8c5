/**
 * Zod compiles fast object parsers with `new Function` when it may. Under the site's CSP (no
 * 'unsafe-eval', infra/security-headers.ts) its probe for that is refused and reported as a CSP
 * violation on every page with a form, even though zod then falls back. Jitless mode skips the probe.
 *
 * Set through the global zod 4 reads its configuration from (`z.config()` writes the same object),
 * so that the first page does not load zod just to configure it: importing `config` from zod costs
 * ~3 KB gzip on the entry. Imported first by main.tsx, before any schema parses; the browser test
 * tests/browser/security-headers.test.ts fails if zod probes again.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
