import * as z from 'zod';
import { digits, displayText } from '../../schemas/input';
import { DEFAULT_DURATION, parseDuration } from '../../admin/duration';
import { defineRoutes } from '../route-spec';
import { adminIdParams, adminPageQuerySchema, bulkResults, pageOf } from './admin-common';

/** The longest title the import dialog searches the movie database for (its field stops there). */
export const MOVIE_SEARCH_MAX_LENGTH = 200;

export const ASSET_TYPES = ['ad', 'trailer', 'movie', 'promotional'] as const;
export const MAX_BULK_ASSETS = 100;
/** An imported trailer plays 150 s (docs/back-office.md, "Assets and the movie import"). */
export const IMPORTED_TRAILER_SECONDS = 150;

/** The limits of docs/back-office.md, "Assets and the movie import"; only the trailer's text is fixed wording. */
export const ASSET_MESSAGES = {
  type: 'Type must be ad, trailer, movie or promotional',
  title: 'Title is required',
  titleMax: 'Title must be at most 200 characters',
  brandMax: 'Brand must be at most 100 characters',
  fileUrl: 'File URL is required',
  url: 'Please enter a valid URL',
  urlMax: 'URLs must be at most 500 characters',
  descriptionMax: 'Description must be at most 1000 characters',
  duration: 'Duration must be HH:MM:SS',
  /** Fixed wording (docs/back-office.md, "Assets and the movie import"). */
  trailerMovie: 'Please select a movie for this trailer',
} as const;

const url = (required: boolean) => {
  const base = z.string().trim().max(500, ASSET_MESSAGES.urlMax).pipe(z.url({ error: ASSET_MESSAGES.url, protocol: /^https?$/ }));
  return required ? z.string({ error: ASSET_MESSAGES.fileUrl }).trim().min(1, ASSET_MESSAGES.fileUrl).pipe(base) : base;
};
/**
 * The offline movie catalog's artwork, served by this API (`getMedia`): the poster an import gives an
 * asset where no TMDB token is set, kept as a path of this site. Editing such an asset keeps it.
 */
const CATALOG_ARTWORK_PATH = /^\/api\/media\/[a-z]+\/[\w-]+\.svg$/;
const posterUrl = z
  .string()
  .trim()
  .max(500, ASSET_MESSAGES.urlMax)
  .refine((value) => CATALOG_ARTWORK_PATH.test(value) || url(false).safeParse(value).success, ASSET_MESSAGES.url);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.union([schema, z.null()]).optional());

/** The Add/Edit dialog: durations HH:MM:SS (default 00:00:30); a trailer needs a movie. */
export const assetInputSchema = z
  .object({
    type: z.enum(ASSET_TYPES, { error: ASSET_MESSAGES.type }),
    title: displayText({ error: ASSET_MESSAGES.title }).trim().min(1, ASSET_MESSAGES.title).max(200, ASSET_MESSAGES.titleMax),
    brand: optional(displayText().trim().max(100, ASSET_MESSAGES.brandMax)),
    fileUrl: url(true),
    /** The poster / thumbnail URL. */
    thumbnailUrl: optional(posterUrl),
    description: optional(displayText({ multiline: true }).trim().max(1000, ASSET_MESSAGES.descriptionMax)),
    duration: z
      .string({ error: ASSET_MESSAGES.duration })
      .trim()
      .refine((d) => parseDuration(d) !== null, ASSET_MESSAGES.duration)
      .default(DEFAULT_DURATION),
    /** The linked movie's database id (a string of digits); required for a trailer. */
    movieId: optional(z.union([z.string().trim().regex(/^[1-9]\d{0,11}$/, ASSET_MESSAGES.trailerMovie), z.number().int().positive().transform(String)])),
    isActive: z.boolean().optional(),
  })
  .refine((asset) => asset.type !== 'trailer' || !!asset.movieId, { message: ASSET_MESSAGES.trailerMovie, path: ['movieId'] });
export type AssetInput = z.infer<typeof assetInputSchema>;

