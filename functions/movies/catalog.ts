import { ALSO_KNOWN_AS, KNOWN_FOR } from '../../shared/constants';
import type { MovieDetails, MovieList, MovieListPage, MovieTrailer, Person } from '../../shared/api/routes/movies';
import { notFound } from '../../shared/errors';
import type { MovieListItem } from '../adapters/movies/types';
import { trailersOnly } from '../adapters/movies/videos';
import { movieDatabase } from '../data/movie-database';
import { db } from '../data/service';
import { ratingSummary } from './reviews';

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

/** The movie or null (unknown id). */
export async function findMovie(id: number) {
  return (await movieDatabase()).movie(id);
}

export async function movieDetails(id: number): Promise<MovieDetails> {
  const [movie, summary] = await Promise.all([findMovie(id), ratingSummary(id)]);
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

/** How many now playing films home's trailers carousel looks at (one details read each, cached). */
export const CAROUSEL_FILMS = 10;

/**
 * The newest active trailer asset of each movie (the asset whose questions the trailer Q&A shows):
 * one query of the active trailers' index partition, a catalog of tens of items.
 */
async function trailerAssetsByMovie(): Promise<Map<number, string>> {
  const { data } = await db.entities.asset.query.byTypeActive({ type: 'trailer', isActive: true }).go({ order: 'desc', pages: 'all', attributes: ['assetId', 'movieId'] });
  const byMovie = new Map<number, string>();
  for (const asset of data) if (asset.movieId !== undefined && !byMovie.has(asset.movieId)) byMovie.set(asset.movieId, asset.assetId);
  return byMovie;
}

/** The first trailer of each of the first now playing films that has one, with its trailer asset (null when none). */
export async function nowPlayingTrailers(): Promise<MovieTrailer[]> {
  const movies = await movieDatabase();
  const [{ results }, assets] = await Promise.all([movies.list('now_playing', 1), trailerAssetsByMovie()]);
  const details = await Promise.all(results.slice(0, CAROUSEL_FILMS).map((m) => movies.movie(m.id)));
  return details.flatMap((movie) => {
    const trailer = movie && trailersOnly(movie.videos)[0];
    return movie && trailer
      ? [{ movieId: movie.id, movieTitle: movie.title, backdropUrl: movie.backdropUrl, trailer, assetId: assets.get(movie.id) ?? null }]
      : [];
  });
}
