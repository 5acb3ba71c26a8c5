import type { RewardCategory } from '@shared/rewards';

const numberFormat = new Intl.NumberFormat('en-US');

/** "1,250" */
export const formatPoints = (points: number) => numberFormat.format(points);

export const CATEGORY_LABELS: Record<RewardCategory, string> = {
  screening: 'Screenings',
  concession: 'Concessions',
  merchandise: 'Merchandise',
  experience: 'Experiences',
};
