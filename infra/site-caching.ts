/**
 * How long browsers (and CloudFront) may keep each file of the built SPA, defined once: the web
 * stack uploads web/dist with these Cache-Control headers, and the local servers that serve the
 * production build (scripts/local/api-server.ts, the first-visit benchmark) send the same.
 *
 * Pure data: no CDK import.
 */

/** Vite's output under assets/ is named by content hash (`index-B6mDAZpp.js`): a name never changes content. */
export const HASHED_ASSETS_PREFIX = 'assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (ETag) before each use: index.html, sw.js, config.json, the manifest. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the site, by its path (`/assets/index-3f2a.js`, `/index.html`). */
export function cacheControlFor(path: string): string {
  return path.replace(/^\/+/, '').startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** Source maps never leave the build machine: not uploaded, not served. */
export const SOURCE_MAP_GLOBS = ['*.map', '**/*.map'];
