import { expect } from 'vitest';
import type { PointsHistoryEntry } from '../../shared/schemas/profile';
import type { ApiClient } from './api';

/** Every entry of the member's statement as served (newest first), following `nextCursor` page by page. */
export async function fullHistory(api: ApiClient): Promise<PointsHistoryEntry[]> {
  const entries: PointsHistoryEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get<{ items: PointsHistoryEntry[]; nextCursor?: string }>(
      `/api/me/points-history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status).toBe(200);
    entries.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return entries;
}

/**
 * The statement as served (newest first) is in commit order: each entry moves the balance by its
 * delta and starts where the entry below it ended, from 0 up to the balance, revision by revision.
 */
export function expectStatementChains(history: PointsHistoryEntry[], balance: number) {
  expect(history[0].newBalance).toBe(balance);
  history.forEach((entry, i) => {
    expect(entry.newBalance, `entry ${i}`).toBe(entry.oldBalance + entry.delta);
    const below = history[i + 1];
    expect(entry.oldBalance, `entry ${i} starts where entry ${i + 1} ended`).toBe(below ? below.newBalance : 0);
    expect(entry.revision, `entry ${i}`).toBe(history.length - i);
  });
}
