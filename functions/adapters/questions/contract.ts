/**
 * The QuestionGenerator contract (docs/product-rules.md, "Questions and answers"): ONE suite, run against both implementations by
 * their own test files (offline.test.ts, bedrock.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatMonth } from '../../../shared/booking/format';
import { offlineCatalog } from '../movies/index';
import {
  MAX_OPTION_LENGTH,
  MAX_QUESTION_LENGTH,
  OPTION_IDS,
  type GeneratedQuestion,
  type MovieFacts,
  type QuestionGenerator,
} from './types';

const norm = (s: string) => s.trim().toLowerCase();

/** A film with every kind of fact (director, 13 cast with characters, runtime, genres). */
export const RICH_MOVIE: MovieFacts = offlineCatalog.allMovies().find((m) => m.id === 1001)!;

/** A TMDB-shaped film with sparse facts: no crew, 2 cast, no tagline or overview. */
export const SPARSE_MOVIE: MovieFacts = {
  id: 550,
  title: 'Night Ledger',
  overview: '',
  tagline: '',
  releaseDate: '1999-10-15',
  runtime: 139,
  genres: [{ id: 18, name: 'Drama' }],
  credits: {
    cast: [
      { id: 819, name: 'Ada Voss', character: 'The Narrator', profileUrl: null, order: 0 },
      { id: 287, name: 'Bram Kellan', character: 'Tyler', profileUrl: null, order: 1 },
    ],
    crew: [],
  },
};

/** Throws (with what is wrong) unless the question is well formed: 4 distinct options a-d, exactly one of them correct, bounded texts. */
export function expectValidQuestion(q: GeneratedQuestion): void {
  expect(q.text.trim().length, q.text).toBeGreaterThan(0);
  expect(q.text.length, q.text).toBeLessThanOrEqual(MAX_QUESTION_LENGTH);
  expect(q.options.map((o) => o.id), q.text).toEqual([...OPTION_IDS]);
  for (const o of q.options) {
    expect(o.text.trim().length, q.text).toBeGreaterThan(0);
    expect(o.text.length, q.text).toBeLessThanOrEqual(MAX_OPTION_LENGTH);
  }
  expect(new Set(q.options.map((o) => norm(o.text))).size, `options of "${q.text}" are not distinct`).toBe(4);
  expect(q.options.filter((o) => o.id === q.correctOptionId), q.text).toHaveLength(1);
}

export const correctText = (q: GeneratedQuestion) => q.options.find((o) => o.id === q.correctOptionId)!.text;

/** Every answer the facts support: people, characters, genres, the release year and month, the runtime as shown. */
export function groundedAnswers(movie: MovieFacts): Set<string> {
  const answers = [
    ...movie.credits.crew.map((c) => c.name),
    ...movie.credits.cast.flatMap((c) => [c.name, c.character, c.character.replace(/\s*\([^)]*\)/g, '')]),
    ...movie.genres.map((g) => g.name),
  ];
  const date = /^(\d{4})-(\d{2})/.exec(movie.releaseDate);
  if (date) answers.push(date[1], formatMonth(`${date[1]}-${date[2]}-01`));
  if (movie.runtime) {
    const m = movie.runtime;
    answers.push(`${m}`, `${m} minutes`, `${m} min`, `${m}m`, `${Math.floor(m / 60)}h ${m % 60}m`);
  }
  return new Set(answers.map(norm));
}

export function describeQuestionGeneratorContract(name: string, makeGenerator: () => QuestionGenerator) {
  describe(`QuestionGenerator contract: ${name}`, () => {
    it('gives 10 valid, distinct questions when a rich movie is asked for 10', async () => {
      const questions = await makeGenerator().generate(RICH_MOVIE, 10);
      expect(questions).toHaveLength(10);
      questions.forEach(expectValidQuestion);
      expect(new Set(questions.map((q) => norm(q.text))).size).toBe(10);
    });

    it('never gives more than the quantity asked for', async () => {
      expect((await makeGenerator().generate(RICH_MOVIE, 3)).length).toBeLessThanOrEqual(3);
      expect(await makeGenerator().generate(RICH_MOVIE, 0)).toEqual([]);
    });

    it("grounds every correct answer in the movie's facts", async () => {
      const grounded = groundedAnswers(RICH_MOVIE);
      const director = RICH_MOVIE.credits.crew.find((c) => c.job === 'Director')!.name;
      for (const q of await makeGenerator().generate(RICH_MOVIE, 10)) {
        expect(grounded.has(norm(correctText(q))), `"${correctText(q)}" (the answer to "${q.text}") is not in the facts`).toBe(true);
        if (/\bdirected\b/i.test(q.text)) expect(correctText(q)).toBe(director);
      }
    });

    it('copes with a sparse TMDB-shaped movie (no crew, 2 cast): only valid, grounded questions', async () => {
      const questions = await makeGenerator().generate(SPARSE_MOVIE, 10);
      expect(questions.length).toBeLessThanOrEqual(10);
      questions.forEach(expectValidQuestion);
      const grounded = groundedAnswers(SPARSE_MOVIE);
      for (const q of questions) expect(grounded.has(norm(correctText(q))), q.text).toBe(true);
      expect(new Set(questions.map((q) => norm(q.text))).size).toBe(questions.length);
    });
  });
}
