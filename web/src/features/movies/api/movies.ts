import type { MovieList } from '@shared/api/routes/movies';
import type { ReviewInput } from '@shared/reviews';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useApiPages } from '../../../lib/use-api-pages';

export const useMovieList = (list: MovieList, page = 1) => useApi(apiKey('listMovies', { query: { list, page } }));
/** The title search; `null` (nothing typed) skips it. */
export const useMovieSearch = (query: string | null) => useApi(query ? apiKey('searchMovies', { query: { query } }) : null);
/** The movie's next sessions from `from` (the viewer's calendar day). */
export const useMovieSessions = (movieId: number, from: string) => useApi(apiKey('listMovieSessions', { params: { id: movieId }, query: { from } }));
export const useMovie = (movieId: number | null) => useApi(movieId ? apiKey('getMovie', { params: { id: movieId } }) : null);
/** The movie's reviews, newest first, a page at a time ("Show more reviews" reads the next). */
export const useReviews = (movieId: number | null) =>
  useApiPages(movieId ? (cursor) => apiKey('listMovieReviews', { params: { id: movieId }, query: { cursor } }) : null);

/** The signed-in member's own review of the movie; `null` skips it (guests). */
export const useMyReview = (movieId: number | null) => useApi(movieId ? apiKey('getMyReview', { params: { id: movieId } }) : null);

export const createReview = (movieId: number, input: ReviewInput) => api('createReview', { params: { id: movieId }, body: input });

export const updateMyReview = (movieId: number, input: ReviewInput) => api('updateMyReview', { params: { id: movieId }, body: input });

export const deleteMyReview = (movieId: number) => api('deleteMyReview', { params: { id: movieId } });

/** The movie's questions for a member (generated on the first request); `null` skips it (guests). */
export const useMovieQuestions = (movieId: number | null) => useApi(movieId ? apiKey('listMovieQuestions', { params: { id: movieId } }) : null);

/** How many questions the movie's Q&A tab holds, for guests (who may not read the questions). */
export const useMovieQuestionCount = (movieId: number | null) => useApi(movieId ? apiKey('getMovieQuestionCount', { params: { id: movieId } }) : null);

/**
 * The trailers of home's carousel carry their movie's trailer asset (the trailer Q&A's questions):
 * the same request as home's carousel, so usually already in the cache.
 */
export const useTrailerAssets = () => useApi(apiKey('listTrailers'));
