import { icons } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

type Icon = 'cameraReels' | 'camera' | 'projector' | 'ticketPerforated' | 'star' | 'trophy' | 'megaphone' | 'cupStraw' | 'display' | 'award' | 'magic' | 'doorOpen' | 'pencil' | 'sun' | 'lightbulb' | 'lightningCharge' | 'flag' | 'gem';

/** Each preset's seed word (shared/constants PROFILE_PHOTOS) and the default "cinema" drawn as its own cinema thing. */
const SEED_ICONS: Record<string, Icon> = {
  cinema: 'projector',
  popcorn: 'cupStraw',
  ticket: 'ticketPerforated',
  reel: 'cameraReels',
  usher: 'doorOpen',
  director: 'megaphone',
  screenplay: 'pencil',
  matinee: 'sun',
  spotlight: 'lightbulb',
  premiere: 'star',
  blockbuster: 'lightningCharge',
  festival: 'flag',
  encore: 'award',
  oscar: 'trophy',
  legend: 'gem',
  redcarpet: 'magic',
  marquee: 'display',
};
/** Any other seed: one of these, chosen by the seed. */
const CINEMA_ICONS: Icon[] = ['cameraReels', 'camera', 'projector', 'ticketPerforated', 'star', 'trophy', 'megaphone', 'cupStraw', 'display', 'award'];
/** Deep theatre colours under a white icon. */
const BACKGROUNDS = ['9f1239', 'b91c1c', 'b45309', '6d28d9', '1d4ed8', '0f766e', 'be185d', '7e22ce'];

/**
 * Draws an avatar locally from its seed word (no image service), in one style: a white cinema icon
 * (Bootstrap Icons through DiceBear) on a deep colour; the same seed always gives the same avatar.
 * Loaded on demand: see components/avatar.
 */
export function avatarDataUri(seed: string): string {
  const icon = SEED_ICONS[seed];
  return createAvatar(icons, { seed, radius: 50, scale: 90, icon: icon ? [icon] : CINEMA_ICONS, backgroundColor: BACKGROUNDS }).toDataUri();
}
