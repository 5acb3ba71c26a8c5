/**
 * Spec §9: the referral code is CINEMA- plus the first 6 characters of the user id, upper-cased.
 * Six hex characters collide among millions of members, so a longer prefix is the fallback
 * when the short code is already someone else's.
 */
export function referralCodeFor(userId: string, length = 6): string {
  return `CINEMA-${userId.replace(/-/g, '').slice(0, length).toUpperCase()}`;
}
