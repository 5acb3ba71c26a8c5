import type { AdminAsset } from '@shared/api/routes/admin-assets';
import { apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useAllPages } from '../lib/use-all-pages';

const assetsKey = () => apiKey('listAdminAssets', { query: { limit: 100 } });

/** Every asset, newest first. */
export const useAssets = () => useAllPages<AdminAsset>(assetsKey());

/** After an asset change: the asset lists and details, an asset's questions, and the home's trailer picker (it lists trailer assets). */
export const useRefreshAssets = () => useRevalidate('listAdminAssets', 'getAdminAsset', 'listAdminAssetQuestions', 'listHomeTrailers');
