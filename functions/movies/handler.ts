import { moviesRoutes } from '../../shared/api/routes/movies';
import { renderMedia } from '../adapters/movies';
import { notFound } from '../../shared/errors';
import { HttpResponse, domainHandler } from '../lib/handler';
import { findMovie, listMovies, movieDetails, homeTrailers, personDetails, searchMovies } from './catalog';
import { activeFeaturedScreening } from './featured';
import { recommendedMovies } from './recommended';
import { createReview, deleteReview, getMyReview, listReviews, updateReview } from './reviews';

async function existingMovie(id: number) {
  const movie = await findMovie(id);
  if (!movie) throw notFound('Movie');
  return movie;
}

export const handler = domainHandler('movies', moviesRoutes, {
  listMovies: async ({ query }) => listMovies(query.list, query.page),
  searchMovies: async ({ query }) => ({ items: await searchMovies(query.query) }),
  getMovie: async ({ params }) => movieDetails(params.id),
  listMovieReviews: async ({ params, query }) => listReviews(params.id, query.cursor),
  getMyReview: async ({ params, caller }) => ({ review: await getMyReview(caller, params.id) }),
  createReview: async ({ params, body, caller }) => createReview(caller, await existingMovie(params.id), body),
  updateMyReview: async ({ params, body, caller }) => updateReview(caller, await existingMovie(params.id), body),
  deleteMyReview: async ({ params, caller }) => deleteReview(caller, params.id),
  getPerson: async ({ params }) => personDetails(params.id),
  getMedia: async ({ params }) => {
    const svg = renderMedia(params.kind, Number.parseInt(params.file, 10));
    if (!svg) throw notFound('Image');
    // The art of an id never changes: let browsers and CloudFront keep it for a year.
    return new HttpResponse(200, svg, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' });
  },
  listTrailers: async () => ({ items: await homeTrailers() }),
  getFeatured: async () => ({ featured: await activeFeaturedScreening() }),
  getRecommendedMovies: async () => recommendedMovies(),
});
