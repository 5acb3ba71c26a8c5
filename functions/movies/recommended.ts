import type * as z from 'zod';
import type { recommendedMoviesSchema } from '../../shared/api/routes/movies';
import { allMovies } from '../data/movies';

type RecommendedMovies = z.infer<typeof recommendedMoviesSchema>;

/** Home's Recommended Movies: the movie rows an admin recommended, lower order first (then by title). */
export async function recommendedMovies(): Promise<RecommendedMovies> {
  const items = (await allMovies())
    .filter((movie) => movie.isRecommended)
    .sort((a, b) => (a.recommendedOrder ?? 0) - (b.recommendedOrder ?? 0) || a.title.localeCompare(b.title))
    .map((movie) => ({
      id: movie.movieId,
      title: movie.title,
      overview: movie.description,
      posterUrl: movie.posterUrl ?? null,
      releaseDate: movie.releaseDate ?? null,
      genre: movie.genre ?? null,
    }));
  return { items };
}
