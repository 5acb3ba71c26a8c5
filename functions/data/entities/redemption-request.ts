import { Entity, type EntityItem } from 'electrodb';
import { REWARD_CATEGORIES } from '../../../shared/rewards';

/**
 * The idempotency record of a redemption, as bookingRequest is a booking's: created (only if absent)
 * in the redemption's own transaction, so a retry with the same key finds it and replays the first
 * result instead of charging again; the same key with another reward is refused.
 */
export const buildRedemptionRequestEntity = () => new Entity({
  model: { entity: 'redemptionRequest', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    rewardId: { type: 'string', required: true, readOnly: true },
    code: { type: 'string', required: true, readOnly: true },
    rewardName: { type: 'string', required: true, readOnly: true },
    category: { type: REWARD_CATEGORIES, required: true, readOnly: true },
    pointsCost: { type: 'number', required: true, readOnly: true },
    redeemedAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds when DynamoDB may forget the key (the table's TTL attribute). */
    ttl: { type: 'number', required: true, field: 'ttl' },
  },
  indexes: {
    byUserKey: {
      pk: { field: 'pk', composite: ['userId', 'idempotencyKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type RedemptionRequestEntity = ReturnType<typeof buildRedemptionRequestEntity>;
export type RedemptionRequestItem = EntityItem<RedemptionRequestEntity>;
