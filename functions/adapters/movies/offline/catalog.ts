/**
 * The offline movie database: the bundled fictional catalog behind the same
 * MovieDatabase interface as TMDB. Used whenever no TMDB token is configured (local
 * stack, tests, CI), so the product runs with no network at all.
 *
 * The seeds in films.ts and people.ts are turned into full records here: casting and
 * crewing are done by a deterministic assignment (least-used person first, ties broken
 * by a seeded PRNG), so everyone gets work, filmographies overlap naturally, and the
 * result is identical on every run.
 */
import {
  isValidId,
  normalisePage,
  PAGE_SIZE,
  TMDB_ATTRIBUTION,
  TMDB_MOVIE_GENRES,
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
} from '../types';
import { renderBackdrop, renderPortrait, renderPoster, type PosterSubject } from './art';
import { FILMS, LISTS, SERIES, type FilmSeed, type SeriesSeed } from './films';
import {
  CREW_BEGINNINGS,
  CREW_STYLES,
  DEPARTMENTS,
  HOBBIES,
  PEOPLE,
  SCHOOLS,
  SUPPORTING_ROLES,
  UPBRINGINGS,
  type DeptCode,
  type Gender,
  type PersonSeed,
} from './people';
import { intBetween, pick, rngFor, type Rng } from './prng';
import { inWords } from '../../../../shared/text';

/**
 * The catalog's "today": films released after it are upcoming (Post Production). A
 * fixed date, not the clock, so the catalog never changes under the tests.
 */
export const CATALOG_TODAY = '2026-11-22';

export type MediaKind = 'poster' | 'backdrop' | 'person';

export interface OfflineCatalogOptions {
  /** Prefix of the artwork URLs; the API serves `${mediaBaseUrl}/{kind}/{id}.svg`. */
  mediaBaseUrl?: string;
}

export interface TvSeries {
  id: number;
  name: string;
  firstAirDate: string;
  genreIds: number[];
}

export interface OfflineCatalog extends MovieDatabase {
  readonly source: 'offline';
  /** Every film with full details (copies), for seeding and tests. */
  allMovies(): MovieDetails[];
  /** Every person (copies). */
  allPeople(): PersonDetails[];
  /** The SVG for `/api/media/{kind}/{id}.svg`, or null for an unknown id. */
  renderMedia(kind: MediaKind, id: number): string | null;
}

// --- building the catalog -------------------------------------------------------------

interface Role {
  character: string;
  gender: Gender;
}

function parseRoles(spec: string): Role[] {
  return spec
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const i = s.lastIndexOf(':');
      return { character: s.slice(0, i), gender: s.slice(i + 1) as Gender };
    });
}

interface Built {
  movies: Map<number, MovieDetails>;
  people: Map<number, PersonDetails>;
  credits: Map<number, PersonCredit[]>;
  series: Map<number, TvSeries>;
  lists: Record<MovieListKind, number[]>;
}

interface RawCredit {
  mediaType: 'movie' | 'tv';
  id: number;
  title: string;
  releaseDate: string;
  popularity: number;
  character?: string;
  /** A leading (written) role rather than a generated supporting one. */
  lead?: boolean;
  jobs: string[];
}

/** Ranking for "known for": the popular list first, then what's in cinemas, then rating. */
function popularityOf(film: FilmSeed): number {
  const popular = (LISTS.popular as readonly number[]).indexOf(film.id);
  return (
    (popular >= 0 ? 200 - popular * 5 : 0) +
    ((LISTS.now_playing as readonly number[]).includes(film.id) ? 100 : 0) +
    ((LISTS.upcoming as readonly number[]).includes(film.id) ? 60 : 0) +
    film.vote * 5
  );
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789abcdef';
const randomString = (rng: Rng, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(rng() * alphabet.length)]).join('');

