import type { LeaderboardPeriod } from '@shared/constants';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The Top Cinema Fans tab home opens on. */
export const TOP_FANS_FIRST_PERIOD: LeaderboardPeriod = 'week';

const featuredKey = apiKey('getFeatured');
const trailersKey = apiKey('listTrailers');
/** Home uses the popular list, page 1 (docs/product-rules.md, "Screens and errors"). */
const popularKey = apiKey('listMovies', { query: { list: 'popular', page: 1 } });
const topFansKey = (period: LeaderboardPeriod) => apiKey('getLeaderboardPreview', { query: { period } });

/**
 * What home reads as it opens: web/index.html preloads exactly these URLs, so the requests start while
 * the JavaScript downloads (home-preloads.test.ts keeps the two lists equal).
 */
export const HOME_FIRST_READS: readonly string[] = [featuredKey, popularKey, trailersKey, topFansKey(TOP_FANS_FIRST_PERIOD)];

export const useFeaturedScreening = () => useApi(featuredKey);
export const useTopFans = (period: LeaderboardPeriod) => useApi(topFansKey(period));
export const useTrailers = () => useApi(trailersKey);
export const usePopularMovies = () => useApi(popularKey);
