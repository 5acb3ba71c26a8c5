import { REDEMPTION_EXPIRY_DAYS } from './constants';

export const REWARD_CATEGORIES = ['screening', 'concession', 'merchandise', 'experience'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

/** A redeemed reward starts active; `used` is set at the desk, `expired` follows from expiresAt (docs/product-rules.md, "Rewards"). */
export const REDEEMED_REWARD_STATUSES = ['active', 'used', 'expired'] as const;
export type RedeemedRewardStatus = (typeof REDEEMED_REWARD_STATUSES)[number];

/** Letters and digits that cannot be misread for one another at a desk (no 0/O, 1/I/L). */
export const REDEMPTION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REDEMPTION_CODE_RANDOM_LENGTH = 6;

/** Uniform random integers in [0, n), from the platform's cryptographic generator by default. */
export type RandomIndex = (n: number) => number;

const cryptoIndex: RandomIndex = (n) => {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % n);
  const byte = new Uint8Array(1);
  do globalThis.crypto.getRandomValues(byte);
  while (byte[0] >= limit);
  return byte[0] % n;
};

/** The redemption code is the upper-cased category plus 6 random characters, e.g. CONCESSION7KQ2MX (docs/product-rules.md, "Rewards"). */
export function redemptionCode(category: string, random: RandomIndex = cryptoIndex): string {
  let suffix = '';
  for (let i = 0; i < REDEMPTION_CODE_RANDOM_LENGTH; i++) suffix += REDEMPTION_CODE_ALPHABET[random(REDEMPTION_CODE_ALPHABET.length)];
  return `${category.toUpperCase()}${suffix}`;
}

/** A redeemed reward expires 30 days after it was redeemed (docs/product-rules.md, "Rewards"). */
export function redemptionExpiry(redeemedAt: Date): Date {
  return new Date(redeemedAt.getTime() + REDEMPTION_EXPIRY_DAYS * 86_400_000);
}

/** The status a member sees: a used reward stays used; an active one past its expiry is expired. */
export function redeemedRewardStatus(stored: RedeemedRewardStatus, expiresAt: string, now: Date = new Date()): RedeemedRewardStatus {
  if (stored !== 'active') return stored;
  return Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'active';
}

/** Whether a reward can be redeemed now (a reward becomes unavailable when its stock reaches 0; docs/product-rules.md, "Rewards"). */
export function isRewardAvailable(reward: { available: boolean; stock?: number | null }): boolean {
  return reward.available && (reward.stock === undefined || reward.stock === null || reward.stock > 0);
}
