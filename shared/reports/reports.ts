/**
 * Reports & Analytics' pure rules: occupancy per session and per venue, Q&A participation and
 * correctness per question, from the counters the transactions keep (no scan).
 */

/** A report covers at most this many days (one session query per month, one stats query per day). */
export const MAX_REPORT_DAYS = 92;
/** The Q&A table lists the most answered questions, at most this many. */
export const MAX_REPORT_QUESTIONS = 50;
/** Top rewards: the most redeemed, at most this many. */
export const MAX_REPORT_REWARDS = 10;

/** Booked share of the seats, 0-1 (0 for a session without seats). */
export const occupancy = (booked: number, total: number) => (total > 0 ? Math.min(1, booked / total) : 0);

/** As the tables and charts show it: "75%" (whole percent), "0.4%" below 10% (a few seats of a big week still show). */
export const percent = (ratio: number) => (ratio > 0 && ratio < 0.1 ? `${Number((ratio * 100).toFixed(1))}%` : `${Math.round(ratio * 100)}%`);

export interface SessionFigures {
  venueId: string;
  venueName: string;
  totalSeats: number;
  bookedSeats: number;
  checkedIn: number;
}

export interface VenueFigures {
  venueId: string;
  venueName: string;
  sessions: number;
  totalSeats: number;
  bookedSeats: number;
  checkedIn: number;
  occupancy: number;
}

/** Sums the sessions of each venue; a venue's occupancy is its booked seats over its seats. Busiest first. */
export function venueFigures(sessions: readonly SessionFigures[]): VenueFigures[] {
  const venues = new Map<string, VenueFigures>();
  for (const session of sessions) {
    const venue = venues.get(session.venueId) ?? { venueId: session.venueId, venueName: session.venueName, sessions: 0, totalSeats: 0, bookedSeats: 0, checkedIn: 0, occupancy: 0 };
    venue.sessions += 1;
    venue.totalSeats += session.totalSeats;
    venue.bookedSeats += session.bookedSeats;
    venue.checkedIn += session.checkedIn;
    venues.set(session.venueId, venue);
  }
  return [...venues.values()]
    .map((venue) => ({ ...venue, occupancy: occupancy(venue.bookedSeats, venue.totalSeats) }))
    .sort((a, b) => b.occupancy - a.occupancy || a.venueName.localeCompare(b.venueName));
}

/** One counter item of a question's day (functions/data/entities/question-stats.ts). */
export interface QuestionCount {
  questionId: string;
  answers?: number;
  correct?: number;
}

/** Sums the shards and days of each question; most answered first, at most `limit`. */
export function questionTotals(counts: readonly QuestionCount[], limit = MAX_REPORT_QUESTIONS): { questionId: string; answers: number; correct: number }[] {
  const totals = new Map<string, { questionId: string; answers: number; correct: number }>();
  for (const count of counts) {
    const total = totals.get(count.questionId) ?? { questionId: count.questionId, answers: 0, correct: 0 };
    total.answers += count.answers ?? 0;
    total.correct += count.correct ?? 0;
    totals.set(count.questionId, total);
  }
  return [...totals.values()].sort((a, b) => b.answers - a.answers || a.questionId.localeCompare(b.questionId)).slice(0, limit);
}

export interface RewardCount {
  rewardId: string;
  redemptions?: number;
}

/** A range's redemptions per reward (summed over days and shards), most redeemed first, at most `limit`. */
export function rewardTotals(counts: readonly RewardCount[], limit = MAX_REPORT_REWARDS): { rewardId: string; redemptions: number }[] {
  const totals = new Map<string, number>();
  for (const count of counts) totals.set(count.rewardId, (totals.get(count.rewardId) ?? 0) + (count.redemptions ?? 0));
  return [...totals]
    .map(([rewardId, redemptions]) => ({ rewardId, redemptions }))
    .filter(({ redemptions }) => redemptions > 0)
    .sort((a, b) => b.redemptions - a.redemptions || a.rewardId.localeCompare(b.rewardId))
    .slice(0, limit);
}

/** Right answers' share; null for a survey question, which has no right answer. */
export const correctRate = (answers: number, correct: number, isSurvey: boolean) => (isSurvey || answers === 0 ? null : correct / answers);
