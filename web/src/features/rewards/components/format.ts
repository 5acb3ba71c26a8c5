import type { RewardCategory } from '@shared/rewards';

export const CATEGORY_LABELS: Record<RewardCategory, string> = {
  screening: 'Screenings',
  concession: 'Concessions',
  merchandise: 'Merchandise',
  experience: 'Experiences',
};
