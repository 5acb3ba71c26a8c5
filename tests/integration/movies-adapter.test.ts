/**
 * Contract tests of the movie database adapter: ONE suite, run against both sources
 * (the bundled offline catalog, and the TMDB client talking to a local fake of TMDB
 * that answers in TMDB's real JSON shapes), plus source-specific tests.
 *
 * Needs no network and nothing from the local stack.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CATALOG_TODAY,
  createMovieDatabase,
  createOfflineCatalog,
  createTmdbClient,
  memoryCache,
  MOVIE_LIST_KINDS,
  MovieDatabaseError,
  offlineCatalog,
  PAGE_SIZE,
  renderMedia,
  TMDB_ATTRIBUTION,
  trailersOnly,
  type MediaKind,
  type MovieDatabase,
  type MovieDetails,
  type ResponseCache,
} from '../../functions/adapters/movies/index';
import { wellFormedXmlError } from '../../functions/adapters/movies/offline/well-formed';

const UNKNOWN_ID = 987_654_321;
const DATE = /^(\d{4}-\d{2}-\d{2})?$/;
/** Sentences, not split after abbreviations such as "Dr." or "St.". */
const sentenceCount = (text: string) => text.split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|Lt|Sgt|DC|Jr)\.)(?<=[.!?])\s+/).length;

// ---------------------------------------------------------------------------------------
// The shared contract
// ---------------------------------------------------------------------------------------

