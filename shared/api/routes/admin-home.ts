import * as z from 'zod';
import { calendarDate, displayText, positiveId } from '../../schemas/input';
import { defineRoutes } from '../route-spec';
import { adminIdParams } from './admin-common';

/** Featured screening defaults: genre Movie, date today, time 19:00, location TBA (docs/back-office.md, "Home content"). */
export const FEATURED_DEFAULTS = { genre: 'Movie', time: '19:00', location: 'TBA' } as const;
/** Fixed wording (docs/back-office.md, "Home content"). */
export const SELECT_A_MOVIE = 'Please select a movie';

const dateKey = calendarDate();
const time = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM');

export const featuredInputSchema = z.object({
  /** A movie asset. */
  assetId: z.string({ error: SELECT_A_MOVIE }).trim().min(1, SELECT_A_MOVIE).max(128),
  /** The movie asset's title by default. */
  title: displayText().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters').optional(),
  genre: displayText().trim().min(1, 'Genre is required').max(100, 'Genre must be at most 100 characters').optional(),
  date: dateKey.optional(),
  time: time.optional(),
  location: displayText().trim().min(1, 'Location is required').max(200, 'Location must be at most 200 characters').optional(),
  description: displayText({ multiline: true }).trim().max(1000, 'Description must be at most 1000 characters').optional(),
  isActive: z.boolean().optional(),
});
export type FeaturedInput = z.infer<typeof featuredInputSchema>;
export const featuredUpdateSchema = featuredInputSchema.partial();
export type FeaturedUpdate = z.infer<typeof featuredUpdateSchema>;

export const adminFeaturedSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  assetTitle: z.string().nullable(),
  title: z.string(),
  genre: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  description: z.string().nullable(),
  posterUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminFeatured = z.infer<typeof adminFeaturedSchema>;

export const homeTrailerSchema = z.object({
  assetId: z.string(),
  title: z.string(),
  movieId: z.string().nullable(),
  movieTitle: z.string().nullable(),
  fileUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Active trailers are the ones on the member home. */
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type HomeTrailer = z.infer<typeof homeTrailerSchema>;

export const recommendedMovieSchema = z.object({
  movieId: z.number(),
  title: z.string(),
  posterUrl: z.string().nullable(),
  releaseDate: z.string().nullable(),
  isRecommended: z.boolean(),
  /** Lower first; 0 by default. */
  recommendedOrder: z.number(),
});
export type RecommendedMovieRow = z.infer<typeof recommendedMovieSchema>;

const movieIdParams = z.object({ movieId: positiveId('Not found') });
const orderSchema = z.number({ error: 'Order must be a number' }).int('Order must be a whole number').min(0, 'Order must be 0 or more').max(100_000);

export const adminHomeRoutes = defineRoutes({
  listFeaturedScreenings: {
    method: 'GET',
    path: '/api/admin/featured-screenings',
    domain: 'admin',
    auth: 'admin',
    summary: 'Featured screenings, newest first (the newest active one is on the member home)',
    response: z.object({ items: z.array(adminFeaturedSchema) }),
  },
  createFeaturedScreening: {
    method: 'POST',
    path: '/api/admin/featured-screenings',
    domain: 'admin',
    auth: 'admin',
    summary: 'Feature a movie asset (genre Movie, date today, time 19:00, location TBA by default)',
    body: featuredInputSchema,
    response: adminFeaturedSchema,
    status: 201,
  },
  updateFeaturedScreening: {
    method: 'PATCH',
    path: '/api/admin/featured-screenings/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Edit a featured screening or toggle it ({isActive})',
    params: adminIdParams,
    body: featuredUpdateSchema,
    response: adminFeaturedSchema,
  },
  deleteFeaturedScreening: {
    method: 'DELETE',
    path: '/api/admin/featured-screenings/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Delete a featured screening',
    params: adminIdParams,
    status: 204,
  },
  listHomeTrailers: {
    method: 'GET',
    path: '/api/admin/home-trailers',
    domain: 'admin',
    auth: 'admin',
    summary: 'The trailer assets, active (on the member home) first, each with its movie',
    response: z.object({ items: z.array(homeTrailerSchema) }),
  },
  activateHomeTrailer: {
    method: 'POST',
    path: '/api/admin/home-trailers',
    domain: 'admin',
    auth: 'admin',
    summary: 'Add a trailer to the home page: sets an existing trailer asset active',
    body: z.object({ assetId: z.string({ error: 'Please select a trailer' }).trim().min(1, 'Please select a trailer').max(128) }),
    response: homeTrailerSchema,
  },
  removeHomeTrailer: {
    method: 'DELETE',
    path: '/api/admin/home-trailers/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Take a trailer off the home page (sets the asset inactive)',
    params: adminIdParams,
    status: 204,
  },
  listAdminRecommendedMovies: {
    method: 'GET',
    path: '/api/admin/recommended-movies',
    domain: 'admin',
    auth: 'admin',
    summary: 'Recommended Movies by order (lower first), and ?all=true adds every other movie row to choose from',
    query: z.object({ all: z.enum(['true', 'false']).optional() }),
    response: z.object({ items: z.array(recommendedMovieSchema) }),
  },
  setRecommendedMovie: {
    method: 'PUT',
    path: '/api/admin/recommended-movies/{movieId}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'MOVIE_DATABASE_UNAVAILABLE'],
    summary: "Recommend a movie or change its order (0 by default); a movie without a row gets one from the movie database",
    params: movieIdParams,
    body: z.object({ recommendedOrder: orderSchema.default(0) }),
    response: recommendedMovieSchema,
  },
  removeRecommendedMovie: {
    method: 'DELETE',
    path: '/api/admin/recommended-movies/{movieId}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Stop recommending a movie (order back to 0)',
    params: movieIdParams,
    status: 204,
  },
  reorderRecommendedMovies: {
    method: 'PUT',
    path: '/api/admin/recommended-movies',
    domain: 'admin',
    auth: 'admin',
    summary: 'Order the recommended movies: the ids in order get 1, 2, 3...',
    body: z.object({
      movieIds: z
        .array(z.number().int().positive())
        .min(1, 'Please list the movies in order')
        .max(100)
        .refine((ids) => new Set(ids).size === ids.length, 'Each movie once'),
    }),
    response: z.object({ items: z.array(recommendedMovieSchema) }),
  },
});
