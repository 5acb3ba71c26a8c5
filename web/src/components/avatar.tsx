import { DEFAULT_PROFILE_PHOTO, PROFILE_PHOTOS } from '@shared/constants';
import { useEffect, useSyncExternalStore } from 'react';
import styles from './avatar.module.css';

/** A profile photo is a preset id (b1..p4) mapped to its seed word, or a seed word itself; default "cinema". */
export function avatarSeed(profilePhoto: string | null | undefined): string {
  if (!profilePhoto) return DEFAULT_PROFILE_PHOTO;
  return PROFILE_PHOTOS.find((photo) => photo.id === profilePhoto)?.seed ?? profilePhoto;
}

const drawn = new Map<string, string>();
const drawnListeners = new Set<() => void>();
const onDrawn = (listener: () => void) => {
  drawnListeners.add(listener);
  return () => void drawnListeners.delete(listener);
};
let artModule: Promise<typeof import('../lib/avatar-art')> | null = null;

/**
 * The drawing code loads after the first paint, so it never weighs on a visitor's first page. An
 * avatar drawn already shows at once, except while React takes over pre-rendered HTML (home), which
 * has none: there it comes right after (the server snapshot), so the HTML still matches.
 */
function useAvatarUri(seed: string): string | undefined {
  const uri = useSyncExternalStore(
    onDrawn,
    () => drawn.get(seed),
    () => undefined,
  );
  useEffect(() => {
    if (drawn.has(seed)) return;
    artModule ??= import('../lib/avatar-art');
    void artModule.then(({ avatarDataUri }) => {
      if (drawn.has(seed)) return;
      drawn.set(seed, avatarDataUri(seed));
      for (const listener of drawnListeners) listener();
    });
  }, [seed]);
  return uri;
}

export interface AvatarProps {
  /** The profile's profilePhoto (preset id or seed). */
  photo?: string | null;
  /** Used for the alt text; omit when the name is shown beside the avatar. */
  name?: string;
  size?: number;
  className?: string;
}

export function Avatar({ photo, name, size = 36, className }: AvatarProps) {
  const uri = useAvatarUri(avatarSeed(photo));
  return (
    <span className={`${styles.avatar} ${className ?? ''}`} style={{ width: size, height: size }}>
      {uri ? <img src={uri} alt={name ? `${name}'s avatar` : ''} width={size} height={size} /> : null}
    </span>
  );
}
