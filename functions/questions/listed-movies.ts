import { LRUCache } from 'lru-cache';
import { MOVIE_LIST_KINDS } from '../adapters/movies/types';
import { movieDatabase } from '../data/movie-database';
import { db } from '../data/service';

/**
 * How deep into each of the movie database's lists (now playing, upcoming, popular) a movie counts as
 * listed: the first 5 pages of 20 (the whole offline catalog; TMDB's lists go on for hundreds of pages
 * of ever less known films, docs/earning-rules.md).
 */
export const LISTED_PAGES = 5;
/** A warm Lambda keeps the ids of those pages this long (the pages themselves are cached in the table for longer). */
const LISTS_CACHE_MS = 5 * 60_000;

const listsCache = new LRUCache<'ids', Set<number>>({ max: 1, ttl: LISTS_CACHE_MS });

/** The ids on the first LISTED_PAGES pages of the movie database's lists: every page read at once. */
async function databaseListedIds(): Promise<Set<number>> {
  const cached = listsCache.get('ids');
  if (cached) return cached;
  const database = await movieDatabase();
  const pages = await Promise.all(MOVIE_LIST_KINDS.flatMap((kind) => Array.from({ length: LISTED_PAGES }, (_, i) => database.list(kind, i + 1))));
  const ids = new Set(pages.flatMap((page) => page.results.map((movie) => movie.id)));
  listsCache.set('ids', ids);
  return ids;
}

/**
 * Whether the app lists the movie (docs/earning-rules.md): on the movie database's lists, recommended
 * by an admin, or played by a session. The lists' ids are kept by a warm Lambda; the movie row and
 * the movie's first session are one read each, made at the same time.
 */
export async function isListedMovie(movieId: number): Promise<boolean> {
  if (listsCache.get('ids')?.has(movieId)) return true;
  const [listed, { data: row }, { data: sessions }] = await Promise.all([
    databaseListedIds(),
    db.entities.movie.get({ movieId }).go(),
    db.entities.session.query.byMovie({ movieId: String(movieId) }).go({ limit: 1, attributes: ['sessionId'] }),
  ]);
  return listed.has(movieId) || row?.isRecommended === true || sessions.length > 0;
}
