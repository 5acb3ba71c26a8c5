import type { AdminMovie } from '../../shared/api/routes/admin-movies';
import type { MovieListKind } from '../adapters/movies';
import { movieDatabase } from '../data/movie-database';
import { movieDatabaseUnavailable } from './common';

export interface MovieFilters {
  list: MovieListKind;
  page: number;
  title?: string;
  year?: number;
  language?: string;
}

/** Movies Management: a page of a list, filtered by title (contains, any case), release year and original language, with the count. */
export async function listManagedMovies(filters: MovieFilters) {
  let result;
  try {
    result = await (await movieDatabase()).list(filters.list, filters.page);
  } catch {
    throw movieDatabaseUnavailable();
  }
  const title = filters.title?.trim().toLocaleLowerCase();
  const results: AdminMovie[] = result.results
    .filter(
      (m) =>
        (!title || m.title.toLocaleLowerCase().includes(title)) &&
        (filters.year === undefined || m.releaseDate.startsWith(`${filters.year}-`)) &&
        (!filters.language || m.originalLanguage.toLowerCase() === filters.language),
    )
    .map((m) => ({
      id: m.id,
      title: m.title,
      overview: m.overview,
      posterUrl: m.posterUrl,
      releaseDate: m.releaseDate,
      voteAverage: m.voteAverage,
      originalLanguage: m.originalLanguage,
    }));
  return {
    list: filters.list,
    page: result.page,
    totalPages: result.totalPages,
    totalResults: result.totalResults,
    count: results.length,
    languages: [...new Set(result.results.map((m) => m.originalLanguage.toLowerCase()).filter(Boolean))].sort(),
    results,
  };
}
