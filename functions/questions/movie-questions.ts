import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, notFound } from '../../shared/errors';
import { MOVIE_QUESTION_COUNT, movieQuestionId, movieQuestionPhase } from '../../shared/questions/movie-qa';
import type { MovieDetails } from '../adapters/movies/types';
import type { GeneratedQuestion, MovieFacts, QuestionGenerator } from '../adapters/questions/types';
import { movieDatabase } from '../data/movie-database';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities, writeTransaction, type TransactionWrite } from '../data/transactions';
import { isConditionFailure } from '../data/write-errors';
import { spendGeneration } from './generation-allowance';
import { questionGenerator } from './generator';
import { isListedMovie } from './listed-movies';
import { movieSetCache } from './question-cache';
import type { SessionQuestionItem } from '../data/entities/session-question';
import { questionsOfMovie } from '../data/questions';

/**
 * How long a claim to generate a movie's questions holds. Longer than the function's timeout (29 s),
 * so a generator that is still running is never overtaken; one that crashed stops blocking after it.
 */
export const GENERATION_LEASE_MS = 35_000;
/** After a failed generation, requests answer "Failed to generate questions" until this has passed, then one tries again. */
export const GENERATION_RETRY_PAUSE_MS = 30_000;
/** How long a request waits for another request's generation before giving up (under API Gateway's 30 s). */
export const GENERATION_WAIT_MS = 20_000;

const MESSAGE = 'Failed to generate questions';
/** The generator failed (or gave nothing), now or moments ago. */
export const generationFailed = () => new AppError(502, 'QUESTION_GENERATION_FAILED', MESSAGE);
/** Another request is still generating and did not finish in time. */
export const generationPending = () => new AppError(503, 'QUESTION_GENERATION_PENDING', MESSAGE);

export interface GenerationOptions {
  /** Reports a generator failure (the handler's logger). */
  log?: (message: string, error: unknown) => void;
  /** For tests: the generator and movie facts to use instead of the configured ones. */
  generator?: Pick<QuestionGenerator, 'generate'>;
  movie?: (movieId: number) => Promise<MovieDetails | null>;
  /** For tests: how long to wait for another request's generation (GENERATION_WAIT_MS by default). */
  waitMs?: number;
  /**
   * The member whose request this is. Only a member's request generates: a movie the app lists, one
   * of the member's generations of the day (generation-allowance.ts). Without one, nothing is generated.
   */
  member?: string;
}

type Claim = { movieId: number; owner: string };

/** The facts a generator may ground questions in. */
export const movieFacts = (movie: MovieDetails): MovieFacts => ({
  id: movie.id,
  title: movie.title,
  overview: movie.overview,
  tagline: movie.tagline,
  releaseDate: movie.releaseDate,
  runtime: movie.runtime,
  genres: movie.genres,
  credits: movie.credits,
});

/** A generated question the store can grade: the right option is one of its options, option ids distinct. */
const gradable = (question: GeneratedQuestion) =>
  new Set(question.options.map((option) => option.id)).size === question.options.length &&
  question.options.some((option) => option.id === question.correctOptionId);

/** Waits a little longer each time: 50 ms, 100 ms, ... up to 400 ms. */
const pollDelay = (attempt: number) => Math.min(400, 50 * 2 ** Math.min(attempt, 3));

/**
 * Claims the generation of a movie's questions: the marker is put only if absent, or over a claim
 * whose lease ran out, or over a failure whose pause is over. Exactly one concurrent request wins.
 */
