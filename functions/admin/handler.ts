import { AppError } from '../../shared/errors';
import { domainHandler } from '../lib/handler';

/** Until an operation is written: 501, never a 500. */
const notYet = async (): Promise<never> => {
  throw new AppError(501, 'NOT_IMPLEMENTED', 'Not implemented yet');
};

/** The back office's Lambda: venues, screens and seat maps, sessions, assets, home content and movies. */
export const handler = domainHandler('admin', {
  listAdminVenues: notYet,
  createVenue: notYet,
  getAdminVenue: notYet,
  updateVenue: notYet,
  deleteVenue: notYet,
  listAdminScreens: notYet,
  createScreen: notYet,
  getAdminScreen: notYet,
  updateScreen: notYet,
  deleteScreen: notYet,
  getScreenSeatMap: notYet,
  saveSeatMap: notYet,
  listSeatCategories: notYet,
  createSeatCategory: notYet,
  listAdminSessions: notYet,
  createSession: notYet,
  getAdminSession: notYet,
  updateSession: notYet,
  deleteSession: notYet,
  cancelSession: notYet,
  listAdminAssets: notYet,
  createAsset: notYet,
  getAdminAsset: notYet,
  updateAsset: notYet,
  setAssetStatus: notYet,
  deleteAsset: notYet,
  bulkUpdateAssets: notYet,
  searchMovieDatabase: notYet,
  importMovie: notYet,
  listFeaturedScreenings: notYet,
  createFeaturedScreening: notYet,
  updateFeaturedScreening: notYet,
  deleteFeaturedScreening: notYet,
  listHomeTrailers: notYet,
  activateHomeTrailer: notYet,
  removeHomeTrailer: notYet,
  listAdminRecommendedMovies: notYet,
  setRecommendedMovie: notYet,
  removeRecommendedMovie: notYet,
  reorderRecommendedMovies: notYet,
  listAdminMovies: notYet,
});
