import { addDays, localDateKey } from '../../shared/booking/calendar';
import { AppError } from '../../shared/errors';
import { createMovieDatabase, TMDB_MOVIE_GENRES, trailersOnly, type MovieDatabase, type MovieDetails } from '../../functions/adapters/movies';
import { createBooking } from '../../functions/booking/book';
import { db } from '../../functions/data/service';
import { trailerAssetId } from '../../functions/admin/movie-import';
import { HOME_TRAILER_FILMS } from './movies';
import type { SeedContext } from './index';

export interface QuestionsSeedContext extends Pick<SeedContext, 'now' | 'users' | 'log'> {
  /** The configured movie database (TMDB or the offline catalog) by default. */
  movies?: MovieDatabase;
}

type Phase = 'pre-show' | 'post-show';
type QuestionSeed = Parameters<typeof db.entities.sessionQuestion.create>[0];

const option = (id: string, text: string) => ({ id, text });
const choices = (...texts: string[]) => texts.map((text, i) => option('abcd'[i], text));

function question(questionId: string, assetId: string, timingPhase: Phase | undefined, questionText: string, options: string[], correct?: number): QuestionSeed {
  const list = choices(...options);
  return { questionId, assetId, linkState: 'linked', timingPhase, questionText, options: list, correctAnswer: correct === undefined ? undefined : list[correct].id, isActive: true, questionType: 'mcq' };
}

/**
 * The flash cards of the seeded sessions' pre-show assets (scripts/seed/booking.ts plays the welcome
 * asset first, then the concessions or the phones asset): quiz questions with a right answer and
 * surveys with none, before and after the movie.
 */
const SESSION_ASSET_QUESTIONS: QuestionSeed[] = [
  question('q-welcome-how-to-earn', 'asset-preshow-welcome', 'pre-show', 'How do you earn points at Watch. Answer. Win.?', [
    'By answering questions before and after the movie',
    'By arriving early',
    'By buying the largest popcorn',
    'By sitting in the front row',
  ], 0),
  question('q-welcome-heard-about', 'asset-preshow-welcome', 'pre-show', "How did you hear about today's screening?", [
    'Friends or family',
    'Social media',
    'Our website or app',
    'Walking past the cinema',
  ]),
  question('q-welcome-spend-points', 'asset-preshow-welcome', 'post-show', 'What can you spend your points on?', [
    'Only popcorn',
    'Seats and rewards',
    'Parking',
    'Nothing yet',
  ], 1),
  question('q-welcome-experience', 'asset-preshow-welcome', 'post-show', "How would you rate today's experience?", [
    'Outstanding',
    'Good',
    'Okay',
    'Disappointing',
  ]),
  question('q-concessions-discount', 'asset-preshow-concessions', 'pre-show', 'How much do members save at the Lobby Bar with points?', ['5%', '10%', '15%', '25%'], 1),
  question('q-concessions-visited', 'asset-preshow-concessions', 'post-show', 'Did you visit the Lobby Bar today?', [
    'Yes, for popcorn',
    'Yes, for drinks',
    'Not this time',
    'I did not know about it',
  ]),
  question('q-phones-silent', 'asset-preshow-phones', 'pre-show', 'What should you do with your phone during the movie?', [
    'Turn the volume up',
    'Take flash photos',
    'Switch it to silent',
    'Make a call',
  ], 2),
  question('q-phones-distractions', 'asset-preshow-phones', 'post-show', 'Did anything distract you during the film?', [
    'Nothing at all',
    'Phones',
    'Noise from the lobby',
    'Latecomers',
  ]),
];


/** Three distinct texts other than `correct`, picked from `pool` from a place that depends on the film. */
function distractors(pool: string[], correct: string, seed: number): string[] {
  const others = [...new Set(pool)].filter((text) => text !== correct);
  return Array.from({ length: Math.min(3, others.length) }, (_, i) => others[(seed + i) % others.length]);
}

/** The options with the right one at a place that depends on the film (not always first). */
function quiz(questionId: string, assetId: string, text: string, correct: string, wrong: string[], seed: number): QuestionSeed | null {
  if (wrong.length < 3) return null;
  const at = seed % 4;
  const options = [...wrong.slice(0, 3)];
  options.splice(at, 0, correct);
  return question(questionId, assetId, undefined, text, options, at);
}

/**
 * A trailer's Q&A (questions with no timing phase), from the film's facts in the movie database: who
 * plays the lead, the genre, and a survey on whether the trailer makes the member want to see it.
 */
function trailerQuestions(movie: MovieDetails, everyone: string[]): QuestionSeed[] {
  const assetId = trailerAssetId(movie.id);
  const lead = movie.credits.cast.find((member) => member.character.trim() !== '');
  const genre = movie.genres[0]?.name;
  const ownGenres = new Set(movie.genres.map((g) => g.name));
  return [
    lead
      ? quiz(`q-trailer-${movie.id}-lead`, assetId, `Who plays ${lead.character} in ${movie.title}?`, lead.name, distractors(everyone.filter((name) => !movie.credits.cast.some((c) => c.name === name)), lead.name, movie.id), movie.id)
      : null,
    genre
      ? quiz(`q-trailer-${movie.id}-genre`, assetId, `Which genre is ${movie.title}?`, genre, distractors(Object.values(TMDB_MOVIE_GENRES).filter((g) => !ownGenres.has(g)), genre, movie.id), movie.id + 1)
      : null,
    question(`q-trailer-${movie.id}-interest`, assetId, undefined, `After this trailer, how likely are you to see ${movie.title} in the cinema?`, [
      'Definitely',
      'Probably',
      'Maybe',
      'Not for me',
    ]),
  ].filter((q): q is QuestionSeed => q !== null);
}

