import type { LeaderboardPeriod } from '@shared/constants';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const useFeaturedScreening = () => useApi(apiKey('getFeatured'));
export const useTopFans = (period: LeaderboardPeriod) => useApi(apiKey('getLeaderboardPreview', { query: { period } }));
export const useTrailers = () => useApi(apiKey('listTrailers'));
/** Home uses the popular list, page 1 (member-app §7). */
export const usePopularMovies = () => useApi(apiKey('listMovies', { query: { list: 'popular', page: 1 } }));

/**
 * The member's flash cards (sessions they booked, until 48 hours after the start): home's New badge
 * on the Q&A tile and its questions window. The same key as /in-session, so an answer there shows here.
 */
export const useFlashCards = (enabled: boolean) => useApi(enabled ? apiKey('listMyFlashCards') : null);
