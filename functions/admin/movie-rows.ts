import { trailersOnly, type MovieDetails } from '../adapters/movies';
import { movieDatabase } from '../data/movie-database';
import { db } from '../data/service';
import { counterWrite } from '../data/counters';
import { ConditionFailed, transactionEntities as tx, writeTransaction, type TransactionWrite } from '../data/transactions';
import { movieDatabaseUnavailable } from './common';
import type { MovieItem } from '../data/entities/movie';

/** The back-office movie row of a movie-database film. */
export const movieRowOf = (movie: MovieDetails) => ({
  movieId: movie.id,
  title: movie.title,
  description: movie.overview,
  ...(movie.posterUrl ? { posterUrl: movie.posterUrl } : {}),
  ...(movie.releaseDate ? { releaseDate: movie.releaseDate } : {}),
  hasTrailer: trailersOnly(movie.videos).length > 0,
  ...(movie.genres[0] ? { genre: movie.genres[0].name } : {}),
});

/** The film's details from the movie database; null for an unknown id, 502 when the database cannot answer. */
export async function movieDetails(movieId: number): Promise<MovieDetails | null> {
  try {
    return await (await movieDatabase()).movie(movieId);
  } catch {
    throw movieDatabaseUnavailable();
  }
}

/** Writes items created only if absent (with the counters they move) in one transaction; says whether they were made. */
export async function createOnce(writes: TransactionWrite[]): Promise<boolean> {
  try {
    await writeTransaction(writes);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Creates a movie row unless it exists (never twice, even when two imports race), with the movie count. Says whether it made it. */
export function createMovieRowOnce(movie: MovieDetails): Promise<boolean> {
  return createOnce([{ role: 'movie', item: tx.movie.create(movieRowOf(movie)).commit() }, counterWrite('movies', 1)]);
}

/** The movie's row, made from the movie database when it has none yet; null when the movie does not exist. */
export async function ensureMovieRow(movieId: number): Promise<MovieItem | null> {
  const { data } = await db.entities.movie.get({ movieId }).go({ consistent: true });
  if (data) return data;
  const details = await movieDetails(movieId);
  if (!details) return null;
  await createMovieRowOnce(details);
  return (await db.entities.movie.get({ movieId }).go({ consistent: true })).data;
}
