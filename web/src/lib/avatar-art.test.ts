import { DEFAULT_PROFILE_PHOTO, PROFILE_PHOTOS, TIERS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { avatarDataUri } from './avatar-art';

const svgOf = (seed: string) => decodeURIComponent(avatarDataUri(seed).replace(/^data:image\/svg\+xml;utf8,/, ''));

describe('avatarDataUri', () => {
  it('draws the same seed the same way, as an SVG', () => {
    expect(avatarDataUri(DEFAULT_PROFILE_PHOTO)).toBe(avatarDataUri(DEFAULT_PROFILE_PHOTO));
    expect(svgOf(DEFAULT_PROFILE_PHOTO)).toMatch(/^<svg /);
  });

  it.each(TIERS)('gives the four %s presets four different avatars', (tier) => {
    const seeds = PROFILE_PHOTOS.filter((photo) => photo.tier === tier).map((photo) => photo.seed);
    expect(new Set(seeds.map(avatarDataUri)).size).toBe(4);
  });

  it('draws any other seed too', () => {
    expect(svgOf('someone-else')).toMatch(/^<svg /);
  });
});
