import type { MovieDetails, MovieList, MovieListPage, Review } from '@shared/api/routes/movies';
import type { ReviewInput } from '@shared/reviews';
import { apiFetch } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const movieListPath = (list: MovieList, page = 1) => `/api/movies?list=${list}&page=${page}`;
export const reviewsPath = (movieId: number) => `/api/movies/${movieId}/reviews`;
export const moviePath = (movieId: number) => `/api/movies/${movieId}`;

export const useMovieList = (list: MovieList, page = 1) => useApi<MovieListPage>(movieListPath(list, page));
export const useMovie = (movieId: number | null) => useApi<MovieDetails>(movieId ? moviePath(movieId) : null);
export const useReviews = (movieId: number | null) => useApi<{ items: Review[] }>(movieId ? reviewsPath(movieId) : null);

interface ReviewResult {
  review: Review;
  pointsAwarded: number;
}

export const createReview = (movieId: number, input: ReviewInput) =>
  apiFetch<ReviewResult>(reviewsPath(movieId), { method: 'POST', body: input });

export const updateMyReview = (movieId: number, input: ReviewInput) =>
  apiFetch<ReviewResult>(`${reviewsPath(movieId)}/mine`, { method: 'PATCH', body: input });

export const deleteMyReview = (movieId: number) => apiFetch<void>(`${reviewsPath(movieId)}/mine`, { method: 'DELETE' });
