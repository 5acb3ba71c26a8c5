import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { db } from '../../functions/data/service';

export { LiveClient } from '../../scripts/local/live-client';

/** The WebSocket URL the stack's /config.json names. */
export async function liveUrl(apiUrl: string = inject('apiUrl')): Promise<string> {
  const config = (await (await fetch(`${apiUrl}/config.json`)).json()) as { liveUrl: string };
  return config.liveUrl;
}

/** A quiz question of an asset the show runs: options a-c, `a` correct. */
export async function linkedQuestions(sessionId: string, count: number) {
  const assetId = `live-asset-${randomUUID().slice(0, 8)}`;
  await db.entities.asset.create({ assetId, type: 'ad', title: 'Lobby Bar', fileUrl: 'https://example.com/ad.mp4' }).go();
  await db.entities.sessionAsset.create({ sessionId, assetId, displayOrder: 1 }).go();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const questionId = `live-q-${randomUUID().slice(0, 8)}`;
    await db.entities.sessionQuestion
      .create({
        questionId,
        assetId,
        timingPhase: 'pre-show',
        linkState: 'linked',
        questionText: `Question ${i + 1}: which is right?`,
        options: [
          { id: 'a', text: 'Right' },
          { id: 'b', text: 'Wrong' },
          { id: 'c', text: 'Also wrong' },
        ],
        correctAnswer: 'a',
        createdAt: new Date(Date.now() + i).toISOString(),
      })
      .go();
    ids.push(questionId);
  }
  // A survey question (no correct option) is never played.
  await db.entities.sessionQuestion
    .create({ questionId: `live-survey-${randomUUID().slice(0, 8)}`, assetId, timingPhase: 'pre-show', questionText: 'Liked it?', options: [{ id: 'y', text: 'Yes' }, { id: 'n', text: 'No' }] })
    .go();
  return ids;
}
