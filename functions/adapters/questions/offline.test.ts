import { describe, expect, it } from 'vitest';
import { offlineCatalog } from '../movies/index';
import { correctText, describeQuestionGeneratorContract, expectValidQuestion, RICH_MOVIE, SPARSE_MOVIE } from './contract';
import { OfflineQuestionGenerator } from './offline';
import type { GeneratedQuestion, MovieFacts } from './types';

describeQuestionGeneratorContract('offline', () => new OfflineQuestionGenerator());

const generator = new OfflineQuestionGenerator();
const wrongTexts = (q: GeneratedQuestion) => q.options.filter((o) => o.id !== q.correctOptionId).map((o) => o.text);

describe('OfflineQuestionGenerator', () => {
  const films = offlineCatalog.allMovies();

  it('covers the whole catalogue', () => {
    expect(films).toHaveLength(42);
  });

  it.each(films.map((f) => [f.title, f] as const))('gives %s at least 8 valid, distinct questions', async (_title, film) => {
    const questions = await generator.generate(film, 100);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    questions.forEach(expectValidQuestion);
    expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
  });

  it('gives every answer by construction, with no wrong option that is also right', async () => {
    for (const film of films) {
      const cast = film.credits.cast;
      const suffix = ` in ${film.title}?`;
      for (const q of await generator.generate(film, 100)) {
        const answer = correctText(q);
        const wrong = wrongTexts(q);
        if (q.text.startsWith('Who directed ')) {
          const directors = film.credits.crew.filter((c) => c.job === 'Director').map((c) => c.name);
          expect(directors).toContain(answer);
          expect(wrong.filter((w) => directors.includes(w))).toEqual([]);
        } else if (/^Who (?:plays|voices) /.test(q.text)) {
          const character = q.text.replace(/^Who (?:plays|voices) /, '').slice(0, -suffix.length);
          const playing = cast.filter((c) => c.character.replace(/\s*\([^)]*\)/g, '') === character).map((c) => c.name);
          expect(playing).toEqual([answer]);
        } else if (q.text.startsWith('Which character does ')) {
          const actor = q.text.replace(/^Which character does /, '').slice(0, -suffix.length).replace(/ (?:play|voice)$/, '');
          const roles = cast.filter((c) => c.name === actor);
          expect(roles).toHaveLength(1);
          expect(roles[0].character.replace(/\s*\([^)]*\)/g, '')).toBe(answer);
        } else if (q.text.startsWith('What is the release year of ')) {
          expect(answer).toBe(film.releaseDate.slice(0, 4));
        } else if (q.text.startsWith('What is the runtime of ')) {
          expect(answer).toBe(`${Math.floor(film.runtime! / 60)}h ${film.runtime! % 60}m`);
        } else if (q.text.startsWith('Which genre does ')) {
          const genres = film.genres.map((g) => g.name);
          expect(genres).toContain(answer);
          expect(wrong.filter((w) => genres.includes(w))).toEqual([]);
        } else if (q.text.startsWith('Which of these people produced ')) {
          const producers = film.credits.crew.filter((c) => c.job === 'Producer').map((c) => c.name);
          expect(producers).toContain(answer);
          expect(wrong.filter((w) => producers.includes(w))).toEqual([]);
        }
      }
    }
  });

  it('varies where the correct option sits', async () => {
    const positions = new Set<string>();
    for (const q of await generator.generate(RICH_MOVIE, 100)) positions.add(q.correctOptionId);
    expect([...positions].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts with a mix of kinds: crew, cast and facts among the first five', async () => {
    const firstFive = (await generator.generate(RICH_MOVIE, 5)).map((q) => q.text);
    expect(firstFive.some((t) => t.startsWith('Who directed '))).toBe(true);
    expect(firstFive.some((t) => / (?:plays|play|voices|voice) /.test(t))).toBe(true);
    expect(firstFive.some((t) => t.startsWith('What is the release year of '))).toBe(true);
  });

  it('is deterministic: the same movie gives the same questions', async () => {
    expect(await new OfflineQuestionGenerator().generate(RICH_MOVIE, 10)).toEqual(await generator.generate(RICH_MOVIE, 10));
    // Asking for fewer gives the first ones of the same list.
    expect(await generator.generate(RICH_MOVIE, 4)).toEqual((await generator.generate(RICH_MOVIE, 10)).slice(0, 4));
  });

  it('gives a sparse TMDB-shaped movie what its facts allow: release year and month, runtime, genre', async () => {
    const questions = await generator.generate(SPARSE_MOVIE, 10);
    expect(questions.map((q) => q.text).sort()).toEqual([
      'What is the release month of Night Ledger?',
      'What is the release year of Night Ledger?',
      'What is the runtime of Night Ledger?',
      'Which genre does Night Ledger belong to?',
    ]);
  });

  it('gives fewer questions when the facts run out, never padding, and none for a movie without facts', async () => {
    const onlyDate: MovieFacts = { ...SPARSE_MOVIE, runtime: null, genres: [], credits: { cast: [], crew: [] } };
    expect((await generator.generate(onlyDate, 10)).map((q) => correctText(q))).toEqual(['1999', 'October']);
    expect(await generator.generate({ ...onlyDate, releaseDate: '' }, 10)).toEqual([]);
  });

  it('shows runtimes under an hour in minutes', async () => {
    const short: MovieFacts = { ...SPARSE_MOVIE, runtime: 7, genres: [], releaseDate: '' };
    const [q] = await generator.generate(short, 1);
    expectValidQuestion(q);
    expect(correctText(q)).toBe('7 minutes');
    for (const o of q.options) expect(o.text).toMatch(/^\d+ minutes$/);
  });

  it('skips what would make a bad question: self roles, shared characters, over-long names', async () => {
    const person = (id: number, name: string, character: string) => ({ id, name, character, profileUrl: null, order: id });
    const movie: MovieFacts = {
      ...SPARSE_MOVIE,
      credits: {
        cast: [
          person(0, 'Ann Ray', 'Himself'),
          person(1, 'Bo Lind', 'Mara'),
          person(2, 'Cy Hart', 'Mara'),
          person(3, 'Di Moss', 'Keeper'),
          person(4, 'Ed Paul', 'Pilot'),
          person(5, 'X'.repeat(121), 'Guard'),
        ],
        crew: [],
      },
    };
    const texts = (await generator.generate(movie, 100)).map((q) => q.text);
    expect(texts.some((t) => t.includes('Himself') || t.includes('Who plays Mara'))).toBe(false);
    for (const q of await generator.generate(movie, 100)) {
      expectValidQuestion(q);
      expect(q.options.map((o) => o.text)).not.toContain('Himself');
    }
  });
});

