import type { MovieItem } from './entities/movie';
import { db } from './service';

/** Every movie of the catalog, by id. */
export async function allMovies(): Promise<MovieItem[]> {
  const { data } = await db.entities.movie.query.all({}).go({ pages: 'all' });
  return data;
}
