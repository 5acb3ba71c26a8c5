import { ALSO_KNOWN_AS, KNOWN_FOR, MOVIE_SEARCH_RESULTS } from '../../shared/constants';
import type { MovieDetails, MovieList, MovieListPage, MovieTrailer, Person } from '../../shared/api/routes/movies';
import { notFound } from '../../shared/errors';
import { youtubeIdFromUrl } from '../../shared/youtube';
import type { MovieListItem } from '../adapters/movies/types';
import { trailersOnly } from '../adapters/movies/videos';
import { movieDatabase } from '../data/movie-database';
import { movieRatingSummary } from '../data/movie-ratings';
import { assetsOfType } from '../data/questions';

const toListItem = (m: MovieListItem) => ({
  id: m.id,
  title: m.title,
  overview: m.overview,
  posterUrl: m.posterUrl,
  backdropUrl: m.backdropUrl,
  releaseDate: m.releaseDate,
  voteAverage: m.voteAverage,
});

export async function listMovies(list: MovieList, page = 1): Promise<MovieListPage> {
  const result = await (await movieDatabase()).list(list, page);
  return { page: result.page, totalPages: result.totalPages, totalResults: result.totalResults, results: result.results.map(toListItem) };
}

/** The movies page's title search: the first page of matches, at most MOVIE_SEARCH_RESULTS. */
export async function searchMovies(query: string): Promise<MovieListPage['results']> {
  const page = await (await movieDatabase()).search(query, 1);
  return page.results.slice(0, MOVIE_SEARCH_RESULTS).map(toListItem);
}

/** The movie or null (unknown id). */
export async function findMovie(id: number) {
  return (await movieDatabase()).movie(id);
}

export async function movieDetails(id: number): Promise<MovieDetails> {
  const [movie, summary] = await Promise.all([findMovie(id), movieRatingSummary(id)]);
  if (!movie) throw notFound('Movie');
  return {
    ...toListItem(movie),
    tagline: movie.tagline,
    runtime: movie.runtime,
    genres: movie.genres,
    status: movie.status,
    credits: movie.credits,
    videos: trailersOnly(movie.videos),
    ...summary,
  };
}

export async function personDetails(id: number): Promise<Person> {
  const movies = await movieDatabase();
  const [person, credits] = await Promise.all([movies.person(id), movies.personCredits(id)]);
  if (!person) throw notFound('Person');
  return {
    ...person,
    alsoKnownAs: person.alsoKnownAs.slice(0, ALSO_KNOWN_AS),
    knownFor: credits.slice(0, KNOWN_FOR),
  };
}

/** How many trailers home's carousel shows at most (one details read each, cached). */
export const CAROUSEL_TRAILERS = 20;

/**
 * Home's trailers carousel: the trailer assets an admin made active (back-office Home Content,
 * Trailers), newest first, each with its movie and its video; `assetId` is the asset whose questions
 * the trailer Q&A shows. One query of the active trailers' index partition, then each movie's
 * details (cached). The video is the asset's own YouTube link, else the movie's first trailer.
 */
export async function homeTrailers(): Promise<MovieTrailer[]> {
  const movies = await movieDatabase();
  const assets = (await assetsOfType('trailer', true)).filter((asset) => asset.movieId !== undefined).slice(0, CAROUSEL_TRAILERS);
  const details = await Promise.all(assets.map((asset) => movies.movie(asset.movieId!).catch(() => null)));
  const seen = new Set<string>();
  return assets.flatMap((asset, i) => {
    const movie = details[i];
    const videos = movie ? trailersOnly(movie.videos) : [];
    const key = youtubeIdFromUrl(asset.fileUrl) ?? videos[0]?.key;
    if (!key || seen.has(key)) return [];
    seen.add(key);
    const trailer = videos.find((video) => video.key === key) ?? { id: asset.assetId, key, name: asset.title, type: 'Trailer', site: 'YouTube', official: false };
    return [
      {
        movieId: asset.movieId!,
        movieTitle: movie?.title ?? asset.title,
        backdropUrl: movie?.backdropUrl ?? asset.thumbnailUrl ?? null,
        trailer,
        assetId: asset.assetId,
      },
    ];
  });
}
