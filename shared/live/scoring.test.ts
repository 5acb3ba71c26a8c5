import { describe, expect, it } from 'vitest';
import { answerPoints, loyaltyPoints, podiumMedal, rankPlayers, ranksOfTop, scoreQuestion, streakBonus } from './scoring';

describe('answer points', () => {
  it('scores 1000 at the opening and 500 at the close', () => {
    expect(answerPoints(0, 15)).toBe(1000);
    expect(answerPoints(15_000, 15)).toBe(500);
  });

  it('falls linearly with the time taken, rounded', () => {
    expect(answerPoints(7_500, 15)).toBe(750);
    expect(answerPoints(3_000, 10)).toBe(850);
    expect(answerPoints(1_234, 15)).toBe(Math.round(1000 * (1 - 1.234 / 15 / 2)));
  });
});

describe('streak bonus', () => {
  it('adds 100 per further correct answer in a row, at most 500', () => {
    expect([1, 2, 3, 6, 7, 20].map(streakBonus)).toEqual([0, 100, 200, 500, 500, 500]);
  });
});

describe('one question', () => {
  it('adds the points and the bonus of a correct answer and extends the streak', () => {
    expect(scoreQuestion({ score: 1000, streak: 1 }, { correct: true, elapsedMs: 0 }, 15)).toEqual({ correct: true, points: 1100, score: 2100, streak: 2 });
  });

  it('scores 0 and ends the streak for a wrong answer or none', () => {
    expect(scoreQuestion({ score: 900, streak: 3 }, { correct: false, elapsedMs: 10 }, 15)).toEqual({ correct: false, points: 0, score: 900, streak: 0 });
    expect(scoreQuestion({ score: 900, streak: 3 }, null, 15)).toEqual({ correct: false, points: 0, score: 900, streak: 0 });
  });
});

describe('ranks', () => {
  it('shares a rank between equal scores and skips the ranks they take', () => {
    const ranked = rankPlayers([
      { userId: 'd', name: 'Dan', score: 10 },
      { userId: 'a', name: 'Ann', score: 900 },
      { userId: 'c', name: 'Cat', score: 500 },
      { userId: 'b', name: 'Bob', score: 500 },
    ]);
    expect(ranked.map((p) => [p.name, p.rank])).toEqual([
      ['Ann', 1],
      ['Bob', 2],
      ['Cat', 2],
      ['Dan', 4],
    ]);
  });
});

describe('the podium', () => {
  it('ranks a top list as the server ranks its players', () => {
    expect(ranksOfTop([{ score: 900 }, { score: 500 }, { score: 500 }, { score: 10 }])).toEqual([1, 2, 2, 4]);
    expect(ranksOfTop([{ score: 0 }, { score: 0 }, { score: 0 }])).toEqual([1, 1, 1]);
  });

  it('gives the medal of the rank, so a shared rank shares its medal', () => {
    expect(ranksOfTop([{ score: 900 }, { score: 500 }, { score: 500 }]).map(podiumMedal)).toEqual(['gold', 'silver', 'silver']);
    expect(ranksOfTop([{ score: 900 }, { score: 900 }, { score: 10 }]).map(podiumMedal)).toEqual(['gold', 'gold', 'bronze']);
    expect([1, 2, 3, 4].map(podiumMedal)).toEqual(['gold', 'silver', 'bronze', undefined]);
  });
});

describe('loyalty points', () => {
  it('pays round(score / 1000 x the live_game points)', () => {
    expect(loyaltyPoints(3450, 20)).toBe(69);
    expect(loyaltyPoints(1024, 20)).toBe(20);
    expect(loyaltyPoints(0, 20)).toBe(0);
  });
});
