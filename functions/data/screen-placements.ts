import { setTimeout as sleep } from 'node:timers/promises';
import type { ScreenItem } from './entities/screen';
import type { SessionItem } from './entities/session';
import { allSessionsFound, indexCatchUpWait } from '../../shared/admin/screen-sessions';
import { db } from './service';
import { sessionIdsInScreenIndex, sessionsByIds } from './sessions';
import { transactionEntities as tx, type TransactionWrite } from './transactions';
import { isConditionFailure } from './write-errors';

/**
 * A session put on a screen (created on it, or moved to it) and the screen's delete, which may run at the
 * same moment (docs/back-office.md, "Venues, screens and seat maps"). The session's transaction adds 1 to
 * the screen's `sessionsPlaced`, on condition that the screen is still there; the delete removes the
 * screen's item only while that count is what it was before it read the screen's sessions. So whichever
 * commits second fails: a session never stays on a screen that is gone.
 *
 * The delete reads the screen's sessions through its index, which on AWS may not show a session created
 * just before: the screen also counts the sessions on it now (`sessionCount`: 1 more with each session
 * put on it, 1 less with each deleted or moved away, in those same transactions), and the delete waits
 * until the index shows as many (docs/data-model.md, "A session put on a screen being deleted").
 */

/** The write a session's create or move carries: its screen still there, one more session put on it, and on it now. */
export const placeSessionOnScreen = (screenId: string): TransactionWrite<'screen'> => ({
  role: 'screen',
  item: tx.screen.patch({ screenId }).add({ sessionsPlaced: 1, sessionCount: 1 }).commit(),
});

/**
 * The write a session's delete or move away carries for the screen it leaves: one fewer on it, or, that
 * screen being gone (its delete keeps the sessions that had started), a check that it still is. Its
 * condition fails only when the screen went between this read and the transaction: read it again.
 */
export async function takeSessionOffScreen(screenId: string): Promise<TransactionWrite<'formerScreen'>> {
  const { data: screen } = await db.entities.screen.get({ screenId }).go({ consistent: true, attributes: ['screenId'] });
  return {
    role: 'formerScreen',
    item: screen
      ? tx.screen.patch({ screenId }).add({ sessionCount: -1 }).commit()
      : tx.screen
          .check({ screenId })
          .where((attr, op) => op.notExists(attr.screenId))
          .commit(),
  };
}

/** The screen as read, with every session on it (past ones too), each as the table holds it now. */
export interface ScreenWithSessions {
  screen: ScreenItem;
  sessions: SessionItem[];
}

/**
 * The screen and its sessions once its index shows every session the screen counts: the screen read,
 * then its index, then each session found read again in the table (dropping one the index still shows
 * after it was deleted or moved away). While they differ, read again after a short back-off; `lagging`
 * when they never agreed, `gone` when the screen is.
 */
export async function screenWithAllItsSessions(screenId: string): Promise<ScreenWithSessions | 'gone' | 'lagging'> {
  for (let reads = 1; ; reads++) {
    const { data: screen } = await db.entities.screen.get({ screenId }).go({ consistent: true });
    if (!screen) return 'gone';
    const indexed = await sessionsByIds(await sessionIdsInScreenIndex(screenId), { consistent: true });
    const sessions = indexed.filter((session) => session.screenId === screenId);
    if (allSessionsFound(sessions.length, screen.sessionCount)) return { screen, sessions };
    const wait = indexCatchUpWait(reads);
    if (wait === null) return 'lagging';
    await sleep(wait);
  }
}

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
