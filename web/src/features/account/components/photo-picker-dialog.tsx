import { DEFAULT_PROFILE_PHOTO, PROFILE_PHOTOS, TIER_COLOURS, TIER_LABELS, TIERS } from '@shared/constants';
import type { Profile } from '@shared/schemas/profile';
import { isPhotoUnlocked } from '@shared/tiers';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { LockIcon } from '../../../components/icons';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { refusalMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { updateProfile } from '../api/profile';
import styles from './account.module.css';

export interface PhotoPickerDialogProps {
  user: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The default photo and the 16 presets; those of a tier above the member's are locked (the server refuses them too). */
export function PhotoPickerDialog({ user, open, onOpenChange }: PhotoPickerDialogProps) {
  const { refreshProfile } = useAuth();
  const { toast } = useToast();
  const [saving, setSaving] = useState<string | null>(null);

  const choose = async (photoId: string) => {
    if (!isPhotoUnlocked(photoId, user.tier) || saving) return;
    setSaving(photoId);
    try {
      await updateProfile({ profilePhoto: photoId });
      await refreshProfile();
      toast({ title: 'Profile photo updated', variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      console.error('Profile photo update failed', error);
      toast({
        title: 'Failed to update profile photo',
        description: refusalMessage(error),
        variant: 'error',
      });
    } finally {
      setSaving(null);
    }
  };

  const option = (photo: { id: string; seed: string }, groupLabel: string, locked: boolean) => {
    const selected = user.profilePhoto === photo.id;
    return (
      <button
        key={photo.id}
        type="button"
        className={styles.photoOption}
        data-locked={locked}
        data-selected={selected}
        data-photo-id={photo.id}
        aria-pressed={selected}
        aria-disabled={locked || undefined}
        aria-label={`${photo.seed} (${groupLabel})${locked ? ', locked' : ''}`}
        title={locked ? `Reach ${groupLabel} tier to unlock` : photo.seed}
        onClick={() => void choose(photo.id)}
      >
        <Avatar photo={photo.id} size={64} />
        {locked && (
          <span className={styles.lock}>
            <LockIcon size={24} />
          </span>
        )}
        {saving === photo.id && (
          <span className={styles.lock}>
            <Spinner size="sm" label="Saving" />
          </span>
        )}
      </button>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose Profile Photo"
      description={`Photos unlock with your tier. You are ${TIER_LABELS[user.tier]}.`}
      size="lg"
    >
      {/* The photo every member starts with, to go back to once another is picked. */}
      <section className={styles.photoTier} aria-labelledby="photo-tier-default">
        <h3 id="photo-tier-default" className={styles.photoTierTitle}>
          Default
        </h3>
        <div className={styles.photoGrid}>{option({ id: DEFAULT_PROFILE_PHOTO, seed: DEFAULT_PROFILE_PHOTO }, 'Default', false)}</div>
      </section>
      {TIERS.map((tier) => {
        const tierPhotos = PROFILE_PHOTOS.filter((photo) => photo.tier === tier);
        const locked = !isPhotoUnlocked(tierPhotos[0].id, user.tier);
        return (
          <section key={tier} className={styles.photoTier} aria-labelledby={`photo-tier-${tier}`}>
            <h3 id={`photo-tier-${tier}`} className={styles.photoTierTitle} style={{ color: TIER_COLOURS[tier] }}>
              {TIER_LABELS[tier]}
              {locked && <span className={styles.lockNote}> · Reach {TIER_LABELS[tier]} tier to unlock</span>}
            </h3>
            <div className={styles.photoGrid}>{tierPhotos.map((photo) => option(photo, TIER_LABELS[tier], locked))}</div>
          </section>
        );
      })}
    </Dialog>
  );
}
