import { generationLimit } from '../../shared/errors';
import { QUESTION_GENERATIONS_PER_DAY } from '../../shared/questions/flash-cards';
import { db } from '../data/service';
import { isConditionFailure } from '../data/write-errors';

const DAY_SECONDS = 86_400;

/**
 * Spends one of the member's question generations of the UTC day (docs/earning-rules.md: 20 a day):
 * one conditional update of the member's item for the day, made if absent and raised only below the
 * limit, so concurrent first visits of many movies cannot pass it. 429 GENERATION_LIMIT past it.
 */
export async function spendGeneration(userId: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const dayEnd = Date.parse(`${day}T00:00:00Z`) / 1000 + DAY_SECONDS;
  try {
    await db.entities.questionGenerations
      .update({ userId, day })
      .add({ started: 1 })
      .set({ ttl: dayEnd + DAY_SECONDS })
      .where((attr, op) => `${op.notExists(attr.started)} OR ${op.lt(attr.started, QUESTION_GENERATIONS_PER_DAY)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw generationLimit(QUESTION_GENERATIONS_PER_DAY);
    throw error;
  }
}
