import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LeaderboardPeriod } from '../../shared/constants';
import type { LeaderboardEntry } from '../../shared/api/routes/leaderboard';
import { periodBuckets } from '../../shared/periods';
import { asTier } from '../../shared/tiers';
import { createDocumentClient } from '../data/client';
import { LEADERBOARD_SHARDS } from '../data/entities/leaderboard-score';
import { db } from '../data/service';
import { OWN_RANK_BUDGET, countWithinBudget } from './count-budget';

type Score = { userId: string; score: number; tieBreak: number };

const documentClient = createDocumentClient();

const shards = Array.from({ length: LEADERBOARD_SHARDS }, (_, shard) => shard);

/** Highest score first; on equal scores whoever reached it first (the larger tie-break). */
const byRank = (a: Score, b: Score) => b.score - a.score || b.tieBreak - a.tieBreak || a.userId.localeCompare(b.userId);

/**
 * The top `limit` of a period's current bucket: one query per shard (each reads at most `limit`
 * index entries, highest first) run in parallel and merged. The cost does not grow with the number of members.
 */
async function topScores(period: LeaderboardPeriod, bucket: string, limit: number): Promise<Score[]> {
  const pages = await Promise.all(
    shards.map((shard) =>
      db.entities.leaderboardScore.query
        .ranking({ period, bucket, shard })
        .go({ order: 'desc', limit, attributes: ['userId', 'score', 'tieBreak'] }),
    ),
  );
  return pages
    .flatMap((page) => page.data)
    .sort(byRank)
    .slice(0, limit);
}

/** How many members are ranked above `score` across every shard, within the read budget (count-budget.ts). */
async function countAhead(period: LeaderboardPeriod, bucket: string, score: Score): Promise<{ count: number; exact: boolean }> {
  const counts = await Promise.all(
    shards.map(async (shard) => {
      const params = db.entities.leaderboardScore.query
        .ranking({ period, bucket, shard })
        .gt({ score: score.score, tieBreak: score.tieBreak })
        .params() as QueryCommandInput;
      // Each page reads at most itemsPerPage entries, each shard at most pagesPerShard pages (count-budget.ts).
      const input: QueryCommandInput = { ...params, Select: 'COUNT', Limit: OWN_RANK_BUDGET.itemsPerPage };
      delete input.ProjectionExpression;
      return countWithinBudget(async (startKey: QueryCommandInput['ExclusiveStartKey']) => {
        const result = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
        return { count: result.Count ?? 0, lastKey: result.LastEvaluatedKey };
      }, OWN_RANK_BUDGET.pagesPerShard);
    }),
  );
  return { count: counts.reduce((sum, c) => sum + c.count, 0), exact: counts.every((c) => c.exact) };
}

async function withProfiles(scores: Score[]): Promise<(LeaderboardEntry & { userId: string })[]> {
  if (scores.length === 0) return [];
  const { data: profiles } = await db.entities.profile.get(scores.map(({ userId }) => ({ userId }))).go();
  const byId = new Map(profiles.map((p) => [p.userId, p]));
  return scores.map((score, index) => {
    const profile = byId.get(score.userId);
    return {
      rank: index + 1,
      userId: score.userId,
      name: profile?.name ?? 'Member',
      profilePhoto: profile?.profilePhoto ?? 'cinema',
      tier: asTier(profile?.tier),
      points: score.score,
    };
  });
}

/** An entry as others see it: the member's id stays inside (their referral code follows from it). */
const publicEntry = ({ userId: _userId, ...entry }: LeaderboardEntry & { userId: string }): LeaderboardEntry => entry;

/** The top `limit` members by points earned in the period's current bucket (docs/product-rules.md, "Leaderboard"). */
export async function topOfPeriod(period: LeaderboardPeriod, limit: number, now = new Date()) {
  const bucket = periodBuckets(now)[period];
  return { period, entries: (await withProfiles(await topScores(period, bucket, limit))).map(publicEntry) };
}

/** The top `limit` and the caller's own rank (null when they earned nothing in the period). */
export async function leaderboardFor(callerId: string, period: LeaderboardPeriod, limit: number, now = new Date()) {
  const bucket = periodBuckets(now)[period];
  const [top, own] = await Promise.all([
    topScores(period, bucket, limit),
    db.entities.leaderboardScore.get({ userId: callerId, period, bucket }).go(),
  ]);
  const ranked = await withProfiles(top);
  const entries = ranked.map(publicEntry);
  const mine = own.data;
  if (!mine) return { period, entries, me: null };
  const listed = ranked.find((e) => e.userId === callerId);
  if (listed) return { period, entries, me: { rank: listed.rank, points: listed.points, exact: true } };
  const ahead = await countAhead(period, bucket, mine);
  return { period, entries, me: { rank: ahead.count + 1, points: mine.score, exact: ahead.exact } };
}
