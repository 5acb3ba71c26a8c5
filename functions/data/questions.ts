import type { AssetItem, AssetType } from './entities/asset';
import type { SessionQuestionItem } from './entities/session-question';
import { db } from './service';

/** Reads of questions and of the assets they belong to, shared by the domains (docs/data-model.md). */

/** The asset's questions, or only those of one timing phase (`phaseKey`). */
export async function questionsOfAsset(assetId: string, phaseKey?: string): Promise<SessionQuestionItem[]> {
  const { data } = await db.entities.sessionQuestion.query.byAsset(phaseKey === undefined ? { assetId } : { assetId, phaseKey }).go({ pages: 'all' });
  return data;
}

/** The movie's questions (its open Q&A). */
export async function questionsOfMovie(movieId: number): Promise<SessionQuestionItem[]> {
  const { data } = await db.entities.sessionQuestion.query.byMovie({ movieId }).go({ pages: 'all' });
  return data;
}

/** The assets of a type that are active (or inactive), newest first. */
export async function assetsOfType(type: AssetType, isActive: boolean): Promise<AssetItem[]> {
  const { data } = await db.entities.asset.query.byTypeActive({ type, isActive }).go({ order: 'desc', pages: 'all' });
  return data;
}
