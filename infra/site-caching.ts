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

/** Pre-rendered home, which the home page function writes and CloudFront serves at `/` (docs/first-visit.md). */
export const HOME_PAGE_KEY = 'home.html';
/** How often home is rendered when deployed: its HTML lags the API by this much at most. */
export const HOME_RENDER_EVERY_SECONDS = 30;

/** Source maps never leave the build machine: not uploaded, not served. */
export const SOURCE_MAP_GLOBS = ['*.map', '**/*.map'];

/** How CloudFront treats a path under /api. */
export type ApiCaching = 'media' | 'catalogue' | 'listing' | 'none';

/**
 * The API paths CloudFront caches, in the order CloudFront tries them (first match wins; `*` matches
 * any characters, `/` included). Everything else under /api/* is not cached and gets every viewer
 * header (the member's Authorization included).
 *
 * Only public GET routes are cached, and only paths where no other route (another method, a member
 * route) lives: tests/infra/caching.test.ts checks every route of the route table against this list.
 * The cached behaviours forward NO viewer header (no Authorization, no cookie) and allow GET and HEAD
 * only, so a route added later under a cached path fails loudly (403 from CloudFront) instead of
 * silently losing its Authorization header.
 *
 * - `/api/media/*`: the drawn posters and photos; the handler sends `public, max-age=31536000, immutable`
 *   and CloudFront keeps them as long (up to a year).
 * - `/api/movies/*\/*` is listed first to keep everything BELOW a movie uncached: its questions (member),
 *   its reviews (POST/PATCH/DELETE are member routes on the same paths), its question count.
 * - then the catalogue, 60 seconds, the query string in the cache key: the movie list (`/api/movies`,
 *   `?list=&page=`), a movie (`/api/movies/{id}`), a person (`/api/people/{id}`), the trailers, the
 *   featured screening and the top fans preview.
 * - the week's sessions (`/api/sessions?from=&days=`), 5 seconds (the listing): its seats left, Few Left
 *   and Sold Out may be a few seconds behind a premiere's bookings (docs/booking.md), not a minute.
 *   Not a session's seat map: it must show a seat taken the moment it is booked. The Shows page's
 *   summary of the same days (`/api/sessions/summary`) as long: it holds no seat counts, but a show
 *   added or cancelled reaches its strip and filters when it reaches the cards.
 */
export const API_CACHING: readonly (readonly [pathPattern: string, caching: ApiCaching])[] = [
  ['/api/media/*', 'media'],
  ['/api/movies/*/*', 'none'],
  ['/api/movies/*', 'catalogue'],
  ['/api/movies', 'catalogue'],
  ['/api/people/*/*', 'none'],
  ['/api/people/*', 'catalogue'],
  ['/api/trailers', 'catalogue'],
  ['/api/featured', 'catalogue'],
  ['/api/sessions', 'listing'],
  ['/api/sessions/summary', 'listing'],
  ['/api/leaderboard/preview', 'catalogue'],
];

/** CloudFront's path-pattern match: `*` is any run of characters (slashes included), `?` one character. */
export const matchesPathPattern = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(path);

/** How CloudFront treats an API path: the first pattern of API_CACHING that matches, else not cached. */
export const apiCachingFor = (path: string): ApiCaching => API_CACHING.find(([pattern]) => matchesPathPattern(pattern, path))?.[1] ?? 'none';
