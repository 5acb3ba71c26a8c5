import { Entity, type EntityItem } from 'electrodb';

/**
 * A reward's stock and offer are spread over this many items: a redemption touches ONE shard drawn at
 * random among those with stock left (another one when a concurrent transaction holds it), so a crowd
 * redeeming one reward rarely meets on one item (DynamoDB cancels two transactions on one item with
 * TransactionConflict). A change of the offer writes every shard.
 */
export const REWARD_STOCK_SHARDS = 16;

/**
 * One shard of a reward's stock (docs/booking.md, "A reward's stock"): the units it holds, taken one
 * by one by the redemption transactions on condition that one is left (so no shard goes below 0 and
 * the reward is never oversold), and a copy of the reward's offer (switched on, price), which the
 * redemption's write is conditioned on instead of the reward item. In the reward's own partition: one
 * consistent query reads every shard.
 */
export const buildRewardStockEntity = () => new Entity({
  model: { entity: 'rewardStock', version: '1', service: 'cinema' },
  attributes: {
    rewardId: { type: 'string', required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    /** Units left on this shard; absent on every shard of an unlimited reward. */
    left: { type: 'number', validate: (v?: number) => v === undefined || (Number.isInteger(v) && v >= 0) },
    /** The reward's `available`, written with it in one transaction (updateRewardOffer). */
    available: { type: 'boolean', required: true },
    /** The reward's `pointsCost`, written with it in one transaction (updateRewardOffer). */
    pointsCost: { type: 'number', required: true },
  },
  indexes: {
    /** A reward's shards (what a redemption decides on, read consistently). */
    byReward: {
      pk: { field: 'pk', composite: ['rewardId'] },
      sk: { field: 'sk', composite: ['shard'] },
    },
    /** Every reward's shards in one query: the catalog's stock left, beside its rewards in the same index partition. */
    allByReward: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['rewardId', 'shard'] },
    },
  },
});
export type RewardStockEntity = ReturnType<typeof buildRewardStockEntity>;
export type RewardStockItem = EntityItem<RewardStockEntity>;
