import { randomUUID } from 'node:crypto';
import { mapConcurrently } from '../lib/concurrency';
import type { AdminFeatured, FeaturedInput, FeaturedUpdate, HomeTrailer, RecommendedMovieRow } from '../../shared/api/routes/admin-home';
import { SELECT_A_MOVIE } from '../../shared/api/routes/admin-home';
import { badRequest, notFound } from '../../shared/errors';
import { db } from '../data/service';
import { isConditionFailure } from '../data/write-errors';
import { orNull } from './common';
import { movieTitles, setAssetStatus } from './assets';
import { ensureMovieRow } from './movie-rows';
import type { AssetItem } from '../data/entities/asset';
import type { FeaturedScreeningItem } from '../data/entities/featured-screening';
import type { MovieItem } from '../data/entities/movie';
import { assetsOfType } from '../data/questions';
import { allMovies } from '../data/movies';

// --- featured screening ----------------------------------------------------------------------

function toAdminFeatured(item: FeaturedScreeningItem, assetTitle: string | null): AdminFeatured {
  return {
    id: item.featuredScreeningId,
    assetId: item.assetId,
    assetTitle,
    title: item.title,
    genre: item.genre,
    date: item.date,
    time: item.time,
    location: item.location,
    description: orNull(item.description),
    posterUrl: orNull(item.posterUrl),
    isActive: item.isActive,
    createdAt: item.createdAt,
  };
}

