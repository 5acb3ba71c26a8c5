import { apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useApi } from '../../../lib/use-api';

const featuredKey = () => apiKey('listFeaturedScreenings');
const homeTrailersKey = () => apiKey('listHomeTrailers');
const allMoviesKey = () => apiKey('listAdminRecommendedMovies', { query: { all: 'true' } });

export const useFeaturedScreenings = () => useApi(featuredKey());
export const useHomeTrailers = () => useApi(homeTrailersKey());
/** Every movie row: the recommended ones (by order) and the rest to choose from. */
export const useAllMovies = () => useApi(allMoviesKey());

/** After a change, the admin lists reload, and so do the member home's (featured, trailers, recommended). */
export const useRefreshHome = () =>
  useRevalidate(
    'listFeaturedScreenings',
    'listHomeTrailers',
    'listAdminRecommendedMovies',
    'listAdminAssets',
    'getAdminAsset',
    'getFeatured',
    'listTrailers',
    'getRecommendedMovies',
  );
