/**
 * TMDB v3 client behind the MovieDatabase interface.
 *
 * - Auth with the v4 "API Read Access Token" as a Bearer token (works for v3 routes).
 * - Responses are validated with zod and mapped to the domain types; images become
 *   absolute URLs on TMDB's image host (w500 posters, w1280 backdrops, w185 profiles).
 * - Mapped results are cached (lists 1 h, details 24 h) in a ResponseCache, which
 *   production backs with DynamoDB so that cold Lambdas share it.
 * - TMDB's rate limit (~50 req/s per IP) is respected with a process-wide token bucket
 *   (40 req/s) and by honouring Retry-After on HTTP 429 (bounded, at most 2 retries).
 */
import * as z from 'zod';
import type { ResponseCache } from './cache';
import { createRateLimiter, sleep as realSleep, type RateLimiter } from './rate-limit';
import {
  isValidId,
  normalisePage,
  TMDB_ATTRIBUTION,
  type CastMember,
  type CrewMember,
  type MovieDatabase,
  type MovieDetails,
  type MovieListItem,
  type MovieListKind,
  type MovieListPage,
  type MovieVideo,
  type PersonCredit,
  type PersonDetails,
} from './types';

export const TMDB_DEFAULT_BASE_URL = 'https://api.themoviedb.org/3';
export const TMDB_DEFAULT_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p';

/** Cache lifetimes, in seconds. */
export const LIST_TTL_SECONDS = 60 * 60;
export const DETAILS_TTL_SECONDS = 24 * 60 * 60;
/** A "not found" is remembered briefly: ids don't come back to life often, but they can appear. */
const NOT_FOUND_TTL_SECONDS = 60 * 60;

/**
 * Details are trimmed before caching: a blockbuster's full credits run to hundreds of
 * crew rows, DynamoDB items stop at 400 KB, and the UI shows 12 cast and the key crew.
 */
const MAX_CAST = 50;
const MAX_CREW = 60;

/** Cache keys carry a version so a change of the mapped shape never reads stale entries. */
const CACHE_PREFIX = 'tmdb:v1:';

/** One bucket per process: every client in this Lambda/container shares TMDB's allowance. */
const processRateLimiter = createRateLimiter({ ratePerSecond: 40, burst: 40 });

export interface TmdbClientOptions {
  /** TMDB "API Read Access Token" (sent as `Authorization: Bearer <token>`). */
  readToken: string;
  baseUrl?: string;
  imageBaseUrl?: string;
  cache?: ResponseCache;
  fetch?: typeof fetch;
  /** Default en-US (the product's language). */
  language?: string;
  /** Optional ISO 3166-1 region for now playing / upcoming release dates. */
  region?: string;
  /** Defaults to the process-wide 40 req/s bucket. */
  rateLimiter?: RateLimiter;
  /** Retries after HTTP 429; default 2. */
  maxRetries?: number;
  /** Upper bound on one Retry-After wait; default 10 s (a Lambda can't wait forever). */
  maxRetryAfterSeconds?: number;
  /** Per-request timeout; default 10 s. */
  timeoutMs?: number;
  /** Injectable for tests (Retry-After waits). */
  sleep?: (ms: number) => Promise<void>;
}

/** A failure talking to the movie database (not a "not found": that is null). */
export class MovieDatabaseError extends Error {
  override readonly name = 'MovieDatabaseError';
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// --- TMDB response schemas (only the fields we map; unknown keys are stripped) ---------

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const path = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));
const num = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

const tmdbListItem = z.object({
  id: z.number(),
  title: text,
  overview: text,
  poster_path: path,
  backdrop_path: path,
  release_date: text,
  vote_average: num,
  genre_ids: z.array(z.number()).nullish(),
  original_language: text,
});

const tmdbListPage = z.object({
  page: z.number(),
  total_pages: z.number(),
  total_results: z.number(),
  results: z.array(tmdbListItem),
});

const tmdbCast = z.object({
  id: z.number(),
  name: text,
  character: text,
  profile_path: path,
  order: z.number().nullish(),
});

