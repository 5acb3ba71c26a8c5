import type { AdminAsset } from '@shared/api/routes/admin-assets';
import { useSWRConfig } from 'swr';
import { apiKey } from '../../../lib/api-client';
import { useAllPages } from '../lib/use-all-pages';

export const assetsKey = () => apiKey('listAdminAssets', { query: { limit: 100 } });

/** Every asset, newest first. */
export const useAssets = () => useAllPages<AdminAsset>(assetsKey());

export function useRefreshAssets() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        (Array.isArray(key) && typeof key[1] === 'string' && key[1].startsWith('/api/admin/assets')) ||
        (typeof key === 'string' && (key.startsWith('/api/admin/assets') || key.startsWith('/api/admin/home-trailers'))),
    );
}