function buildVideos(film: FilmSeed): MovieVideo[] {
  const rng = rngFor(film.id, 'videos');
  let trailers = 0;
  return [...film.videos].map((code): MovieVideo => {
    const id = randomString(rng, HEX, 24);
    const youtubeKey = randomString(rng, BASE64URL, 11);
    switch (code) {
      case 'T':
        trailers++;
        return { id, key: youtubeKey, name: trailers === 1 ? 'Official Trailer' : `Official Trailer ${trailers}`, type: 'Trailer', site: 'YouTube', official: true };
      case 't':
        return { id, key: youtubeKey, name: 'Official Teaser', type: 'Teaser', site: 'YouTube', official: true };
      case 'F':
        return { id, key: youtubeKey, name: `A Look Inside ${film.title}`, type: 'Featurette', site: 'YouTube', official: true };
      case 'B':
        return { id, key: youtubeKey, name: 'Making Of', type: 'Behind the Scenes', site: 'YouTube', official: false };
      case 'V':
        // Vimeo ids are numeric; this trailer is not on the product's video host.
        return { id, key: String(100000000 + Math.floor(rng() * 899999999)), name: 'Festival Trailer', type: 'Trailer', site: 'Vimeo', official: false };
      default:
        throw new Error(`Unknown video code ${code} for film ${film.id}`);
    }
  });
}

