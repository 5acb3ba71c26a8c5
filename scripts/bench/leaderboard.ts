/**
 * `npm run bench:leaderboard`: the leaderboard at a million members (BENCH_LEADERBOARD_MEMBERS).
 *
 * Loads every member's earned points for each period (week, month, year, lifetime: one score item a
 * period, on the member's index shard, as the ledger writes them) into DynamoDB Local in bulk (batch
 * writes of 25, BENCH_LOAD_CONCURRENCY at once, generated chunk by chunk so memory stays bounded), then
 * for each period reads, through the code the API runs (functions/leaderboard/ranking.ts):
 *   - the top 50 (one query per shard, merged), p50/p99;
 *   - one member's own rank (the top 50 and the count of members ahead of them), for a member ranked
 *     about 25,000th (within the exact budget) and one ranked last (past it), p50/p99;
 * with how many index entries and query pages each read touched (the same queries, counted).
 * The goal (docs/performance.md): the top 50 in one query per shard; the own rank exact up to rank
 * 32,000, at most 4 pages a shard.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../../shared/constants';
import { periodBuckets } from '../../shared/periods';
import { startDynamoDbLocal } from '../local/dynamodb';
import { ms, percentile } from './stats';

const MEMBERS = Number(process.env.BENCH_LEADERBOARD_MEMBERS ?? 1_000_000);
const LOAD_CONCURRENCY = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 16);
const CHUNK = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TOP = 50;
const NEAR_RANK = 25_000;

// Only the table is needed: DynamoDB Local in memory, its JVM tuned for the bulk load (no API, Cognito or seed).
const dynamo = await startDynamoDbLocal({ tableName: 'cinema-bench', throughput: true });
Object.assign(process.env, { AWS_REGION: 'us-east-1', TABLE_NAME: 'cinema-bench', DYNAMODB_ENDPOINT: dynamo.endpoint });
console.log(`  DynamoDB Local   ${dynamo.endpoint} (table cinema-bench, in memory)`);

try {
  const { db, documentClient } = await import('../../functions/data/service');
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { leaderboardShard } = await import('../../functions/data/ledger');
  const { LEADERBOARD_SHARDS, TIE_BREAK_BASE } = await import('../../functions/data/entities/leaderboard-score');
  const { OWN_RANK_BUDGET } = await import('../../functions/leaderboard/count-budget');
  const { leaderboardFor, topOfPeriod } = await import('../../functions/leaderboard/ranking');

  const now = new Date();
  const buckets = periodBuckets(now);
  const userIdOf = (i: number) => `lb-member-${String(i).padStart(7, '0')}`;
  /**
   * Member i's lifetime score: distinct and falling with i, so member i ranks (i + 1)th in every period.
   * Narrower periods keep a share of it, steps of at least 2 points apart (no ties); the order is the same.
   */
  const scoreOf = (i: number, period: LeaderboardPeriod) => {
    const lifetime = 100 * (MEMBERS - i);
    return { week: Math.ceil(lifetime / 50), month: Math.ceil(lifetime / 12), year: Math.ceil(lifetime / 2), lifetime }[period];
  };

  console.log(`\nLoading ${MEMBERS.toLocaleString('en')} members' scores (${LEADERBOARD_PERIODS.length} periods each) in batches of 25, ${LOAD_CONCURRENCY} at once`);
  const loadStarted = performance.now();
  for (let first = 0; first < MEMBERS; first += CHUNK) {
    const items = [];
    for (let i = first; i < Math.min(first + CHUNK, MEMBERS); i++) {
      const userId = userIdOf(i);
      const shard = leaderboardShard(userId);
      for (const period of LEADERBOARD_PERIODS) {
        items.push({ userId, period, bucket: buckets[period], shard, score: scoreOf(i, period), tieBreak: TIE_BREAK_BASE - now.getTime() });
      }
    }
    const { unprocessed } = await db.entities.leaderboardScore.put(items).go({ concurrency: LOAD_CONCURRENCY });
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} items not written`);
    if ((first + CHUNK) % 100_000 === 0) console.log(`  ${(first + CHUNK).toLocaleString('en')} members in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  /** The entries and pages the top 50 reads: one query per shard, at most 50 entries each (as ranking.ts). */
  async function topTouched(period: LeaderboardPeriod) {
    const counts = await Promise.all(
      Array.from({ length: LEADERBOARD_SHARDS }, (_, shard) =>
        db.entities.leaderboardScore.query.ranking({ period, bucket: buckets[period], shard }).go({ order: 'desc', limit: TOP }).then((r) => r.data.length),
      ),
    );
    return { entries: counts.reduce((a, b) => a + b, 0), pages: LEADERBOARD_SHARDS };
  }

  /** The entries and pages counting the members ahead of member i reads (as ranking.ts: COUNT pages of 1,000, at most 4 a shard). */
  async function aheadTouched(period: LeaderboardPeriod, i: number) {
    const perShard = await Promise.all(
      Array.from({ length: LEADERBOARD_SHARDS }, async (_, shard) => {
        const params = db.entities.leaderboardScore.query
          .ranking({ period, bucket: buckets[period], shard })
          .gt({ score: scoreOf(i, period), tieBreak: TIE_BREAK_BASE - now.getTime() })
          .params() as QueryCommandInput;
        const input: QueryCommandInput = { ...params, Select: 'COUNT', Limit: OWN_RANK_BUDGET.itemsPerPage };
        delete input.ProjectionExpression;
        let entries = 0;
        let pages = 0;
        let startKey: QueryCommandInput['ExclusiveStartKey'];
        do {
          const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
          entries += page.ScannedCount ?? 0;
          pages += 1;
          startKey = page.LastEvaluatedKey;
        } while (startKey && pages < OWN_RANK_BUDGET.pagesPerShard);
        return { entries, pages };
      }),
    );
    return { entries: perShard.reduce((sum, s) => sum + s.entries, 0), maxPagesPerShard: Math.max(...perShard.map((s) => s.pages)) };
  }

  const timedRuns = async (run: () => Promise<unknown>) => {
    await run();
    const samples: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    return { p50: ms(percentile(samples, 50)), p99: ms(percentile(samples, 99)) };
  };

  const near = Math.min(NEAR_RANK, MEMBERS) - 1;
  const last = MEMBERS - 1;
  const rows: Record<string, Record<string, string | number | boolean>> = {};
  for (const period of LEADERBOARD_PERIODS) {
    const top = await topOfPeriod(period, TOP, now);
    const topTimes = await timedRuns(() => topOfPeriod(period, TOP, now));
    const touched = await topTouched(period);
    rows[`${period}: top ${TOP}`] = { ...topTimes, 'entries read': touched.entries, queries: touched.pages, 'first is #1': top.entries[0]?.points === scoreOf(0, period) };
    for (const [label, i] of [[`own rank #${(near + 1).toLocaleString('en')}`, near], [`own rank #${(last + 1).toLocaleString('en')} (last)`, last]] as const) {
      const mine = await leaderboardFor(userIdOf(i), period, TOP, now);
      const times = await timedRuns(() => leaderboardFor(userIdOf(i), period, TOP, now));
      const ahead = await aheadTouched(period, i);
      rows[`${period}: ${label}`] = {
        ...times,
        'entries read': touched.entries + ahead.entries,
        queries: `${touched.pages} + up to ${ahead.maxPagesPerShard}/shard`,
        rank: `${mine.me?.rank.toLocaleString('en')}${mine.me?.exact ? '' : '+'}`,
        exact: mine.me?.exact ?? false,
      };
    }
  }

  console.log(`\nLeaderboard benchmark: ${MEMBERS.toLocaleString('en')} members, loaded in ${loadSeconds.toFixed(0)} s (${((MEMBERS * LEADERBOARD_PERIODS.length) / loadSeconds).toFixed(0)} items/s)`);
  console.table(rows);
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  const nearRows = Object.entries(rows).filter(([name]) => name.includes(`#${(near + 1).toLocaleString('en')}`));
  if (MEMBERS >= NEAR_RANK && nearRows.some(([, row]) => row.exact !== true || row.rank !== (near + 1).toLocaleString('en'))) process.exitCode = 1;
} finally {
  await dynamo.stop();
}
