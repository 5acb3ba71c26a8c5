import { monthsBetween } from '../../shared/admin/sessions';
import type { AdminReport } from '../../shared/api/routes/admin-reports';
import { addDays } from '../../shared/booking/calendar';
import { qaTopic } from '../../shared/questions/topics';
import { MAX_REPORT_REWARDS, correctRate, occupancy, questionTotals, venueFigures } from '../../shared/reports/reports';
import { readPointsByWeek } from '../data/counters';
import { db } from '../data/service';
import { inPool } from './common';

/** Days of Q&A counters read at once. */
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
  const days = Array.from({ length: (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 }, (_, i) => addDays(from, i));
  const perDay = await inPool(days, DAY_READS_AT_ONCE, (day) => db.entities.questionStats.query.byDay({ day }).go({ pages: 'all' }).then(({ data }) => data));
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

/** The most redeemed rewards, all time: the catalog's one partition, each reward carrying its redeemed count. */
async function topRewards(): Promise<AdminReport['topRewards']> {
  const { data } = await db.entities.reward.query.allByCategory({}).go({ pages: 'all' });
  return data
    .filter((reward) => (reward.redeemedCount ?? 0) > 0)
    .sort((a, b) => (b.redeemedCount ?? 0) - (a.redeemedCount ?? 0) || a.name.localeCompare(b.name))
    .slice(0, MAX_REPORT_REWARDS)
    .map((reward) => ({ id: reward.rewardId, name: reward.name, category: reward.category, pointsCost: reward.pointsCost, redeemed: reward.redeemedCount ?? 0 }));
}

/**
 * Reports & Analytics for the days `from`..`to` (UTC calendar days; the route bounds the range), all
 * from counters the transactions keep and bounded reads: the sessions' own booked and checked-in
 * counts, the questions' daily answer counts, the ledger's weekly points counters, the rewards'
 * redeemed counts. No scan.
 */
export async function adminReport(from: string, to: string): Promise<AdminReport> {
  const [sessions, questions, pointsByWeek, rewards] = await Promise.all([
    sessionsBetween(from, to),
    questionFigures(from, to),
    readPointsByWeek(from, to),
    topRewards(),
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
