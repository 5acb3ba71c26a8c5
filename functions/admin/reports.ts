import { mapConcurrently } from '../lib/concurrency';
import { monthsBetween } from '../../shared/admin/sessions';
import { daysInRange } from '../../shared/admin/date-range';
import type { AdminReport, TopEarnersReport } from '../../shared/api/routes/admin-reports';
import { addDays } from '../../shared/booking/calendar';
import type { PointsActivity } from '../../shared/constants';
import { qaTopic } from '../../shared/questions/topics';
import { correctRate, occupancy, questionTotals, rewardTotals, venueFigures } from '../../shared/reports/reports';
import { TOP_EARNERS, topEarners } from '../../shared/reports/top-earners';
import { readPointsByWeek } from '../data/counters';
import { db } from '../data/service';
import { loadPointsConfigRows, storedLimit } from '../data/settings';

/** Days of Q&A or reward counters read at once. */
const DAY_READS_AT_ONCE = 8;

/** The range's sessions, not cancelled: one `byMonth` query per month the range touches. */
async function sessionsBetween(from: string, to: string) {
  const months = await Promise.all(
    monthsBetween(from, to).map((sessionMonth) =>
      db.entities.session.query
        .byMonth({ sessionMonth })
        .between({ sessionDate: from }, { sessionDate: addDays(to, 1) })
        .go({ pages: 'all' })
        .then(({ data }) => data),
    ),
  );
  return months.flat().filter((session) => session.status !== 'cancelled' && session.sessionDate <= to);
}

/** The most answered questions of the range: one `questionStats` partition per day, then the questions' texts by key. */
async function questionFigures(from: string, to: string): Promise<AdminReport['questions']> {
  const perDay = await mapConcurrently(daysOf(from, to), DAY_READS_AT_ONCE, (day) =>
    db.entities.questionStats.query.byDay({ day }).go({ pages: 'all' }).then(({ data }) => data),
  );
  const totals = questionTotals(perDay.flat());
  if (totals.length === 0) return [];
  const { data: questions } = await db.entities.sessionQuestion.get(totals.map(({ questionId }) => ({ questionId }))).go();
  const assetKeys = [...new Set(questions.flatMap((q) => (q.assetId && q.movieId === undefined ? [q.assetId] : [])))].map((assetId) => ({ assetId }));
  const { data: assets } = assetKeys.length > 0 ? await db.entities.asset.get(assetKeys).go() : { data: [] };
  const assetById = new Map(assets.map((asset) => [asset.assetId, asset]));
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  return totals.flatMap(({ questionId, answers, correct }) => {
    const question = byId.get(questionId);
    // A question deleted since: its counts have nothing left to name them.
    if (!question) return [];
    return [
      {
        id: questionId,
        text: question.questionText,
        topic: qaTopic(question, question.assetId ? assetById.get(question.assetId) : null),
        answers,
        correct,
        correctRate: correctRate(answers, correct, question.correctAnswer === undefined),
      },
    ];
  });
}

/** The range's days, `from` to `to` inclusive (the route bounds the range). */
const daysOf = (from: string, to: string) => Array.from({ length: daysInRange(from, to) }, (_, i) => addDays(from, i));

/** The most redeemed rewards of the range: one `rewardStats` partition per day, then the rewards by key. */
async function topRewards(from: string, to: string): Promise<AdminReport['topRewards']> {
  const perDay = await mapConcurrently(daysOf(from, to), DAY_READS_AT_ONCE, (day) =>
    db.entities.rewardStats.query.byDay({ day }).go({ pages: 'all' }).then(({ data }) => data),
  );
  const totals = rewardTotals(perDay.flat());
  if (totals.length === 0) return [];
  const { data: rewards } = await db.entities.reward.get(totals.map(({ rewardId }) => ({ rewardId }))).go();
  const byId = new Map(rewards.map((reward) => [reward.rewardId, reward]));
  // A reward deleted since: its counts have nothing left to name them.
  return totals.flatMap(({ rewardId, redemptions }) => {
    const reward = byId.get(rewardId);
    return reward ? [{ id: rewardId, name: reward.name, category: reward.category, pointsCost: reward.pointsCost, redeemed: redemptions }] : [];
  });
}

/**
 * Reports & Analytics for the days `from`..`to` (UTC calendar days; the route bounds the range), all
 * from counters the transactions keep and bounded reads: the sessions' own booked and checked-in
 * counts, the questions' and rewards' daily counters, the ledger's weekly points counters. No scan.
 */
export async function adminReport(from: string, to: string): Promise<AdminReport> {
  const [sessions, questions, pointsByWeek, rewards] = await Promise.all([
    sessionsBetween(from, to),
    questionFigures(from, to),
    readPointsByWeek(from, to),
    topRewards(from, to),
  ]);
  const sessionRows = sessions.map((session) => ({
    id: session.sessionId,
    date: session.sessionDate,
    time: session.sessionTime,
    movieTitle: session.movieTitle,
    venueId: session.venueId,
    venueName: session.venueName ?? session.venueId,
    screenName: session.screenName ?? '',
    totalSeats: session.totalSeats,
    bookedSeats: session.bookedSeats,
    checkedIn: session.checkedInSeats ?? 0,
    occupancy: occupancy(session.bookedSeats, session.totalSeats),
  }));
  return { from, to, sessions: sessionRows, venues: venueFigures(sessionRows), questions, pointsByWeek, topRewards: rewards };
}

/**
 * Top earners of an activity (Reports): each period of the range is one `earnings.topEarners` query
 * of its best TOP_EARNERS (the days, and the months for a monthly limit's totals), merged; then the
 * members' names in one batch read. No scan.
 */
export async function topEarnersReport(from: string, to: string, activity: PointsActivity): Promise<TopEarnersReport> {
  const rows = await loadPointsConfigRows();
  const limit = storedLimit(activity, rows.find((row) => row.activityType === activity));
  const buckets = [...daysOf(from, to), ...monthsBetween(from, to)];
  const periods = await mapConcurrently(buckets, DAY_READS_AT_ONCE, (bucket) =>
    db.entities.earnings.query
      .topEarners({ activity, bucket })
      .go({ order: 'desc', limit: TOP_EARNERS })
      .then(({ data }) => data),
  );
  const top = topEarners(periods, limit, from, to);
  const { data: profiles } = top.length > 0 ? await db.entities.profile.get(top.map(({ userId }) => ({ userId }))).go() : { data: [] };
  const byId = new Map(profiles.map((profile) => [profile.userId, profile]));
  return {
    from,
    to,
    activity,
    limit,
    items: top.map((earner) => ({ ...earner, name: byId.get(earner.userId)?.name ?? '', email: byId.get(earner.userId)?.email ?? '' })),
  };
}