function buildCatalog(mediaBaseUrl: string): Built {
  const media = (kind: MediaKind, id: number) => `${mediaBaseUrl}/${kind}/${id}.svg`;
  const usage = new Map<number, number>(PEOPLE.map((p) => [p[0], 0]));
  const raw = new Map<number, RawCredit[]>(PEOPLE.map((p) => [p[0], []]));
  const byDept = (d: DeptCode) => PEOPLE.filter((p) => p[5] === d);

  /**
   * Chooses the least-used eligible person (ties broken by the PRNG), preferring people
   * tied to the film's language for non-English films.
   */
  const choose = (rng: Rng, pool: readonly PersonSeed[], lang: string, exclude: Set<number>): PersonSeed => {
    const eligible = pool.filter((p) => !exclude.has(p[0]));
    if (eligible.length === 0) throw new Error('offline catalog: ran out of people to cast');
    const native = lang !== 'en' ? eligible.filter((p) => p[6] === lang) : [];
    const candidates = native.length ? native : eligible.filter((p) => p[6] === '' || lang === 'en');
    const from = candidates.length ? candidates : eligible;
    const least = Math.min(...from.map((p) => usage.get(p[0])!));
    const tied = from.filter((p) => usage.get(p[0]) === least);
    const chosen = pick(rng, tied);
    usage.set(chosen[0], least + 1);
    exclude.add(chosen[0]);
    return chosen;
  };

  const actors = byDept('A');
  /** Actors who can play a role written for this gender ('x' roles are open to anyone). */
  const actorsFor = (g: Gender) => (g === 'x' ? actors : actors.filter((a) => a[2] === g));

  const movies = new Map<number, MovieDetails>();
  for (const film of FILMS) {
    const rng = rngFor(film.id, 'credits');
    const voice = film.genres.includes(16) ? ' (voice)' : '';
    const inFilm = new Set<number>();
    const popularity = popularityOf(film);

    const leads = parseRoles(film.cast);
    const castSize = Math.max(leads.length, intBetween(rng, 6, 14));
    const supporting = [...SUPPORTING_ROLES];
    const cast: CastMember[] = [];
    for (let order = 0; order < castSize; order++) {
      const lead = leads[order];
      const person = choose(rng, lead ? actorsFor(lead.gender) : actors, film.lang, inFilm);
      const character = lead ? lead.character : supporting.splice(Math.floor(rng() * supporting.length), 1)[0];
      cast.push({ id: person[0], name: person[1], character: character + voice, profileUrl: media('person', person[0]), order });
    }

    const crewSeeds: [PersonSeed, string][] = [];
    const director = choose(rng, byDept('D'), film.lang, new Set());
    crewSeeds.push([director, 'Director']);
    // Many directors write their own films.
    crewSeeds.push([rng() < 0.35 ? director : choose(rng, byDept('W'), film.lang, new Set()), 'Screenplay']);
    const producers = new Set<number>();
    crewSeeds.push([choose(rng, byDept('P'), film.lang, producers), 'Producer']);
    if (rng() < 0.4) crewSeeds.push([choose(rng, byDept('P'), film.lang, producers), 'Producer']);
    crewSeeds.push([choose(rng, byDept('S'), film.lang, new Set()), 'Original Music Composer']);
    crewSeeds.push([choose(rng, byDept('C'), film.lang, new Set()), 'Director of Photography']);
    const crew: CrewMember[] = crewSeeds.map(([p, job]) => ({
      id: p[0],
      name: p[1],
      job,
      department: DEPARTMENTS[jobDepartment(job)],
      profileUrl: media('person', p[0]),
    }));

    const addCredit = (personId: number, patch: { character?: string; lead?: boolean; job?: string }) => {
      const list = raw.get(personId)!;
      let credit = list.find((c) => c.mediaType === 'movie' && c.id === film.id);
      if (!credit) {
        credit = { mediaType: 'movie', id: film.id, title: film.title, releaseDate: film.releaseDate, popularity, jobs: [] };
        list.push(credit);
      }
      if (patch.character) credit.character = patch.character;
      if (patch.lead) credit.lead = true;
      if (patch.job && !credit.jobs.includes(patch.job)) credit.jobs.push(patch.job);
    };
    cast.forEach((c) => addCredit(c.id, { character: c.character, lead: c.order < leads.length }));
    crew.forEach((c) => addCredit(c.id, { job: c.job }));

    const genres = film.genres.map((id) => ({ id, name: TMDB_MOVIE_GENRES[id] ?? 'Unknown' }));
    movies.set(film.id, {
      id: film.id,
      title: film.title,
      overview: film.overview,
      posterUrl: media('poster', film.id),
      backdropUrl: media('backdrop', film.id),
      releaseDate: film.releaseDate,
      voteAverage: film.vote,
      genreIds: film.genres,
      originalLanguage: film.lang,
      tagline: film.tagline,
      runtime: film.runtime,
      genres,
      status: film.releaseDate > CATALOG_TODAY ? 'Post Production' : 'Released',
      credits: { cast, crew },
      videos: buildVideos(film),
    });
  }

  // TV credits: a few actors per series (the least-cast ones, which evens things out).
  const series = new Map<number, TvSeries>();
  for (const show of SERIES) {
    series.set(show.id, { id: show.id, name: show.name, firstAirDate: show.firstAirDate, genreIds: show.genres });
    const rng = rngFor(show.id, 'series');
    const inShow = new Set<number>();
    for (const role of parseRoles(show.cast)) {
      const person = choose(rng, actorsFor(role.gender), 'en', inShow);
      raw.get(person[0])!.push({ ...tvCredit(show, { character: role.character }), lead: true });
    }
    const producer = choose(rng, byDept('P'), 'en', new Set());
    raw.get(producer[0])!.push(tvCredit(show, { jobs: ['Executive Producer'] }));
  }

  const credits = new Map<number, PersonCredit[]>();
  for (const [personId, list] of raw) {
    const sorted = [...list].sort((a, b) => b.popularity - a.popularity || b.releaseDate.localeCompare(a.releaseDate));
    credits.set(
      personId,
      sorted.map((c) => ({
        id: c.id,
        mediaType: c.mediaType,
        title: c.title,
        ...(c.character ? { character: c.character } : {}),
        ...(c.jobs.length ? { job: c.jobs.join(', ') } : {}),
        releaseDate: c.releaseDate,
        posterUrl: media('poster', c.id),
      })),
    );
  }

  const people = new Map<number, PersonDetails>();
  for (const seed of PEOPLE) {
    const [id, name, , birthday, placeOfBirth, dept, , aka] = seed;
    people.set(id, {
      id,
      name,
      knownForDepartment: DEPARTMENTS[dept],
      birthday,
      placeOfBirth,
      alsoKnownAs: aka ?? [],
      biography: biography(seed, raw.get(id)!),
      profileUrl: media('person', id),
    });
  }

  return {
    movies,
    people,
    credits,
    series,
    lists: { now_playing: [...LISTS.now_playing], upcoming: [...LISTS.upcoming], popular: [...LISTS.popular] },
  };
}

