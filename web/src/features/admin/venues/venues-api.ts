import type { AdminVenue } from '@shared/api/routes/admin-venues';
import { apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useApi } from '../../../lib/use-api';
import { useAllPages } from '../lib/use-all-pages';

const venuesKey = () => apiKey('listAdminVenues', { query: { limit: 100 } });
const screensKey = () => apiKey('listAdminScreens');
const venueDetailKey = (id: string) => apiKey('getAdminVenue', { params: { id } });
const seatMapKey = (id: string) => apiKey('getScreenSeatMap', { params: { id } });

export const useVenues = () => useAllPages<AdminVenue>(venuesKey());
export const useScreens = () => useApi(screensKey());
export const useVenueDetail = (id: string | null) => useApi(id ? venueDetailKey(id) : null);
export const useScreenSeatMap = (id: string | null) => useApi(id ? seatMapKey(id) : null);
export const useSeatCategories = () => useApi(apiKey('listSeatCategories'));

/** Reloads every venue and screen view (tables, side panel, seat maps) after a change. */
export const useRefreshVenues = () => useRevalidate('listAdminVenues', 'getAdminVenue', 'listAdminScreens', 'getAdminScreen', 'getScreenSeatMap');
