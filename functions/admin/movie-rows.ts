import { trailersOnly, type MovieDetails } from '../adapters/movies';
import { movieDatabase } from '../data/movie-database';
import { db } from '../data/service';
import { isConditionFailure } from '../data/transactions';
import { movieDatabaseUnavailable, type MovieItem } from './common';

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

/** Creates a movie row unless it exists (never twice, even when two imports race). Says whether it made it. */
export async function createMovieRowOnce(movie: MovieDetails): Promise<boolean> {
  try {
    await db.entities.movie.create(movieRowOf(movie)).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
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
