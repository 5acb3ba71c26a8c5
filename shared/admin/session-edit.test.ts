import { describe, expect, it } from 'vitest';
import { priceChanges, runningOrderChanges, sessionEditItems } from './session-edit';

const placesOf = (assetIds: string[]) => assetIds.map((assetId, i) => ({ displayOrder: i + 1, assetId }));

describe("a session edit's prices", () => {
  it('writes a category new to the session or at a new price, deletes one no longer priced, and leaves one kept at its price', () => {
    expect(priceChanges({ regular: 10, premium: 20, vip: 30 }, { regular: 10, premium: 25, balcony: 5 })).toEqual({ put: { premium: 25, balcony: 5 }, removed: ['vip'] });
  });

  it('writes nothing when the prices are the same', () => {
    expect(priceChanges({ regular: 10 }, { regular: 10 })).toEqual({ put: {}, removed: [] });
  });
});

describe("a session edit's running order", () => {
  it('writes only the places whose asset changed', () => {
    expect(runningOrderChanges(placesOf(['a', 'b', 'c']), ['a', 'x', 'c'])).toEqual({ put: [{ displayOrder: 2, assetId: 'x' }], removed: [] });
  });

  it('rewrites each place once on a reorder, with no delete', () => {
    expect(runningOrderChanges(placesOf(['a', 'b', 'c']), ['c', 'a', 'b'])).toEqual({ put: placesOf(['c', 'a', 'b']), removed: [] });
  });

  it('deletes the places past a shorter order, and fills a place a deleted asset left empty', () => {
    const stored = [
      { displayOrder: 1, assetId: 'a' },
      { displayOrder: 3, assetId: 'c' },
      { displayOrder: 4, assetId: 'd' },
    ];
    expect(runningOrderChanges(stored, ['a', 'c'])).toEqual({ put: [{ displayOrder: 2, assetId: 'c' }], removed: [3, 4] });
    expect(runningOrderChanges(stored, [])).toEqual({ put: [], removed: [1, 3, 4] });
  });
});

describe("a session edit's items", () => {
  it('counts the session, the changed prices and places, the venue check, the new and the former screen on a move and every tally shard', () => {
    const prices = priceChanges({ a: 1, b: 2 }, { b: 3 });
    const runningOrder = runningOrderChanges(placesOf(['x', 'y']), ['y']);
    expect(sessionEditItems({ prices, runningOrder, moving: true, tallyShards: 16 })).toBe(1 + 2 + 2 + 1 + 2 + 16);
    expect(sessionEditItems({ prices: priceChanges({}, {}), runningOrder: runningOrderChanges([], []), moving: false, tallyShards: 16 })).toBe(18);
  });
});
