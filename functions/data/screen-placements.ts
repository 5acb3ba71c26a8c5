import type { ScreenItem } from './entities/screen';
import type { SessionItem } from './entities/session';
import { readOnceIndexed } from './index-lag';
import { db } from './service';
import { sessionIdsInScreenIndex, sessionsByIds } from './sessions';
import { ConditionFailed, transactionEntities as tx, writeTransaction, type TransactionWrite } from './transactions';
import { takeScreenOutOfVenue } from './venue-placements';

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

/** Whether the screen is there now (a strongly consistent read of its key alone): a write refused by it asks. */
export async function screenExists(screenId: string): Promise<boolean> {
  const { data } = await db.entities.screen.get({ screenId }).go({ consistent: true, attributes: ['screenId'] });
  return Boolean(data);
}

/**
 * The write a session's delete or move away carries for the screen it leaves: one fewer on it, or, that
 * screen being gone (its delete keeps the sessions that had started), a check that it still is. Its
 * condition fails only when the screen went between this read and the transaction: read it again.
 */
export async function takeSessionOffScreen(screenId: string): Promise<TransactionWrite<'formerScreen'>> {
  return {
    role: 'formerScreen',
    item: (await screenExists(screenId))
      ? tx.screen.patch({ screenId }).add({ sessionCount: -1 }).commit()
      : tx.screen
          .check({ screenId })
          .where((attr, op) => op.notExists(attr.screenId))
          .commit(),
  };
}

/**
 * The screen and every session on it (past ones too, each as the table holds it now), once its index
 * shows as many as the screen counts (functions/data/index-lag.ts); `lagging` when it never did.
 */
export async function screenWithAllItsSessions(screenId: string) {
  return readOnceIndexed<ScreenItem, SessionItem>(
    async () => (await db.entities.screen.get({ screenId }).go({ consistent: true })).data,
    (screen) => screen.sessionCount,
    async () => (await sessionsByIds(await sessionIdsInScreenIndex(screenId), { consistent: true })).filter((session) => session.screenId === screenId),
  );
}

/**
 * Deletes the screen's item, and takes it off its venue's count, unless anything it stands on moved since
 * `screen` was read: false when a session was put on it, it moved to another venue, it went (another delete
 * took it), or its venue went between the read of the venue and this write. The caller reads all again.
 */
export async function deleteScreenUnlessPlacedOn(screen: Pick<ScreenItem, 'screenId' | 'venueId' | 'sessionsPlaced'>): Promise<boolean> {
  try {
    await writeTransaction([
      {
        role: 'screen',
        item: tx.screen
          .delete({ screenId: screen.screenId })
          .where(
            (attr, op) =>
              `${op.exists(attr.screenId)} AND ${op.eq(attr.venueId, screen.venueId)} AND ${screen.sessionsPlaced === undefined ? op.notExists(attr.sessionsPlaced) : op.eq(attr.sessionsPlaced, screen.sessionsPlaced)}`,
          )
          .commit(),
      },
      await takeScreenOutOfVenue(screen.venueId),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}
