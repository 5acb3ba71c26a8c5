import { ALSO_KNOWN_AS, KNOWN_FOR } from '../../shared/constants';
import type { MovieDetails, MovieList, MovieListPage, MovieTrailer, Person } from '../../shared/api/routes/movies';
import { notFound } from '../../shared/errors';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createMovieDatabase } from '../adapters/movies';
import type { MovieDatabase, MovieListItem } from '../adapters/movies/types';
import { trailersOnly } from '../adapters/movies/videos';
import { dynamoResponseCache } from './response-cache';
import { ratingSummary } from './reviews';

let database: Promise<MovieDatabase> | undefined;

/**
 * Deployed, the TMDB read token lives in Secrets Manager (TMDB_SECRET_NAME, set by the API stack
 * when configured); locally it is the TMDB_READ_TOKEN variable, and without either the offline catalog answers.
 */
async function movieDatabaseEnv(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  if (env.TMDB_READ_TOKEN || !env.TMDB_SECRET_NAME) return env;
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: env.TMDB_SECRET_NAME }));
  return { ...env, TMDB_READ_TOKEN: secret.SecretString?.trim() };
}

/** TMDB when a read token is configured, else the offline catalog; created once per Lambda. */
function movieDatabase(): Promise<MovieDatabase> {
  if (!database) {
    database = movieDatabaseEnv(process.env).then((env) => createMovieDatabase(env, dynamoResponseCache()));
    // A failed secret read is retried by the next request rather than remembered.
    database.catch(() => (database = undefined));
  }
  return database;
}

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
  const db = await movieDatabase();
  const [person, credits] = await Promise.all([db.person(id), db.personCredits(id)]);
  if (!person) throw notFound('Person');
  return {
    ...person,
    alsoKnownAs: person.alsoKnownAs.slice(0, ALSO_KNOWN_AS),
    knownFor: credits.slice(0, KNOWN_FOR),
  };
}

/** How many now playing films home's trailers carousel looks at (one details read each, cached). */
export const CAROUSEL_FILMS = 10;

/** The first trailer of each of the first now playing films that has one. */
export async function nowPlayingTrailers(): Promise<MovieTrailer[]> {
  const db = await movieDatabase();
  const { results } = await db.list('now_playing', 1);
  const movies = await Promise.all(results.slice(0, CAROUSEL_FILMS).map((m) => db.movie(m.id)));
  return movies.flatMap((movie) => {
    const trailer = movie && trailersOnly(movie.videos)[0];
    return movie && trailer ? [{ movieId: movie.id, movieTitle: movie.title, backdropUrl: movie.backdropUrl, trailer }] : [];
  });
}
