import { rewardsRoutes } from '../../shared/api/routes/rewards';
import { domainHandler } from '../lib/handler';
import { listMyRewards, listRewards } from './catalog';
import { submitFeedback } from './feedback';
import { redeemReward } from './redeem';

/** The rewards domain's Lambda: the catalog, redemptions with points, My Rewards and feedback for points. */
export const handler = domainHandler('rewards', rewardsRoutes, {
  listRewards: async () => ({ items: await listRewards() }),
  redeemReward: async ({ params, body, caller }) => redeemReward(caller.userId, params.id, body),
  listMyRewards: async ({ caller }) => ({ items: await listMyRewards(caller.userId) }),
  submitFeedback: async ({ body, caller }) => submitFeedback(caller.userId, body),
});