async function claim(movie: MovieDetails, now: number): Promise<Claim | null> {
  const owner = randomUUID();
  try {
    await db.entities.questionSet
      .put({ movieId: movie.id, movieTitle: movie.title, status: 'generating', owner, leaseUntil: now + GENERATION_LEASE_MS })
      .where((attr, op) => `${op.notExists(attr.status)} OR (${op.ne(attr.status, 'ready')} AND ${op.lte(attr.leaseUntil, now)})`)
      .go();
    return { movieId: movie.id, owner };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Marks the claim failed, so that others stop waiting and the next try waits for the pause. */
async function markFailed({ movieId, owner }: Claim): Promise<void> {
  await db.entities.questionSet
    .patch({ movieId })
    .set({ status: 'failed', leaseUntil: Date.now() + GENERATION_RETRY_PAUSE_MS })
    .where((attr, op) => op.eq(attr.owner, owner))
    .go()
    .catch(() => undefined);
}

/**
 * Generates the questions and stores them with the `ready` marker in ONE transaction, on condition
 * that this claim still holds: only one set is ever stored. Null when the claim was lost meanwhile
 * (its lease ran out and another request took over).
 */
async function generateAndStore(movie: MovieDetails, claimed: Claim, options: GenerationOptions): Promise<SessionQuestionItem[] | null> {
  let generated: GeneratedQuestion[];
  try {
    const generator = options.generator ?? questionGenerator();
    generated = (await generator.generate(movieFacts(movie), MOVIE_QUESTION_COUNT)).filter(gradable).slice(0, MOVIE_QUESTION_COUNT);
  } catch (error) {
    options.log?.(`Question generation failed for movie ${movie.id}`, error);
    await markFailed(claimed);
    throw generationFailed();
  }
  if (generated.length === 0) {
    options.log?.(`Question generation gave no questions for movie ${movie.id}`, null);
    await markFailed(claimed);
    throw generationFailed();
  }

  const createdAt = new Date().toISOString();
  const items = generated.map((question, index) => ({
    questionId: movieQuestionId(movie.id, index),
    movieId: movie.id,
    movieTitle: movie.title,
    timingPhase: movieQuestionPhase(index),
    isActive: true,
    questionType: 'mcq' as const,
    questionText: question.text,
    options: question.options.map(({ id, text }) => ({ id, text })),
    correctAnswer: question.correctOptionId,
    setSize: generated.length,
    createdAt,
  }));
  const writes: TransactionWrite<'question' | 'marker'>[] = [
    ...items.map((item) => ({ role: 'question' as const, key: item.questionId, item: transactionEntities.sessionQuestion.put(item).commit() })),
    {
      role: 'marker',
      item: transactionEntities.questionSet
        .patch({ movieId: movie.id })
        .set({ status: 'ready', questionCount: items.length })
        .where((attr, op) => `${op.eq(attr.owner, claimed.owner)} AND ${op.eq(attr.status, 'generating')}`)
        .commit(),
    },
  ];
  try {
    await writeTransaction(writes);
  } catch (error) {
    if (error instanceof ConditionFailed) return null;
    // Not stored: free the movie for the next try rather than leave others waiting out the lease.
    options.log?.(`Storing the generated questions of movie ${movie.id} failed`, error);
    await markFailed(claimed);
    throw generationFailed();
  }
  return readSet(movie.id, items.length);
}

/** A stored set read back by its known ids, strongly consistent (no index lag right after it was written). */
async function readSet(movieId: number, count: number): Promise<SessionQuestionItem[]> {
  if (count === 0) return [];
  const keys = Array.from({ length: count }, (_, index) => ({ questionId: movieQuestionId(movieId, index) }));
  const { data } = await db.entities.sessionQuestion.get(keys).go({ consistent: true });
  return data;
}

/** The movie, if the app lists it (a member's request generates only for those; docs/earning-rules.md). */
async function lookUpMovie(movieId: number, options: GenerationOptions): Promise<MovieDetails> {
  const [movie, listed] = await Promise.all([
    options.movie ? options.movie(movieId) : movieDatabase().then((database) => database.movie(movieId)),
    options.member === undefined || isListedMovie(movieId),
  ]);
  if (!movie || !listed) throw notFound('Movie');
  return movie;
}

/** Gives a claim back untouched (its member may not generate today), so that another request may take it at once. */
async function release({ movieId, owner }: Claim): Promise<void> {
  await db.entities.questionSet
    .delete({ movieId })
    .where((attr, op) => `${op.eq(attr.owner, owner)} AND ${op.eq(attr.status, 'generating')}`)
    .go()
    .catch(() => undefined);
}

/**
 * A movie's questions, generated ONCE on the first request (docs/product-rules.md, "Questions and answers"). The request that claims the
 * movie's marker generates; concurrent requests wait for its set (polling the marker up to a
 * deadline) rather than generate their own. A claim whose lease ran out (its generator crashed) is
 * taken over; a failure answers 502 for a short pause, then the next request tries again.
 */
export async function ensureMovieQuestions(movieId: number, options: GenerationOptions = {}): Promise<SessionQuestionItem[]> {
  const deadline = Date.now() + (options.waitMs ?? GENERATION_WAIT_MS);
  let movie: MovieDetails | undefined;
  for (let attempt = 0; ; attempt++) {
    const { data: marker } = await db.entities.questionSet.get({ movieId }).go({ consistent: true });
    const now = Date.now();
    if (marker?.status === 'ready') return readSet(movieId, marker.questionCount ?? 0);
    if (!marker || marker.leaseUntil <= now) {
      // An unknown movie gets its 404 here, before anything is written.
      movie ??= await lookUpMovie(movieId, options);
      const claimed = await claim(movie, now);
      if (claimed) {
        // Spent only by the request that generates: a movie whose questions exist, or are being generated, costs nothing.
        try {
          if (options.member !== undefined) await spendGeneration(options.member);
        } catch (error) {
          await release(claimed);
          throw error;
        }
        const stored = await generateAndStore(movie, claimed, options);
        if (stored) return stored;
      }
      // Another request holds the movie now: wait for it.
      continue;
    }
    if (marker.status === 'failed') throw generationFailed();
    if (Date.now() >= deadline) throw generationPending();
    await sleep(pollDelay(attempt));
  }
}

/**
 * A movie's questions: one query of the movie's index partition when they are stored (the common
 * case; a complete set is then kept by a warm Lambda for 10 s: question-cache.ts), else, on a
 * member's request, generated once; without a member, what is stored (none before a member's
 * request generated them). A partial read (the index still catching up with the set just written) is
 * read again by the set's ids.
 */
export async function movieQuestions(movieId: number, options: GenerationOptions = {}): Promise<SessionQuestionItem[]> {
  const cached = movieSetCache.get(movieId);
  if (cached) return cached;
  const data = await questionsOfMovie(movieId);
  if (data.length > 0 && data.length >= (data[0].setSize ?? 0)) {
    movieSetCache.set(movieId, data);
    return data;
  }
  if (options.member === undefined) return data;
  return ensureMovieQuestions(movieId, options);
}
