import * as z from 'zod';
import { displayText } from './schemas/input';
import { FEEDBACK_COMMENTS_MAX } from './constants';

/** The highlight and improvement choices, word for word (docs/product-rules.md, "Feedback"). */
export const FEEDBACK_HIGHLIGHTS = [
  'Amazing visuals',
  'Great story',
  'Excellent acting',
  'Immersive experience',
  'Interactive elements',
  'Sound quality',
] as const;
export const FEEDBACK_IMPROVEMENTS = [
  'Audio quality',
  'Seat comfort',
  'Temperature control',
  'Interactive timing',
  'Screen brightness',
  'Concession service',
] as const;
export type FeedbackHighlight = (typeof FEEDBACK_HIGHLIGHTS)[number];
export type FeedbackImprovement = (typeof FEEDBACK_IMPROVEMENTS)[number];

/** "Please provide a rating and recommendation likelihood." (docs/product-rules.md, "Feedback"). */
export const FEEDBACK_RATINGS_REQUIRED = 'Please provide a rating and recommendation likelihood.';

/** Comments earn the bonus when longer than this (docs/product-rules.md, "Feedback"). */
export const FEEDBACK_COMMENTS_BONUS_OVER = 50;
export const FEEDBACK_COMMENTS_BONUS = 10;
export const FEEDBACK_HIGHLIGHT_BONUS = 5;

const score = (max: number) =>
  z
    .number({ error: FEEDBACK_RATINGS_REQUIRED })
    .int(FEEDBACK_RATINGS_REQUIRED)
    .min(1, FEEDBACK_RATINGS_REQUIRED)
    .max(max, FEEDBACK_RATINGS_REQUIRED);

/** The feedback form and POST /api/feedback (docs/product-rules.md, "Feedback"). */
export const feedbackInputSchema = z.object({
  /** The session the feedback is about; none for the experience in general. */
  sessionId: z.string().trim().min(1).max(128).optional(),
  /** Overall rating 1-5. */
  rating: score(5),
  /** 1-10: 1-3 Not likely, 4-6 Maybe, 7-8 Likely, 9-10 Very likely. */
  recommendLikelihood: score(10),
  highlights: z
    .array(z.enum(FEEDBACK_HIGHLIGHTS, { error: 'Please choose highlights from the list' }))
    .max(FEEDBACK_HIGHLIGHTS.length)
    .default([])
    .transform((values) => [...new Set(values)]),
  improvements: z
    .array(z.enum(FEEDBACK_IMPROVEMENTS, { error: 'Please choose improvements from the list' }))
    .max(FEEDBACK_IMPROVEMENTS.length)
    .default([])
    .transform((values) => [...new Set(values)]),
  comments: displayText({ multiline: true }).trim().max(FEEDBACK_COMMENTS_MAX, `Comments must be at most ${FEEDBACK_COMMENTS_MAX} characters`).optional(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type Feedback = z.output<typeof feedbackInputSchema>;

/**
 * Feedback points (docs/product-rules.md, "Feedback"): the base (`feedback_base` from the points configuration, 20 by default), plus 10
 * when the comments exceed 50 characters (counted without surrounding spaces), plus 5 when any
 * highlight is chosen.
 */
export function feedbackPoints(feedback: { comments?: string | null; highlights?: readonly string[] }, base: number): number {
  const comments = (feedback.comments ?? '').trim();
  return (
    Math.max(0, base) +
    (comments.length > FEEDBACK_COMMENTS_BONUS_OVER ? FEEDBACK_COMMENTS_BONUS : 0) +
    ((feedback.highlights?.length ?? 0) > 0 ? FEEDBACK_HIGHLIGHT_BONUS : 0)
  );
}

/** The recommendation scale's labels (docs/product-rules.md, "Feedback"). */
export function recommendLabel(likelihood: number): 'Not likely' | 'Maybe' | 'Likely' | 'Very likely' {
  if (likelihood <= 3) return 'Not likely';
  if (likelihood <= 6) return 'Maybe';
  if (likelihood <= 8) return 'Likely';
  return 'Very likely';
}

/**
 * What one piece of feedback is about, and so what a member may give feedback on once: the session,
 * or the UTC day when there is none (once per member per session, per day without one; docs/product-rules.md, "Feedback").
 */
export function feedbackSubject(sessionId: string | undefined, now: Date): string {
  return sessionId ? `session#${sessionId}` : `day#${now.toISOString().slice(0, 10)}`;
}
