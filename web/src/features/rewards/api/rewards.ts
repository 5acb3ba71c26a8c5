import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const catalogKey = apiKey('listRewards');
export const myRewardsKey = apiKey('listMyRewards');

/** The whole catalog, cheapest first; `available` false when switched off or out of stock. */
export const useRewardCatalog = () => useApi(catalogKey);

/** The member's redeemed rewards, newest first, with their codes and status. */
export const useMyRewards = () => useApi(myRewardsKey);

/** One redemption; a retry with the same key is charged once. */
export const redeemReward = (rewardId: string, idempotencyKey: string) => api('redeemReward', { params: { id: rewardId }, body: { idempotencyKey } });
