/**
 * The movie database adapter: one interface (MovieDatabase), two sources.
 *
 *   - TMDB v3 when a read token is configured (TMDB_READ_TOKEN, or a token the caller
 *     resolved elsewhere, e.g. from Secrets Manager, passed in the same env shape);
 *   - otherwise the bundled offline catalog of fictional films (no network needed).
 *
 * Both return the same domain shapes (./types), so nothing above this folder knows
 * which one it is talking to.
 */
import type { ResponseCache } from './cache';
import { createOfflineCatalog, type MediaKind, type OfflineCatalog } from './offline/catalog';
import { createTmdbClient, type TmdbClient } from './tmdb';

export * from './types';
export { memoryCache, type ResponseCache, type MemoryCache } from './cache';
export { createRateLimiter, type RateLimiter } from './rate-limit';
export {
  createTmdbClient,
  MovieDatabaseError,
  LIST_TTL_SECONDS,
  DETAILS_TTL_SECONDS,
  type TmdbClient,
  type TmdbClientOptions,
} from './tmdb';
export { createOfflineCatalog, CATALOG_TODAY, type OfflineCatalog, type MediaKind } from './offline/catalog';
export { renderPoster, renderBackdrop, renderPortrait } from './offline/art';

/** Environment variables read by createMovieDatabase. */
export interface MovieDatabaseEnv {
  /** TMDB "API Read Access Token"; when set (non-blank), TMDB is used. */
  TMDB_READ_TOKEN?: string;
  /** Overrides for tests/proxies. */
  TMDB_API_BASE_URL?: string;
  TMDB_IMAGE_BASE_URL?: string;
  /** Optional ISO 3166-1 region for now playing/upcoming (e.g. GB). */
  TMDB_REGION?: string;
  /** "offline" forces the bundled catalog even when a token is present. */
  MOVIE_DATABASE?: string;
  [key: string]: string | undefined;
}

export type ConfiguredMovieDatabase = TmdbClient | OfflineCatalog;

/** The bundled catalog, with artwork URLs under /api/media. */
export const offlineCatalog: OfflineCatalog = createOfflineCatalog();

/**
 * The movie database for this environment. `cache` is used by the TMDB client only
 * (the offline catalog is already in memory). `source` on the result says which one.
 */
export function createMovieDatabase(
  env: MovieDatabaseEnv = process.env,
  cache?: ResponseCache,
): ConfiguredMovieDatabase {
  const token = env.TMDB_READ_TOKEN?.trim();
  if (!token || env.MOVIE_DATABASE?.trim().toLowerCase() === 'offline') return offlineCatalog;
  return createTmdbClient({
    readToken: token,
    ...(env.TMDB_API_BASE_URL ? { baseUrl: env.TMDB_API_BASE_URL } : {}),
    ...(env.TMDB_IMAGE_BASE_URL ? { imageBaseUrl: env.TMDB_IMAGE_BASE_URL } : {}),
    ...(env.TMDB_REGION ? { region: env.TMDB_REGION } : {}),
    ...(cache ? { cache } : {}),
  });
}

/**
 * The SVG artwork of the offline catalog (served at /api/media/{kind}/{id}.svg), or
 * null for an unknown id. With TMDB, images come from TMDB's image host instead.
 */
export function renderMedia(kind: MediaKind, id: number): string | null {
  return offlineCatalog.renderMedia(kind, id);
}
