import type { MovieImportResult, MovieSearchResult } from '../../shared/api/routes/admin-assets';
import { IMPORTED_TRAILER_SECONDS } from '../../shared/api/routes/admin-assets';
import { AppError } from '../../shared/errors';
import { trailersOnly } from '../adapters/movies';
import { movieDatabase } from '../data/movie-database';
import { db } from '../data/service';
import { transactionEntities as tx } from '../data/transactions';
import { movieDatabaseUnavailable } from './common';
import { activeAssetsCount, getAssetItem, toAdminAsset } from './assets';
import { createMovieRowOnce, createOnce, movieDetails } from './movie-rows';
import type { AssetItem } from '../data/entities/asset';
import type { MovieItem } from '../data/entities/movie';

/** The ids an import gives a movie's assets: fixed, so importing a movie again finds them (the seed uses the same). */
export const movieAssetId = (movieId: number) => `asset-movie-${movieId}`;
export const trailerAssetId = (movieId: number) => `asset-trailer-${movieId}`;

const youtubeUrl = (key: string) => `https://www.youtube.com/watch?v=${key}`;
/** A movie asset needs a file URL: the trailer when there is one, else the film's page on the movie database. */
const moviePageUrl = (movieId: number) => `https://www.themoviedb.org/movie/${movieId}`;

/** The import dialog's search (page 1 by default; docs/back-office.md, "Assets and the movie import"), each result saying whether it is imported already. */
export async function searchMovies(query: string, page: number) {
  let result;
  try {
    result = await (await movieDatabase()).search(query, page);
  } catch {
    throw movieDatabaseUnavailable();
  }
  const keys = result.results.map((m) => ({ movieId: m.id }));
  const { data: rows } = keys.length > 0 ? await db.entities.movie.get(keys).go() : { data: [] as MovieItem[] };
  const imported = new Set(rows.map((row) => row.movieId));
  const results: MovieSearchResult[] = result.results.map((m) => ({
    id: m.id,
    title: m.title,
    overview: m.overview,
    posterUrl: m.posterUrl,
    releaseDate: m.releaseDate,
    voteAverage: m.voteAverage,
    originalLanguage: m.originalLanguage,
    imported: imported.has(m.id),
  }));
  return { page: result.page, totalPages: result.totalPages, totalResults: result.totalResults, results };
}

/**
 * Imports a movie (docs/back-office.md, "Assets and the movie import"): its movie row, a movie asset, and its first video of type
 * Trailer on the video host as a 150 s trailer asset. Every item has a fixed key and is created only
 * if absent, so importing the same movie twice (or twice at once) duplicates nothing.
 */
export async function importMovie(movieId: number): Promise<{ result: MovieImportResult; created: boolean }> {
  const movie = await movieDetails(movieId);
  if (!movie) throw new AppError(404, 'NOT_FOUND', 'Movie not found');
  const trailer = trailersOnly(movie.videos)[0];
  // The movie asset is the import's own item: whoever creates it imported the movie (201); a concurrent or
  // later import answers 200. Both then complete what is still missing, each part created only if absent.
  const movieAssetCreated = await createOnce([
    {
      role: 'asset',
      item: tx.asset
        .create({
          assetId: movieAssetId(movie.id),
          type: 'movie',
          title: movie.title,
          fileUrl: trailer ? youtubeUrl(trailer.key) : moviePageUrl(movie.id),
          ...(movie.posterUrl ? { thumbnailUrl: movie.posterUrl } : {}),
          ...(movie.overview ? { description: movie.overview.slice(0, 1000) } : {}),
          durationSeconds: (movie.runtime ?? 0) * 60,
          movieId: movie.id,
        })
        .commit(),
    },
    ...activeAssetsCount(false, true),
  ]);
  await Promise.all([
    createMovieRowOnce(movie),
    trailer
      ? createOnce([
          {
            role: 'asset',
            item: tx.asset
              .create({
                assetId: trailerAssetId(movie.id),
                type: 'trailer',
                title: `${movie.title}: ${trailer.name}`.slice(0, 200),
                fileUrl: youtubeUrl(trailer.key),
                ...(movie.backdropUrl || movie.posterUrl ? { thumbnailUrl: (movie.backdropUrl ?? movie.posterUrl)! } : {}),
                ...(movie.overview ? { description: movie.overview.slice(0, 1000) } : {}),
                durationSeconds: IMPORTED_TRAILER_SECONDS,
                movieId: movie.id,
              })
              .commit(),
          },
          ...activeAssetsCount(false, true),
        ])
      : Promise.resolve(false),
  ]);
  const [movieAsset, trailerAsset, { data: row }] = await Promise.all([
    getAssetItem(movieAssetId(movie.id)),
    trailer ? getAssetItem(trailerAssetId(movie.id)).catch(() => null) : Promise.resolve(null),
    db.entities.movie.get({ movieId: movie.id }).go({ consistent: true }),
  ]);
  const created = movieAssetCreated;
  return {
    created,
    result: {
      created,
      movie: {
        id: movie.id,
        title: row?.title ?? movie.title,
        posterUrl: row?.posterUrl ?? movie.posterUrl,
        releaseDate: row?.releaseDate ?? (movie.releaseDate || null),
        hasTrailer: row?.hasTrailer ?? !!trailer,
      },
      movieAsset: toAdminAsset(movieAsset, movie.title),
      trailerAsset: trailerAsset ? toAdminAsset(trailerAsset as AssetItem, movie.title) : null,
    },
  };
}
