import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { AdminAsset, AssetInput, BulkAssetsInput } from '../../shared/api/routes/admin-assets';
import type { bulkItemResultSchema } from '../../shared/api/routes/admin-common';
import { ASSET_MESSAGES } from '../../shared/api/routes/admin-assets';
import { formatDuration, parseDuration } from '../../shared/admin/duration';
import { AppError, badRequest, notFound } from '../../shared/errors';
import { setQuestionAsset } from '../data/question-links';
import { db } from '../data/service';
import { isConditionFailure } from '../data/transactions';
import { inPool, orNull, type AssetItem, type MovieItem } from './common';
import { ensureMovieRow } from './movie-rows';

type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

export function toAdminAsset(asset: AssetItem, movieTitle: string | null): AdminAsset {
  return {
    id: asset.assetId,
    type: asset.type,
    title: asset.title,
    brand: orNull(asset.brand),
    fileUrl: asset.fileUrl,
    thumbnailUrl: orNull(asset.thumbnailUrl),
    description: orNull(asset.description),
    durationSeconds: asset.durationSeconds,
    duration: formatDuration(asset.durationSeconds),
    isActive: asset.isActive,
    movieId: asset.movieId === undefined ? null : String(asset.movieId),
    movieTitle,
    createdAt: asset.createdAt,
  };
}

/** The linked movies' titles (one batch read). */
export async function movieTitles(movieIds: Iterable<number | undefined>): Promise<Map<number, string>> {
  const keys = [...new Set([...movieIds].filter((id): id is number => id !== undefined))].map((movieId) => ({ movieId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.movie.get(keys).go();
  return new Map((data as MovieItem[]).map((m) => [m.movieId, m.title]));
}

export async function toAdminAssets(assets: AssetItem[]): Promise<AdminAsset[]> {
  const titles = await movieTitles(assets.map((a) => a.movieId));
  return assets.map((asset) => toAdminAsset(asset, asset.movieId === undefined ? null : (titles.get(asset.movieId) ?? null)));
}

export async function getAssetItem(assetId: string): Promise<AssetItem> {
  const { data } = await db.entities.asset.get({ assetId }).go({ consistent: true });
  if (!data) throw notFound('Asset');
  return data;
}

/** Assets newest first; of one type when asked (filtered as read, never reading more than is still wanted). */
export async function listAssets(query: { cursor?: string; limit?: number; type?: AssetItem['type'] }) {
  const limit = query.limit ?? 50;
  const found: AssetItem[] = [];
  let cursor: string | null = query.cursor ?? null;
  do {
    const page = await db.entities.asset.query
      .allByCreated({})
      .go({ order: 'desc', cursor, limit: limit - found.length })
      .catch((error: unknown) => {
        if ((error as { isElectroError?: boolean }).isElectroError) throw badRequest('The page cursor is not valid');
        throw error;
      });
    found.push(...page.data.filter((asset) => !query.type || asset.type === query.type));
    cursor = page.cursor;
  } while (cursor && found.length < limit);
  return { items: await toAdminAssets(found), ...(cursor ? { nextCursor: cursor } : {}) };
}

/** The fields an asset is written with, from the dialog's input (the movie checked, and made a row if need be). */
async function assetFields(input: AssetInput) {
  const movieId = input.movieId ? Number(input.movieId) : undefined;
  if (movieId !== undefined) {
    const movie = await ensureMovieRow(movieId);
    if (!movie) throw badRequest(input.type === 'trailer' ? ASSET_MESSAGES.trailerMovie : 'Movie not found', { path: 'movieId' });
    if (input.type === 'trailer' && !movie.hasTrailer) await db.entities.movie.patch({ movieId }).set({ hasTrailer: true }).go();
  }
  return {
    type: input.type,
    title: input.title,
    fileUrl: input.fileUrl,
    durationSeconds: parseDuration(input.duration)!,
    ...(input.brand ? { brand: input.brand } : {}),
    ...(input.thumbnailUrl ? { thumbnailUrl: input.thumbnailUrl } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(movieId !== undefined ? { movieId } : {}),
  };
}

export async function createAsset(input: AssetInput): Promise<AdminAsset> {
  const fields = await assetFields(input);
  const { data } = await db.entities.asset.create({ assetId: randomUUID(), ...fields, isActive: input.isActive ?? true }).go();
  return (await toAdminAssets([data as AssetItem]))[0];
}

export async function getAsset(assetId: string): Promise<AdminAsset> {
  return (await toAdminAssets([await getAssetItem(assetId)]))[0];
}

/** Edits an asset: written whole again (same id and creation time), so every index key follows its type, status and movie. */
export async function updateAsset(assetId: string, input: AssetInput): Promise<AdminAsset> {
  const existing = await getAssetItem(assetId);
  const fields = await assetFields(input);
  try {
    await db.entities.asset
      .put({ assetId, createdAt: existing.createdAt, ...fields, isActive: input.isActive ?? existing.isActive })
      // Not brought back by an edit racing a delete.
      .where((attr, op) => op.exists(attr.assetId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Asset');
    throw error;
  }
  return getAsset(assetId);
}

export async function setAssetStatus(assetId: string, isActive: boolean): Promise<AdminAsset> {
  const asset = await getAssetItem(assetId);
  try {
    // The type is a composite of byTypeActive: named, and checked, with the flag.
    await db.entities.asset.patch({ assetId }).set({ isActive }).composite({ type: asset.type }).go();
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Asset');
    throw error;
  }
  return getAsset(assetId);
}

/** Deletes an asset, takes it out of every session's running order and unlinks its questions (Question-Asset Links lists them unlinked). */
export async function deleteAsset(assetId: string): Promise<void> {
  await getAssetItem(assetId);
  const [{ data: links }, { data: questions }] = await Promise.all([
    db.entities.sessionAsset.query.byAsset({ assetId }).go({ pages: 'all' }),
    db.entities.sessionQuestion.query.byAsset({ assetId }).go({ pages: 'all', attributes: ['questionId', 'createdAt'] }),
  ]);
  await inPool(links, 8, (link) => db.entities.sessionAsset.delete({ sessionId: link.sessionId, assetId: link.assetId, displayOrder: link.displayOrder }).go());
  await inPool(questions, 8, (question) => setQuestionAsset(question, null));
  await db.entities.asset.delete({ assetId }).go();
}

/** Bulk Activate, Deactivate or Delete: each id answers for itself. */
export async function bulkAssets(input: BulkAssetsInput): Promise<{ results: BulkItemResult[] }> {
  const ids = [...new Set(input.ids)];
  const results = await inPool(ids, 8, async (id): Promise<BulkItemResult> => {
    try {
      if (input.action === 'delete') await deleteAsset(id);
      else await setAssetStatus(id, input.action === 'activate');
      return { id, ok: true };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { id, ok: false, error: { code: error.code, message: error.message } };
      return { id, ok: false, error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } };
    }
  });
  return { results };
}
