import { Entity, type EntityItem } from 'electrodb';
import { REWARD_CATEGORIES } from '../../../shared/rewards';

export { REWARD_CATEGORIES, isRewardAvailable, type RewardCategory } from '../../../shared/rewards';

/**
 * A reward in the catalog. `stock` absent (null in the API) means unlimited. Redeeming a stocked
 * reward decrements it in the redemption transaction ONLY under the condition `stock > 0`
 * (`.patch({ rewardId }).subtract({ stock: 1 }).where((a, op) => op.gt(a.stock, 0))`), so concurrent
 * redemptions can never take it below zero; the failed condition is "out of stock". A reward is
 * offered when `available` and its stock is absent or above 0 (unavailable at 0; docs/product-rules.md, "Rewards").
 */
export const buildRewardEntity = () => new Entity({
  model: { entity: 'reward', version: '1', service: 'cinema' },
  attributes: {
    rewardId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    category: { type: REWARD_CATEGORIES, required: true },
    pointsCost: { type: 'number', required: true, validate: (v: number) => Number.isInteger(v) && v >= 0 },
    stock: { type: 'number', validate: (v?: number) => v === undefined || (Number.isInteger(v) && v >= 0) },
    available: { type: 'boolean', required: true, default: true },
    thumbnail: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['rewardId'] },
      sk: { field: 'sk', composite: [] },
    },
    /**
     * The whole catalog by category (`{ category }` narrows to one); one small partition, filtered
     * on availability as it is read, since availability also depends on the changing stock.
     */
    allByCategory: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['category', 'rewardId'] },
    },
  },
});
export type RewardEntity = ReturnType<typeof buildRewardEntity>;
export type RewardItem = EntityItem<RewardEntity>;
