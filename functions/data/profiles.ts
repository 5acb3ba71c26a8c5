import { DEFAULT_ROLE } from '../../shared/constants';
import { badRequest } from '../../shared/errors';
import { referralCodeFor } from '../../shared/referral';
import { isDisplaySafe } from '../../shared/text';
import { db } from './service';

export type ProfileItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.profile.get>['go']>>['data']>;

export async function getProfile(userId: string): Promise<ProfileItem | null> {
  const { data } = await db.entities.profile.get({ userId }).go({ consistent: true });
  return data;
}

async function unusedReferralCode(userId: string): Promise<string> {
  for (let length = 6; length < 32; length += 2) {
    const code = referralCodeFor(userId, length);
    const { data } = await db.entities.profile.query.byReferralCode({ referralCode: code }).go({ limit: 1 });
    if (data.length === 0 || data[0].userId === userId) return code;
  }
  return referralCodeFor(userId, 32);
}

export interface NewProfile {
  userId: string;
  email: string;
  name: string;
  role?: 'user' | 'admin';
  phone?: string;
}

/**
 * The member's profile, created on first sight (first API call, or Cognito's post-confirmation
 * trigger when deployed): role user, photo cinema, 0 points, bronze. Safe to call concurrently:
 * the create is conditional and a lost race reads the winner's item.
 */
export async function ensureProfile(user: NewProfile): Promise<ProfileItem> {
  const existing = await getProfile(user.userId);
  if (existing) return existing;
  try {
    const { data } = await db.entities.profile
      .create({
        userId: user.userId,
        email: user.email,
        // A name set straight in Cognito skips the API's checks: never show a spoofing one.
        name: isDisplaySafe(user.name) ? user.name : user.email.split('@')[0],
        role: user.role ?? DEFAULT_ROLE,
        phone: user.phone,
        referralCode: await unusedReferralCode(user.userId),
      })
      .go();
    return data as ProfileItem;
  } catch (error) {
    const created = await getProfile(user.userId);
    if (created) return created;
    throw error;
  }
}

/** What the verified token says about the caller (see functions/lib/caller.ts). */
export interface ProfileOwner {
  userId: string;
  email: string | null;
  name: string | null;
  isAdmin: boolean;
}

/**
 * The caller's profile, created on first sight; the role mirrors the Cognito `admin` group.
 * A new profile's name is the token's, else what `lookUpName` finds (the members function asks
 * Cognito), else the e-mail's local part.
 */
export async function loadOwnProfile(caller: ProfileOwner, lookUpName?: () => Promise<string | null>): Promise<ProfileItem> {
  let profile = await getProfile(caller.userId);
  if (!profile) {
    if (!caller.email) throw badRequest('The sign-in token carries no e-mail address');
    const name = caller.name ?? (await lookUpName?.().catch(() => null)) ?? caller.email.split('@')[0];
    profile = await ensureProfile({ userId: caller.userId, email: caller.email, name });
  }
  const role = caller.isAdmin ? 'admin' : 'user';
  if (profile.role !== role) {
    await db.entities.profile.patch({ userId: caller.userId }).set({ role }).go();
    profile = { ...profile, role };
  }
  return profile;
}
