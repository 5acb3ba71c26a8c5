import type { AdminAsset } from '@shared/api/routes/admin-assets';

/** How the back office names and colours each asset type (tables, badges, pickers). */
export const ASSET_TYPE_LABELS: Record<AdminAsset['type'], string> = {
  ad: 'Ad',
  trailer: 'Trailer',
  movie: 'Movie',
  promotional: 'Promotional',
};

export const ASSET_TYPE_VARIANTS: Record<AdminAsset['type'], 'primary' | 'warning' | 'success' | 'default'> = {
  movie: 'primary',
  trailer: 'warning',
  ad: 'default',
  promotional: 'success',
};
