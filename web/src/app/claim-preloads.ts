import { preload } from 'swr';
import { HOME_FIRST_READS } from '../features/home/api/home';
import { fetchKey } from '../lib/api-client';
import { loadConfig } from '../lib/config';

/**
 * index.html preloads home's first reads and /config.json on every path (it cannot know the route),
 * and Chrome warns about a preload the page leaves unused. So the app takes them all: /config.json is
 * read (a guest needs it only to sign in, but it is already here), and on any page but home, home's
 * reads go into SWR's cache, so going home later shows it at once.
 */
export function claimPreloads(): void {
  loadConfig().catch(() => undefined);
  if (window.location.pathname === '/') return;
  for (const key of HOME_FIRST_READS) preload(key, fetchKey).catch(() => undefined);
}
