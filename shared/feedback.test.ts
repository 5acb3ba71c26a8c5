import { describe, expect, it } from 'vitest';
import { FEEDBACK_RATINGS_REQUIRED, feedbackInputSchema, feedbackPoints, feedbackSubject, recommendLabel } from './feedback';

describe('feedbackPoints (docs/product-rules.md, "Feedback")', () => {
  it('is the base alone with short comments and no highlight', () => {
    expect(feedbackPoints({}, 20)).toBe(20);
    expect(feedbackPoints({ comments: 'Great!', highlights: [] }, 20)).toBe(20);
  });

  it('adds 10 only when the comments exceed 50 characters, not at exactly 50, spaces around them not counted', () => {
    expect(feedbackPoints({ comments: 'x'.repeat(50) }, 20)).toBe(20);
    expect(feedbackPoints({ comments: 'x'.repeat(51) }, 20)).toBe(30);
    expect(feedbackPoints({ comments: `  ${'x'.repeat(50)}   ` }, 20)).toBe(20);
  });

  it('adds 5 when any highlight is chosen, whatever their number', () => {
    expect(feedbackPoints({ highlights: ['Great story'] }, 20)).toBe(25);
    expect(feedbackPoints({ highlights: ['Great story', 'Sound quality', 'Amazing visuals'] }, 20)).toBe(25);
  });

  it('adds both bonuses to the configured base', () => {
    expect(feedbackPoints({ comments: 'y'.repeat(60), highlights: ['Amazing visuals'] }, 20)).toBe(35);
    expect(feedbackPoints({ comments: 'y'.repeat(60), highlights: ['Amazing visuals'] }, 40)).toBe(55);
    expect(feedbackPoints({}, 0)).toBe(0);
  });
});

describe('feedbackInputSchema (docs/product-rules.md, "Feedback")', () => {
  const valid = { rating: 4, recommendLikelihood: 9, highlights: ['Great story'], improvements: ['Seat comfort'], comments: ' Lovely ' };

  it('accepts the spec fields, trims comments, drops duplicate choices', () => {
    const parsed = feedbackInputSchema.parse({ ...valid, highlights: ['Great story', 'Great story'] });
    expect(parsed).toEqual({ rating: 4, recommendLikelihood: 9, highlights: ['Great story'], improvements: ['Seat comfort'], comments: 'Lovely' });
    expect(feedbackInputSchema.parse({ rating: 1, recommendLikelihood: 1 })).toEqual({ rating: 1, recommendLikelihood: 1, highlights: [], improvements: [] });
  });

  it('asks for a rating and a recommendation, in range, with the spec text', () => {
    for (const input of [{ recommendLikelihood: 5 }, { rating: 3 }, { rating: 0, recommendLikelihood: 5 }, { rating: 6, recommendLikelihood: 5 }, { rating: 3, recommendLikelihood: 11 }, { rating: 2.5, recommendLikelihood: 5 }]) {
      const result = feedbackInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(FEEDBACK_RATINGS_REQUIRED);
    }
  });

  it('refuses choices not on the lists and comments over 500 characters', () => {
    expect(feedbackInputSchema.safeParse({ ...valid, highlights: ['Free popcorn'] }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ ...valid, improvements: ['Great story'] }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ ...valid, comments: 'z'.repeat(501) }).error?.issues[0].message).toBe('Comments must be at most 500 characters');
    expect(feedbackInputSchema.safeParse({ ...valid, comments: 'z'.repeat(500) }).success).toBe(true);
  });
});

describe('recommendLabel', () => {
  it('labels 1-3 Not likely, 4-6 Maybe, 7-8 Likely, 9-10 Very likely', () => {
    expect([1, 3, 4, 6, 7, 8, 9, 10].map(recommendLabel)).toEqual(['Not likely', 'Not likely', 'Maybe', 'Maybe', 'Likely', 'Likely', 'Very likely', 'Very likely']);
  });
});

describe('feedbackSubject', () => {
  it('is the session, else the UTC day', () => {
    expect(feedbackSubject('s-1', new Date('2026-05-01T23:30:00Z'))).toBe('session#s-1');
    expect(feedbackSubject(undefined, new Date('2026-05-01T23:30:00Z'))).toBe('day#2026-05-01');
  });
});
