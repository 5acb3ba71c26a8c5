import type { MovieDetails } from '../movies/types';

/**
 * Question generation (docs/product-rules.md, "Questions and answers"): one interface, two implementations (Bedrock where a model is
 * configured for the stage, the offline generator from the catalogue's facts otherwise), one
 * contract test suite for both.
 */

/** What a generator may ground its questions in: the movie database's facts about one film. */
export type MovieFacts = Pick<MovieDetails, 'id' | 'title' | 'overview' | 'tagline' | 'releaseDate' | 'runtime' | 'genres' | 'credits'>;

/** Option ids, in display order: every generated question has exactly these four. */
export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
/** Upper bounds of a generated question's texts (what the Q&A screens are laid out for). */
export const MAX_QUESTION_LENGTH = 300;
export const MAX_OPTION_LENGTH = 120;

/** One generated multiple-choice question: 4 distinct options, exactly one of them correct. */
export interface GeneratedQuestion {
  text: string;
  options: { id: string; text: string }[];
  correctOptionId: string;
}

/** What a survey about an asset with no movie (an ad, a promotion) may be grounded in. */
export interface AssetFacts {
  title: string;
  type: 'ad' | 'trailer' | 'movie' | 'promotional';
  brand?: string;
  description?: string;
}

/** One generated survey question: 4 distinct options, none of them right or wrong. */
export interface GeneratedSurveyQuestion {
  text: string;
  options: { id: string; text: string }[];
}

export interface QuestionGenerator {
  /**
   * Up to `quantity` valid questions about the movie (never an invalid one); fewer when the facts run
   * out. None repeats a text of `avoid` (the questions already asked: Generate More).
   */
  generate(movie: MovieFacts, quantity: number, avoid?: readonly string[]): Promise<GeneratedQuestion[]>;
  /** Up to `quantity` survey questions about an asset that has no movie, none repeating a text of `avoid`. */
  generateSurvey(asset: AssetFacts, quantity: number, avoid?: readonly string[]): Promise<GeneratedSurveyQuestion[]>;
}

/** The texts of `avoid`, normalised for comparison. */
export const normalisedTexts = (texts: readonly string[] = []) => new Set(texts.map((text) => text.trim().toLowerCase()));

/** How a generator fails (timeout, throttling, no usable answer): the spec's message; the cause says what happened. */
export class QuestionGenerationError extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to generate questions', options);
    this.name = 'QuestionGenerationError';
  }
}
