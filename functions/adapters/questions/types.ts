import type { MovieDetails } from '../movies/types';

/**
 * Question generation (DESIGN §5): one interface, two implementations (Bedrock where a model is
 * configured for the stage, the offline generator from the catalogue's facts otherwise), one
 * contract test suite for both.
 */

/** What a generator may ground its questions in: the movie database's facts about one film. */
export type MovieFacts = Pick<MovieDetails, 'id' | 'title' | 'overview' | 'tagline' | 'releaseDate' | 'runtime' | 'genres' | 'credits'>;

/** One generated multiple-choice question: 4 distinct options, exactly one of them correct. */
export interface GeneratedQuestion {
  text: string;
  options: { id: string; text: string }[];
  correctOptionId: string;
}

export interface QuestionGenerator {
  /** Up to `quantity` valid questions about the movie (never an invalid one); fewer when the facts run out. */
  generate(movie: MovieFacts, quantity: number): Promise<GeneratedQuestion[]>;
}
