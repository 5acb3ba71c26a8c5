import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { AdminQuestion, QuestionDraft, SurveyQuestionInput, adminQuestionsRoutes } from '../../shared/api/routes/admin-questions';
import type { ItemErrorCode } from '../../shared/api/route-spec';
import { AppError, badRequest, notFound } from '../../shared/errors';
import { QuestionGenerationError } from '../adapters/questions/types';
import { keyCursor, readFromCursor } from '../data/cursor';
import { bulkResults } from '../lib/bulk';
import { ASSET_TYPES } from '../data/entities/asset';
import type { LinkState } from '../data/entities/session-question';
import { movieDatabase } from '../data/movie-database';
import { setQuestionAsset } from '../data/question-links';
import { db } from '../data/service';
import { transactionEntities, writeTransaction } from '../data/transactions';
import { isConditionFailure } from '../data/write-errors';
import { forgetQuestion } from './question-cache';
import { questionGenerator } from './generator';
import { movieFacts } from './movie-questions';
import type { AssetItem } from '../data/entities/asset';
import type { SessionQuestionItem } from '../data/entities/session-question';
import { assetsOfType, questionsOfAsset } from '../data/questions';

/** Admin lists read at most this many questions a page. */
export const QUESTION_LINKS_PAGE_SIZE = 50;

const questionNotFound = () => notFound('Question');
const assetNotFound = () => notFound('Asset');
const generationFailed = () => new AppError(502, 'QUESTION_GENERATION_FAILED', 'Failed to generate questions');

function toAdminQuestion(question: SessionQuestionItem, asset: AssetItem | undefined): AdminQuestion {
  return {
    id: question.questionId,
    assetId: question.assetId ?? null,
    assetTitle: asset?.title ?? null,
    assetType: asset?.type ?? null,
    text: question.questionText,
    options: question.options.map((option: { id: string; text: string }) => ({ id: option.id, text: option.text })),
    correctOptionId: question.correctAnswer ?? null,
    phase: question.timingPhase ?? null,
    isActive: question.isActive,
    createdAt: question.createdAt,
  };
}

/** The questions as the back office shows them, with their assets' titles and types (one batch read). */
async function toAdminQuestions(questions: SessionQuestionItem[]): Promise<AdminQuestion[]> {
  const keys = [...new Set(questions.flatMap((q) => (q.assetId ? [q.assetId] : [])))].map((assetId) => ({ assetId }));
  const { data: assets } = keys.length > 0 ? await db.entities.asset.get(keys).go() : { data: [] as AssetItem[] };
  const byId = new Map(assets.map((asset) => [asset.assetId, asset]));
  return questions.map((q) => toAdminQuestion(q, q.assetId ? byId.get(q.assetId) : undefined));
}

async function getAssetItem(assetId: string): Promise<AssetItem> {
  const { data } = await db.entities.asset.get({ assetId }).go();
  if (!data) throw assetNotFound();
  return data;
}

async function getQuestionItem(questionId: string): Promise<SessionQuestionItem> {
  const { data } = await db.entities.sessionQuestion.get({ questionId }).go({ consistent: true });
  if (!data) throw questionNotFound();
  return data;
}

/** Asset Survey Management's list: every question of the asset (every phase, active or not), oldest first. */
export async function listAssetQuestionsForAdmin(assetId: string): Promise<{ items: AdminQuestion[] }> {
  const [asset, data] = await Promise.all([getAssetItem(assetId), questionsOfAsset(assetId)]);
  const ordered = [...data].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.questionId.localeCompare(b.questionId));
  return { items: ordered.map((q) => toAdminQuestion(q, asset)) };
}

/** Saves the dialog's question or the reviewed drafts for an asset, all or none (one transaction), created active and linked. */
export async function createQuestions(assetId: string, questions: SurveyQuestionInput[]): Promise<{ items: AdminQuestion[] }> {
  const asset = await getAssetItem(assetId);
  const createdAt = Date.now();
  const items = questions.map((question, index) => ({
    questionId: randomUUID(),
    assetId,
    linkState: 'linked' as const,
    questionText: question.text,
    options: question.options.map(({ id, text }) => ({ id, text })),
    ...(question.correctOptionId ? { correctAnswer: question.correctOptionId } : {}),
    isActive: true,
    questionType: 'mcq' as const,
    // One millisecond apart, so the list keeps the order they were reviewed in.
    createdAt: new Date(createdAt + index).toISOString(),
  }));
  await writeTransaction(items.map((item) => ({ role: 'question', key: item.questionId, item: transactionEntities.sessionQuestion.create(item).commit() })));
  const { data } = await db.entities.sessionQuestion.get(items.map(({ questionId }) => ({ questionId }))).go({ consistent: true });
  const byId = new Map(data.map((q) => [q.questionId, q]));
  return { items: items.flatMap(({ questionId }) => (byId.has(questionId) ? [toAdminQuestion(byId.get(questionId)!, asset)] : [])) };
}

