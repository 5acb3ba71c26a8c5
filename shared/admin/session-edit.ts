/**
 * What a session edit writes of its prices and running order: only what changed, so that its one
 * transaction stays under DynamoDB's limit on a transaction's items (docs/data-model.md, "Session edits").
 */

/** The most items DynamoDB takes in one transaction (more is a ValidationException, on DynamoDB Local too). */
export const TRANSACTION_ITEMS_MAX = 100;

/** The prices to write (a category new to the session, or at a new price) and the categories no longer priced. */
export interface PriceChanges {
  put: Record<string, number>;
  removed: string[];
}

export function priceChanges(stored: Readonly<Record<string, number>>, wanted: Readonly<Record<string, number>>): PriceChanges {
  return {
    put: Object.fromEntries(Object.entries(wanted).filter(([categoryId, price]) => stored[categoryId] !== price)),
    removed: Object.keys(stored).filter((categoryId) => !(categoryId in wanted)),
  };
}

/** One place of a running order: the asset played at `displayOrder` (1 plays first). */
export interface RunningOrderPlace {
  displayOrder: number;
  assetId: string;
}

/**
 * The places to write (an asset new to its place) and the places past the new end to delete. A session
 * keeps one item per place, so a reorder or a replacement rewrites each place once: at most one write a
 * place, whatever moved.
 */
export interface RunningOrderChanges {
  put: RunningOrderPlace[];
  removed: number[];
}

export function runningOrderChanges(stored: readonly RunningOrderPlace[], wanted: readonly string[]): RunningOrderChanges {
  const storedAt = new Map(stored.map((place) => [place.displayOrder, place.assetId]));
  return {
    put: wanted.map((assetId, i) => ({ displayOrder: i + 1, assetId })).filter((place) => storedAt.get(place.displayOrder) !== place.assetId),
    removed: [...storedAt.keys()].filter((displayOrder) => displayOrder > wanted.length),
  };
}

/**
 * The items of an edit's transaction: the session itself, its changed prices and places, the check of
 * its venue's time zone, on a move the new screen's counts (one more placed, one more on it) and the
 * former screen's (one fewer on it), and the gate of every shard of its tally.
 */
export function sessionEditItems({ prices, runningOrder, moving, tallyShards }: { prices: PriceChanges; runningOrder: RunningOrderChanges; moving: boolean; tallyShards: number }): number {
  const session = 1;
  const venueZone = 1;
  const screens = moving ? 2 : 0;
  return session + Object.keys(prices.put).length + prices.removed.length + runningOrder.put.length + runningOrder.removed.length + venueZone + screens + tallyShards;
}
