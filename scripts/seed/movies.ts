import { createMovieDatabase, trailersOnly, type MovieDatabase, type MovieDetails } from '../../functions/adapters/movies';
import { db } from '../../functions/data/service';
import { trailerAssetId } from '../../functions/admin/movie-import';
import type { SeedContext } from './index';

export interface MoviesSeedContext extends Pick<SeedContext, 'log'> {
  /** The configured movie database (TMDB or the offline catalog) by default. */
  movies?: MovieDatabase;
}

/** Home's Recommended Movies: the first popular films, in this order. */
const RECOMMENDED = 5;
const FEATURED_ASSET_PREFIX = 'asset-movie-';

function movieRow(movie: MovieDetails, recommendedOrder?: number) {
  return {
    movieId: movie.id,
    title: movie.title,
    description: movie.overview,
    posterUrl: movie.posterUrl ?? undefined,
    releaseDate: movie.releaseDate || undefined,
    hasTrailer: trailersOnly(movie.videos).length > 0,
    isRecommended: recommendedOrder !== undefined,
    recommendedOrder,
    genre: movie.genres[0]?.name,
  };
}

async function details(movies: MovieDatabase, ids: number[]): Promise<MovieDetails[]> {
  return (await Promise.all(ids.map((id) => movies.movie(id)))).filter((m): m is MovieDetails => m !== null);
}

/** The back-office movies rows (now playing and popular, the first popular ones recommended), only those missing. */
async function seedMovieRows(movies: MovieDatabase): Promise<number> {
  const [nowPlaying, popular] = await Promise.all([movies.list('now_playing'), movies.list('popular')]);
  const recommended = popular.results.slice(0, RECOMMENDED).map((m) => m.id);
  const ids = [...new Set([...nowPlaying.results, ...popular.results].map((m) => m.id))];
  const { data: existing } = await db.entities.movie.get(ids.map((movieId) => ({ movieId }))).go();
  const present = new Set(existing.map((row) => row.movieId));
  const missing = await details(movies, ids.filter((id) => !present.has(id)));
  if (missing.length === 0) return 0;
  await db.entities.movie
    .put(missing.map((movie) => movieRow(movie, recommended.includes(movie.id) ? recommended.indexOf(movie.id) + 1 : undefined)))
    .go({ concurrency: 8 });
  return missing.length;
}

/** A featured screening of the first now playing film (with its movie asset), unless one was ever created. */
async function seedFeaturedScreening(movies: MovieDatabase): Promise<string | null> {
  const { data: anyFeatured } = await db.entities.featuredScreening.query.allByCreated({}).go({ limit: 1 });
  if (anyFeatured.length > 0) return null;
  const { results } = await movies.list('now_playing');
  const [film] = await details(movies, results.slice(0, 1).map((m) => m.id));
  if (!film) return null;
  const trailer = trailersOnly(film.videos)[0];
  const assetId = `${FEATURED_ASSET_PREFIX}${film.id}`;
  await db.entities.asset
    .put({
      assetId,
      type: 'movie',
      title: film.title,
      fileUrl: trailer ? `https://www.youtube.com/watch?v=${trailer.key}` : '',
      thumbnailUrl: film.posterUrl ?? undefined,
      description: film.overview,
      durationSeconds: (film.runtime ?? 0) * 60,
      isActive: true,
      movieId: film.id,
    })
    .go();
  await db.entities.featuredScreening
    .create({
      featuredScreeningId: `featured-${film.id}`,
      assetId,
      title: film.title,
      genre: film.genres[0]?.name ?? 'Movie',
      description: film.tagline ? `${film.tagline} ${film.overview}` : film.overview,
      posterUrl: film.posterUrl ?? undefined,
      isActive: true,
    })
    .go();
  return film.title;
}

/** Home's trailers carousel: an active trailer asset for each of the first now playing films with a trailer (and their Q&A: questions.ts). */
export const HOME_TRAILER_FILMS = 10;

/** A trailer asset (150 s, as imported) per carousel film, unless one was ever stored (an admin may have deactivated it). */
async function seedHomeTrailers(movies: MovieDatabase): Promise<number> {
  const { results } = await movies.list('now_playing', 1);
  const films = (await details(movies, results.slice(0, HOME_TRAILER_FILMS).map((m) => m.id))).filter((film) => trailersOnly(film.videos).length > 0);
  if (films.length === 0) return 0;
  const { data: existing } = await db.entities.asset.get(films.map((film) => ({ assetId: trailerAssetId(film.id) }))).go();
  const present = new Set(existing.map((asset) => asset.assetId));
  const missing = films.filter((film) => !present.has(trailerAssetId(film.id)));
  if (missing.length === 0) return 0;
  await db.entities.asset
    .put(
      missing.map((film) => {
        const trailer = trailersOnly(film.videos)[0];
        return {
          assetId: trailerAssetId(film.id),
          type: 'trailer' as const,
          title: `${film.title}: ${trailer.name}`,
          fileUrl: `https://www.youtube.com/watch?v=${trailer.key}`,
          thumbnailUrl: film.backdropUrl ?? film.posterUrl ?? undefined,
          description: film.overview,
          durationSeconds: 150,
          isActive: true,
          movieId: film.id,
        };
      }),
    )
    .go({ concurrency: 8 });
  return missing.length;
}

/** Back-office movie rows, home's featured screening and trailers. Safe to run again: only what is missing is written. */
export async function seed(ctx: MoviesSeedContext): Promise<void> {
  const movies = ctx.movies ?? createMovieDatabase();
  const added = await seedMovieRows(movies);
  ctx.log(`movies: ${added} back-office movie rows added`);
  const featured = await seedFeaturedScreening(movies);
  if (featured) ctx.log(`movies: featured screening "${featured}"`);
  const trailers = await seedHomeTrailers(movies);
  if (trailers > 0) ctx.log(`movies: ${trailers} home trailer asset(s)`);
}
