import * as z from 'zod';
import { digits } from '../../schemas/input';
import { defineRoutes } from '../route-spec';

export const ADMIN_MOVIE_LISTS = ['now_playing', 'upcoming', 'popular'] as const;

export const adminMovieSchema = z.object({
  id: z.number(),
  title: z.string(),
  overview: z.string(),
  posterUrl: z.string().nullable(),
  releaseDate: z.string(),
  voteAverage: z.number(),
  originalLanguage: z.string(),
});
export type AdminMovie = z.infer<typeof adminMovieSchema>;

/** The longest title and the release years Movies Management's filters may ask for; the page keeps to them rather than be refused. */
export const MOVIE_FILTER_LIMITS = { title: 200, year: { min: 1870, max: 2200 } } as const;

export const adminMoviesRoutes = defineRoutes({
  listAdminMovies: {
    method: 'GET',
    path: '/api/admin/movies',
    domain: 'admin',
    auth: 'admin',
    errors: ['MOVIE_DATABASE_UNAVAILABLE'],
    summary: 'Movies Management: a page of now playing, upcoming or popular movies filtered by title, release year and original language, with the count',
    query: z.object({
      list: z.enum(ADMIN_MOVIE_LISTS, { error: 'list must be now_playing, upcoming or popular' }).default('now_playing'),
      page: digits(z.number().int().min(1).max(500)).default(1),
      title: z.string().trim().max(MOVIE_FILTER_LIMITS.title).optional(),
      year: digits(
        z.number().int().min(MOVIE_FILTER_LIMITS.year.min, 'Release year must be a year').max(MOVIE_FILTER_LIMITS.year.max, 'Release year must be a year'),
        'Release year must be a year',
      ).optional(),
      language: z.string().trim().toLowerCase().regex(/^[a-z]{2,3}$/, 'Original language is a code like en').optional(),
    }),
    response: z.object({
      list: z.enum(ADMIN_MOVIE_LISTS),
      page: z.number(),
      totalPages: z.number(),
      totalResults: z.number(),
      /** The count badge: results after the filters. */
      count: z.number(),
      /** Original languages on this page, for the filter. */
      languages: z.array(z.string()),
      results: z.array(adminMovieSchema),
    }),
  },
});
