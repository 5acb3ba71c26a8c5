/**
 * The offline question generator (docs/product-rules.md, "Questions and answers"), the local default. Every question is built
 * from the movie's own facts (crew, cast and characters, release date, runtime, genres), so its
 * answer is correct by construction. Wrong options come from the same film (its other people
 * and characters) or from general pools (nearby years and runtimes, nearby months, other
 * genres), never from the network.
 *
 * Reproducible: wrong options and the correct position are seeded by the movie id and the
 * question's subject, never Math.random, so a movie always gets the same questions.
 */
import { TMDB_MOVIE_GENRES, type CastMember } from '../movies/types';
import { intBetween, rngFor, type Rng } from '../movies/offline/prng';
import {
  MAX_OPTION_LENGTH,
  MAX_QUESTION_LENGTH,
  OPTION_IDS,
  normalisedTexts,
  type AssetFacts,
  type GeneratedQuestion,
  type GeneratedSurveyQuestion,
  type MovieFacts,
  type QuestionGenerator,
} from './types';

/** Cast questions stay with the top billed: further down, roles are mostly walk-ons ("Tailor"). */
const TOP_CAST = 8;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Genres a feature film may plausibly be mistaken for ("TV Movie" would give the answer away). */
const GENRE_POOL = Object.values(TMDB_MOVIE_GENRES).filter((name) => name !== 'TV Movie');

/** Crew questions in the order they are asked; anyone credited with any job of a group is a right answer, never a wrong one. */
const CREW_QUESTIONS: { key: string; jobs: string[]; text: (title: string) => string }[] = [
  { key: 'director', jobs: ['Director'], text: (t) => `Who directed ${t}?` },
  { key: 'writer', jobs: ['Screenplay', 'Writer'], text: (t) => `Who is credited with writing ${t}?` },
  { key: 'composer', jobs: ['Original Music Composer', 'Music'], text: (t) => `Who composed the music for ${t}?` },
  { key: 'photography', jobs: ['Director of Photography'], text: (t) => `Who was the director of photography on ${t}?` },
  { key: 'producer', jobs: ['Producer'], text: (t) => `Which of these people produced ${t}?` },
  { key: 'editor', jobs: ['Editor'], text: (t) => `Who edited ${t}?` },
];

/** Not a character a question can be about. */
const SELF = /^(?:self|himself|herself|themselves)\b/i;

interface Role {
  actor: string;
  character: string;
  voice: boolean;
}

/** One question to try: `key` names its kind and subject (its seed); `make` returns null when the facts can't make it. */
interface QuestionMaker {
  key: string;
  make: (rng: Rng) => { text: string; options: string[]; correct: string } | null;
}

const norm = (s: string) => s.trim().toLowerCase();