/** Runs a patch of an existing question; a question deleted meanwhile is 404. */
async function patched(questionId: string, run: () => Promise<unknown>): Promise<AdminQuestion> {
  try {
    await run();
    forgetQuestion(questionId);
  } catch (error) {
    if (isConditionFailure(error)) throw questionNotFound();
    throw error;
  }
  return (await toAdminQuestions([await getQuestionItem(questionId)]))[0];
}

/** Edits text, options and correct option; a question without a correct option is a survey (the attribute is removed). */
export async function updateQuestion(questionId: string, input: SurveyQuestionInput): Promise<AdminQuestion> {
  const options = input.options.map(({ id, text }) => ({ id, text }));
  return patched(questionId, () => {
    const update = db.entities.sessionQuestion.patch({ questionId });
    return input.correctOptionId
      ? update.set({ questionText: input.text, options, correctAnswer: input.correctOptionId }).go()
      : update.set({ questionText: input.text, options }).remove(['correctAnswer']).go();
  });
}

export async function setQuestionStatus(questionId: string, isActive: boolean): Promise<AdminQuestion> {
  return patched(questionId, () => db.entities.sessionQuestion.patch({ questionId }).set({ isActive }).go());
}

/** Deletes a question (404 when it is not there). Members' answers to it stay in their history, which skips it. */
export async function deleteQuestion(questionId: string): Promise<void> {
  try {
    await db.entities.sessionQuestion.delete({ questionId }).where((attr, op) => op.exists(attr.questionId)).go();
    forgetQuestion(questionId);
  } catch (error) {
    if (isConditionFailure(error)) throw questionNotFound();
    throw error;
  }
}

/** Deletes each question on its own: one missing question does not stop the others. */
export function bulkDeleteQuestions(ids: string[], logger: Logger) {
  return bulkResults<ItemErrorCode<typeof adminQuestionsRoutes.bulkDeleteQuestions>>(ids, 8, deleteQuestion, logger);
}

/**
 * Links a question to an asset, or unlinks it (null). Only the back office's asset questions move:
 * a movie's generated questions belong to their movie.
 */
export async function linkQuestion(questionId: string, assetId: string | null): Promise<AdminQuestion> {
  const question = await getQuestionItem(questionId);
  if (question.movieId !== undefined) throw badRequest("A movie's generated questions belong to their movie and cannot be linked");
  if (assetId !== null) await getAssetItem(assetId);
  return patched(questionId, () => setQuestionAsset(question, assetId));
}

/** The Unlinked or Linked tab: the asset questions in that state, newest first, a page at a time. */
export async function listQuestionLinks(linkState: LinkState, cursor?: string): Promise<{ items: AdminQuestion[]; nextCursor?: string }> {
  const from = keyCursor(cursor, 'gsi3');
  const page = await readFromCursor(from, () =>
    db.entities.sessionQuestion.query.byLinkState({ linkState }).go({ order: 'desc', limit: QUESTION_LINKS_PAGE_SIZE, cursor: from }),
  );
  return { items: await toAdminQuestions(page.data), ...(page.cursor ? { nextCursor: page.cursor } : {}) };
}

/** The counters of Question-Asset Links: unlinked and linked questions, and the active assets a question can be linked to (key-only reads of the back office's catalogs). */
export async function questionLinkCounts(): Promise<{ unlinked: number; linked: number; availableAssets: number }> {
  const questions = (linkState: LinkState) =>
    db.entities.sessionQuestion.query.byLinkState({ linkState }).go({ pages: 'all', attributes: ['questionId'] }).then(({ data }) => data.length);
  const activeAssets = (type: AssetItem['type']) =>
    assetsOfType(type, true).then((assets) => assets.length);
  const [unlinked, linked, ...active] = await Promise.all([questions('unlinked'), questions('linked'), ...ASSET_TYPES.map(activeAssets)]);
  return { unlinked, linked, availableAssets: active.reduce((sum, n) => sum + n, 0) };
}

/**
 * Drafts for an asset from the stage's question generator, nothing saved: about the asset's movie
 * (grounded in its facts, each with its correct option) when it has one, else survey questions about
 * the asset (no correct option). None repeats a text of `avoid` (Generate More).
 */
export async function generateDrafts(assetId: string, quantity: number, avoid: string[] = []): Promise<{ items: QuestionDraft[] }> {
  const asset = await getAssetItem(assetId);
  const existing = await questionsOfAsset(assetId);
  const asked = [...avoid, ...existing.map((q) => q.questionText)];
  const generator = questionGenerator();
  try {
    if (asset.movieId !== undefined) {
      const movie = await (await movieDatabase()).movie(asset.movieId);
      if (movie) {
        const questions = await generator.generate(movieFacts(movie), quantity, asked);
        return { items: questions.slice(0, quantity).map((q) => ({ text: q.text, options: q.options, correctOptionId: q.correctOptionId })) };
      }
    }
    const facts = { title: asset.title, type: asset.type, brand: asset.brand, description: asset.description };
    const questions = await generator.generateSurvey(facts, quantity, asked);
    return { items: questions.slice(0, quantity).map((q) => ({ text: q.text, options: q.options, correctOptionId: null })) };
  } catch (error) {
    if (error instanceof QuestionGenerationError) throw generationFailed();
    throw error;
  }
}
