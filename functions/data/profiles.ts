import { DEFAULT_ROLE, type Role } from '../../shared/constants';
import { badRequest } from '../../shared/errors';
import { allowance } from '../../shared/earning-limits';
import { referralCodeFor } from '../../shared/referral';
import { isDisplaySafe } from '../../shared/text';
import { counterWrite } from './counters';
import { createProfileWithCredit, type PointsChange } from './ledger';
import { memberSearchWrites } from './member-search';
import { db } from './service';
import { loadPointsRules } from './settings';
import { ConditionFailed, transactionEntities, writeTransaction } from './transactions';
import type { ProfileItem } from './entities/profile';

export async function getProfile(userId: string): Promise<ProfileItem | null> {
  const { data } = await db.entities.profile.get({ userId }).go({ consistent: true });
  return data;
}

/** The member whose referral code this is, if any. */
export async function profileByReferralCode(referralCode: string): Promise<ProfileItem | undefined> {
  const { data } = await db.entities.profile.query.byReferralCode({ referralCode }).go({ limit: 1 });
  return data[0];
}

async function unusedReferralCode(userId: string): Promise<string> {
  for (let length = 6; length < 32; length += 2) {
    const code = referralCodeFor(userId, length);
    const owner = await profileByReferralCode(code);
    if (!owner || owner.userId === userId) return code;
  }
  return referralCodeFor(userId, 32);
}

export interface NewProfile {
  userId: string;
  email: string;
  name: string;
  role?: Role;
  phone?: string;
  /**
   * A member who signed up themselves (first sight through the API, Cognito's post-confirmation
   * trigger, the seeded demo member) gets the `welcome_bonus` points with the profile (docs/product-rules.md, "Points and tiers").
   * Members added by an admin get the points the admin chose instead.
   */
  welcomeBonus?: boolean;
  /** What a member added by an admin starts with instead (positive), as a ledger credit. */
  initialCredit?: Omit<PointsChange, 'userId' | 'check' | 'alongside'>;
}

export const WELCOME_BONUS_REASON = 'Welcome bonus';

/**
 * The member's profile, created on first sight (first API call, or Cognito's post-confirmation
 * trigger when deployed): role user, photo cinema, bronze, and the welcome bonus for a member who
 * signed up themselves. The create and its credit are ONE transaction (profile at revision 1, its
 * ledger entry, the leaderboard scores), conditional on the profile being absent: safe to call
 * concurrently, the bonus is paid once and a lost race reads the winner's item.
 */
export async function ensureProfile(user: NewProfile): Promise<ProfileItem> {
  const existing = await getProfile(user.userId);
  if (existing) return existing;
  const profile = {
    userId: user.userId,
    email: user.email,
    // A name set straight in Cognito skips the API's checks: never show a spoofing one.
    name: isDisplaySafe(user.name) ? user.name : user.email.split('@')[0],
    role: user.role ?? DEFAULT_ROLE,
    phone: user.phone,
    referralCode: await unusedReferralCode(user.userId),
  };
  // A new member has earned nothing yet: a welcome bonus limit (if an admin set one) caps it outright.
  const rules = user.welcomeBonus ? await loadPointsRules() : undefined;
  const bonus = rules ? allowance(rules.points.welcome_bonus, 0, rules.limits.welcome_bonus).awarded : 0;
  const credit = bonus > 0 ? { delta: bonus, reason: WELCOME_BONUS_REASON, type: 'earned' as const, subject: 'welcome' } : user.initialCredit;
  try {
    if (credit && credit.delta > 0) {
      await createProfileWithCredit(profile, credit);
    } else {
      await writeTransaction([
        { role: 'balance', item: transactionEntities.profile.create(profile).commit() },
        counterWrite('members', 1),
        ...memberSearchWrites(profile.userId, profile),
      ]);
    }
  } catch (error) {
    const created = await getProfile(user.userId);
    if (created) return created;
    throw error instanceof ConditionFailed ? new Error('The profile could not be created', { cause: error }) : error;
  }
  return (await getProfile(user.userId))!;
}

/** What the verified token says about the caller (see functions/lib/caller.ts). */
export interface ProfileOwner {
  userId: string;
  email: string | null;
  name: string | null;
  role: Role;
}

/**
 * The caller's profile, created on first sight with the role of the token's groups. From then on the
 * profile's role is the live one (docs/access.md): a role change writes it, and an older token's
 * claim never writes it back. A new profile's name is the token's, else what `lookUpName` finds (the members function asks
 * Cognito), else the e-mail's local part.
 */
export async function loadOwnProfile(caller: ProfileOwner, lookUpName?: () => Promise<string | null>): Promise<ProfileItem> {
  let profile = await getProfile(caller.userId);
  if (!profile) {
    if (!caller.email) throw badRequest('The sign-in token carries no e-mail address');
    const name = caller.name ?? (await lookUpName?.().catch(() => null)) ?? caller.email.split('@')[0];
    // A caller already in a role group at first sight was made by an admin, not self-signed-up.
    profile = await ensureProfile({ userId: caller.userId, email: caller.email, name, role: caller.role, welcomeBonus: caller.role === 'user' });
  }
  return profile;
}
