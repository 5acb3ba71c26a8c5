/**
 * The referral code is CINEMA- plus the first 6 characters of the user id, upper-cased (docs/product-rules.md,
 * "Invitations and referral").
 * Six hex characters collide among millions of members, so a longer prefix is the fallback
 * when the short code is already someone else's.
 */
export function referralCodeFor(userId: string, length = 6): string {
  return `CINEMA-${userId.replace(/-/g, '').slice(0, length).toUpperCase()}`;
}

/** A referral code is accepted within 14 days of the member's sign-up (docs/product-rules.md, "Invitations and referral"). */
export const REFERRAL_WINDOW_DAYS = 14;

/** Whether a member who signed up at `signedUpAt` may still claim a referral code at `now`. */
export function isWithinReferralWindow(signedUpAt: string, now: Date = new Date()): boolean {
  return now.getTime() - Date.parse(signedUpAt) <= REFERRAL_WINDOW_DAYS * 86_400_000;
}
