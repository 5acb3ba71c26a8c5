import type { TimingPhase } from './topics';

/** How many questions a movie's Q&A is generated with. */
export const MOVIE_QUESTION_COUNT = 10;
/** The first questions of a generated set are pre-show, the rest post-show (docs/product-rules.md, "Questions and answers"). */
export const MOVIE_PRE_SHOW_QUESTIONS = 5;

export const movieQuestionPhase = (index: number): TimingPhase => (index < MOVIE_PRE_SHOW_QUESTIONS ? 'pre-show' : 'post-show');

/**
 * A generated movie question's id: `movie-1001-q01`. Made from the movie and the position, so a
 * movie's set has known ids (read back in one consistent batch) and a member's answers to a movie's
 * questions are one key range of their answers (`movieQuestionIdPrefix`).
 */
export const movieQuestionId = (movieId: number, index: number) => `${movieQuestionIdPrefix(movieId)}${String(index + 1).padStart(2, '0')}`;

/** `movie-1001-q`: no other movie's ids start with it (`movie-10010-q…` does not). */
export const movieQuestionIdPrefix = (movieId: number) => `movie-${movieId}-q`;
