import type { ScreenItem } from './entities/screen';
import { db } from './service';
import { transactionEntities as tx, type TransactionWrite } from './transactions';
import { isConditionFailure } from './write-errors';

/**
 * A session put on a screen (created on it, or moved to it) and the screen's delete, which may run at the
 * same moment (docs/back-office.md, "Venues, screens and seat maps"). The session's transaction adds 1 to
 * the screen's `sessionsPlaced`, on condition that the screen is still there; the delete removes the
 * screen's item only while that count is what it was before it read the screen's sessions. So whichever
 * commits second fails: a session never stays on a screen that is gone.
 */

/** The write a session's create or move carries: its screen still there, and one more session put on it. */
export const placeSessionOnScreen = (screenId: string): TransactionWrite<'screen'> => ({
  role: 'screen',
  item: tx.screen.patch({ screenId }).add({ sessionsPlaced: 1 }).commit(),
});

/**
 * Deletes the screen's item unless a session was put on it since `screen` was read: false when one was
 * (its sessions are to be read again), or when the item went meanwhile with a count on it.
 */
export async function deleteScreenUnlessPlacedOn(screen: Pick<ScreenItem, 'screenId' | 'sessionsPlaced'>): Promise<boolean> {
  try {
    await db.entities.screen
      .delete({ screenId: screen.screenId })
      .where((attr, op) => (screen.sessionsPlaced === undefined ? op.notExists(attr.sessionsPlaced) : op.eq(attr.sessionsPlaced, screen.sessionsPlaced)))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
