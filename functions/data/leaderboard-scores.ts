import { LEADERBOARD_PERIODS } from '../../shared/constants';
import { periodBuckets } from '../../shared/periods';
import type { LeaderboardScoreItem } from './entities/leaderboard-score';
import { db } from './service';
import { transactionEntities, type TransactionWrite } from './transactions';

/** A member's scores in each period's current bucket (the ones the ranking reads), read consistently. */
export async function currentScoresOfMember(userId: string, now = new Date()): Promise<LeaderboardScoreItem[]> {
  const buckets = periodBuckets(now);
  const { data } = await db.entities.leaderboardScore.get(LEADERBOARD_PERIODS.map((period) => ({ userId, period, bucket: buckets[period] }))).go({ consistent: true });
  return data;
}

/**
 * The writes that take a member's scores out of the ranking or put them back (docs/access.md,
 * "Suspension"): each score put again whole, so the ranking index's keys follow `unranked`. They carry
 * no condition of their own: a score changes only with its profile's revision, which the caller's
 * transaction must condition on.
 */
export function rankingWrites(scores: LeaderboardScoreItem[], ranked: boolean): TransactionWrite<'leaderboard'>[] {
  return scores.map((score) => ({
    role: 'leaderboard',
    key: `${score.userId} ${score.period}`,
    item: transactionEntities.leaderboardScore.put({ ...score, unranked: ranked ? undefined : true }).commit(),
  }));
}
