import { DEFAULT_PROFILE_PHOTO, PROFILE_PHOTOS, TIER_LABELS } from '../../shared/constants';
import { AppError, badRequest, conflict } from '../../shared/errors';
import type { ProfileUpdate } from '../../shared/schemas/profile';
import { asTier, isPhotoUnlocked } from '../../shared/tiers';
import { getUserAttributes, updateName } from '../adapters/cognito-admin';
import { getProfile, loadOwnProfile as loadProfile } from '../data/profiles';
import { db } from '../data/service';
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

/** Name, phone and photo. The name goes to Cognito too, so the next ID token carries it. */
export async function updateOwnProfile(caller: Caller, update: ProfileUpdate) {
  const profile = await loadOwnProfile(caller);
  if (update.profilePhoto !== undefined) checkPhoto(update.profilePhoto, asTier(profile.tier));
  if (update.name !== undefined && update.name !== profile.name) await updateName(caller.userId, update.name);

  const patch = db.entities.profile.patch({ userId: caller.userId });
  const set = {
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.profilePhoto !== undefined ? { profilePhoto: update.profilePhoto } : {}),
    ...(update.phone ? { phone: update.phone } : {}),
  };
  const clearPhone = update.phone === '' || update.phone === null;
  if (Object.keys(set).length === 0 && !clearPhone) return toProfile(profile);
  await (clearPhone ? patch.set(set).remove(['phone']) : patch.set(set)).go();
  return toProfile((await getProfile(caller.userId))!);
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
  await db.entities.profile.patch({ userId: caller.userId }).set({ email }).go();
  return toProfile((await getProfile(caller.userId))!);
}
