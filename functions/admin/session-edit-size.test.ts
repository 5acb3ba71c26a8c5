import { describe, expect, it } from 'vitest';
import { priceChanges, runningOrderChanges, sessionEditItems, TRANSACTION_ITEMS_MAX } from '../../shared/admin/session-edit';
import { MAX_SESSION_ASSETS, MAX_SESSION_PRICES } from '../../shared/api/routes/admin-sessions';
import { SESSION_TALLY_SHARDS } from '../data/entities/session-tally';

/** Ids `prefix-1`... `prefix-count`. */
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
const pricesOf = (categoryIds: string[]) => Object.fromEntries(categoryIds.map((id) => [id, 10]));
const placesOf = (assetIds: string[]) => assetIds.map((assetId, i) => ({ displayOrder: i + 1, assetId }));

describe("the largest session edit's transaction", () => {
  // Every category swapped for another, every place given another asset (reordered or replaced), on a move.
  const largest = (wantedAssets: string[]) =>
    sessionEditItems({
      prices: priceChanges(pricesOf(ids('old', MAX_SESSION_PRICES)), pricesOf(ids('new', MAX_SESSION_PRICES))),
      runningOrder: runningOrderChanges(placesOf(ids('asset', MAX_SESSION_ASSETS)), wantedAssets),
      moving: true,
      tallyShards: SESSION_TALLY_SHARDS,
    });

  it("stays under DynamoDB's limit of items, whether the assets are reordered or replaced", () => {
    const stored = ids('asset', MAX_SESSION_ASSETS);
    const reordered = largest([...stored.slice(1), stored[0]]);
    const replaced = largest(ids('other', MAX_SESSION_ASSETS));
    expect(reordered).toBe(1 + 2 * MAX_SESSION_PRICES + MAX_SESSION_ASSETS + 1 + 2 + SESSION_TALLY_SHARDS);
    expect(replaced).toBe(reordered);
    expect(reordered).toBeLessThanOrEqual(TRANSACTION_ITEMS_MAX);
  });
});
