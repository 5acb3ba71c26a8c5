import { preload } from 'swr';
import { HOME_FIRST_READS } from '../features/home/api/home';
import { isOAuthReturn } from '../lib/amplify';
import { fetchKey } from '../lib/api-client';
import { loadConfig } from '../lib/config';

/**
 * How long a visitor's first render of home waits for home's reads once the JavaScript is ready. They
 * usually arrived meanwhile (index.html requested them first); a slow API gets skeletons instead.
 */
const FIRST_READS_WAIT_MS = 400;

/** What home's first render starts from: each first read that had arrived, by its SWR key. */
export type FirstReads = Record<string, unknown>;

/**
 * index.html preloads home's first reads and /config.json on every path (it cannot know the route),
 * and Chrome warns about a preload the page leaves unused. So the app takes them all: /config.json is
 * read (a guest needs it only to sign in, but it is already here) and home's reads go into SWR
 * (`preload`: the hooks that ask for them get these responses, not new requests), so home, now or
 * later, shows them at once.
 *
 * At home (unless home came pre-rendered with its reads) it also resolves to the reads that have arrived (within FIRST_READS_WAIT_MS), for SWR's
 * `fallback`: home's first render then already holds the featured screening, the visitor's largest
 * paint, instead of painting skeletons and, one render later, the page.
 */
export async function claimPreloads({ waitAtHome }: { waitAtHome: boolean }): Promise<FirstReads> {
  loadConfig().catch(() => undefined);
  // Back from Google: reading the API would load Amplify, which completes that sign-in at once, before
  // the app listens for its events (lib/auth.tsx needs them for the page to return to).
  if (isOAuthReturn()) return {};
  const arrived: FirstReads = {};
  const reads = HOME_FIRST_READS.map((key) =>
    preload(key, fetchKey).then(
      (data) => void (arrived[key] = data),
      () => undefined,
    ),
  );
  if (!waitAtHome || window.location.pathname !== '/') return {};
  await Promise.race([Promise.all(reads), new Promise((resolve) => window.setTimeout(resolve, FIRST_READS_WAIT_MS))]);
  return { ...arrived };
}
