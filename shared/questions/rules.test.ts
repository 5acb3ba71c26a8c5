import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_CONFIG, POINTS_ACTIVITIES } from '../constants';
import { isFlashCardWindowOpen, sessionStart } from './flash-cards';
import { answerPointValues, findOption, gradeAnswer, questionPoints } from './grading';
import { compareQuestions, toMemberQuestion } from './member-view';
import { MOVIE_QUESTION_COUNT, movieQuestionId, movieQuestionIdPrefix, movieQuestionPhase } from './movie-qa';
import { TRAILER_QA_TOPIC, answerReason, qaTopic } from './topics';

const values = { correct: 20, survey: 15 };
const options = [
  { id: 'a', text: 'Denis Villeneuve' },
  { id: 'b', text: 'Ridley Scott' },
  { id: 'c', text: 'Greta Gerwig' },
  { id: 'd', text: 'Jordan Peele' },
];
const quiz = { questionId: 'q1', questionText: 'Who directed it?', options, correctAnswer: 'a', timingPhase: 'pre-show' as const };
const survey = { questionId: 'q2', questionText: 'Did you enjoy it?', options };

describe('grading', () => {
  it('pays correct_answer for a right quiz answer and nothing for a wrong one', () => {
    expect(gradeAnswer(quiz, 'a', values)).toEqual({ correct: true, points: 20 });
    expect(gradeAnswer(quiz, 'b', values)).toEqual({ correct: false, points: 0 });
  });

  it('pays survey_answer for any answer to a survey (no correct option), graded neither right nor wrong', () => {
    expect(gradeAnswer(survey, 'c', values)).toEqual({ correct: null, points: 15 });
    expect(gradeAnswer({ ...survey, correctAnswer: null }, 'd', values)).toEqual({ correct: null, points: 15 });
  });

  it('never pays a negative value, and labels each question with what it can earn', () => {
    expect(gradeAnswer(quiz, 'a', { correct: -5, survey: 0 }).points).toBe(0);
    expect(questionPoints(quiz, values)).toBe(20);
    expect(questionPoints(survey, values)).toBe(15);
  });

  it('reads the values from the points configuration', () => {
    const points = Object.fromEntries(POINTS_ACTIVITIES.map((a) => [a, DEFAULT_POINTS_CONFIG[a].value])) as Parameters<typeof answerPointValues>[0];
    expect(answerPointValues({ ...points, correct_answer: 30, survey_answer: 5 })).toEqual({ correct: 30, survey: 5 });
  });

  it("finds only the question's own options", () => {
    expect(findOption(quiz, 'c')?.text).toBe('Greta Gerwig');
    expect(findOption(quiz, 'e')).toBeUndefined();
  });
});

describe('a question as a member sees it', () => {
  it('never carries the correct option before the member answered', () => {
    const view = toMemberQuestion(quiz, undefined, values);
    expect(view).toEqual({ id: 'q1', text: 'Who directed it?', options, phase: 'pre-show', points: 20, answered: false });
    expect(JSON.stringify(view)).not.toContain('correct');
  });

  it('shows the member their choice and the correct option once answered (null for a survey)', () => {
    expect(toMemberQuestion(quiz, { selectedOptionId: 'b' }, values)).toMatchObject({ answered: true, myOptionId: 'b', correctOptionId: 'a' });
    expect(toMemberQuestion(survey, { selectedOptionId: 'c' }, values)).toMatchObject({ phase: null, answered: true, myOptionId: 'c', correctOptionId: null });
  });

  it('orders pre-show, post-show, then unphased; by creation within a phase', () => {
    const q = (questionId: string, timingPhase: 'pre-show' | 'post-show' | undefined, createdAt = '2026-01-01') => ({ questionId, timingPhase, createdAt });
    const sorted = [q('t', undefined), q('p2', 'post-show'), q('r2', 'pre-show', '2026-01-02'), q('r1', 'pre-show')].sort(compareQuestions);
    expect(sorted.map((x) => x.questionId)).toEqual(['r1', 'r2', 'p2', 't']);
  });
});

describe('movie Q&A', () => {
  it('makes the first 5 generated questions pre-show and the rest post-show', () => {
    const phases = Array.from({ length: MOVIE_QUESTION_COUNT }, (_, i) => movieQuestionPhase(i));
    expect(phases).toEqual([...Array(5).fill('pre-show'), ...Array(MOVIE_QUESTION_COUNT - 5).fill('post-show')]);
  });

  it("gives each position an id under the movie's own prefix, which no other movie's ids share", () => {
    expect(movieQuestionId(1001, 0)).toBe('movie-1001-q01');
    expect(movieQuestionId(1001, 9)).toBe('movie-1001-q10');
    expect(movieQuestionId(10010, 0).startsWith(movieQuestionIdPrefix(1001))).toBe(false);
  });
});

describe('Q&A topics', () => {
  const trailer = { title: 'Dune: Official Trailer', type: 'trailer' };
  const promo = { title: 'Popcorn & Refreshments', type: 'ad' };

  it('files trailer questions under "Trailer Q&A", flash cards under the asset title, movie Q&A under the movie title', () => {
    expect(qaTopic({}, trailer)).toBe(TRAILER_QA_TOPIC);
    expect(qaTopic({ timingPhase: 'pre-show' }, trailer)).toBe('Dune: Official Trailer');
    expect(qaTopic({ timingPhase: 'post-show' }, promo)).toBe('Popcorn & Refreshments');
    expect(qaTopic({ timingPhase: 'pre-show', movieTitle: 'Dune' }, null)).toBe('Dune');
    expect(qaTopic({}, null)).toBeNull();
  });

  it('names what was answered in the ledger reason', () => {
    expect(answerReason({ movieTitle: 'Dune' }, null)).toBe('Answered a question about Dune');
    expect(answerReason({}, trailer)).toBe('Answered a question about Dune: Official Trailer');
    expect(answerReason({}, null)).toBe('Answered a question');
  });
});

describe('the flash-card window', () => {
  const start = sessionStart({ date: '2026-03-10', time: '20:00' }, 'UTC');
  const hoursAfter = (h: number) => new Date(start.getTime() + h * 3_600_000);

  it('is open before the show and until 48 hours after its start, then closed', () => {
    expect(isFlashCardWindowOpen(start, hoursAfter(-72))).toBe(true);
    expect(isFlashCardWindowOpen(start, hoursAfter(47))).toBe(true);
    expect(isFlashCardWindowOpen(start, hoursAfter(48))).toBe(true);
    expect(isFlashCardWindowOpen(start, hoursAfter(49))).toBe(false);
  });

  it("counts from the start on the venue's clock", () => {
    const newYork = sessionStart({ date: '2026-03-10', time: '20:00' }, 'America/New_York');
    expect(newYork.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(isFlashCardWindowOpen(newYork, new Date('2026-03-12T23:30:00Z'))).toBe(true);
    expect(isFlashCardWindowOpen(start, new Date('2026-03-12T23:30:00Z'))).toBe(false);
  });
});
