/** The invite link's referral code (`?ref=CODE`), kept for sign-up and claimed after the first sign-in (app/referral-claim-slot). */
export const REFERRAL_STORAGE_KEY = 'cinema.referralCode';

/** Stores `?ref=` from the current URL, if any. Called once at start. */
export function captureReferralCode(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code) localStorage.setItem(REFERRAL_STORAGE_KEY, code.slice(0, 64));
}

export function storedReferralCode(): string | null {
  return localStorage.getItem(REFERRAL_STORAGE_KEY);
}

export function clearReferralCode(): void {
  localStorage.removeItem(REFERRAL_STORAGE_KEY);
}
