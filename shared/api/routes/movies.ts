import * as z from 'zod';
import { digits, positiveId } from '../../schemas/input';
import { limitOutcomeSchema } from '../../schemas/earning-limits';
import { MOVIE_SEARCH_RESULTS, REVIEWS_PAGE_SIZE } from '../../constants';
import { reviewInputSchema } from '../../reviews';
import { defineRoutes } from '../route-spec';

export const MOVIE_LISTS = ['now_playing', 'upcoming', 'popular'] as const;
export type MovieList = (typeof MOVIE_LISTS)[number];

/** Kinds of offline art the media route draws. */
export const MEDIA_KINDS = ['poster', 'backdrop', 'person'] as const;

const idParams = z.object({ id: positiveId('Not found') });

export const movieListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  overview: z.string(),
  posterUrl: z.string().nullable(),
  backdropUrl: z.string().nullable(),
  releaseDate: z.string(),
  voteAverage: z.number(),
});
export type MovieListItem = z.infer<typeof movieListItemSchema>;

export const movieListPageSchema = z.object({
  page: z.number(),
  totalPages: z.number(),
  totalResults: z.number(),
  results: z.array(movieListItemSchema),
});
export type MovieListPage = z.infer<typeof movieListPageSchema>;

export const trailerSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  type: z.string(),
  site: z.string(),
  official: z.boolean(),
});
export type Trailer = z.infer<typeof trailerSchema>;

