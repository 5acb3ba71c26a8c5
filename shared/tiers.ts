import { DEFAULT_PROFILE_PHOTO, DEFAULT_TIER_THRESHOLDS, PROFILE_PHOTOS, TIERS, type Tier } from './constants';

export type TierThresholds = Record<Tier, number>;

/** An unknown tier counts as Bronze (docs/product-rules.md, "Points and tiers"). */
export function asTier(value: unknown): Tier {
  return TIERS.includes(value as Tier) ? (value as Tier) : 'bronze';
}

export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** The tier earned by lifetime points: spending never lowers it (docs/product-rules.md, "Points and tiers"). */
export function tierForPoints(lifetimePoints: number, thresholds: TierThresholds = DEFAULT_TIER_THRESHOLDS): Tier {
  let tier: Tier = 'bronze';
  for (const candidate of TIERS) {
    if (lifetimePoints >= thresholds[candidate]) tier = candidate;
  }
  return tier;
}

/** The shown tier is the higher of the earned one and an admin grant. */
export function effectiveTier(lifetimePoints: number, grantedTier: Tier | null | undefined, thresholds?: TierThresholds): Tier {
  const earned = tierForPoints(lifetimePoints, thresholds);
  if (!grantedTier) return earned;
  return tierRank(grantedTier) > tierRank(earned) ? grantedTier : earned;
}

export interface TierProgress {
  current: Tier;
  next: Tier | null;
  /** 0..100, whole percent between the current and the next threshold. */
  percent: number;
  pointsNeeded: number;
}

/** Progress to the next tier: percent between thresholds, floor 0, cap 100; none past Platinum. */
export function tierProgress(points: number, currentTier: unknown, thresholds: TierThresholds = DEFAULT_TIER_THRESHOLDS): TierProgress {
  const current = asTier(currentTier);
  const next = TIERS[tierRank(current) + 1] ?? null;
  if (!next) return { current, next: null, percent: 100, pointsNeeded: 0 };
  const from = thresholds[current];
  const to = thresholds[next];
  const raw = ((points - from) / (to - from)) * 100;
  const percent = Math.min(100, Math.max(0, Math.floor(raw)));
  return { current, next, percent, pointsNeeded: Math.max(0, to - points) };
}

/** Photo choices are tier-locked: only tiers up to the member's tier are available; the default is always. */
export function isPhotoUnlocked(photoId: string, tier: Tier): boolean {
  if (photoId === DEFAULT_PROFILE_PHOTO) return true;
  const photo = PROFILE_PHOTOS.find((p) => p.id === photoId);
  if (!photo) return false;
  return tierRank(photo.tier) <= tierRank(tier);
}