function tvCredit(show: SeriesSeed, patch: { character?: string; jobs?: string[] }): RawCredit {
  return {
    mediaType: 'tv',
    id: show.id,
    title: show.name,
    releaseDate: show.firstAirDate,
    popularity: 20,
    ...(patch.character ? { character: patch.character } : {}),
    jobs: patch.jobs ?? [],
  };
}

function jobDepartment(job: string): DeptCode {
  switch (job) {
    case 'Director':
      return 'D';
    case 'Screenplay':
      return 'W';
    case 'Producer':
      return 'P';
    case 'Original Music Composer':
      return 'S';
    case 'Director of Photography':
      return 'C';
    default:
      return 'P';
  }
}

const year = (date: string) => date.slice(0, 4);
const objective: Record<Gender, string> = { f: 'her', m: 'him', x: 'them' };

/** "A", "A and B", "A, B and C" with years, films in italics-free plain text. */
function filmList(credits: RawCredit[], max: number): string {
  return inWords(credits.slice(0, max).map((c) => `${c.title} (${year(c.releaseDate)})`));
}

/**
 * A 2-4 sentence biography assembled from written fragments and the person's actual
 * credits. Sentences lead with the name or past-tense verbs so they read right for
 * every pronoun.
 */
function biography(seed: PersonSeed, credits: RawCredit[]): string {
  const [id, name, gender, , placeOfBirth, dept] = seed;
  const rng = rngFor(id, 'bio');
  const first = name.split(' ')[0];
  const released = credits.filter((c) => c.releaseDate <= CATALOG_TODAY && c.mediaType === 'movie');
  const byDate = [...released].sort((a, b) => a.releaseDate.localeCompare(b.releaseDate));
  const byPopularity = [...credits].filter((c) => c.mediaType === 'movie').sort((a, b) => b.popularity - a.popularity);
  const sentences: string[] = [];

  if (dept === 'A') {
    const upbringing = pick(rng, UPBRINGINGS);
    sentences.push(placeOfBirth ? `Born in ${placeOfBirth}, ${name} ${upbringing}.` : `${name} ${upbringing}.`);
    const leads = byDate.filter((c) => c.lead);
    const breakthrough = leads[0];
    const school = pick(rng, SCHOOLS);
    if (breakthrough) {
      sentences.push(
        `${first} trained ${school} and spent years on stage before a first leading film role in ${breakthrough.title} (${year(breakthrough.releaseDate)}).`,
      );
    } else {
      const latest = byDate[byDate.length - 1];
      sentences.push(
        latest
          ? `${first} trained ${school} and has become a familiar face in supporting roles, most recently in ${latest.title} (${year(latest.releaseDate)}).`
          : `${first} trained ${school} and has several films awaiting release.`,
      );
    }
    const best = byPopularity.find((c) => c.lead && c !== breakthrough) ?? (breakthrough ? undefined : byPopularity.find((c) => c.lead));
    if (best) sentences.push(`Audiences know ${objective[gender]} best as ${best.character!.replace(/ \(voice\)$/, '')} in ${best.title}.`);
    const tv = credits.find((c) => c.mediaType === 'tv' && c.character);
    if (tv) sentences.push(`On television, ${first} played ${tv.character} in ${tv.title}.`);
    else if (sentences.length < 4 && rng() < 0.6) sentences.push(`Away from the set, ${first} ${pick(rng, HOBBIES)}.`);
  } else {
    const beginning = pick(rng, CREW_BEGINNINGS[dept]);
    sentences.push(placeOfBirth ? `Born in ${placeOfBirth}, ${name} ${beginning}.` : `${name} ${beginning}.`);
    const films = byPopularity.filter((c) => c.jobs.length);
    const verb: Record<Exclude<DeptCode, 'A'>, string> = {
      D: 'directed',
      W: 'wrote',
      P: 'produced',
      S: 'scored',
      C: 'shot',
    };
    if (films.length) sentences.push(`${first} ${verb[dept]} ${filmList(films, 3)}.`);
    sentences.push(pick(rng, CREW_STYLES[dept]));
  }
  return sentences.slice(0, 4).join(' ');
}