export const adminAssetSchema = z.object({
  id: z.string(),
  type: z.enum(ASSET_TYPES),
  title: z.string(),
  brand: z.string().nullable(),
  fileUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  description: z.string().nullable(),
  durationSeconds: z.number().int(),
  /** HH:MM:SS. */
  duration: z.string(),
  isActive: z.boolean(),
  movieId: z.string().nullable(),
  movieTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAsset = z.infer<typeof adminAssetSchema>;

export const bulkAssetsInputSchema = z.object({
  action: z.enum(['activate', 'deactivate', 'delete'], { error: 'action must be activate, deactivate or delete' }),
  ids: z
    .array(z.string().trim().min(1).max(128), { error: 'Please select at least one asset' })
    .min(1, 'Please select at least one asset')
    .max(MAX_BULK_ASSETS, `At most ${MAX_BULK_ASSETS} assets at a time`),
});
export type BulkAssetsInput = z.infer<typeof bulkAssetsInputSchema>;

export const movieSearchResultSchema = z.object({
  id: z.number(),
  title: z.string(),
  overview: z.string(),
  posterUrl: z.string().nullable(),
  releaseDate: z.string(),
  voteAverage: z.number(),
  originalLanguage: z.string(),
  /** Already imported (a movie row exists). */
  imported: z.boolean(),
});
export type MovieSearchResult = z.infer<typeof movieSearchResultSchema>;

export const movieImportResultSchema = z.object({
  /** False when the movie had been imported before: nothing was duplicated. */
  created: z.boolean(),
  movie: z.object({ id: z.number(), title: z.string(), posterUrl: z.string().nullable(), releaseDate: z.string().nullable(), hasTrailer: z.boolean() }),
  movieAsset: adminAssetSchema,
  /** The first video of type Trailer on the video host, as a 150 s trailer asset; null when the movie has none. */
  trailerAsset: adminAssetSchema.nullable(),
});
export type MovieImportResult = z.infer<typeof movieImportResultSchema>;

export const adminAssetsRoutes = defineRoutes({
  listAdminAssets: {
    method: 'GET',
    path: '/api/admin/assets',
    domain: 'admin',
    auth: 'admin',
    summary: 'Assets newest first, a page at a time, optionally of one type',
    query: adminPageQuerySchema.extend({ type: z.enum(ASSET_TYPES, { error: ASSET_MESSAGES.type }).optional() }),
    response: pageOf(adminAssetSchema),
  },
  createAsset: {
    method: 'POST',
    path: '/api/admin/assets',
    domain: 'admin',
    auth: 'admin',
    errors: ['MOVIE_DATABASE_UNAVAILABLE'],
    summary: 'Add an asset (created active; duration HH:MM:SS, default 00:00:30; a trailer needs a movie)',
    body: assetInputSchema,
    response: adminAssetSchema,
    status: 201,
  },
  getAdminAsset: {
    method: 'GET',
    path: '/api/admin/assets/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'One asset',
    params: adminIdParams,
    response: adminAssetSchema,
  },
  updateAsset: {
    method: 'PUT',
    path: '/api/admin/assets/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'MOVIE_DATABASE_UNAVAILABLE'],
    summary: 'Edit an asset (the same fields as create)',
    params: adminIdParams,
    body: assetInputSchema,
    response: adminAssetSchema,
  },
  setAssetStatus: {
    method: 'PATCH',
    path: '/api/admin/assets/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "Toggle an asset's status",
    params: adminIdParams,
    body: z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }),
    response: adminAssetSchema,
  },
  deleteAsset: {
    method: 'DELETE',
    path: '/api/admin/assets/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Delete an asset and take it out of the sessions that play it',
    params: adminIdParams,
    status: 204,
  },
  bulkUpdateAssets: {
    method: 'POST',
    path: '/api/admin/assets/bulk',
    domain: 'admin',
    auth: 'admin',
    summary: 'Activate, deactivate or delete up to 100 assets by id; each item answers for itself',
    body: bulkAssetsInputSchema,
    // An asset not there (any more), one whose writes others kept busy through every retry, an unexpected failure.
    ...bulkResults(['NOT_FOUND', 'CONCURRENT_UPDATE', 'INTERNAL']),
  },
  searchMovieDatabase: {
    method: 'GET',
    path: '/api/admin/movie-database/search',
    domain: 'admin',
    auth: 'admin',
    errors: ['MOVIE_DATABASE_UNAVAILABLE'],
    summary: 'The import dialog: search the movie database (TMDB when configured, else the offline catalogue)',
    query: z.object({
      query: z.string({ error: 'Please enter a movie title' }).trim().min(1, 'Please enter a movie title').max(MOVIE_SEARCH_MAX_LENGTH),
      page: digits(z.number().int().min(1).max(500)).default(1),
    }),
    response: z.object({ page: z.number(), totalPages: z.number(), totalResults: z.number(), results: z.array(movieSearchResultSchema) }),
  },
  importMovie: {
    method: 'POST',
    path: '/api/admin/movie-database/imports',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'MOVIE_DATABASE_UNAVAILABLE'],
    summary: 'Import a movie: its movie row, its movie asset and its first Trailer as a 150 s trailer asset; again, nothing is duplicated (200)',
    body: z.object({ movieId: z.number({ error: 'Please choose a movie' }).int('Please choose a movie').positive('Please choose a movie') }),
    response: movieImportResultSchema,
    status: 201,
  },
});
