import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { bulkResults } from '../lib/bulk';
import { mapConcurrently } from '../lib/concurrency';
import type { AdminAsset, AssetInput, BulkAssetsInput, adminAssetsRoutes } from '../../shared/api/routes/admin-assets';
import type { ItemErrorCode } from '../../shared/api/route-spec';
import { ASSET_MESSAGES } from '../../shared/api/routes/admin-assets';
import { formatDuration, parseDuration } from '../../shared/admin/duration';
import { badRequest, concurrentUpdate, notFound } from '../../shared/errors';
import { keyCursor, readFromCursor } from '../data/cursor';
import { counterWrite } from '../data/counters';
import { setQuestionAsset } from '../data/question-links';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities as tx, writeTransaction, type TransactionItem } from '../data/transactions';
import { orNull } from './common';
import { ensureMovieRow } from './movie-rows';
import type { AssetItem } from '../data/entities/asset';
import type { MovieItem } from '../data/entities/movie';
import { questionsOfAsset } from '../data/questions';
import { sessionLinksOfAsset } from '../data/sessions';
import { isConditionFailure } from '../data/write-errors';

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
  let cursor = keyCursor(query.cursor, 'gsi1');
  do {
    const page = await db.entities.asset.query
      .allByCreated({})
      .go({ order: 'desc', cursor, limit: limit - found.length })
      .catch((error: unknown) => readFromCursor(cursor, () => Promise.reject(error)));
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

/** The active-asset count's write for a change of an asset's flag (none when it stays). */
export const activeAssetsCount = (before: boolean, after: boolean) => (before === after ? [] : [counterWrite('activeAssets', after ? 1 : -1)]);

/** How often an asset's change is tried while its active flag keeps changing under it, before 409 CONCURRENT_UPDATE. */
export const MAX_ASSET_ATTEMPTS = 5;

/**
 * Writes a change of an existing asset and the dashboard's active-asset count in ONE transaction.
 * `change` builds the write from the asset as read and must condition it on the active flag read
 * (`sameFlag`); when the flag changed meanwhile the asset is read again and the change retried,
 * so the count follows each real change once. `change` returns null when there is nothing to do.
 */
async function changeAsset(assetId: string, change: (asset: AssetItem) => { item: TransactionItem; isActive: boolean } | null): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const asset = await getAssetItem(assetId);
    const planned = change(asset);
    if (!planned) return;
    try {
      await writeTransaction([{ role: 'asset', item: planned.item }, ...activeAssetsCount(asset.isActive, planned.isActive)]);
      return;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      // Its flag kept changing under every attempt: nothing was written.
      if (attempt >= MAX_ASSET_ATTEMPTS) throw concurrentUpdate();
    }
  }
}

/** The condition of an asset write: it still exists with the active flag that was read. */
const sameFlag =
  (asset: AssetItem): Parameters<ReturnType<typeof tx.asset.delete>['where']>[0] =>
  (attr, op) =>
    `${op.exists(attr.assetId)} AND ${op.eq(attr.isActive, asset.isActive)}`;

export async function createAsset(input: AssetInput): Promise<AdminAsset> {
  const fields = await assetFields(input);
  const assetId = randomUUID();
  const isActive = input.isActive ?? true;
  await writeTransaction([{ role: 'asset', item: tx.asset.create({ assetId, ...fields, isActive }).commit() }, ...activeAssetsCount(false, isActive)]);
  return getAsset(assetId);
}

export async function getAsset(assetId: string): Promise<AdminAsset> {
  return (await toAdminAssets([await getAssetItem(assetId)]))[0];
}

/** Edits an asset: written whole again (same id and creation time), so every index key follows its type, status and movie. */
export async function updateAsset(assetId: string, input: AssetInput): Promise<AdminAsset> {
  await getAssetItem(assetId);
  const fields = await assetFields(input);
  await changeAsset(assetId, (existing) => {
    const isActive = input.isActive ?? existing.isActive;
    // Conditioned on existing: not brought back by an edit racing a delete.
    return { item: tx.asset.put({ assetId, createdAt: existing.createdAt, ...fields, isActive }).where(sameFlag(existing)).commit(), isActive };
  });
  return getAsset(assetId);
}

export async function setAssetStatus(assetId: string, isActive: boolean): Promise<AdminAsset> {
  await changeAsset(assetId, (asset) =>
    asset.isActive === isActive
      ? null
      : // The type is a composite of byTypeActive: named, and checked, with the flag.
        { item: tx.asset.patch({ assetId }).set({ isActive }).composite({ type: asset.type }).where(sameFlag(asset)).commit(), isActive },
  );
  return getAsset(assetId);
}

/** Deletes an asset, takes it out of every session's running order and unlinks its questions (Question-Asset Links lists them unlinked). */
export async function deleteAsset(assetId: string): Promise<void> {
  await getAssetItem(assetId);
  const [links, questions] = await Promise.all([sessionLinksOfAsset(assetId), questionsOfAsset(assetId)]);
  await mapConcurrently(links, 8, (link) =>
    db.entities.sessionAsset
      .delete({ sessionId: link.sessionId, displayOrder: link.displayOrder })
      // The place is the key: an edit may have put another asset there since the links were read, and that one stays.
      .where((attr, op) => op.eq(attr.assetId, assetId))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      }),
  );
  await mapConcurrently(questions, 8, (question) =>
    setQuestionAsset(question, null).catch((error: unknown) => {
      // A question deleted since it was read has no link left to take off.
      if (!isConditionFailure(error)) throw error;
    }),
  );
  await changeAsset(assetId, (asset) => ({ item: tx.asset.delete({ assetId }).where(sameFlag(asset)).commit(), isActive: false }));
}

/** Bulk Activate, Deactivate or Delete: each id answers for itself. */
export function bulkAssets(input: BulkAssetsInput, logger: Logger) {
  return bulkResults<ItemErrorCode<typeof adminAssetsRoutes.bulkUpdateAssets>>(
    input.ids,
    8,
    (id) => (input.action === 'delete' ? deleteAsset(id) : setAssetStatus(id, input.action === 'activate')),
    logger,
  );
}