const tmdbCrew = z.object({
  id: z.number(),
  name: text,
  job: text,
  department: text,
  profile_path: path,
});

const tmdbVideo = z.object({
  id: z.string(),
  key: text,
  name: text,
  type: text,
  site: text,
  official: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

const tmdbMovieDetails = tmdbListItem.extend({
  tagline: text,
  runtime: z
    .number()
    .nullish()
    .transform((v) => (v ? v : null)), // TMDB uses 0 for "unknown"
  genres: z.array(z.object({ id: z.number(), name: text })).nullish(),
  status: text,
  credits: z
    .object({ cast: z.array(tmdbCast).nullish(), crew: z.array(tmdbCrew).nullish() })
    .nullish(),
  videos: z.object({ results: z.array(tmdbVideo).nullish() }).nullish(),
});

const tmdbPerson = z.object({
  id: z.number(),
  name: text,
  known_for_department: text,
  birthday: path,
  place_of_birth: path,
  also_known_as: z.array(z.string()).nullish(),
  biography: text,
  profile_path: path,
});

const tmdbCredit = z.object({
  id: z.number(),
  media_type: text,
  title: text, // movies
  name: text, // tv
  character: text,
  job: text,
  release_date: text, // movies
  first_air_date: text, // tv
  poster_path: path,
  popularity: num,
});

const tmdbCombinedCredits = z.object({
  cast: z.array(tmdbCredit).nullish(),
  crew: z.array(tmdbCredit).nullish(),
});

// --- the client ------------------------------------------------------------------------

const LIST_PATHS: Record<MovieListKind, string> = {
  now_playing: '/movie/now_playing',
  upcoming: '/movie/upcoming',
  popular: '/movie/popular',
};

export type TmdbClient = MovieDatabase & { readonly source: 'tmdb' };

export function createTmdbClient(options: TmdbClientOptions): TmdbClient {
  const token = options.readToken?.trim();
  if (!token) throw new Error('createTmdbClient: a TMDB read token is required');
  const baseUrl = (options.baseUrl ?? TMDB_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const imageBaseUrl = (options.imageBaseUrl ?? TMDB_DEFAULT_IMAGE_BASE_URL).replace(/\/+$/, '');
  const language = options.language ?? 'en-US';
  const cache = options.cache;
  // Resolved per call (not captured) so a test may stub globalThis.fetch; wrapped so it is never called unbound.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limiter = options.rateLimiter ?? processRateLimiter;
  const maxRetries = options.maxRetries ?? 2;
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 10;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const wait = options.sleep ?? realSleep;

  const image = (size: string, p: string | null) => (p ? `${imageBaseUrl}/${size}${p.startsWith('/') ? '' : '/'}${p}` : null);

  const mapListItem = (m: z.infer<typeof tmdbListItem>): MovieListItem => ({
    id: m.id,
    title: m.title,
    overview: m.overview,
    posterUrl: image('w500', m.poster_path),
    backdropUrl: image('w1280', m.backdrop_path),
    releaseDate: m.release_date,
    voteAverage: m.vote_average,
    ...(m.genre_ids ? { genreIds: m.genre_ids } : {}),
    originalLanguage: m.original_language,
  });

  const mapListPage = (p: z.infer<typeof tmdbListPage>): MovieListPage => ({
    page: p.page,
    totalPages: p.total_pages,
    totalResults: p.total_results,
    results: p.results.map(mapListItem),
  });

  /** Requests that are in flight, so concurrent identical calls share one fetch. */
  const inflight = new Map<string, Promise<unknown>>();

  /**
   * GET a TMDB path, validate with `schema`, map, and cache the mapped value.
   * Returns null for a 404 (cached too, briefly).
   */
  async function get<S extends z.ZodType, T>(
    route: string,
    params: Record<string, string>,
    schema: S,
    map: (data: z.infer<S>) => T,
    ttlSeconds: number,
  ): Promise<T | null> {
    const query = new URLSearchParams({ language, ...params });
    query.sort(); // stable cache key whatever the argument order
    const key = `${CACHE_PREFIX}${route}?${query}`;

    const cached = await cacheGet(key);
    if (cached !== undefined) return cached as T | null;

    const pending = inflight.get(key);
    if (pending) return pending as Promise<T | null>;

    const work = (async () => {
      const body = await fetchJson(`${baseUrl}${route}?${query}`);
      if (body === null) {
        await cacheSet(key, null, NOT_FOUND_TTL_SECONDS);
        return null;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new MovieDatabaseError(`Unexpected TMDB response for ${route}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      }
      const value = map(parsed.data);
      await cacheSet(key, value, ttlSeconds);
      return value;
    })();
    inflight.set(key, work);
    try {
      return await work;
    } finally {
      inflight.delete(key);
    }
  }

  // A cache outage must not take the movie pages down: fall through to TMDB.
  async function cacheGet(key: string): Promise<unknown | undefined> {
    if (!cache) return undefined;
    try {
      return await cache.get(key);
    } catch {
      return undefined;
    }
  }
  async function cacheSet(key: string, value: unknown, ttl: number): Promise<void> {
    if (!cache) return;
    try {
      await cache.set(key, value, ttl);
    } catch {
      // best effort
    }
  }

  /** The JSON body, or null on 404. Honours the rate limit and retries 429s. */
  async function fetchJson(url: string): Promise<unknown | null> {
    for (let attempt = 0; ; attempt++) {
      await limiter.take();
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MovieDatabaseError('TMDB request failed', undefined, { cause: error });
      }
      if (res.status === 429 && attempt < maxRetries) {
        await res.body?.cancel();
        await wait(retryAfterMs(res.headers.get('retry-after'), maxRetryAfterSeconds));
        continue;
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) {
        const detail = await res.text().catch(() => '');
        throw new MovieDatabaseError(`TMDB answered HTTP ${res.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`, res.status);
      }
      try {
        return await res.json();
      } catch (error) {
        throw new MovieDatabaseError('TMDB answered with invalid JSON', res.status, { cause: error });
      }
    }
  }

  const emptyPage = (page: number): MovieListPage => ({ page, totalPages: 0, totalResults: 0, results: [] });

  return {
    source: 'tmdb',
    attribution: TMDB_ATTRIBUTION,

    async list(kind, page) {
      const route = LIST_PATHS[kind];
      if (!route) throw new RangeError(`Unknown movie list: ${String(kind)}`);
      const p = normalisePage(page);
      const params: Record<string, string> = { page: String(p) };
      if (options.region && kind !== 'popular') params.region = options.region;
      return (await get(route, params, tmdbListPage, mapListPage, LIST_TTL_SECONDS)) ?? emptyPage(p);
    },

    async search(query, page) {
      const p = normalisePage(page);
      // TMDB's title search ignores case, so lower-casing only improves cache hits.
      const q = query.trim().replace(/\s+/g, ' ').toLowerCase();
      if (q === '') return emptyPage(p);
      const params = { query: q, page: String(p), include_adult: 'false' };
      return (await get('/search/movie', params, tmdbListPage, mapListPage, LIST_TTL_SECONDS)) ?? emptyPage(p);
    },

    async movie(id) {
      if (!isValidId(id)) return null;
      return get(
        `/movie/${id}`,
        // Videos are filtered by `language`; also take videos with no language set.
        { append_to_response: 'credits,videos', include_video_language: `${language.slice(0, 2)},null` },
        tmdbMovieDetails,
        (m): MovieDetails => {
          const genres = (m.genres ?? []).map((g) => ({ id: g.id, name: g.name }));
          const cast: CastMember[] = (m.credits?.cast ?? [])
            .map((c, i) => ({
              id: c.id,
              name: c.name,
              character: c.character,
              profileUrl: image('w185', c.profile_path),
              order: c.order ?? i,
            }))
            .sort((a, b) => a.order - b.order)
            .slice(0, MAX_CAST);
          const crew: CrewMember[] = (m.credits?.crew ?? []).slice(0, MAX_CREW).map((c) => ({
            id: c.id,
            name: c.name,
            job: c.job,
            department: c.department,
            profileUrl: image('w185', c.profile_path),
          }));
          const videos: MovieVideo[] = (m.videos?.results ?? []).map((v) => ({
            id: v.id,
            key: v.key,
            name: v.name,
            type: v.type,
            site: v.site,
            official: v.official,
          }));
          return {
            ...mapListItem({ ...m, genre_ids: genres.map((g) => g.id) }),
            tagline: m.tagline,
            runtime: m.runtime,
            genres,
            status: m.status,
            credits: { cast, crew },
            videos,
          };
        },
        DETAILS_TTL_SECONDS,
      );
    },

    async person(id) {
      if (!isValidId(id)) return null;
      return get(
        `/person/${id}`,
        {},
        tmdbPerson,
        (p): PersonDetails => ({
          id: p.id,
          name: p.name,
          knownForDepartment: p.known_for_department,
          birthday: p.birthday,
          placeOfBirth: p.place_of_birth,
          alsoKnownAs: p.also_known_as ?? [],
          biography: p.biography,
          profileUrl: image('w185', p.profile_path),
        }),
        DETAILS_TTL_SECONDS,
      );
    },

    async personCredits(id) {
      if (!isValidId(id)) return [];
      const credits = await get(
        `/person/${id}/combined_credits`,
        {},
        tmdbCombinedCredits,
        (c) => mergeCredits(c.cast ?? [], c.crew ?? [], image),
        DETAILS_TTL_SECONDS,
      );
      return credits ?? [];
    },
  };
}

/**
 * One entry per title: a person may act in and direct the same film, or hold several
 * crew jobs on it ("Director, Screenplay"). Ordered most popular first, then newest.
 */
function mergeCredits(
  cast: z.infer<typeof tmdbCredit>[],
  crew: z.infer<typeof tmdbCredit>[],
  image: (size: string, p: string | null) => string | null,
): PersonCredit[] {
  const merged = new Map<string, { credit: PersonCredit; popularity: number; jobs: string[] }>();
  const add = (c: z.infer<typeof tmdbCredit>, role: 'cast' | 'crew') => {
    if (c.media_type !== 'movie' && c.media_type !== 'tv') return;
    const key = `${c.media_type}:${c.id}`;
    let entry = merged.get(key);
    if (!entry) {
      entry = {
        credit: {
          id: c.id,
          mediaType: c.media_type,
          title: (c.media_type === 'movie' ? c.title : c.name) || c.title || c.name,
          releaseDate: (c.media_type === 'movie' ? c.release_date : c.first_air_date) || '',
          posterUrl: image('w185', c.poster_path),
        },
        popularity: c.popularity,
        jobs: [],
      };
      merged.set(key, entry);
    }
    if (role === 'cast' && c.character && !entry.credit.character) entry.credit.character = c.character;
    if (role === 'crew' && c.job && !entry.jobs.includes(c.job)) entry.jobs.push(c.job);
  };
  cast.forEach((c) => add(c, 'cast'));
  crew.forEach((c) => add(c, 'crew'));

  return [...merged.values()]
    .map((e) => ({ ...e, credit: e.jobs.length ? { ...e.credit, job: e.jobs.join(', ') } : e.credit }))
    .sort((a, b) => b.popularity - a.popularity || b.credit.releaseDate.localeCompare(a.credit.releaseDate))
    .map((e) => e.credit);
}

/** Retry-After is seconds or an HTTP date; missing or unreadable means 1 s. Bounded by `maxSeconds`. */
export function retryAfterMs(header: string | null, maxSeconds: number, now = Date.now()): number {
  const bound = (ms: number) => Math.min(Math.max(0, ms), maxSeconds * 1000);
  if (header === null || header.trim() === '') return bound(1000);
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return bound(seconds * 1000);
  const date = Date.parse(header);
  if (!Number.isNaN(date)) return bound(date - now);
  return bound(1000);
}