describe('OfflineQuestionGenerator: Generate More and surveys', () => {
  it('never repeats a question it is told to avoid, so Generate More gives new ones', async () => {
    const first = await generator.generate(RICH_MOVIE, 10);
    const more = await generator.generate(RICH_MOVIE, 5, first.map((q) => q.text.toUpperCase()));
    expect(more).toHaveLength(5);
    more.forEach(expectValidQuestion);
    const asked = new Set(first.map((q) => q.text));
    for (const q of more) expect(asked.has(q.text), q.text).toBe(false);
  });

  it('writes survey questions about an asset with no movie: 4 distinct options each, no right answer, none repeated', async () => {
    const ad = { title: 'Fizz Cola Summer', type: 'ad' as const, brand: 'Fizz Cola' };
    const first = await generator.generateSurvey(ad, 10);
    expect(first).toHaveLength(10);
    for (const q of first) {
      expect(q.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
      expect(new Set(q.options.map((o) => o.text)).size).toBe(4);
      expect(q).not.toHaveProperty('correctOptionId');
    }
    expect(first.some((q) => q.text.includes('Fizz Cola'))).toBe(true);
    const more = await generator.generateSurvey(ad, 5, first.map((q) => q.text));
    expect(more).toHaveLength(5);
    expect(more.filter((q) => first.some((f) => f.text === q.text))).toEqual([]);
  });
});
