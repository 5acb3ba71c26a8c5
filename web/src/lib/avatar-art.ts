import { icons } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

type Icon = 'cameraReels' | 'camera' | 'disc' | 'projector' | 'ticketPerforated' | 'star' | 'trophy' | 'megaphone' | 'cupStraw' | 'display' | 'award' | 'magic' | 'doorOpen' | 'pencil' | 'sun' | 'lightbulb' | 'lightningCharge' | 'flag' | 'gem';

/**
 * Each preset's seed word (shared/constants PROFILE_PHOTOS) and the default "cinema", drawn as its own
 * cinema thing on its own colour, so no two presets of a tier look alike.
 */
const SEED_ART: Record<string, readonly [Icon, string]> = {
  cinema: ['cameraReels', '9f1239'],
  popcorn: ['cupStraw', 'b91c1c'],
  ticket: ['ticketPerforated', '6d28d9'],
  reel: ['disc', '0f766e'],
  usher: ['doorOpen', 'b45309'],
  director: ['megaphone', '1d4ed8'],
  screenplay: ['pencil', 'be185d'],
  matinee: ['sun', 'b45309'],
  spotlight: ['lightbulb', '7e22ce'],
  premiere: ['star', '9f1239'],
  blockbuster: ['lightningCharge', '1d4ed8'],
  festival: ['flag', '0f766e'],
  encore: ['award', '6d28d9'],
  oscar: ['trophy', 'b45309'],
  legend: ['gem', '7e22ce'],
  redcarpet: ['magic', 'b91c1c'],
  marquee: ['display', 'be185d'],
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
  const art = SEED_ART[seed];
  return createAvatar(icons, { seed, radius: 50, scale: 90, icon: art ? [art[0]] : CINEMA_ICONS, backgroundColor: art ? [art[1]] : BACKGROUNDS }).toDataUri();
}
