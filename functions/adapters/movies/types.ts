/**
 * Domain types of the movie database adapter.
 *
 * Everything above this adapter (handlers, the local question generator, the SPA)
 * sees only these camelCase shapes; TMDB's snake_case JSON and the offline catalog's
 * seed format never leak past `functions/adapters/movies/`.
 */

export interface MovieListItem {
  id: number;
  title: string;
  overview: string;
  posterUrl: string | null;
  backdropUrl: string | null;
  /** YYYY-MM-DD, or '' when the source does not know it. */
  releaseDate: string;
  voteAverage: number;
  genreIds?: number[];
  originalLanguage: string;
}

export interface MovieListPage {
  page: number;
  totalPages: number;
  totalResults: number;
  results: MovieListItem[];
}

export interface CastMember {
  id: number;
  name: string;
  character: string;
  profileUrl: string | null;
  /** Billing order, 0 = top billed. */
  order: number;
}

export interface CrewMember {
  id: number;
  name: string;
  job: string;
  department: string;
  profileUrl: string | null;
}

export interface MovieVideo {
  id: string;
  /** The id on the video host (an 11-character id on YouTube). */
  key: string;
  name: string;
  /** Trailer, Teaser, Featurette, Clip, Behind the Scenes, ... */
  type: string;
  /** YouTube, Vimeo, ... */
  site: string;
  official: boolean;
}

export interface Genre {
  id: number;
  name: string;
}

export interface MovieDetails extends MovieListItem {
  tagline: string;
  runtime: number | null;
  genres: Genre[];
  /** Released, Post Production, In Production, Planned, Rumored, Canceled. */
  status: string;
  credits: { cast: CastMember[]; crew: CrewMember[] };
  videos: MovieVideo[];
}

export interface PersonDetails {
  id: number;
  name: string;
  knownForDepartment: string;
  birthday: string | null;
  placeOfBirth: string | null;
  alsoKnownAs: string[];
  biography: string;
  profileUrl: string | null;
}

export interface PersonCredit {
  id: number;
  /** Only movie credits link to /movies/{id}; TV credits are shown but not clickable. */
  mediaType: 'movie' | 'tv';
  title: string;
  character?: string;
  job?: string;
  /** Release date for movies, first air date for TV; '' when unknown. */
  releaseDate: string;
  posterUrl: string | null;
}

/** Which videos are shown (YouTube ids themselves are in shared/youtube.ts). */
export { trailersOnly } from './videos';

export type MovieListKind = 'now_playing' | 'upcoming' | 'popular';

export const MOVIE_LIST_KINDS: readonly MovieListKind[] = ['now_playing', 'upcoming', 'popular'];

export interface MovieDatabase {
  list(kind: MovieListKind, page?: number): Promise<MovieListPage>;
  search(query: string, page?: number): Promise<MovieListPage>;
  /** Includes credits and videos; null for an unknown id. */
  movie(id: number): Promise<MovieDetails | null>;
  person(id: number): Promise<PersonDetails | null>;
  /** Known-for ordering: most popular/recent first. Empty for an unknown person. */
  personCredits(id: number): Promise<PersonCredit[]>;
  /** Text for the footer (TMDB's terms require it). */
  readonly attribution: string;
}

/** TMDB's required attribution notice; shown for both sources so the footer never changes. */
export const TMDB_ATTRIBUTION = 'This product uses the TMDB API but is not endorsed or certified by TMDB.';

/** Results per list/search page, as on TMDB. */
export const PAGE_SIZE = 20;

/** TMDB refuses pages beyond 500; both sources clamp to the same range. */
export const MAX_PAGE = 500;

/** Normalises a requested page number to an integer in [1, MAX_PAGE]. */
export function normalisePage(page: number | undefined): number {
  if (page === undefined || !Number.isFinite(page)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Math.trunc(page)));
}

/** Movie and person ids are positive integers; anything else can't exist (and must never reach a URL). */
export function isValidId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/** TMDB's movie genres (ids and English names), used by the offline catalog and for mapping list genre ids. */
export const TMDB_MOVIE_GENRES: Readonly<Record<number, string>> = {
  28: 'Action',
  12: 'Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  14: 'Fantasy',
  36: 'History',
  27: 'Horror',
  10402: 'Music',
  9648: 'Mystery',
  10749: 'Romance',
  878: 'Science Fiction',
  10770: 'TV Movie',
  53: 'Thriller',
  10752: 'War',
  37: 'Western',
};