export const movieDetailsSchema = movieListItemSchema.extend({
  tagline: z.string(),
  runtime: z.number().nullable(),
  genres: z.array(z.object({ id: z.number(), name: z.string() })),
  status: z.string(),
  credits: z.object({
    cast: z.array(z.object({ id: z.number(), name: z.string(), character: z.string(), profileUrl: z.string().nullable(), order: z.number() })),
    crew: z.array(z.object({ id: z.number(), name: z.string(), job: z.string(), department: z.string(), profileUrl: z.string().nullable() })),
  }),
  /** Only trailers on the video host. */
  videos: z.array(trailerSchema),
  /** Members' average rating (1-10, one decimal), null without reviews. */
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
});
export type MovieDetails = z.infer<typeof movieDetailsSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  movieId: z.number(),
  rating: z.number(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Name and avatar only: never an id that leads to the member's account (docs/input-rules.md). */
  reviewer: z.object({ name: z.string(), profilePhoto: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * The movie's average rating and review count right after a review's write, read consistently: the movie
 * itself is cached for a minute by CloudFront (docs/operations.md, "Caching"), so the page takes these instead of reading it again.
 */
export const movieRatingSchema = movieDetailsSchema.pick({ averageRating: true, reviewCount: true });
export type MovieRating = z.infer<typeof movieRatingSchema>;

/** A written or edited review, with the points it earned and the movie's rating after it. */
export const reviewResultSchema = z.object({ review: reviewSchema, pointsAwarded: z.number(), movieRating: movieRatingSchema, ...limitOutcomeSchema.shape });

export const personSchema = z.object({
  id: z.number(),
  name: z.string(),
  knownForDepartment: z.string(),
  birthday: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  /** At most 5. */
  alsoKnownAs: z.array(z.string()),
  biography: z.string(),
  profileUrl: z.string().nullable(),
  /** At most 20; only movie credits link to a movie page. */
  knownFor: z.array(
    z.object({
      id: z.number(),
      mediaType: z.enum(['movie', 'tv']),
      title: z.string(),
      character: z.string().optional(),
      job: z.string().optional(),
      releaseDate: z.string(),
      posterUrl: z.string().nullable(),
    }),
  ),
});
export type Person = z.infer<typeof personSchema>;

export const featuredScreeningSchema = z.object({
  featured: z
    .object({
      id: z.string(),
      title: z.string(),
      genre: z.string(),
      description: z.string(),
      posterUrl: z.string().nullable(),
      date: z.string().optional(),
      time: z.string().optional(),
      location: z.string().optional(),
    })
    .nullable(),
});
export type FeaturedScreening = NonNullable<z.infer<typeof featuredScreeningSchema>['featured']>;

/** A trailer with the movie it belongs to (home's trailers carousel). */
export const movieTrailerSchema = z.object({
  movieId: z.number(),
  movieTitle: z.string(),
  backdropUrl: z.string().nullable(),
  trailer: trailerSchema,
  /** The trailer asset whose questions the trailer Q&A shows (`GET /api/assets/{id}/questions`); null when the movie has none. */
  assetId: z.string().nullable(),
});
export type MovieTrailer = z.infer<typeof movieTrailerSchema>;

/** Home's Recommended Movies, as the back office orders them (lower first). */
export const recommendedMoviesSchema = z.object({
  items: z.array(z.object({ id: z.number(), title: z.string(), overview: z.string(), posterUrl: z.string().nullable(), releaseDate: z.string().nullable(), genre: z.string().nullable() })),
});

export const moviesRoutes = defineRoutes({
  listMovies: {
    method: 'GET',
    path: '/api/movies',
    domain: 'movies',
    auth: 'public',
    summary: 'A page of now playing, upcoming or popular movies',
    query: z.object({
      list: z.enum(MOVIE_LISTS, { error: 'list must be now_playing, upcoming or popular' }),
      page: digits(z.number().int().min(1).max(500)).optional(),
    }),
    response: movieListPageSchema,
  },
  searchMovies: {
    method: 'GET',
    path: '/api/search/movies',
    domain: 'movies',
    auth: 'public',
    summary: `The movies page's search: up to ${MOVIE_SEARCH_RESULTS} movies whose title matches, best first`,
    query: z.object({
      query: z.string({ error: 'Please enter a movie title' }).trim().min(1, 'Please enter a movie title').max(100, 'At most 100 characters'),
    }),
    response: z.object({ items: z.array(movieListItemSchema) }),
  },
  getMovie: {
    method: 'GET',
    path: '/api/movies/{id}',
    domain: 'movies',
    auth: 'public',
    errors: ['NOT_FOUND'],
    summary: "A movie's details, credits, trailers and members' average rating",
    params: idParams,
    response: movieDetailsSchema,
  },
  listMovieReviews: {
    method: 'GET',
    path: '/api/movies/{id}/reviews',
    domain: 'movies',
    auth: 'public',
    summary: `A movie's member reviews, newest first, ${REVIEWS_PAGE_SIZE} a page: \`?cursor=\` with the previous page's \`nextCursor\` reads the next (400 for a cursor this list did not hand out)`,
    params: idParams,
    query: z.object({ cursor: z.string().max(2000).optional() }),
    response: z.object({ items: z.array(reviewSchema), nextCursor: z.string().optional() }),
  },
  createReview: {
    method: 'POST',
    path: '/api/movies/{id}/reviews',
    domain: 'movies',
    auth: 'member',
    errors: ['NOT_FOUND', 'ALREADY_REVIEWED'],
    summary: 'Rate or review a movie (one per member per movie; earns review points)',
    params: idParams,
    body: reviewInputSchema,
    response: reviewResultSchema,
    status: 201,
  },
  getMyReview: {
    method: 'GET',
    path: '/api/movies/{id}/reviews/mine',
    domain: 'movies',
    auth: 'member',
    summary: "The caller's review of the movie, null when they wrote none (the public list names no author's id)",
    params: idParams,
    response: z.object({ review: reviewSchema.nullable() }),
  },
  updateMyReview: {
    method: 'PATCH',
    path: '/api/movies/{id}/reviews/mine',
    domain: 'movies',
    auth: 'member',
    errors: ['NOT_FOUND'],
    summary: "Edit the caller's review (adding text later earns the difference once)",
    params: idParams,
    body: reviewInputSchema,
    response: reviewResultSchema,
  },
  deleteMyReview: {
    method: 'DELETE',
    path: '/api/movies/{id}/reviews/mine',
    domain: 'movies',
    auth: 'member',
    errors: ['NOT_FOUND'],
    summary: "Delete the caller's review (points already earned stay); answers the movie's rating after it",
    params: idParams,
    response: z.object({ movieRating: movieRatingSchema }),
  },
  getPerson: {
    method: 'GET',
    path: '/api/people/{id}',
    domain: 'movies',
    auth: 'public',
    errors: ['NOT_FOUND'],
    summary: 'A person with their Known For credits',
    params: idParams,
    response: personSchema,
  },
  getMedia: {
    method: 'GET',
    path: '/api/media/{kind}/{file}',
    domain: 'movies',
    auth: 'public',
    errors: ['NOT_FOUND'],
    summary: "The offline catalog's SVG art, e.g. /api/media/poster/1001.svg",
    params: z.object({
      kind: z.enum(MEDIA_KINDS),
      file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, 'Not found'),
    }),
    contentType: 'image/svg+xml',
  },
  listTrailers: {
    method: 'GET',
    path: '/api/trailers',
    domain: 'movies',
    auth: 'public',
    summary: "Home's trailers carousel: the first trailer of each now playing movie",
    response: z.object({ items: z.array(movieTrailerSchema) }),
  },
  getFeatured: {
    method: 'GET',
    path: '/api/featured',
    domain: 'movies',
    auth: 'public',
    summary: "Home's active featured screening, or null",
    response: featuredScreeningSchema,
  },
  getRecommendedMovies: {
    method: 'GET',
    path: '/api/recommended-movies',
    domain: 'movies',
    auth: 'public',
    summary: "Home's Recommended Movies, in the back office's order (lower first)",
    response: recommendedMoviesSchema,
  },
});
