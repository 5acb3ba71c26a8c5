import { Entity, type EntityItem } from 'electrodb';
import { REWARD_CATEGORIES } from '../../../shared/rewards';

export { REWARD_CATEGORIES, isRewardAvailable, type RewardCategory } from '../../../shared/rewards';

/**
 * A reward in the catalog. Its stock and a copy of its offer (`available`, `pointsCost`) are spread
 * over its rewardStock shards (reward-stock.ts), which a redemption's transaction writes instead of
 * this item (docs/booking.md, "A reward's stock"): create a reward with `createReward` and change its
 * offer with `updateRewardOffer` (functions/data/reward-stock.ts), never this item alone. A reward is
 * offered when `available` and its stock is unlimited or above 0 (unavailable at 0; docs/product-rules.md, "Rewards").
 */
export const buildRewardEntity = () => new Entity({
  model: { entity: 'reward', version: '1', service: 'cinema' },
  attributes: {
    rewardId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    category: { type: REWARD_CATEGORIES, required: true },
    pointsCost: { type: 'number', required: true, validate: (v: number) => Number.isInteger(v) && v >= 0 },
    /**
     * Only on a reward written before its stock was spread over shards (absent there too: unlimited):
     * its first redemption, or `npm run seed`, moves it onto the shards (spreadRewardStock).
     */
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
     * The whole catalog by category (`{ category }` narrows to one); one small partition, beside its
     * rewards' stock shards (rewardStock `allByReward`), which say the stock left.
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
