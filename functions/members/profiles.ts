import { DEFAULT_ROLE } from '../../shared/constants';
import type { Profile } from '../../shared/schemas/profile';
import { referralCodeFor } from '../../shared/referral';
import { asTier } from '../../shared/tiers';
import { db } from '../data/service';

type ProfileItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.profile.get>['go']>>['data']>;

/** The API's view of a profile (DESIGN §6). */
export function toProfile(item: ProfileItem): Profile {
  return {
    id: item.userId,
    name: item.name,
    email: item.email,
    role: item.role,
    points: item.points,
    lifetimePoints: item.lifetimePoints,
    tier: asTier(item.tier),
    profilePhoto: item.profilePhoto,
    phone: item.phone ?? null,
    referralCode: item.referralCode,
    createdAt: item.createdAt,
  };
}

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
        name: user.name,
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
