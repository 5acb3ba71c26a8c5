import { AppError } from '../../shared/errors';
import type { MailPreference } from '../../shared/schemas/profile';
import { getProfile } from '../data/profiles';
import { db } from '../data/service';
import { loadMailLinkSecret, readUnsubscribeToken } from '../lib/mail-links';

const invalidLink = () => new AppError(400, 'INVALID_LINK', 'This unsubscribe link is not valid. Turn e-mails off in My Account instead.');

/**
 * One-click unsubscribe: the signed token names the member and the preference, so no sign-in is
 * needed; it turns that one switch off (again: a second click answers the same).
 */
export async function unsubscribe(token: string): Promise<{ preference: MailPreference }> {
  await loadMailLinkSecret();
  const named = readUnsubscribeToken(token);
  if (!named) throw invalidLink();
  const profile = await getProfile(named.memberId);
  if (!profile) throw invalidLink();
  await db.entities.profile
    .patch({ userId: named.memberId })
    .set({ preferences: { ...profile.preferences, [named.preference]: false } })
    .go();
  return { preference: named.preference };
}
