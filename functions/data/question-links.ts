import { db } from './service';

/**
 * Links an asset question to an asset, or unlinks it (null): `assetId` (the `byAsset` key) and
 * `linkState` (the `byLinkState` key) move together, naming `createdAt`, the index's other composite.
 * Conditioned on the question still being there (a patch).
 */
export function setQuestionAsset(question: { questionId: string; createdAt: string }, assetId: string | null) {
  const update = db.entities.sessionQuestion.patch({ questionId: question.questionId });
  return (assetId === null ? update.set({ linkState: 'unlinked' }).remove(['assetId']) : update.set({ linkState: 'linked', assetId })).composite({ createdAt: question.createdAt }).go();
}