/** The carousel's films with a trailer: a trailer asset each (unless stored) and its questions. */
async function seedTrailers(movies: MovieDatabase) {
  const { results } = await movies.list('now_playing', 1);
  const films = (await Promise.all(results.slice(0, HOME_TRAILER_FILMS).map((m) => movies.movie(m.id)))).filter(
    (movie): movie is MovieDetails => movie !== null && trailersOnly(movie.videos).length > 0,
  );
  const { data: existing } = await db.entities.asset.get(films.map((movie) => ({ assetId: trailerAssetId(movie.id) }))).go();
  const present = new Set(existing.map((asset) => asset.assetId));
  const missing = films.filter((movie) => !present.has(trailerAssetId(movie.id)));
  if (missing.length > 0) {
    await db.entities.asset
      .put(
        missing.map((movie) => {
          const trailer = trailersOnly(movie.videos)[0];
          return {
            assetId: trailerAssetId(movie.id),
            type: 'trailer' as const,
            title: `${movie.title}: ${trailer.name}`,
            fileUrl: `https://www.youtube.com/watch?v=${trailer.key}`,
            thumbnailUrl: movie.backdropUrl ?? movie.posterUrl ?? undefined,
            description: movie.overview,
            durationSeconds: 150,
            isActive: true,
            movieId: movie.id,
          };
        }),
      )
      .go({ concurrency: 8 });
  }
  const everyone = films.flatMap((movie) => movie.credits.cast.slice(0, 4).map((c) => c.name));
  return { assets: missing.length, questions: films.flatMap((movie) => trailerQuestions(movie, everyone)) };
}

/**
 * Puts the questions not stored yet (an admin may have edited the others since). Asset questions
 * stored before Question-Asset Links had no `linkState`: they get theirs, so the back office lists them.
 */
async function createMissingQuestions(questions: QuestionSeed[]): Promise<number> {
  const { data: existing } = await db.entities.sessionQuestion.get(questions.map(({ questionId }) => ({ questionId }))).go();
  const present = new Set(existing.map((q) => q.questionId));
  const unlisted = existing.filter((q) => q.linkState === undefined && q.movieId === undefined);
  for (const q of unlisted) {
    await db.entities.sessionQuestion
      .patch({ questionId: q.questionId })
      .set({ linkState: q.assetId ? 'linked' : 'unlinked' })
      .composite({ createdAt: q.createdAt })
      .go();
  }
  const missing = questions.filter((q) => !present.has(q.questionId));
  if (missing.length > 0) await db.entities.sessionQuestion.put(missing).go({ concurrency: 8 });
  return missing.length;
}

/** Seats the demo booking tries, in order (Regular seats of the small screen). */
const DEMO_SEATS = ['C6', 'C7', 'C5', 'C8', 'B6', 'B7'];

/**
 * A confirmed booking of the demo member for a show today or tomorrow, so /in-session has flash
 * cards on a fresh start: unless they hold one already, one seat of tomorrow's 17:30 show at Grand
 * Central (the seeded session ids are made from date, screen and time), booked through the booking
 * code with a fixed idempotency key, so a second run replays it rather than booking again.
 */
async function seedDemoBooking(ctx: QuestionsSeedContext): Promise<string | null> {
  const { userId } = ctx.users.member;
  const today = localDateKey(ctx.now);
  const tomorrow = addDays(today, 1);
  const { data: bookings } = await db.entities.booking.query.byUser({ userId }).go({ pages: 'all' });
  const confirmed = [...new Set(bookings.filter((b) => b.status === 'confirmed').map((b) => b.sessionId))];
  if (confirmed.length > 0) {
    const { data: sessions } = await db.entities.session.get(confirmed.map((sessionId) => ({ sessionId }))).go();
    if (sessions.some((s) => s.status !== 'cancelled' && (s.sessionDate === today || s.sessionDate === tomorrow))) return null;
  }
  const sessionId = `session-${tomorrow}-venue-grand-central-1-1730`;
  const { data: session } = await db.entities.session.get({ sessionId }).go();
  if (!session) return null;
  for (const seat of DEMO_SEATS) {
    try {
      const booking = await createBooking(userId, { sessionId, seats: [seat], idempotencyKey: `seed-demo-${sessionId}-${seat}` });
      return `${session.movieTitle} on ${tomorrow} at ${session.sessionTime}, seat ${booking.seats[0]}`;
    } catch (error) {
      if (!(error instanceof AppError && error.status === 409 && error.code !== 'INSUFFICIENT_POINTS')) throw error;
    }
  }
  return null;
}

/**
 * Q&A on a fresh start: the seeded sessions' assets carry pre-show and post-show questions (some of
 * them surveys), the home carousel's trailers have trailer assets with their Q&A, and the demo
 * member holds a booking of a show today or tomorrow. Movie Q&A is generated on first request.
 * Safe to run again: fixed ids, only what is missing is written.
 */
export async function seed(ctx: QuestionsSeedContext): Promise<void> {
  const movies = ctx.movies ?? createMovieDatabase();
  const trailers = await seedTrailers(movies);
  const added = await createMissingQuestions([...SESSION_ASSET_QUESTIONS, ...trailers.questions]);
  const booking = await seedDemoBooking(ctx);
  ctx.log(
    `questions: ${trailers.assets} trailer asset(s) and ${added} question(s) added` + (booking ? `; the demo member booked ${booking}` : ''),
  );
}
