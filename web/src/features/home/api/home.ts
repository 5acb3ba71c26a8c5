import type { Leaderboard } from '@shared/api/routes/leaderboard';
import type { FeaturedScreening, MovieListPage, MovieTrailer } from '@shared/api/routes/movies';
import type { LeaderboardPeriod } from '@shared/constants';
import { useApi } from '../../../lib/use-api';

export const useFeaturedScreening = () => useApi<{ featured: FeaturedScreening | null }>('/api/featured');
export const useTopFans = (period: LeaderboardPeriod) => useApi<Omit<Leaderboard, 'me'>>(`/api/leaderboard/preview?period=${period}`);
export const useTrailers = () => useApi<{ items: MovieTrailer[] }>('/api/trailers');
/** Home uses the popular list, page 1 (member-app §7). */
export const usePopularMovies = () => useApi<MovieListPage>('/api/movies?list=popular&page=1');
