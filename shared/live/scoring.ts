/**
 * The scoring of a live game (docs/live.md, "Scoring"): what a correct answer scores by the server's
 * receive time, the streak bonus, the ranks and the loyalty points a final score pays.
 */

/** A game's seconds per question: the allowed range and the default. */
export const LIVE_SECONDS = { min: 5, max: 60, default: 15 } as const;
/** How long after `next` a question opens: the time for every phone to receive it first. */
export const LIVE_LEAD_MS = 3_000;
/** The most points a correct answer scores (an answer at the very opening). */
export const LIVE_MAX_POINTS = 1_000;
/** What each further correct answer in a row adds, and the most it adds. */
export const LIVE_STREAK_STEP = 100;
export const LIVE_STREAK_MAX_BONUS = 500;
/** How many players the leaderboard and the podium list. */
export const LIVE_TOP_SIZE = 10;

/**
 * Points of a correct answer received `elapsedMs` after the question opened, out of `seconds`:
 * round(1000 x (1 - (t/T)/2)), from 1000 at the opening down to 500 at the close.
 */
export function answerPoints(elapsedMs: number, seconds: number): number {
  const share = Math.min(Math.max(elapsedMs / (seconds * 1000), 0), 1);
  return Math.round(LIVE_MAX_POINTS * (1 - share / 2));
}

/** The bonus of the `streak`-th correct answer in a row: 100 per correct answer before it in the row, at most 500. */
export const streakBonus = (streak: number) => Math.min(Math.max(streak - 1, 0) * LIVE_STREAK_STEP, LIVE_STREAK_MAX_BONUS);

export interface PlayerStanding {
  score: number;
  streak: number;
}

export interface QuestionOutcome extends PlayerStanding {
  correct: boolean;
  /** What this question scored (answer points plus streak bonus; 0 when wrong or unanswered). */
  points: number;
}

/**
 * A player's standing after one question: a correct answer scores its points plus the streak bonus
 * and extends the streak; a wrong answer or none scores 0 and ends it.
 */
export function scoreQuestion(before: PlayerStanding, answer: { correct: boolean; elapsedMs: number } | null, seconds: number): QuestionOutcome {
  if (!answer?.correct) return { correct: false, points: 0, score: before.score, streak: 0 };
  const streak = before.streak + 1;
  const points = answerPoints(answer.elapsedMs, seconds) + streakBonus(streak);
  return { correct: true, points, score: before.score + points, streak };
}

/**
 * Ranks by score, highest first; equal scores share a rank (1, 2, 2, 4). Ties are listed by name
 * then id, so the order is stable from one question to the next.
 */
export function rankPlayers<P extends { userId: string; name: string; score: number }>(players: readonly P[]): (P & { rank: number })[] {
  const ordered = [...players].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  let rank = 0;
  return ordered.map((player, i) => {
    if (i === 0 || player.score !== ordered[i - 1].score) rank = i + 1;
    return { ...player, rank };
  });
}

/**
 * The ranks of a top list as it comes (highest score first, `name` and `score` only): equal scores share
 * a rank (1, 2, 2, 4), as `rankPlayers` ranked them.
 */
export const ranksOfTop = (top: readonly { score: number }[]): number[] => top.map((entry) => top.findIndex((other) => other.score === entry.score) + 1);

export type PodiumMedal = 'gold' | 'silver' | 'bronze';

/**
 * The medal of a rank on the podium: the rank decides it, not the place in the list, so players who
 * share a rank share its medal (1, 2, 2: gold, silver, silver). None below 3rd.
 */
export const podiumMedal = (rank: number): PodiumMedal | undefined => (['gold', 'silver', 'bronze'] as const)[rank - 1];

/** The loyalty points a final score pays: round(score / 1000 x the `live_game` points). */
export const loyaltyPoints = (score: number, pointsPerThousand: number) => Math.round((score / 1000) * pointsPerThousand);