async function assetTitles(ids: string[]): Promise<Map<string, string>> {
  const keys = [...new Set(ids)].map((assetId) => ({ assetId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.asset.get(keys).go();
  return new Map(data.map((a) => [a.assetId, a.title]));
}

export async function listFeatured(): Promise<{ items: AdminFeatured[] }> {
  const { data } = await db.entities.featuredScreening.query.allByCreated({}).go({ order: 'desc', pages: 'all' });
  const titles = await assetTitles(data.map((f) => f.assetId));
  return { items: data.map((f) => toAdminFeatured(f, titles.get(f.assetId) ?? null)) };
}

/** The featured screening's asset must be a movie asset ("Please select a movie") (docs/back-office.md, "Home content"). */
async function movieAsset(assetId: string): Promise<AssetItem> {
  const { data } = await db.entities.asset.get({ assetId }).go();
  if (!data || data.type !== 'movie') throw badRequest(SELECT_A_MOVIE, { path: 'assetId' });
  return data;
}

async function getFeaturedItem(id: string): Promise<FeaturedScreeningItem> {
  const { data } = await db.entities.featuredScreening.get({ featuredScreeningId: id }).go({ consistent: true });
  if (!data) throw notFound('Featured screening');
  return data;
}

/** Defaults from the spec (genre Movie, date today, time 19:00, location TBA) are the entity's. */
export async function createFeatured(input: FeaturedInput): Promise<AdminFeatured> {
  const asset = await movieAsset(input.assetId);
  const { data } = await db.entities.featuredScreening
    .create({
      featuredScreeningId: randomUUID(),
      assetId: asset.assetId,
      title: input.title ?? asset.title,
      ...(input.genre ? { genre: input.genre } : {}),
      ...(input.date ? { date: input.date } : {}),
      ...(input.time ? { time: input.time } : {}),
      ...(input.location ? { location: input.location } : {}),
      ...(input.description ? { description: input.description } : asset.description ? { description: asset.description } : {}),
      ...(asset.thumbnailUrl ? { posterUrl: asset.thumbnailUrl } : {}),
      isActive: input.isActive ?? true,
    })
    .go();
  return toAdminFeatured(data as FeaturedScreeningItem, asset.title);
}

export async function updateFeatured(id: string, input: FeaturedUpdate): Promise<AdminFeatured> {
  await getFeaturedItem(id);
  const asset = input.assetId ? await movieAsset(input.assetId) : undefined;
  const set = {
    ...(asset ? { assetId: asset.assetId, ...(asset.thumbnailUrl ? { posterUrl: asset.thumbnailUrl } : {}) } : {}),
    ...Object.fromEntries(Object.entries({ ...input, assetId: undefined }).filter(([, v]) => v !== undefined)),
  };
  try {
    await db.entities.featuredScreening.patch({ featuredScreeningId: id }).set(set).go();
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Featured screening');
    throw error;
  }
  const item = await getFeaturedItem(id);
  return toAdminFeatured(item, (await assetTitles([item.assetId])).get(item.assetId) ?? null);
}

export async function deleteFeatured(id: string): Promise<void> {
  await getFeaturedItem(id);
  await db.entities.featuredScreening.delete({ featuredScreeningId: id }).go();
}

// --- trailers --------------------------------------------------------------------------------

async function toHomeTrailers(assets: AssetItem[]): Promise<HomeTrailer[]> {
  const titles = await movieTitles(assets.map((a) => a.movieId));
  return assets.map((asset) => ({
    assetId: asset.assetId,
    title: asset.title,
    movieId: asset.movieId === undefined ? null : String(asset.movieId),
    movieTitle: asset.movieId === undefined ? null : (titles.get(asset.movieId) ?? null),
    fileUrl: asset.fileUrl,
    thumbnailUrl: orNull(asset.thumbnailUrl),
    isActive: asset.isActive,
    createdAt: asset.createdAt,
  }));
}

/** Every trailer asset: the active ones (on the member home) first, each newest first. */
export async function listHomeTrailers(): Promise<{ items: HomeTrailer[] }> {
  const [active, inactive] = await Promise.all(
    [true, false].map((isActive) => assetsOfType('trailer', isActive)),
  );
  return { items: await toHomeTrailers([...active, ...inactive]) };
}

/** Adding a trailer only sets an existing trailer asset active (docs/back-office.md, "Home content"). */
export async function activateTrailer(assetId: string, isActive: boolean): Promise<HomeTrailer> {
  const { data } = await db.entities.asset.get({ assetId }).go({ consistent: true });
  if (!data || data.type !== 'trailer') {
    if (isActive) throw badRequest('Please select a trailer', { path: 'assetId' });
    throw notFound('Trailer');
  }
  await setAssetStatus(assetId, isActive);
  return (await toHomeTrailers([{ ...data, isActive }]))[0];
}

// --- recommended movies ----------------------------------------------------------------------

const toRecommended = (movie: MovieItem): RecommendedMovieRow => ({
  movieId: movie.movieId,
  title: movie.title,
  posterUrl: orNull(movie.posterUrl),
  releaseDate: orNull(movie.releaseDate),
  isRecommended: movie.isRecommended,
  recommendedOrder: movie.recommendedOrder ?? 0,
});

/** Lower order first, then by title (the member home's order too). */
const byOrder = (a: MovieItem, b: MovieItem) => (a.recommendedOrder ?? 0) - (b.recommendedOrder ?? 0) || a.title.localeCompare(b.title);

export async function listRecommended(all: boolean): Promise<{ items: RecommendedMovieRow[] }> {
  const data = await allMovies();
  const recommended = data.filter((m) => m.isRecommended).sort(byOrder);
  const others = all ? data.filter((m) => !m.isRecommended).sort((a, b) => a.title.localeCompare(b.title)) : [];
  return { items: [...recommended, ...others].map(toRecommended) };
}

/** Adding sets is_recommended with an order (0 by default); a movie without a row gets one (docs/back-office.md, "Home content"). */
export async function setRecommended(movieId: number, recommendedOrder: number): Promise<RecommendedMovieRow> {
  const row = await ensureMovieRow(movieId);
  if (!row) throw notFound('Movie');
  const { data } = await db.entities.movie.patch({ movieId }).set({ isRecommended: true, recommendedOrder }).go({ response: 'all_new' });
  return toRecommended(data as MovieItem);
}

/** Removing sets is_recommended false and the order to 0 (docs/back-office.md, "Home content"). */
export async function removeRecommended(movieId: number): Promise<void> {
  try {
    await db.entities.movie.patch({ movieId }).set({ isRecommended: false, recommendedOrder: 0 }).go();
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Movie');
    throw error;
  }
}

/** Drag-and-drop order: the movies listed get 1, 2, 3... (each recommended, each must have a row). */
export async function reorderRecommended(movieIds: number[]): Promise<{ items: RecommendedMovieRow[] }> {
  const { data: rows } = await db.entities.movie.get(movieIds.map((movieId) => ({ movieId }))).go();
  const present = new Set(rows.map((r) => r.movieId));
  const missing = movieIds.find((id) => !present.has(id));
  if (missing !== undefined) throw badRequest(`Movie ${missing} has no movie row`, { path: 'movieIds' });
  await mapConcurrently(movieIds.entries(), 8, ([i, movieId]) => db.entities.movie.patch({ movieId }).set({ isRecommended: true, recommendedOrder: i + 1 }).go());
  return listRecommended(false);
}
