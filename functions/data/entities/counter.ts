import { Entity, type EntityItem } from 'electrodb';

/** What the counters count: the dashboard's six figures and the weekly points earned and spent (Reports). */
export const COUNTER_NAMES = ['members', 'sessions', 'bookings', 'activeAssets', 'movies', 'pointsSpent', 'pointsEarned'] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];

/**
 * Every counter is spread over this many items (shards), each its own partition key: a write adds to
 * ONE shard picked at random, a read sums them all. A booking touches `bookings` and `pointsSpent`
 * (and the week's `pointsSpent`): at millions of members one item per counter would take every
 * booking's write and every concurrent transaction on it would conflict; 16 shards take 16 times the
 * load. The dashboard reads its 6 counters' 96 shard items in ONE BatchGetItem (at most 100 keys).
 */
export const COUNTER_SHARDS = 16;

/** The bucket of an all-time counter; weekly counters are bucketed by ISO week (2026-W47). */
export const ALL_TIME = 'all';

/** One shard of a counter in a bucket; `value` is changed only by atomic ADDs inside the transactions that change what it counts. */
export const buildCounterEntity = () => new Entity({
  model: { entity: 'counter', version: '1', service: 'cinema' },
  attributes: {
    name: { type: COUNTER_NAMES, required: true, readOnly: true },
    bucket: { type: 'string', required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    value: { type: 'number' },
  },
  indexes: {
    /** One shard of a counter's bucket (read in batches: every shard of the wanted counters). */
    byShard: {
      pk: { field: 'pk', composite: ['name', 'bucket', 'shard'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type CounterEntity = ReturnType<typeof buildCounterEntity>;
export type CounterItem = EntityItem<CounterEntity>;
