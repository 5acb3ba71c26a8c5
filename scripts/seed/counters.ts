import { readCounterSums } from '../../functions/data/counters';
import { ALL_TIME, type CounterName } from '../../functions/data/entities/counter';
import { memberSearchWrites } from '../../functions/data/member-search';
import { db } from '../../functions/data/service';
import { writeTransaction } from '../../functions/data/transactions';
import { isoWeek } from '../../shared/periods';
import type { SeedContext } from './index';
import { scanItems } from './migrations';

/** The entities whose items the counters count, and the member search's entries (to write only the missing ones). */
const COUNTED = ['profile', 'session', 'booking', 'asset', 'movie', 'pointsHistory', 'memberSearchEntry'];

const scanCounted = () =>
  scanItems({
    FilterExpression: `#e IN (${COUNTED.map((_, i) => `:e${i}`).join(', ')})`,
    ExpressionAttributeNames: { '#e': '__edb_e__' },
    ExpressionAttributeValues: Object.fromEntries(COUNTED.map((entity, i) => [`:e${i}`, entity])),
  });

/**
 * Brings the counters (dashboard figures, weekly points) and the member search entries up to date
 * with a local table written before they existed, or by the seed's own direct writes: each counter is
 * moved by the difference between what the table holds and what its shards sum to (nothing when they
 * agree, so running it again does nothing). A local table is small: a Scan here is fine (no Lambda
 * ever scans). Run it while the stack is idle: a write between the scan and the fix would be counted twice.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const items = await scanCounted();
  const truth = new Map<string, { name: CounterName; bucket: string; value: number }>();
  const add = (name: CounterName, value: number, bucket = ALL_TIME) => {
    const id = `${name} ${bucket}`;
    const entry = truth.get(id) ?? { name, bucket, value: 0 };
    entry.value += value;
    truth.set(id, entry);
  };
  for (const name of ['members', 'sessions', 'bookings', 'activeAssets', 'movies', 'pointsSpent'] as const) add(name, 0);

  const profiles: { userId: string; name: string; email: string }[] = [];
  const searchEntries = new Set<string>();
  for (const item of items) {
    switch (item.__edb_e__) {
      case 'profile':
        add('members', 1);
        profiles.push(item as (typeof profiles)[number]);
        break;
      case 'session':
        add('sessions', 1);
        break;
      case 'booking':
        if (item.status === 'confirmed') add('bookings', 1);
        break;
      case 'asset':
        if (item.isActive === true) add('activeAssets', 1);
        break;
      case 'movie':
        add('movies', 1);
        break;
      case 'memberSearchEntry':
        searchEntries.add(`${item.userId} ${item.term}`);
        break;
      case 'pointsHistory': {
        const delta = item.delta as number;
        const week = isoWeek(new Date(item.createdAt as string));
        if (delta > 0) add('pointsEarned', delta, week);
        if (delta < 0) {
          add('pointsSpent', -delta, week);
          add('pointsSpent', -delta);
        }
        break;
      }
    }
  }

  const wanted = [...truth.values()];
  const sums = await readCounterSums(wanted);
  const fixes = wanted.filter((w) => w.value !== (sums.get(`${w.name} ${w.bucket}`) ?? 0));
  for (const fix of fixes) {
    await db.entities.counter.update({ name: fix.name, bucket: fix.bucket, shard: 0 }).add({ value: fix.value - (sums.get(`${fix.name} ${fix.bucket}`) ?? 0) }).go();
  }

  // Search entries of profiles written before the member search, or straight to the table: the missing
  // ones only (a big local table's thousands of members would otherwise cost a transaction each, every start).
  let searchable = 0;
  for (const profile of profiles) {
    const writes = memberSearchWrites(profile.userId, profile).filter((write) => !searchEntries.has(`${profile.userId} ${write.key}`));
    if (writes.length === 0) continue;
    await writeTransaction(writes);
    searchable++;
  }
  if (fixes.length > 0) ctx.log(`counters: ${fixes.length} counter(s) brought up to date with the table`);
  if (searchable > 0) ctx.log(`member search: ${searchable} member(s) given their search entries`);
}
