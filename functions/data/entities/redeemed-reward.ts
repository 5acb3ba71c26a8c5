import { Entity, type EntityItem } from 'electrodb';
import { REDEEMED_REWARD_STATUSES, REWARD_CATEGORIES } from '../../../shared/rewards';

export { REDEEMED_REWARD_STATUSES, type RedeemedRewardStatus } from '../../../shared/rewards';

/**
 * A reward a member redeemed. The primary key is the code (upper-cased category plus 6 random
 * characters), so `create` (attribute_not_exists) also guarantees codes are unique: on the rare
 * collision the redemption transaction fails on this item and the API retries with a new code.
 */
export const buildRedeemedRewardEntity = () => new Entity({
  model: { entity: 'redeemedReward', version: '1', service: 'cinema' },
  attributes: {
    code: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    rewardId: { type: 'string', required: true, readOnly: true },
    /** Copied at redemption: the member's record stays true if the catalog changes. */
    rewardName: { type: 'string', required: true, readOnly: true },
    /** Copied at redemption too (the code starts with it); absent on items written before it was kept. */
    category: { type: REWARD_CATEGORIES, readOnly: true },
    pointsCost: { type: 'number', required: true, readOnly: true },
    /** REDEMPTION_EXPIRY_DAYS (30) after redeemedAt, set by the API. */
    expiresAt: { type: 'string', required: true, readOnly: true },
    status: { type: REDEEMED_REWARD_STATUSES, required: true, default: 'active' },
    redeemedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A redemption by its code (the desk checking a code). */
    byCode: {
      pk: { field: 'pk', composite: ['code'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A member's redeemed rewards, newest first with `order: 'desc'` (My Rewards). */
    byMember: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['redeemedAt', 'code'] },
    },
  },
});
export type RedeemedRewardEntity = ReturnType<typeof buildRedeemedRewardEntity>;
export type RedeemedRewardItem = EntityItem<RedeemedRewardEntity>;
