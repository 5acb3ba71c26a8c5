import { createAvatar } from '@dicebear/core';
import { funEmoji } from '@dicebear/collection';

/** Draws an avatar locally from its seed word (no image service). Loaded on demand: see components/avatar. */
export function avatarDataUri(seed: string): string {
  return createAvatar(funEmoji, { seed, radius: 50 }).toDataUri();
}
