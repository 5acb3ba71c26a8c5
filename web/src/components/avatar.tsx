import { DEFAULT_PROFILE_PHOTO, PROFILE_PHOTOS } from '@shared/constants';
import { useEffect, useState } from 'react';
import styles from './avatar.module.css';

/** A profile photo is a preset id (b1..p4) mapped to its seed word, or a seed word itself; default "cinema". */
export function avatarSeed(profilePhoto: string | null | undefined): string {
  if (!profilePhoto) return DEFAULT_PROFILE_PHOTO;
  return PROFILE_PHOTOS.find((photo) => photo.id === profilePhoto)?.seed ?? profilePhoto;
}

const drawn = new Map<string, string>();
let artModule: Promise<typeof import('../lib/avatar-art')> | null = null;

/** The drawing code loads after the first paint, so it never weighs on a visitor's first page. */
function useAvatarUri(seed: string): string | undefined {
  const [loaded, setLoaded] = useState<{ seed: string; uri: string } | null>(null);
  useEffect(() => {
    if (drawn.has(seed)) return;
    let cancelled = false;
    artModule ??= import('../lib/avatar-art');
    void artModule.then(({ avatarDataUri }) => {
      const uri = avatarDataUri(seed);
      drawn.set(seed, uri);
      if (!cancelled) setLoaded({ seed, uri });
    });
    return () => {
      cancelled = true;
    };
  }, [seed]);
  return drawn.get(seed) ?? (loaded?.seed === seed ? loaded.uri : undefined);
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