// --- the MovieDatabase ------------------------------------------------------------------

function toListItem(m: MovieDetails): MovieListItem {
  return {
    id: m.id,
    title: m.title,
    overview: m.overview,
    posterUrl: m.posterUrl,
    backdropUrl: m.backdropUrl,
    releaseDate: m.releaseDate,
    voteAverage: m.voteAverage,
    genreIds: [...(m.genreIds ?? [])],
    originalLanguage: m.originalLanguage,
  };
}

function paginate(items: MovieListItem[], page: number | undefined): MovieListPage {
  const p = normalisePage(page);
  return {
    page: p,
    totalPages: Math.ceil(items.length / PAGE_SIZE),
    totalResults: items.length,
    results: items.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE),
  };
}

/** Lower-cased with accents removed, so "elise" finds "Élise". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function createOfflineCatalog(options: OfflineCatalogOptions = {}): OfflineCatalog {
  const mediaBaseUrl = (options.mediaBaseUrl ?? '/api/media').replace(/\/+$/, '');
  // Built on first use, not at import: keeps a Lambda's cold start free of the work.
  let built: Built | undefined;
  const data = () => (built ??= buildCatalog(mediaBaseUrl));

  return {
    source: 'offline',
    attribution: TMDB_ATTRIBUTION,

    async list(kind, page) {
      const ids = data().lists[kind];
      if (!ids) throw new RangeError(`Unknown movie list: ${String(kind)}`);
      return paginate(ids.map((id) => toListItem(data().movies.get(id)!)), page);
    },

    async search(query, page) {
      const q = fold(query.trim().replace(/\s+/g, ' '));
      if (q === '') return paginate([], page);
      const matches = [...data().movies.values()].filter((m) => fold(m.title).includes(q));
      // Titles starting with the query first, then the rest; alphabetical within each.
      matches.sort((a, b) => Number(fold(b.title).startsWith(q)) - Number(fold(a.title).startsWith(q)) || a.title.localeCompare(b.title));
      return paginate(matches.map(toListItem), page);
    },

    async movie(id) {
      if (!isValidId(id)) return null;
      const movie = data().movies.get(id);
      return movie ? structuredClone(movie) : null;
    },

    async person(id) {
      if (!isValidId(id)) return null;
      const person = data().people.get(id);
      return person ? structuredClone(person) : null;
    },

    async personCredits(id) {
      if (!isValidId(id)) return [];
      return structuredClone(data().credits.get(id) ?? []);
    },

    allMovies() {
      return structuredClone([...data().movies.values()]);
    },

    allPeople() {
      return structuredClone([...data().people.values()]);
    },

    renderMedia(kind, id) {
      if (!isValidId(id)) return null;
      const { movies, people, series } = data();
      if (kind === 'person') {
        const person = people.get(id);
        return person ? renderPortrait(person) : null;
      }
      const movie = movies.get(id);
      let subject: PosterSubject | undefined = movie;
      if (!subject) {
        const show = series.get(id);
        if (show) subject = { id: show.id, title: show.name, releaseDate: show.firstAirDate, genreIds: show.genreIds, kicker: 'A SERIES' };
      }
      if (!subject) return null;
      return kind === 'poster' ? renderPoster(subject) : kind === 'backdrop' ? renderBackdrop(subject) : null;
    },
  };
}
