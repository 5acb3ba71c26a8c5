import type { MovieList } from '@shared/api/routes/movies';
import type { ReviewInput } from '@shared/reviews';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const useMovieList = (list: MovieList, page = 1) => useApi(apiKey('listMovies', { query: { list, page } }));
export const useMovie = (movieId: number | null) => useApi(movieId ? apiKey('getMovie', { params: { id: movieId } }) : null);
export const useReviews = (movieId: number | null) =>
  useApi(movieId ? apiKey('listMovieReviews', { params: { id: movieId } }) : null);

export const createReview = (movieId: number, input: ReviewInput) => api('createReview', { params: { id: movieId }, body: input });

export const updateMyReview = (movieId: number, input: ReviewInput) => api('updateMyReview', { params: { id: movieId }, body: input });

export const deleteMyReview = (movieId: number) => api('deleteMyReview', { params: { id: movieId } });
