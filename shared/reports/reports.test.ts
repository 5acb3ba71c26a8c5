import { describe, expect, it } from 'vitest';
import { correctRate, occupancy, percent, questionTotals, rewardTotals, venueFigures } from './reports';

describe('report figures', () => {
  it('computes occupancy as booked over total seats, 0 without seats, never above 1', () => {
    expect(occupancy(30, 120)).toBe(0.25);
    expect(occupancy(0, 0)).toBe(0);
    expect(occupancy(5, 4)).toBe(1);
    expect(percent(0.256)).toBe('26%');
    expect(percent(0.0008)).toBe('0.1%');
    expect(percent(0.05)).toBe('5%');
    expect(percent(0)).toBe('0%');
  });

  it('sums sessions per venue, busiest first', () => {
    const venues = venueFigures([
      { venueId: 'v1', venueName: 'Grand', totalSeats: 100, bookedSeats: 10, checkedIn: 5 },
      { venueId: 'v2', venueName: 'Riverside', totalSeats: 50, bookedSeats: 40, checkedIn: 30 },
      { venueId: 'v1', venueName: 'Grand', totalSeats: 100, bookedSeats: 30, checkedIn: 20 },
    ]);
    expect(venues).toEqual([
      { venueId: 'v2', venueName: 'Riverside', sessions: 1, totalSeats: 50, bookedSeats: 40, checkedIn: 30, occupancy: 0.8 },
      { venueId: 'v1', venueName: 'Grand', sessions: 2, totalSeats: 200, bookedSeats: 40, checkedIn: 25, occupancy: 0.2 },
    ]);
  });

  it("sums a question's shards and days, most answered first, limited", () => {
    const totals = questionTotals([
      { questionId: 'q1', answers: 2, correct: 1 },
      { questionId: 'q2', answers: 5 },
      { questionId: 'q1', answers: 4, correct: 4 },
      { questionId: 'q3' },
    ], 2);
    expect(totals).toEqual([
      { questionId: 'q1', answers: 6, correct: 5 },
      { questionId: 'q2', answers: 5, correct: 0 },
    ]);
  });

  it('has no correct rate for a survey or an unanswered question', () => {
    expect(correctRate(4, 3, false)).toBe(0.75);
    expect(correctRate(4, 0, true)).toBeNull();
    expect(correctRate(0, 0, false)).toBeNull();
  });

  it('sums a range\'s reward redemptions over days and shards, most redeemed first, leaving out rewards never redeemed', () => {
    const totals = rewardTotals(
      [
        { rewardId: 'popcorn', redemptions: 2 },
        { rewardId: 'poster', redemptions: 1 },
        { rewardId: 'popcorn', redemptions: 3 },
        { rewardId: 'tour' },
        { rewardId: 'bag', redemptions: 1 },
      ],
      2,
    );
    expect(totals).toEqual([
      { rewardId: 'popcorn', redemptions: 5 },
      { rewardId: 'bag', redemptions: 1 },
    ]);
  });
});