/** Distinct (by normalised text), non-empty and short enough to be options, none of them in `except`. */
function usable(items: readonly string[], except: readonly string[]): string[] {
  const seen = new Set(except.map(norm));
  return items.filter((item) => {
    const key = norm(item);
    if (!key || item.length > MAX_OPTION_LENGTH || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `n` items of `pool` in a seeded order (a partial Fisher-Yates shuffle of a copy). */
function sample<T>(rng: Rng, pool: readonly T[], n: number): T[] {
  const copy = [...pool];
  for (let i = 0; i < Math.min(n, copy.length); i++) {
    const j = i + Math.floor(rng() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** The correct answer among 3 wrong ones drawn from `pool`, at a seeded position; null when the pool is too small. */
function withWrongOptions(rng: Rng, correct: string, pool: readonly string[]): string[] | null {
  if (!correct || correct.length > MAX_OPTION_LENGTH) return null;
  const options = sample(rng, usable(pool, [correct]), 3);
  if (options.length < 3) return null;
  options.splice(Math.floor(rng() * 4), 0, correct);
  return options;
}

/** Four numbers in ascending order with the correct one at a seeded position, seeded gaps, none below `floor`. */
function ladder(rng: Rng, correct: number, minGap: number, maxGap: number, floor: number): number[] {
  const below = Math.floor(rng() * 4);
  const values = [correct];
  for (let i = 0; i < 3; i++) {
    const gap = intBetween(rng, minGap, maxGap);
    if (i < below && values[0] - gap >= floor) values.unshift(values[0] - gap);
    else values.push(values[values.length - 1] + gap);
  }
  return values;
}

/** As the movie page shows it ("2h 4m"), or in minutes when an option is under an hour. */
function runtimeTexts(minutes: number[]): string[] {
  return minutes.every((m) => m >= 60) ? minutes.map((m) => `${Math.floor(m / 60)}h ${m % 60}m`) : minutes.map((m) => `${m} minutes`);
}

/** Billing order, characters without "(voice)"-style notes; roles that name no character are left out. */
function rolesOf(cast: readonly CastMember[]): Role[] {
  return [...cast]
    .sort((a, b) => a.order - b.order)
    .map((c) => ({
      actor: c.name.trim(),
      character: c.character.replace(/\s*\([^)]*\)/g, '').trim(),
      voice: /\(voice\)/i.test(c.character),
    }))
    .filter((r) => r.actor && r.character && !SELF.test(r.character));
}

function crewMakers(movie: MovieFacts): QuestionMaker[] {
  const crew = movie.credits.crew;
  return CREW_QUESTIONS.map(({ key, jobs, text }) => ({
    key,
    make: (rng) => {
      const credited = crew.find((c) => jobs.includes(c.job))?.name.trim();
      if (!credited) return null;
      // Never a wrong option: anyone with a job of the group, or a kindred one ("Executive Producer").
      const excluded = crew.filter((c) => jobs.some((job) => c.job.toLowerCase().includes(job.toLowerCase()))).map((c) => c.name);
      // People of the same film in other jobs first: they are the plausible mix-ups.
      const others = [...crew.map((c) => c.name.trim()), ...movie.credits.cast.slice(0, TOP_CAST).map((c) => c.name.trim())];
      const options = withWrongOptions(rng, credited, usable(others, excluded).slice(0, 6));
      return options && { text: text(movie.title), options, correct: credited };
    },
  }));
}

/** Alternates "who plays" and "which character" down the billing, so no role is asked about twice. */
function castMakers(movie: MovieFacts): QuestionMaker[] {
  const roles = rolesOf(movie.credits.cast);
  const count = (key: (r: Role) => string, value: string) => roles.filter((r) => norm(key(r)) === norm(value)).length;
  const allActors = roles.map((r) => r.actor);
  const allCharacters = roles.map((r) => r.character);

  const whoPlays = (role: Role): QuestionMaker['make'] => (rng) => {
    if (count((r) => r.character, role.character) !== 1) return null;
    const options = withWrongOptions(rng, role.actor, usable(allActors, [role.actor]).slice(0, TOP_CAST));
    const verb = role.voice ? 'voices' : 'plays';
    return options && { text: `Who ${verb} ${role.character} in ${movie.title}?`, options, correct: role.actor };
  };
  const whichCharacter = (role: Role): QuestionMaker['make'] => (rng) => {
    if (count((r) => r.actor, role.actor) !== 1) return null;
    const options = withWrongOptions(rng, role.character, usable(allCharacters, [role.character]).slice(0, TOP_CAST));
    const verb = role.voice ? 'voice' : 'play';
    return options && { text: `Which character does ${role.actor} ${verb} in ${movie.title}?`, options, correct: role.character };
  };

  return roles.slice(0, TOP_CAST).map((role, i) => {
    const [first, second] = i % 2 === 0 ? [whoPlays(role), whichCharacter(role)] : [whichCharacter(role), whoPlays(role)];
    return { key: `cast-${i}`, make: (rng) => first(rng) ?? second(rng) };
  });
}

function factMakers(movie: MovieFacts): QuestionMaker[] {
  const date = /^(\d{4})-(\d{2})-\d{2}$/.exec(movie.releaseDate);
  const year = date ? Number(date[1]) : null;
  const month = date ? Number(date[2]) - 1 : -1;
  const genres = movie.genres.map((g) => g.name);
  const runtime = movie.runtime;
  return [
    {
      key: 'year',
      make: (rng) => {
        if (!year) return null;
        const options = ladder(rng, year, 1, 2, 1).map(String);
        return { text: `What is the release year of ${movie.title}?`, options, correct: String(year) };
      },
    },
    {
      key: 'genre',
      make: (rng) => {
        const options = genres[0] ? withWrongOptions(rng, genres[0], usable(GENRE_POOL, genres)) : null;
        return options && { text: `Which genre does ${movie.title} belong to?`, options, correct: genres[0] };
      },
    },
    {
      key: 'runtime',
      make: (rng) => {
        if (!runtime || runtime <= 0) return null;
        const minutes = ladder(rng, runtime, 6, 14, 1);
        const options = runtimeTexts(minutes);
        return { text: `What is the runtime of ${movie.title}?`, options, correct: options[minutes.indexOf(runtime)] };
      },
    },
    {
      key: 'month',
      make: (rng) => {
        if (!MONTHS[month]) return null;
        const nearby = [-3, -2, -1, 1, 2, 3].map((d) => MONTHS[(month + d + 12) % 12]);
        const options = withWrongOptions(rng, MONTHS[month], nearby);
        return options && { text: `What is the release month of ${movie.title}?`, options, correct: MONTHS[month] };
      },
    },
  ];
}

/** Takes one from each list in turn, so the first questions already cover crew, cast and facts. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(...lists.map((l) => l.length)); i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

const ASSET_KIND: Record<AssetFacts['type'], string> = { ad: 'ad', trailer: 'trailer', movie: 'film', promotional: 'promotion' };

/**
 * Opinion questions about an asset with no movie (an ad, a promotion): a survey, so no option is
 * right. `name` is the asset's title, `kind` what it is, `brand` its brand or its title.
 */
const SURVEY_TEMPLATES: ((name: string, kind: string, brand: string) => { text: string; options: string[] })[] = [
  (name, kind) => ({ text: `How would you rate the ${kind} "${name}"?`, options: ['Excellent', 'Good', 'Fair', 'Poor'] }),
  (_, __, brand) => ({ text: `How familiar were you with ${brand} before today?`, options: ['Very familiar', 'Somewhat familiar', 'I had heard of it', 'Not at all'] }),
  (_, kind, brand) => ({ text: `After this ${kind}, how likely are you to try ${brand}?`, options: ['Very likely', 'Likely', 'Unlikely', 'Very unlikely'] }),
  (name, kind) => ({ text: `Did the ${kind} "${name}" hold your attention?`, options: ['All the way through', 'Most of it', 'Only the start', 'Not really'] }),
  (_, kind) => ({ text: `How clear was the message of this ${kind}?`, options: ['Very clear', 'Clear enough', 'A little confusing', 'Not clear at all'] }),
  (_, kind) => ({ text: `How did you feel about the length of this ${kind}?`, options: ['Too short', 'Just right', 'A little long', 'Far too long'] }),
  (_, kind) => ({ text: `Would you like to see more like this ${kind} before a movie?`, options: ['Yes, definitely', 'Maybe', 'Rather not', 'No'] }),
  (_, __, brand) => ({ text: `How well does ${brand} fit a night at the cinema?`, options: ['Perfectly', 'Quite well', 'Not very well', 'Not at all'] }),
  (_, kind) => ({ text: `What did you like most about this ${kind}?`, options: ['The visuals', 'The music', 'The story', 'The offer'] }),
  (_, kind, brand) => ({ text: `Would you recommend ${brand} to a friend after this ${kind}?`, options: ['Certainly', 'Probably', 'Probably not', 'Certainly not'] }),
  (_, kind) => ({ text: `Where would you prefer to see a ${kind} like this?`, options: ['Before the movie', 'In the app', 'In the lobby', 'Nowhere'] }),
  (_, __, brand) => ({ text: `How often do you buy from ${brand}?`, options: ['Every week', 'Every month', 'A few times a year', 'Never'] }),
  (_, kind) => ({ text: `Did this ${kind} change your opinion of the brand?`, options: ['For the better', 'Not at all', 'For the worse', 'I am not sure'] }),
  (_, kind) => ({ text: `How memorable was this ${kind}?`, options: ['Unforgettable', 'Memorable', 'Forgettable', 'Already forgotten'] }),
  (_, kind) => ({ text: `How would you describe the tone of this ${kind}?`, options: ['Fun', 'Inspiring', 'Informative', 'Annoying'] }),
];

export class OfflineQuestionGenerator implements QuestionGenerator {
  async generateSurvey(asset: AssetFacts, quantity: number, avoid?: readonly string[]): Promise<GeneratedSurveyQuestion[]> {
    const asked = normalisedTexts(avoid);
    const name = asset.title.trim();
    const brand = asset.brand?.trim() || name;
    return SURVEY_TEMPLATES.map((template) => template(name, ASSET_KIND[asset.type], brand))
      .filter((q) => q.text.length <= MAX_QUESTION_LENGTH && !asked.has(q.text.trim().toLowerCase()))
      .slice(0, Math.max(0, Math.floor(quantity)))
      .map((q) => ({ text: q.text, options: q.options.map((text, i) => ({ id: OPTION_IDS[i], text })) }));
  }

  async generate(movie: MovieFacts, quantity: number, avoid?: readonly string[]): Promise<GeneratedQuestion[]> {
    const limit = Math.floor(quantity);
    const asked = normalisedTexts(avoid);
    const questions: GeneratedQuestion[] = [];
    for (const { key, make } of interleave([crewMakers(movie), castMakers(movie), factMakers(movie)])) {
      if (questions.length >= limit) break;
      const built = make(rngFor(movie.id, key));
      if (!built || built.text.length > MAX_QUESTION_LENGTH || asked.has(norm(built.text))) continue;
      const options = built.options.map((text, j) => ({ id: OPTION_IDS[j], text }));
      questions.push({ text: built.text, options, correctOptionId: OPTION_IDS[built.options.indexOf(built.correct)] });
    }
    return questions;
  }
}
