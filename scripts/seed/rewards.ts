import { createReward } from '../../functions/data/reward-stock';
import { ConditionFailed } from '../../functions/data/transactions';
import type { RewardCategory } from '../../shared/rewards';
import type { SeedContext } from './index';

interface SeedReward {
  rewardId: string;
  name: string;
  description: string;
  category: RewardCategory;
  pointsCost: number;
  /** Absent: unlimited. */
  stock?: number;
}

/** The rewards catalog of a fresh stack: every category, some with a small stock, one already out of stock. */
export const SEED_REWARDS: SeedReward[] = [
  { rewardId: 'reward-small-popcorn', name: 'Small Popcorn', description: 'A freshly popped small popcorn from the lobby bar.', category: 'concession', pointsCost: 50 },
  {
    rewardId: 'reward-combo',
    name: 'Popcorn & Drink Combo',
    description: 'A medium popcorn and a soft drink of your choice.',
    category: 'concession',
    pointsCost: 120,
    stock: 25,
  },
  { rewardId: 'reward-free-ticket', name: 'Free Movie Ticket', description: 'One standard seat for any regular screening.', category: 'screening', pointsCost: 400 },
  {
    rewardId: 'reward-vip-upgrade',
    name: 'VIP Seat Upgrade',
    description: 'Upgrade a booked seat to the VIP rows for one screening.',
    category: 'screening',
    pointsCost: 250,
    stock: 10,
  },
  { rewardId: 'reward-tote-bag', name: 'Cinema Tote Bag', description: 'A sturdy canvas tote with the Watch. Answer. Win. logo.', category: 'merchandise', pointsCost: 200, stock: 3 },
  {
    rewardId: 'reward-poster',
    name: 'Limited Edition Poster',
    description: 'A numbered print of this season’s featured screening poster.',
    category: 'merchandise',
    pointsCost: 350,
    stock: 0,
  },
  {
    rewardId: 'reward-booth-tour',
    name: 'Projection Booth Tour',
    description: 'Go behind the scenes with our projectionist before a show.',
    category: 'experience',
    pointsCost: 800,
    stock: 3,
  },
  {
    rewardId: 'reward-premiere-night',
    name: 'Premiere Night for Two',
    description: 'Two seats, drinks and the red carpet at our next premiere.',
    category: 'experience',
    pointsCost: 2000,
    stock: 5,
  },
];

/**
 * The rewards catalog, each reward created only if absent with its stock spread over its shards (fixed
 * ids: an admin's edits and the stock left survive a re-seed). The demo member starts with no band paired: nothing to seed for bands.
 */
export async function seed(ctx: Pick<SeedContext, 'log'>): Promise<void> {
  let created = 0;
  for (const reward of SEED_REWARDS) {
    try {
      await createReward({ ...reward, available: true });
      created++;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
  ctx.log(`rewards: ${created} of ${SEED_REWARDS.length} catalog rewards added`);
}
