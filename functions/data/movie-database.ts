import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createMovieDatabase, type MovieDatabase } from '../adapters/movies';
import { dynamoResponseCache } from './movie-response-cache';

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

/**
 * The movie database of this environment (TMDB when a read token is configured, else the offline
 * catalog), its responses cached in the table; created once per Lambda. Shared by the domains that
 * read movie facts (the movies catalog, question generation).
 */
export function movieDatabase(): Promise<MovieDatabase> {
  if (!database) {
    database = movieDatabaseEnv(process.env).then((env) => createMovieDatabase(env, dynamoResponseCache()));
    // A failed secret read is retried by the next request rather than remembered.
    database.catch(() => (database = undefined));
  }
  return database;
}