function describeMovieDatabaseContract(name: string, factory: () => MovieDatabase | Promise<MovieDatabase>) {
  describe(`MovieDatabase contract: ${name}`, () => {
    let db: MovieDatabase;
    /** The first popular film, with details: the anchor for the detail tests. */
    let anchor: MovieDetails;

    beforeAll(async () => {
      db = await factory();
      const popular = await db.list('popular');
      const details = await db.movie(popular.results[0].id);
      if (!details) throw new Error('the first popular film has no details');
      anchor = details;
    });

    it('carries the TMDB attribution', () => {
      expect(db.attribution).toBe(TMDB_ATTRIBUTION);
    });

    it.each(MOVIE_LIST_KINDS)('lists %s: page 1 with at most 20 well-formed items', async (kind) => {
      const page = await db.list(kind);
      expect(page.page).toBe(1);
      expect(page.results.length).toBeGreaterThan(0);
      expect(page.results.length).toBeLessThanOrEqual(PAGE_SIZE);
      expect(page.totalResults).toBeGreaterThanOrEqual(page.results.length);
      expect(page.totalPages).toBe(Math.ceil(page.totalResults / PAGE_SIZE));
      for (const m of page.results) {
        expect(Number.isInteger(m.id) && m.id > 0).toBe(true);
        expect(m.title).toEqual(expect.any(String));
        expect(m.title.length).toBeGreaterThan(0);
        expect(m.overview).toEqual(expect.any(String));
        expect(m.releaseDate).toMatch(DATE);
        expect(m.voteAverage).toEqual(expect.any(Number));
        expect(m.originalLanguage).toMatch(/^[a-z]{2}$/);
        expect(m.posterUrl === null || typeof m.posterUrl === 'string').toBe(true);
        expect(m.backdropUrl === null || typeof m.backdropUrl === 'string').toBe(true);
      }
      expect(await db.list(kind, 1)).toEqual(page);
    });

    it('pages lists with correct page numbers and no overlap', async () => {
      const first = await db.list('popular', 1);
      const second = await db.list('popular', 2);
      expect(second.page).toBe(2);
      expect(second.totalResults).toBe(first.totalResults);
      if (first.totalPages >= 2) {
        expect(second.results.length).toBeGreaterThan(0);
        const ids = new Set(first.results.map((m) => m.id));
        expect(second.results.some((m) => ids.has(m.id))).toBe(false);
      } else {
        expect(second.results).toEqual([]);
      }
      const beyond = await db.list('popular', first.totalPages + 1);
      expect(beyond.page).toBe(first.totalPages + 1);
      expect(beyond.results).toEqual([]);
    });

    it('treats a missing or silly page as page 1', async () => {
      expect((await db.list('upcoming', 0)).page).toBe(1);
      expect((await db.list('upcoming', -3)).page).toBe(1);
      expect((await db.list('upcoming', Number.NaN)).page).toBe(1);
    });

    it('returns movie details with credits and videos', async () => {
      const list = await db.list('popular');
      expect(anchor.id).toBe(list.results[0].id);
      expect(anchor.title).toBe(list.results[0].title);
      expect(anchor.tagline).toEqual(expect.any(String));
      expect(anchor.status.length).toBeGreaterThan(0);
      expect(anchor.runtime === null || anchor.runtime > 0).toBe(true);
      expect(anchor.genres.length).toBeGreaterThan(0);
      expect(anchor.genreIds).toEqual(anchor.genres.map((g) => g.id));
      expect(anchor.releaseDate).toMatch(DATE);

      const { cast, crew } = anchor.credits;
      expect(cast.length).toBeGreaterThan(0);
      expect(cast.map((c) => c.order)).toEqual([...cast.map((c) => c.order)].sort((a, b) => a - b));
      for (const c of cast) {
        expect(c).toEqual({ id: expect.any(Number), name: expect.any(String), character: expect.any(String), profileUrl: c.profileUrl, order: expect.any(Number) });
      }
      expect(crew.some((c) => c.job === 'Director' && c.department === 'Directing')).toBe(true);

      expect(anchor.videos.length).toBeGreaterThan(0);
      for (const v of anchor.videos) {
        expect(v).toEqual({ id: expect.any(String), key: expect.any(String), name: expect.any(String), type: expect.any(String), site: expect.any(String), official: expect.any(Boolean) });
      }
    });

    it('shows only YouTube trailers: trailersOnly drops teasers, featurettes and other hosts', async () => {
      expect(trailersOnly(anchor.videos).length).toBeGreaterThan(0);
      const page = await db.list('popular');
      let dropped = 0;
      for (const item of page.results) {
        const movie = await db.movie(item.id);
        if (!movie) continue;
        const shown = trailersOnly(movie.videos);
        for (const v of shown) {
          expect(v.type).toBe('Trailer');
          expect(v.site).toBe('YouTube');
          expect(v.key).toMatch(/^[A-Za-z0-9_-]{11}$/);
        }
        const hidden = movie.videos.filter((v) => !shown.includes(v));
        dropped += hidden.length;
        for (const v of hidden) expect(v.type !== 'Trailer' || v.site !== 'YouTube').toBe(true);
      }
      expect(dropped).toBeGreaterThan(0);
    });

    it('returns null / empty for unknown and invalid ids', async () => {
      expect(await db.movie(UNKNOWN_ID)).toBeNull();
      expect(await db.person(UNKNOWN_ID)).toBeNull();
      expect(await db.personCredits(UNKNOWN_ID)).toEqual([]);
      for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(await db.movie(bad)).toBeNull();
        expect(await db.person(bad)).toBeNull();
        expect(await db.personCredits(bad)).toEqual([]);
      }
    });

    it('returns person details for a cast member', async () => {
      const member = anchor.credits.cast[0];
      const person = await db.person(member.id);
      expect(person).not.toBeNull();
      expect(person!.id).toBe(member.id);
      expect(person!.name).toBe(member.name);
      expect(person!.knownForDepartment.length).toBeGreaterThan(0);
      expect(Array.isArray(person!.alsoKnownAs)).toBe(true);
      expect(person!.biography).toEqual(expect.any(String));
      expect(person!.birthday === null || /^\d{4}-\d{2}-\d{2}$/.test(person!.birthday)).toBe(true);
      expect(person!.placeOfBirth === null || typeof person!.placeOfBirth === 'string').toBe(true);
    });

    it("returns a person's credits, including the anchor film, once per title", async () => {
      const member = anchor.credits.cast[0];
      const credits = await db.personCredits(member.id);
      expect(credits.length).toBeGreaterThan(0);
      const here = credits.find((c) => c.mediaType === 'movie' && c.id === anchor.id);
      expect(here).toBeDefined();
      expect(here!.title).toBe(anchor.title);
      expect(here!.character).toBe(member.character);
      const keys = credits.map((c) => `${c.mediaType}:${c.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const c of credits) {
        expect(['movie', 'tv']).toContain(c.mediaType);
        expect(c.title.length).toBeGreaterThan(0);
        expect(c.releaseDate).toMatch(DATE);
        expect(c.character !== undefined || c.job !== undefined).toBe(true);
      }
    });

    it('returns the director with a job credit', async () => {
      const director = anchor.credits.crew.find((c) => c.job === 'Director')!;
      const credits = await db.personCredits(director.id);
      const here = credits.find((c) => c.mediaType === 'movie' && c.id === anchor.id);
      expect(here?.job).toContain('Director');
    });

    it('finds films by title, case-insensitively', async () => {
      const word = anchor.title.split(/\s+/).sort((a, b) => b.length - a.length)[0].replace(/[^\p{L}\p{N}]/gu, '');
      for (const query of [anchor.title, word.toLowerCase(), word.toUpperCase(), `  ${anchor.title.toLowerCase()}  `]) {
        const found = await db.search(query);
        expect(found.page).toBe(1);
        expect(found.results.length).toBeLessThanOrEqual(PAGE_SIZE);
        expect(found.results.map((m) => m.id), query).toContain(anchor.id);
      }
    });

    it('finds nothing for a nonsense or empty query', async () => {
      const none = await db.search('zzqxj no such film zzqxj');
      expect(none.results).toEqual([]);
      expect(none.totalResults).toBe(0);
      const empty = await db.search('   ');
      expect(empty.results).toEqual([]);
      expect(empty.page).toBe(1);
    });
  });
}

// ---------------------------------------------------------------------------------------
// A local fake of TMDB v3 (real response shapes, snake_case)
// ---------------------------------------------------------------------------------------

const TOKEN = 'test-read-token';

interface FakeMovie {
  id: number;
  title: string;
  overview: string;
  poster_path: string | null;
  backdrop_path: string | null;
  release_date: string;
  vote_average: number;
  genres: { id: number; name: string }[];
  original_language: string;
  popularity: number;
  tagline: string;
  runtime: number;
  status: string;
  cast: { id: number; name: string; character: string; profile_path: string | null; order: number }[];
  crew: { id: number; name: string; job: string; department: string; profile_path: string | null }[];
  videos: { id: string; key: string; name: string; type: string; site: string; official: boolean }[];
}

const yt = (n: number) => `vid${String(n).padStart(8, '0')}`; // 11 characters

const HERON: FakeMovie = {
  id: 101,
  title: 'The Clockwork Heron',
  overview: 'A tinkerer builds a bird that will not stay on the ground.',
  poster_path: '/heron-poster.jpg',
  backdrop_path: '/heron-backdrop.jpg',
  release_date: '2026-10-02',
  vote_average: 7.4,
  genres: [{ id: 14, name: 'Fantasy' }, { id: 18, name: 'Drama' }],
  original_language: 'en',
  popularity: 321.5,
  tagline: 'Some things are made to fly.',
  runtime: 117,
  status: 'Released',
  cast: [
    { id: 7001, name: 'Marta Quill', character: 'Ottilie', profile_path: '/marta.jpg', order: 0 },
    { id: 7003, name: 'Pim Oduya', character: 'The Heron (voice)', profile_path: null, order: 1 },
  ],
  crew: [
    { id: 7002, name: 'Idris Vale', job: 'Director', department: 'Directing', profile_path: '/idris.jpg' },
    { id: 7002, name: 'Idris Vale', job: 'Screenplay', department: 'Writing', profile_path: '/idris.jpg' },
    { id: 7004, name: 'Ada Lorne', job: 'Original Music Composer', department: 'Sound', profile_path: null },
  ],
  videos: [
    { id: 'v1', key: yt(1), name: 'Official Trailer', type: 'Trailer', site: 'YouTube', official: true },
    { id: 'v2', key: yt(2), name: 'Teaser', type: 'Teaser', site: 'YouTube', official: true },
    { id: 'v3', key: yt(3), name: 'Inside the Workshop', type: 'Featurette', site: 'YouTube', official: true },
    { id: 'v4', key: '76979871', name: 'Festival Trailer', type: 'Trailer', site: 'Vimeo', official: false },
  ],
};

function filler(id: number, title: string, date: string): FakeMovie {
  return {
    id,
    title,
    overview: '',
    poster_path: id % 3 === 0 ? null : `/p${id}.jpg`,
    backdrop_path: null,
    release_date: date,
    vote_average: 6 + (id % 30) / 10,
    genres: [{ id: 35, name: 'Comedy' }],
    original_language: id % 4 === 0 ? 'fr' : 'en',
    popularity: 100 - (id % 50),
    tagline: '',
    runtime: 90 + (id % 40),
    status: date > '2026-11-22' ? 'Post Production' : 'Released',
    cast: [{ id: 7001, name: 'Marta Quill', character: `Role ${id}`, profile_path: '/marta.jpg', order: 0 }],
    crew: [{ id: 7002, name: 'Idris Vale', job: 'Director', department: 'Directing', profile_path: '/idris.jpg' }],
    videos: [{ id: `t${id}`, key: yt(id), name: 'Trailer', type: 'Trailer', site: 'YouTube', official: true }],
  };
}

const FAKE_MOVIES = new Map<number, FakeMovie>(
  [
    HERON,
    filler(102, 'Northern Static', '2026-11-13'),
    filler(103, 'A Grammar of Rivers', '2027-02-19'),
    ...Array.from({ length: 22 }, (_, i) => filler(201 + i, `Summer Reel ${i + 1}`, `2025-0${1 + (i % 9)}-1${i % 10}`)),
  ].map((m) => [m.id, m]),
);

const FAKE_LISTS: Record<string, number[]> = {
  popular: [101, 102, 103, ...Array.from({ length: 22 }, (_, i) => 201 + i)], // 25: two pages
  now_playing: [102, 101],
  upcoming: [103],
};

const FAKE_PEOPLE: Record<number, object> = {
  7001: {
    adult: false,
    also_known_as: ['M. Quill', 'Marta Quillová'],
    biography: 'Marta Quill is a fictional actor of the fixture.',
    birthday: '1988-04-01',
    deathday: null,
    gender: 1,
    homepage: null,
    id: 7001,
    imdb_id: 'nm0000000',
    known_for_department: 'Acting',
    name: 'Marta Quill',
    place_of_birth: 'Hobart, Tasmania, Australia',
    popularity: 12.3,
    profile_path: '/marta.jpg',
  },
  7002: {
    also_known_as: [],
    biography: '',
    birthday: null,
    id: 7002,
    known_for_department: 'Directing',
    name: 'Idris Vale',
    place_of_birth: null,
    profile_path: null,
  },
};

function combinedCredits(personId: number) {
  const cast: object[] = [];
  const crew: object[] = [];
  for (const m of FAKE_MOVIES.values()) {
    const base = { adult: false, id: m.id, media_type: 'movie', title: m.title, original_title: m.title, release_date: m.release_date, poster_path: m.poster_path, popularity: m.popularity, vote_average: m.vote_average, genre_ids: m.genres.map((g) => g.id) };
    for (const c of m.cast) if (c.id === personId) cast.push({ ...base, character: c.character, credit_id: `c${m.id}`, order: c.order });
    for (const c of m.crew) if (c.id === personId) crew.push({ ...base, job: c.job, department: c.department, credit_id: `k${m.id}${c.job}` });
  }
  if (personId === 7001) {
    // A TV credit (name / first_air_date instead of title / release_date) and a crew job on a film she also acts in.
    cast.push({ id: 3001, media_type: 'tv', name: 'Night Desk', original_name: 'Night Desk', first_air_date: '2021-03-04', character: 'Herself', episode_count: 6, poster_path: '/night.jpg', popularity: 999 });
    crew.push({ id: 101, media_type: 'movie', title: HERON.title, release_date: HERON.release_date, poster_path: HERON.poster_path, popularity: HERON.popularity, job: 'Producer', department: 'Production' });
  }
  return { cast, crew, id: personId };
}

function listItem(m: FakeMovie) {
  return {
    adult: false,
    backdrop_path: m.backdrop_path,
    genre_ids: m.genres.map((g) => g.id),
    id: m.id,
    original_language: m.original_language,
    original_title: m.title,
    overview: m.overview,
    popularity: m.popularity,
    poster_path: m.poster_path,
    release_date: m.release_date,
    title: m.title,
    video: false,
    vote_average: m.vote_average,
    vote_count: 1234,
  };
}

function pageOf(ids: number[], page: number, extra: object = {}) {
  const items = ids.map((id) => listItem(FAKE_MOVIES.get(id)!));
  return {
    ...extra,
    page,
    results: items.slice((page - 1) * 20, page * 20),
    total_pages: Math.ceil(items.length / 20),
    total_results: items.length,
  };
}

interface FakeTmdb {
  url: string;
  requests: { path: string; query: URLSearchParams; authorization: string | undefined }[];
  /** Answer the next `count` requests to `path` with this status (and Retry-After). */
  failNext(path: string, count: number, status: number, retryAfter?: string): void;
  hits(path: string): number;
  reset(): void;
}

function startFakeTmdb(): Promise<FakeTmdb & { close(): Promise<void> }> {
  const requests: FakeTmdb['requests'] = [];
  const failures = new Map<string, { count: number; status: number; retryAfter?: string }>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/3/, '');
    requests.push({ path, query: url.searchParams, authorization: req.headers.authorization });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const notFound = () => send(404, { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' });

    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      return send(401, { success: false, status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' });
    }
    const failure = failures.get(path);
    if (failure && failure.count > 0) {
      failure.count--;
      return send(failure.status, { success: false, status_code: 25, status_message: 'Your request count is over the allowed limit.' }, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {});
    }

    const page = Number(url.searchParams.get('page') ?? '1');
    let m: RegExpExecArray | null;
    if ((m = /^\/movie\/(now_playing|upcoming|popular)$/.exec(path))) {
      const extra = m[1] === 'popular' ? {} : { dates: { maximum: '2026-12-31', minimum: '2026-10-01' } };
      return send(200, pageOf(FAKE_LISTS[m[1]], page, extra));
    }
    if (path === '/search/movie') {
      const q = (url.searchParams.get('query') ?? '').toLowerCase();
      const ids = [...FAKE_MOVIES.values()].filter((f) => q && f.title.toLowerCase().includes(q)).map((f) => f.id);
      return send(200, pageOf(ids, page));
    }
    if ((m = /^\/movie\/(\d+)$/.exec(path))) {
      const movie = FAKE_MOVIES.get(Number(m[1]));
      if (!movie) return notFound();
      const append = (url.searchParams.get('append_to_response') ?? '').split(',');
      const { cast, crew, videos, genres, ...rest } = movie;
      return send(200, {
        ...listItem(movie),
        ...rest,
        genres,
        belongs_to_collection: null,
        budget: 0,
        homepage: '',
        imdb_id: null,
        production_companies: [],
        revenue: 0,
        spoken_languages: [],
        ...(append.includes('credits')
          ? {
              credits: {
                cast: cast.map((c) => ({ adult: false, gender: 0, known_for_department: 'Acting', original_name: c.name, popularity: 1, cast_id: c.order, credit_id: `x${c.id}`, ...c })),
                crew: crew.map((c) => ({ adult: false, gender: 0, known_for_department: c.department, original_name: c.name, popularity: 1, credit_id: `y${c.id}${c.job}`, ...c })),
              },
            }
          : {}),
        ...(append.includes('videos')
          ? { videos: { results: videos.map((v) => ({ iso_639_1: 'en', iso_3166_1: 'US', size: 1080, published_at: '2026-07-01T16:00:00.000Z', ...v })) } }
          : {}),
      });
    }
    if ((m = /^\/person\/(\d+)$/.exec(path))) {
      const person = FAKE_PEOPLE[Number(m[1])];
      return person ? send(200, person) : notFound();
    }
    if ((m = /^\/person\/(\d+)\/combined_credits$/.exec(path))) {
      return FAKE_PEOPLE[Number(m[1])] ? send(200, combinedCredits(Number(m[1]))) : notFound();
    }
    return notFound();
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/3`,
        requests,
        failNext: (path, count, status, retryAfter) => failures.set(path, { count, status, retryAfter }),
        hits: (path) => requests.filter((r) => r.path === path).length,
        reset: () => {
          requests.length = 0;
          failures.clear();
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

// ---------------------------------------------------------------------------------------
// Run the contract against both sources
// ---------------------------------------------------------------------------------------

describeMovieDatabaseContract('offline catalog', () => offlineCatalog);

describe('TMDB client against a local fake TMDB', () => {
  let fake: Awaited<ReturnType<typeof startFakeTmdb>>;
  const IMAGES = 'https://img.test/t/p';

  beforeAll(async () => {
    fake = await startFakeTmdb();
  });
  afterAll(async () => {
    await fake?.close();
  });

  describeMovieDatabaseContract('TMDB', () => createTmdbClient({ readToken: TOKEN, baseUrl: fake.url, imageBaseUrl: IMAGES, cache: memoryCache() }));

  describe('TMDB specifics', () => {
    beforeEach(() => fake.reset());
    const client = (extra: Partial<Parameters<typeof createTmdbClient>[0]> = {}) =>
      createTmdbClient({ readToken: TOKEN, baseUrl: fake.url, imageBaseUrl: IMAGES, ...extra });

    it('sends the read token as a Bearer token, in en-US', async () => {
      await client().list('now_playing');
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].authorization).toBe(`Bearer ${TOKEN}`);
      expect(fake.requests[0].path).toBe('/movie/now_playing');
      expect(fake.requests[0].query.get('language')).toBe('en-US');
      expect(fake.requests[0].query.get('page')).toBe('1');
    });

    it('asks for credits and videos with the details', async () => {
      await client().movie(101);
      expect(fake.requests[0].query.get('append_to_response')).toBe('credits,videos');
    });

    it('fails loudly (not null) on a rejected token', async () => {
      const bad = createTmdbClient({ readToken: 'wrong', baseUrl: fake.url });
      await expect(bad.list('popular')).rejects.toMatchObject({ name: 'MovieDatabaseError', status: 401 });
      await expect(bad.movie(101)).rejects.toBeInstanceOf(MovieDatabaseError);
    });

    it('maps image paths to absolute URLs (w500 posters, w1280 backdrops, w185 profiles) and null paths to null', async () => {
      const heron = (await client().movie(101))!;
      expect(heron.posterUrl).toBe(`${IMAGES}/w500/heron-poster.jpg`);
      expect(heron.backdropUrl).toBe(`${IMAGES}/w1280/heron-backdrop.jpg`);
      expect(heron.credits.cast[0].profileUrl).toBe(`${IMAGES}/w185/marta.jpg`);
      expect(heron.credits.cast[1].profileUrl).toBeNull();
      expect(heron.credits.crew.find((c) => c.id === 7004)?.profileUrl).toBeNull();
      const page = await client().list('popular');
      expect(page.results.find((m) => m.id === 201)?.backdropUrl).toBeNull();
      expect((await client().person(7001))?.profileUrl).toBe(`${IMAGES}/w185/marta.jpg`);
    });

    it('maps details field by field', async () => {
      const heron = (await client().movie(101))!;
      expect(heron).toMatchObject({
        id: 101,
        title: 'The Clockwork Heron',
        releaseDate: '2026-10-02',
        voteAverage: 7.4,
        originalLanguage: 'en',
        tagline: 'Some things are made to fly.',
        runtime: 117,
        status: 'Released',
        genres: [{ id: 14, name: 'Fantasy' }, { id: 18, name: 'Drama' }],
        genreIds: [14, 18],
      });
      expect(heron.credits.cast[0]).toEqual({ id: 7001, name: 'Marta Quill', character: 'Ottilie', profileUrl: `${IMAGES}/w185/marta.jpg`, order: 0 });
      expect(heron.videos.map((v) => v.key)).toEqual([yt(1), yt(2), yt(3), '76979871']);
      expect(trailersOnly(heron.videos).map((v) => v.id)).toEqual(['v1']);
    });

    it('merges cast and crew credits per title, keeps TV credits, most popular first', async () => {
      const credits = await client().personCredits(7001);
      expect(credits[0]).toEqual({ id: 3001, mediaType: 'tv', title: 'Night Desk', character: 'Herself', releaseDate: '2021-03-04', posterUrl: `${IMAGES}/w185/night.jpg` });
      expect(credits[1]).toMatchObject({ id: 101, mediaType: 'movie', character: 'Ottilie', job: 'Producer' });
      expect(credits.filter((c) => c.id === 101)).toHaveLength(1);
      const director = await client().personCredits(7002);
      expect(director.find((c) => c.id === 101)?.job).toBe('Director, Screenplay');
    });

    it('retries a 429 after Retry-After', async () => {
      const waits: number[] = [];
      fake.failNext('/movie/popular', 1, 429, '1');
      const page = await client({ sleep: async (ms) => void waits.push(ms) }).list('popular');
      expect(page.results.length).toBe(20);
      expect(fake.hits('/movie/popular')).toBe(2);
      expect(waits).toEqual([1000]);
    });

    it('really waits for Retry-After (no injected sleep)', async () => {
      fake.failNext('/movie/upcoming', 1, 429, '1');
      const started = performance.now();
      const page = await client().list('upcoming');
      expect(page.results.map((m) => m.id)).toEqual([103]);
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
      expect(fake.hits('/movie/upcoming')).toBe(2);
    });

    it('bounds Retry-After and gives up after 2 retries', async () => {
      const waits: number[] = [];
      fake.failNext('/movie/popular', 5, 429, '3600');
      await expect(client({ sleep: async (ms) => void waits.push(ms) }).list('popular')).rejects.toMatchObject({ status: 429 });
      expect(fake.hits('/movie/popular')).toBe(3);
      expect(waits).toEqual([10_000, 10_000]);
    });

    it('does not retry other errors', async () => {
      fake.failNext('/movie/102', 1, 500);
      await expect(client().movie(102)).rejects.toMatchObject({ status: 500 });
      expect(fake.hits('/movie/102')).toBe(1);
    });

    it('serves a cached response without fetching it twice', async () => {
      const cache = memoryCache();
      const first = client({ cache });
      const a = await first.movie(101);
      const b = await first.movie(101);
      expect(b).toEqual(a);
      await first.list('popular', 2);
      await first.list('popular', 2);
      await first.search('heron');
      await first.search('  HERON ');
      // The cache is shared across clients (as the DynamoDB one is across Lambdas).
      await client({ cache }).movie(101);
      expect(fake.hits('/movie/101')).toBe(1);
      expect(fake.hits('/movie/popular')).toBe(1);
      expect(fake.hits('/search/movie')).toBe(1); // queries are normalised (trimmed, lower-cased)
    });

    it('caches lists for 1 hour and details for 24 hours, and not-found answers too', async () => {
      const ttls = new Map<string, number>();
      const cache: ResponseCache = {
        get: async () => undefined,
        set: async (key, _value, ttl) => void ttls.set(key, ttl),
      };
      const c = client({ cache });
      await c.list('popular');
      await c.search('heron');
      await c.movie(101);
      await c.person(7001);
      await c.personCredits(7001);
      await c.movie(UNKNOWN_ID);
      const ttlOf = (part: string) => [...ttls].find(([k]) => k.includes(part))?.[1];
      expect(ttlOf('/movie/popular')).toBe(3600);
      expect(ttlOf('/search/movie')).toBe(3600);
      expect(ttlOf('/movie/101?')).toBe(86_400);
      expect(ttlOf('/person/7001?')).toBe(86_400);
      expect(ttlOf('/person/7001/combined_credits')).toBe(86_400);
      expect(ttlOf(`/movie/${UNKNOWN_ID}`)).toBe(3600);
      expect([...ttls.keys()].some((k) => k.includes(TOKEN))).toBe(false);
    });

    it('shares one fetch between concurrent identical requests', async () => {
      const c = client();
      await Promise.all([c.movie(102), c.movie(102), c.movie(102)]);
      expect(fake.hits('/movie/102')).toBe(1);
    });

    it('keeps working when the cache fails', async () => {
      const broken: ResponseCache = {
        get: async () => {
          throw new Error('cache down');
        },
        set: async () => {
          throw new Error('cache down');
        },
      };
      expect((await client({ cache: broken }).movie(101))?.id).toBe(101);
    });

    it('uses TMDB when a token is configured, via createMovieDatabase', async () => {
      const db = createMovieDatabase({ TMDB_READ_TOKEN: TOKEN, TMDB_API_BASE_URL: fake.url });
      expect(db.source).toBe('tmdb');
      expect((await db.movie(101))?.title).toBe('The Clockwork Heron');
      expect(fake.requests[0].authorization).toBe(`Bearer ${TOKEN}`);
    });
  });
});

// ---------------------------------------------------------------------------------------
// Offline catalog specifics
// ---------------------------------------------------------------------------------------

describe('offline catalog', () => {
  const movies = offlineCatalog.allMovies();
  const people = offlineCatalog.allPeople();
  const peopleById = new Map(people.map((p) => [p.id, p]));

  it('is chosen when no TMDB token is configured (or offline is forced)', () => {
    expect(createMovieDatabase({}).source).toBe('offline');
    expect(createMovieDatabase({ TMDB_READ_TOKEN: '  ' }).source).toBe('offline');
    expect(createMovieDatabase({ TMDB_READ_TOKEN: 'x', MOVIE_DATABASE: 'offline' }).source).toBe('offline');
  });

  it('has at least 40 films, each with a trailer, 6-14 cast and a Director', () => {
    expect(movies.length).toBeGreaterThanOrEqual(40);
    for (const m of movies) {
      expect(trailersOnly(m.videos).length, m.title).toBeGreaterThanOrEqual(1);
      expect(m.videos.length).toBeLessThanOrEqual(3);
      expect(m.credits.cast.length, m.title).toBeGreaterThanOrEqual(6);
      expect(m.credits.cast.length, m.title).toBeLessThanOrEqual(14);
      const jobs = m.credits.crew.map((c) => c.job);
      for (const job of ['Director', 'Screenplay', 'Producer', 'Original Music Composer', 'Director of Photography']) {
        expect(jobs, `${m.title} ${job}`).toContain(job);
      }
      expect(m.genres.length).toBeGreaterThanOrEqual(1);
      expect(m.genres.length).toBeLessThanOrEqual(3);
      const sentences = sentenceCount(m.overview);
      expect(sentences, m.title).toBeGreaterThanOrEqual(2);
      expect(sentences, m.title).toBeLessThanOrEqual(4);
      expect(m.tagline.length).toBeGreaterThan(0);
      expect(new Set(m.credits.cast.map((c) => c.id)).size, `${m.title} casts someone twice`).toBe(m.credits.cast.length);
    }
    expect(new Set(movies.map((m) => m.id)).size).toBe(movies.length);
    expect(new Set(movies.map((m) => m.title.toLowerCase())).size).toBe(movies.length);
  });

  it('resolves every cast and crew person id to a person, and credits everyone', () => {
    const credited = new Set<number>();
    for (const m of movies) {
      for (const c of [...m.credits.cast, ...m.credits.crew]) {
        const person = peopleById.get(c.id);
        expect(person, `${m.title}: person ${c.id}`).toBeDefined();
        expect(person!.name).toBe(c.name);
        credited.add(c.id);
      }
    }
    expect(people.length).toBeGreaterThanOrEqual(80);
    expect(people.length).toBeLessThanOrEqual(120);
    expect(people.filter((p) => !credited.has(p.id)).map((p) => p.name)).toEqual([]);
  });

  it('gives people biographies, birthdays and up to 6 other names; some have TV credits', async () => {
    let withTv = 0;
    for (const p of people) {
      const sentences = sentenceCount(p.biography);
      expect(sentences, p.name).toBeGreaterThanOrEqual(2);
      expect(sentences, p.name).toBeLessThanOrEqual(4);
      expect(p.alsoKnownAs.length).toBeLessThanOrEqual(6);
      const credits = await offlineCatalog.personCredits(p.id);
      expect(credits.length, p.name).toBeGreaterThan(0);
      if (credits.some((c) => c.mediaType === 'tv')) withTv++;
    }
    expect(withTv).toBeGreaterThanOrEqual(3);
    expect(people.some((p) => p.alsoKnownAs.length > 5)).toBe(true);
    expect(people.some((p) => p.birthday === null)).toBe(true);
  });

  it('splits the lists by release date around the catalog date', async () => {
    const now = (await offlineCatalog.list('now_playing')).results;
    const upcoming = (await offlineCatalog.list('upcoming')).results;
    const popular = (await offlineCatalog.list('popular')).results;
    expect(now.length).toBeGreaterThanOrEqual(12);
    expect(upcoming.length).toBeGreaterThanOrEqual(12);
    expect(popular.length).toBeGreaterThanOrEqual(12);
    for (const m of now) expect(m.releaseDate <= CATALOG_TODAY).toBe(true);
    for (const m of upcoming) {
      expect(m.releaseDate > CATALOG_TODAY).toBe(true);
      expect(m.releaseDate >= '2026-12-01' && m.releaseDate <= '2027-06-30').toBe(true);
      expect((await offlineCatalog.movie(m.id))?.status).toBe('Post Production');
    }
    expect(movies.filter((m) => m.originalLanguage !== 'en').length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic', () => {
    const again = createOfflineCatalog();
    expect(again.allMovies()).toEqual(movies);
    expect(again.allPeople()).toEqual(people);
  });

  it('hands out copies, so callers cannot corrupt the catalog', async () => {
    const m = (await offlineCatalog.movie(movies[0].id))!;
    m.title = 'changed';
    m.credits.cast.length = 0;
    expect((await offlineCatalog.movie(movies[0].id))!.title).toBe(movies[0].title);
    expect((await offlineCatalog.movie(movies[0].id))!.credits.cast.length).toBe(movies[0].credits.cast.length);
  });

  it('finds titles ignoring case and accents', async () => {
    const withAccent = movies.find((m) => /[À-ÿ]/.test(m.title));
    const target = movies.find((m) => m.title.includes("'")) ?? movies[0];
    expect((await offlineCatalog.search(target.title.toUpperCase())).results.map((m) => m.id)).toContain(target.id);
    if (withAccent) {
      const plain = withAccent.title.normalize('NFD').replace(/\p{M}/gu, '');
      expect((await offlineCatalog.search(plain)).results.map((m) => m.id)).toContain(withAccent.id);
    }
  });

  it('serves well-formed SVG for every poster, backdrop and portrait URL it hands out', () => {
    const urls = new Set<string>();
    for (const m of movies) {
      urls.add(m.posterUrl!);
      urls.add(m.backdropUrl!);
      for (const c of [...m.credits.cast, ...m.credits.crew]) urls.add(c.profileUrl!);
    }
    for (const p of people) urls.add(p.profileUrl!);
    for (const url of urls) {
      const match = /^\/api\/media\/(poster|backdrop|person)\/(\d+)\.svg$/.exec(url);
      expect(match, url).not.toBeNull();
      const svg = renderMedia(match![1] as MediaKind, Number(match![2]));
      expect(svg, url).not.toBeNull();
      expect(svg!.startsWith('<svg')).toBe(true);
      expect(wellFormedXmlError(svg!), url).toBeNull();
    }
  });

  it('serves posters for TV credits too, and null for unknown ids', async () => {
    const tv = (await Promise.all(people.map((p) => offlineCatalog.personCredits(p.id)))).flat().find((c) => c.mediaType === 'tv')!;
    expect(renderMedia('poster', tv.id)).toMatch(/^<svg/);
    expect(renderMedia('poster', UNKNOWN_ID)).toBeNull();
    expect(renderMedia('person', movies[0].id)).toBeNull();
    expect(renderMedia('backdrop', -1)).toBeNull();
  });

  it('escapes XML special characters in titles', () => {
    const svg = offlineCatalog.renderMedia('poster', movies.find((m) => m.title.includes('&'))!.id)!;
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(wellFormedXmlError(svg)).toBeNull();
  });
});
