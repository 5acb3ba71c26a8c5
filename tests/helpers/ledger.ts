import { expect } from 'vitest';
import type { Profile } from '../../shared/schemas/profile';
import type { ApiClient } from './api';
import { expectStatementChains, fullHistory } from './statement';

/** The member's balance equals the sum of their ledger, and their statement chains in commit order; returns the balance. */
export async function expectBalanceIsLedgerSum(api: ApiClient): Promise<number> {
  const me = await api.get<Profile>('/api/me');
  expect(me.status).toBe(200);
  const history = await fullHistory(api);
  expect(history.reduce((sum, entry) => sum + entry.delta, 0)).toBe(me.body.points);
  expectStatementChains(history, me.body.points);
  return me.body.points;
}
