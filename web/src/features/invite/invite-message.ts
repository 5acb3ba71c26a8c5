import { formatNumber } from '../../lib/format';

/** The member's invite link: the site's home with their referral code (`?ref=`, kept by lib/referral at sign-up). */
export const inviteLink = (referralCode: string, origin: string = window.location.origin) =>
  `${origin}/?ref=${encodeURIComponent(referralCode)}`;

/** What a friend receives: the invitation and the share sheet send the same words. */
export function inviteMessage({ link, friendPoints, friendName }: { link: string; friendPoints?: number; friendName?: string }) {
  const greeting = friendName ? `Hi ${friendName}! ` : '';
  const bonus = friendPoints === undefined ? 'bonus points' : `${formatNumber(friendPoints)} bonus points`;
  return `${greeting}Join me at Cinema · Watch. Answer. Win. Sign up with my invite link and get ${bonus}: ${link}`;
}
