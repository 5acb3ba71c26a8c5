import { adminAssetsRoutes } from '../../shared/api/routes/admin-assets';
import { adminHomeRoutes } from '../../shared/api/routes/admin-home';
import { adminMoviesRoutes } from '../../shared/api/routes/admin-movies';
import { adminReportsRoutes } from '../../shared/api/routes/admin-reports';
import { adminSessionsRoutes } from '../../shared/api/routes/admin-sessions';
import { adminVenuesRoutes } from '../../shared/api/routes/admin-venues';
import { domainHandler, HttpResponse } from '../lib/handler';
import { bulkAssets, createAsset, deleteAsset, getAsset, listAssets, setAssetStatus, updateAsset } from './assets';
import { cancelSession } from './cancel';
import {
  activateTrailer,
  createFeatured,
  deleteFeatured,
  listFeatured,
  listHomeTrailers,
  listRecommended,
  removeRecommended,
  reorderRecommended,
  setRecommended,
  updateFeatured,
} from './home';
import { listFailedMail, resendFailedMail } from './mail';
import { importMovie, searchMovies } from './movie-import';
import { listManagedMovies } from './movies';
import { adminReport, topEarnersReport } from './reports';
import { saveSeatMap, screenSeatMap } from './seat-maps';
import { createScreen, deleteScreen, getScreen, listScreens, updateScreen } from './screens';
import { createCategory, toAdminCategory } from './seat-categories';
import { sessionDetail } from './session-detail';
import { createSession, deleteSession, updateSession } from './session-edits';
import { listAdminSessions } from './sessions';
import { createVenue, deleteVenue, listVenues, updateVenue, venueDetail } from './venues';
import { seatCategories } from '../data/seating';

const noContent = () => new HttpResponse(204, '');

const adminRoutes = { ...adminAssetsRoutes, ...adminHomeRoutes, ...adminMoviesRoutes, ...adminReportsRoutes, ...adminSessionsRoutes, ...adminVenuesRoutes };

/** The back office's Lambda (admin group only): venues, screens and seat maps, sessions, assets, home content, movies and reports. */
export const handler = domainHandler('admin', adminRoutes, {
  listAdminVenues: async ({ query }) => listVenues(query.cursor, query.limit),
  createVenue: async ({ body }) => createVenue(body),
  getAdminVenue: async ({ params }) => venueDetail(params.id),
  updateVenue: async ({ params, body }) => updateVenue(params.id, body),
  deleteVenue: async ({ params }) => {
    await deleteVenue(params.id);
    return noContent();
  },
  listAdminScreens: async ({ query }) => listScreens(query.venueId),
  createScreen: async ({ params, body }) => createScreen(params.id, body),
  getAdminScreen: async ({ params }) => getScreen(params.id),
  updateScreen: async ({ params, body }) => updateScreen(params.id, body),
  deleteScreen: async ({ params }) => {
    await deleteScreen(params.id);
    return noContent();
  },
  getScreenSeatMap: async ({ params }) => screenSeatMap(params.id),
  saveSeatMap: async ({ params, body }) => saveSeatMap(params.id, body),
  listSeatCategories: async () => ({ items: (await seatCategories()).map(toAdminCategory) }),
  createSeatCategory: async ({ body }) => createCategory(body),

  listAdminSessions: async ({ query }) => listAdminSessions(query),
  createSession: async ({ body }) => createSession(body),
  getAdminSession: async ({ params }) => sessionDetail(params.id),
  updateSession: async ({ params, body }) => updateSession(params.id, body),
  deleteSession: async ({ params }) => {
    await deleteSession(params.id);
    return noContent();
  },
  cancelSession: async ({ params }) => cancelSession(params.id),

  listAdminAssets: async ({ query }) => listAssets(query),
  createAsset: async ({ body }) => createAsset(body),
  getAdminAsset: async ({ params }) => getAsset(params.id),
  updateAsset: async ({ params, body }) => updateAsset(params.id, body),
  setAssetStatus: async ({ params, body }) => setAssetStatus(params.id, body.isActive),
  deleteAsset: async ({ params }) => {
    await deleteAsset(params.id);
    return noContent();
  },
  bulkUpdateAssets: async ({ body, logger }) => bulkAssets(body, logger),
  searchMovieDatabase: async ({ query }) => searchMovies(query.query, query.page),
  importMovie: async ({ body }) => {
    const { result, created } = await importMovie(body.movieId);
    // Imported before: nothing new was made.
    return created ? result : new HttpResponse(200, result);
  },

  listFeaturedScreenings: async () => listFeatured(),
  createFeaturedScreening: async ({ body }) => createFeatured(body),
  updateFeaturedScreening: async ({ params, body }) => updateFeatured(params.id, body),
  deleteFeaturedScreening: async ({ params }) => {
    await deleteFeatured(params.id);
    return noContent();
  },
  listHomeTrailers: async () => listHomeTrailers(),
  activateHomeTrailer: async ({ body }) => activateTrailer(body.assetId, true),
  removeHomeTrailer: async ({ params }) => {
    await activateTrailer(params.id, false);
    return noContent();
  },
  listAdminRecommendedMovies: async ({ query }) => listRecommended(query.all === 'true'),
  setRecommendedMovie: async ({ params, body }) => setRecommended(params.movieId, body.recommendedOrder),
  removeRecommendedMovie: async ({ params }) => {
    await removeRecommended(params.movieId);
    return noContent();
  },
  reorderRecommendedMovies: async ({ body }) => reorderRecommended(body.movieIds),

  listAdminMovies: async ({ query }) => listManagedMovies(query),

  getAdminReport: async ({ query }) => adminReport(query.from, query.to),
  getTopEarners: async ({ query }) => topEarnersReport(query.from, query.to, query.activity),
  listFailedMail: async ({ query }) => listFailedMail(query),
  resendFailedMail: async ({ params }) => resendFailedMail(params.mailId),
});
