import * as z from 'zod';
import { limitOutcomeSchema } from '../../schemas/earning-limits';
import { feedbackInputSchema } from '../../feedback';
import { REDEEMED_REWARD_STATUSES, REWARD_CATEGORIES } from '../../rewards';
import { defineRoutes } from '../route-spec';

const rewardIdParams = z.object({ id: z.string().trim().min(1).max(128) });

/** A reward in the catalog (docs/api.md, "Paths and bodies"). `stock` null is unlimited; `available` is false when switched off or at stock 0. */
export const rewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(REWARD_CATEGORIES),
  pointsCost: z.number().int(),
  stock: z.number().int().nullable(),
  available: z.boolean(),
  thumbnail: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const redemptionRequestSchema = z.object({
  /** A retry with the same key returns the first result and charges once (a key is kept 24 hours). */
  idempotencyKey: z.string().trim().min(1).max(128).optional(),
});
export type RedemptionRequest = z.infer<typeof redemptionRequestSchema>;

export const redemptionSchema = z.object({
  code: z.string(),
  rewardId: z.string(),
  rewardName: z.string(),
  category: z.enum(REWARD_CATEGORIES),
  pointsCost: z.number().int(),
  redeemedAt: z.string(),
  expiresAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** One of the member's redeemed rewards (My Rewards); `status` expired once past `expiresAt`. */
export const myRewardSchema = z.object({
  code: z.string(),
  rewardId: z.string(),
  rewardName: z.string(),
  category: z.enum(REWARD_CATEGORIES).nullable(),
  pointsCost: z.number().int(),
  redeemedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(REDEEMED_REWARD_STATUSES),
});
export type MyReward = z.infer<typeof myRewardSchema>;

export const feedbackResultSchema = z.object({
  id: z.string(),
  pointsEarned: z.number().int(),
  createdAt: z.string(),
  ...limitOutcomeSchema.shape,
});
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;

export const rewardsRoutes = defineRoutes({
  listRewards: {
    method: 'GET',
    path: '/api/rewards',
    domain: 'rewards',
    auth: 'public',
    summary: 'The rewards catalog by points cost: every reward, `available` false when switched off or out of stock',
    response: z.object({ items: z.array(rewardSchema) }),
  },
  redeemReward: {
    method: 'POST',
    path: '/api/rewards/{id}/redemptions',
    domain: 'rewards',
    auth: 'member',
    errors: ['NOT_FOUND', 'REWARD_UNAVAILABLE', 'OUT_OF_STOCK', 'INSUFFICIENT_POINTS', 'IDEMPOTENCY_KEY_REUSED', 'REDEMPTION_CONFLICT'],
    summary:
      'Redeem a reward with points, in one transaction (stock, balance, ledger, code); 409 INSUFFICIENT_POINTS (details.missing), OUT_OF_STOCK, REWARD_UNAVAILABLE or IDEMPOTENCY_KEY_REUSED; 404 unknown reward',
    params: rewardIdParams,
    body: redemptionRequestSchema,
    response: redemptionSchema,
    status: 201,
  },
  listMyRewards: {
    method: 'GET',
    path: '/api/me/rewards',
    domain: 'rewards',
    auth: 'member',
    summary: "The caller's redeemed rewards, newest first, with their codes and status (active, used, expired)",
    response: z.object({ items: z.array(myRewardSchema) }),
  },
  submitFeedback: {
    method: 'POST',
    path: '/api/feedback',
    domain: 'rewards',
    auth: 'member',
    errors: ['NOT_FOUND', 'NOT_BOOKED', 'SHOW_NOT_STARTED', 'ALREADY_SUBMITTED'],
    summary:
      'Feedback on a booked session (or on the day without one) for points, once: 409 ALREADY_SUBMITTED again, 403 NOT_BOOKED for a session the caller holds no confirmed booking of',
    body: feedbackInputSchema,
    response: feedbackResultSchema,
    status: 201,
  },
});
