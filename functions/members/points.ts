import { POINTS_HISTORY_PAGE_SIZE } from '../../shared/constants';
import { AppError, MESSAGES } from '../../shared/errors';
import type { PointsAdjustment, PointsHistoryEntry } from '../../shared/schemas/profile';
import { keyCursor, readFromCursor } from '../data/cursor';
import { changePoints } from '../data/ledger';
import { auditWrite } from '../data/member-audit';
import { db } from '../data/service';
import { getProfile } from '../data/profiles';
import { toProfile } from './profiles';

/** A member's statement, newest first, a page at a time (ElectroDB's opaque cursor). */
export async function pointsHistoryPage(userId: string, cursor?: string, limit = POINTS_HISTORY_PAGE_SIZE) {
  const from = keyCursor(cursor);
  const page = await readFromCursor(from, () => db.entities.pointsHistory.query.byUser({ userId }).go({ order: 'desc', limit, cursor: from }));
  const items: PointsHistoryEntry[] = page.data.map((entry) => ({
    id: entry.entryId,
    revision: entry.revision,
    delta: entry.delta,
    oldBalance: entry.oldBalance,
    newBalance: entry.newBalance,
    reason: entry.reason,
    type: entry.type,
    createdAt: entry.createdAt,
  }));
  return { items, ...(page.cursor ? { nextCursor: page.cursor } : {}) };
}

/** Admin credit or debit: balance, lifetime points, tier, the ledger entry and the audit entry in one transaction. */
export async function adjustPoints(memberId: string, adjustment: PointsAdjustment, actorId: string) {
  const result = await changePoints(
    {
      userId: memberId,
      delta: adjustment.delta,
      reason: adjustment.reason,
      type: adjustment.delta > 0 ? 'Admin Credit' : 'Admin Debit',
      actorId,
    },
    {
      onInsufficient: (missing) => new AppError(409, 'INSUFFICIENT_POINTS', MESSAGES.pointsBelowZero, { missing }),
      // The audit entry commits with the balance it records (docs/access.md).
      // An adjustment has no earning limit: its entry is always written.
      plannedWrites: ([{ entry }]) => [
        auditWrite({ actorId, action: 'points', targetId: memberId, before: entry!.oldBalance, after: entry!.newBalance, reason: adjustment.reason }),
      ],
    },
  );
  const profile = await getProfile(memberId);
  // An adjustment has no earning limit: its entry is always written.
  return { profile: toProfile(profile!), entry: result.entry! };
}
