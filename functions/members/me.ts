import { DEFAULT_PROFILE_PHOTO, PROFILE_PHOTOS, TIER_LABELS } from '../../shared/constants';
import { AppError, badRequest } from '../../shared/errors';
import type { ProfileUpdate } from '../../shared/schemas/profile';
import { asTier, isPhotoUnlocked } from '../../shared/tiers';
import { getUserAttributes, updateEmail, updateName } from '../adapters/cognito-admin';
import { db } from '../data/service';
import type { Caller } from '../lib/caller';
import { ensureProfile, getProfile, toProfile } from './profiles';

/** The name for a new profile: the token's, else Cognito's `name` attribute, else the e-mail's local part. */
async function displayName(caller: Caller, email: string): Promise<string> {
  if (caller.name) return caller.name;
  try {
    const attributes = await getUserAttributes(email);
    if (attributes.name) return attributes.name;
  } catch {
    // The pool is unreachable or the user has no name: fall back below.
  }
  return email.split('@')[0];
}

/** The caller's profile, created on first sight; the role mirrors the Cognito `admin` group. */
export async function loadOwnProfile(caller: Caller) {
  let profile = await getProfile(caller.userId);
  if (!profile) {
    if (!caller.email) throw badRequest('The sign-in token carries no e-mail address');
    profile = await ensureProfile({ userId: caller.userId, email: caller.email, name: await displayName(caller, caller.email) });
  }
  const role = caller.isAdmin ? 'admin' : 'user';
  if (profile.role !== role) {
    await db.entities.profile.patch({ userId: caller.userId }).set({ role }).go();
    profile = { ...profile, role };
  }
  return profile;
}

function checkPhoto(photoId: string, tier: ReturnType<typeof asTier>) {
  if (photoId === DEFAULT_PROFILE_PHOTO) return;
  const photo = PROFILE_PHOTOS.find((p) => p.id === photoId);
  if (!photo) throw badRequest('Unknown profile photo');
  if (!isPhotoUnlocked(photoId, tier)) {
    throw new AppError(403, 'PHOTO_LOCKED', `This photo unlocks at the ${TIER_LABELS[photo.tier]} tier.`);
  }
}

export async function updateOwnProfile(caller: Caller, update: ProfileUpdate) {
  const profile = await loadOwnProfile(caller);
  if (update.profilePhoto !== undefined) checkPhoto(update.profilePhoto, asTier(profile.tier));
  if (update.email !== undefined && update.email !== profile.email) await updateEmail(profile.email, update.email);
  if (update.name !== undefined && update.name !== profile.name) await updateName(update.email ?? profile.email, update.name).catch(() => {
    // The profile is the product's source for the display name; Cognito's copy is best effort.
  });

  const patch = db.entities.profile.patch({ userId: caller.userId });
  const set = {
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.email !== undefined ? { email: update.email } : {}),
    ...(update.profilePhoto !== undefined ? { profilePhoto: update.profilePhoto } : {}),
    ...(update.phone ? { phone: update.phone } : {}),
  };
  const clearPhone = update.phone === '' || update.phone === null;
  if (Object.keys(set).length === 0 && !clearPhone) return toProfile(profile);
  await (clearPhone ? patch.set(set).remove(['phone']) : patch.set(set)).go();
  return toProfile((await getProfile(caller.userId))!);
}
