import { useSWRConfig } from 'swr';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const featuredKey = () => apiKey('listFeaturedScreenings');
export const homeTrailersKey = () => apiKey('listHomeTrailers');
export const allMoviesKey = () => apiKey('listAdminRecommendedMovies', { query: { all: 'true' } });

export const useFeaturedScreenings = () => useApi(featuredKey());
export const useHomeTrailers = () => useApi(homeTrailersKey());
/** Every movie row: the recommended ones (by order) and the rest to choose from. */
export const useAllMovies = () => useApi(allMoviesKey());

/** After a change, the admin lists reload, and so do the member home's (featured, trailers, recommended). */
export function useRefreshHome() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        ['/api/admin/featured-screenings', '/api/admin/home-trailers', '/api/admin/recommended-movies', '/api/admin/assets', '/api/featured', '/api/trailers', '/api/recommended-movies'].some(
          (prefix) => key.startsWith(prefix),
        ),
    );
}
