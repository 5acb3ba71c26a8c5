import { Entity, type EntityItem } from 'electrodb';

/**
 * Counter items per reward and day: a popular reward's redemptions spread over this many items (a
 * redemption whose shard is held by another takes another one). It was 4: days counted then have
 * shards 0-3 only, which a report sums the same way.
 */
export const REWARD_STATS_SHARDS = 16;

/**
 * How many times a reward was redeemed on a day (UTC), for Reports & Analytics' top rewards over a
 * date range. The redemption transaction adds 1 to ONE of the reward's shards of the day (a random
 * one, another on a conflict). A report reads one partition per day of its range.
 */
export const buildRewardStatsEntity = () => new Entity({
  model: { entity: 'rewardStats', version: '1', service: 'cinema' },
  attributes: {
    /** YYYY-MM-DD (UTC) of the redemptions. */
    day: { type: 'string', required: true, readOnly: true },
    rewardId: { type: 'string', required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    /** Moved only by ADDs (absent until the first). */
    redemptions: { type: 'number' },
  },
  indexes: {
    /** A day's counters, by reward then shard (a report sums the shards). */
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['rewardId', 'shard'] },
    },
  },
});
export type RewardStatsEntity = ReturnType<typeof buildRewardStatsEntity>;
export type RewardStatsItem = EntityItem<RewardStatsEntity>;
