import { DEFAULT_PROFILE_PHOTO, PROFILE_PHOTOS, TIER_LABELS } from '../../shared/constants';
import { AppError, badRequest, conflict } from '../../shared/errors';
import type { ProfileUpdate } from '../../shared/schemas/profile';
import { asTier, isPhotoUnlocked } from '../../shared/tiers';
import { getUserAttributes, updateName } from '../adapters/cognito-admin';
import { getProfile, loadOwnProfile as loadProfile } from '../data/profiles';
import { memberSearchWrites } from '../data/member-search';
import { ConditionFailed, transactionEntities, writeTransaction, type TransactionItem } from '../data/transactions';
import type { Caller } from '../lib/caller';
import { toProfile } from './profiles';

/** The caller's profile, created on first sight with the name Cognito holds when the token has none. */
export const loadOwnProfile = (caller: Caller) =>
  loadProfile(caller, async () => (await getUserAttributes(caller.userId)).name || null);

function checkPhoto(photoId: string, tier: ReturnType<typeof asTier>) {
  if (photoId === DEFAULT_PROFILE_PHOTO) return;
  const photo = PROFILE_PHOTOS.find((p) => p.id === photoId);
  if (!photo) throw badRequest('Unknown profile photo');
  if (!isPhotoUnlocked(photoId, tier)) {
    throw new AppError(403, 'PHOTO_LOCKED', `This photo unlocks at the ${TIER_LABELS[photo.tier]} tier.`);
  }
}

/** Name, phone, photo and mail preferences. The name goes to Cognito too, so the next ID token carries it. */
export async function updateOwnProfile(caller: Caller, update: ProfileUpdate) {
  const profile = await loadOwnProfile(caller);
  if (update.profilePhoto !== undefined) checkPhoto(update.profilePhoto, asTier(profile.tier));
  if (update.name !== undefined && update.name !== profile.name) await updateName(caller.userId, update.name);

  const patch = transactionEntities.profile.patch({ userId: caller.userId });
  const set = {
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.profilePhoto !== undefined ? { profilePhoto: update.profilePhoto } : {}),
    ...(update.phone ? { phone: update.phone } : {}),
    // Every sender reads them when it sends (docs/mail.md), so a switch turned off on one device holds on every other.
    ...(update.preferences ? { preferences: { ...toProfile(profile).preferences, ...update.preferences } } : {}),
  };
  const clearPhone = update.phone === '' || update.phone === null;
  if (Object.keys(set).length === 0 && !clearPhone) return toProfile(profile);
  const patched = clearPhone ? patch.set(set).remove(['phone']) : patch.set(set);
  await writeIdentity(profile, patched.where((attr, op) => op.eq(attr.name, profile.name)).commit(), { name: update.name ?? profile.name, email: profile.email });
  return toProfile((await getProfile(caller.userId))!);
}

/**
 * A profile update that may change the name or e-mail, with the member search's entries, in one
 * transaction; `update` is conditioned on the name and e-mail read, so entries never follow a stale one.
 */
async function writeIdentity(before: { userId: string; name: string; email: string }, update: TransactionItem, after: { name: string; email: string }) {
  try {
    await writeTransaction([{ role: 'profile', item: update }, ...memberSearchWrites(before.userId, after, before)]);
  } catch (error) {
    if (error instanceof ConditionFailed) throw conflict('CONCURRENT_UPDATE', 'Your profile changed meanwhile; please try again.');
    throw error;
  }
}

/**
 * The profile takes the caller's e-mail address from Cognito once Cognito has verified it. The
 * member changes it with Cognito's own verification (a code sent to the new address, confirmed
 * with their own access token); until then Cognito keeps the old, verified address, so this never
 * adopts an address nobody proved to own.
 */
export async function adoptVerifiedEmail(caller: Caller) {
  const profile = await loadOwnProfile(caller);
  const attributes = await getUserAttributes(caller.userId);
  const email = attributes.email?.trim().toLowerCase();
  if (!email || attributes.email_verified !== 'true') {
    throw conflict('EMAIL_NOT_VERIFIED', 'Please enter the code sent to your new e-mail address first.');
  }
  if (email === profile.email) return toProfile(profile);
  await writeIdentity(
    profile,
    transactionEntities.profile
      .patch({ userId: caller.userId })
      .set({ email })
      .where((attr, op) => op.eq(attr.email, profile.email))
      .commit(),
    { name: profile.name, email },
  );
  return toProfile((await getProfile(caller.userId))!);
}
