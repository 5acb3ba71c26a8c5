import { randomInt } from 'node:crypto';
import { isoWeek, isoWeeksBetween } from '../../shared/periods';
import { ALL_TIME, COUNTER_SHARDS, type CounterName } from './entities/counter';
import { db } from './service';
import { transactionEntities, type TransactionWrite } from './transactions';

/** The role of a counter write in a transaction (an ADD without a condition: it never fails one). */
export type CounterRole = 'tally';

/**
 * The write that moves a counter by `amount` inside the transaction that changes what it counts
 * (one line in any `writeTransaction`). It adds to one random shard, so concurrent transactions
 * rarely touch the same item (and one that did takes another shard on its retry). One transaction must
 * not move the same counter twice: sum first.
 */
export function counterWrite(name: CounterName, amount: number, bucket: string = ALL_TIME): TransactionWrite<CounterRole> {
  const toRandomShard = () => transactionEntities.counter.update({ name, bucket, shard: randomInt(COUNTER_SHARDS) }).add({ value: amount }).commit();
  return { role: 'tally', key: `${name} ${bucket}`, item: toRandomShard(), reshard: toRandomShard };
}

/**
 * The counters a ledger transaction moves, for all of its deltas together: the week's points
 * earned (positive deltas) and spent (negative deltas, as a positive sum), and the all-time points
 * spent (the dashboard's figure).
 */
export function ledgerCounterWrites(deltas: number[], now: Date): TransactionWrite<CounterRole>[] {
  const earned = deltas.filter((delta) => delta > 0).reduce((sum, delta) => sum + delta, 0);
  const spent = deltas.filter((delta) => delta < 0).reduce((sum, delta) => sum - delta, 0);
  const week = isoWeek(now);
  return [
    ...(earned > 0 ? [counterWrite('pointsEarned', earned, week)] : []),
    ...(spent > 0 ? [counterWrite('pointsSpent', spent, week), counterWrite('pointsSpent', spent)] : []),
  ];
}

const shardKeys = (name: CounterName, bucket: string) => Array.from({ length: COUNTER_SHARDS }, (_, shard) => ({ name, bucket, shard }));

/** Sums every shard of the given counter buckets with batched key reads (at most 100 keys a request; no query, no scan). */
export async function readCounterSums(wanted: { name: CounterName; bucket: string }[]): Promise<Map<string, number>> {
  const sums = new Map(wanted.map(({ name, bucket }) => [`${name} ${bucket}`, 0]));
  let keys = wanted.flatMap(({ name, bucket }) => shardKeys(name, bucket));
  while (keys.length > 0) {
    const { data, unprocessed } = await db.entities.counter.get(keys).go({ consistent: true });
    for (const shard of data) {
      const id = `${shard.name} ${shard.bucket}`;
      sums.set(id, (sums.get(id) ?? 0) + (shard.value ?? 0));
    }
    keys = unprocessed as typeof keys;
  }
  return sums;
}

/** The all-time totals of the named counters (the dashboard): one BatchGetItem for up to 6 counters. */
export async function readCounters<Name extends CounterName>(names: readonly Name[]): Promise<Record<Name, number>> {
  const sums = await readCounterSums(names.map((name) => ({ name, bucket: ALL_TIME })));
  return Object.fromEntries(names.map((name) => [name, sums.get(`${name} ${ALL_TIME}`) ?? 0])) as Record<Name, number>;
}

/** Reports read at most a year of weeks at once (53 weeks x 2 counters x 16 shards keys). */
export const MAX_REPORT_WEEKS = 53;

/**
 * Points earned (sum of positive ledger deltas) and spent (sum of negative deltas, positive) per
 * ISO week for the weeks the dates `fromDate` to `toDate` touch, oldest first; a week without
 * activity reads 0. Kept by the ledger's own transactions, read by key: no scan.
 */
export async function readPointsByWeek(fromDate: Date | string, toDate: Date | string): Promise<{ week: string; earned: number; spent: number }[]> {
  const weeks = isoWeeksBetween(new Date(fromDate), new Date(toDate));
  if (weeks.length > MAX_REPORT_WEEKS) throw new RangeError(`At most ${MAX_REPORT_WEEKS} weeks at once`);
  const sums = await readCounterSums(weeks.flatMap((week) => [{ name: 'pointsEarned' as const, bucket: week }, { name: 'pointsSpent' as const, bucket: week }]));
  return weeks.map((week) => ({ week, earned: sums.get(`pointsEarned ${week}`) ?? 0, spent: sums.get(`pointsSpent ${week}`) ?? 0 }));
}
