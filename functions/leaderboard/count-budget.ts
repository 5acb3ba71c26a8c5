/**
 * The most one "own rank" may read. Counting the members ahead of someone reads their index entries
 * (a COUNT query per shard, page by page): each page is capped at `itemsPerPage` entries (DynamoDB's
 * `Limit`: ~200 bytes each, so a page is ~200 KB, ~25 read units eventually consistent) and each shard
 * at `pagesPerShard` pages. One call therefore reads at most shards x pages x items entries
 * (8 x 4 x 1,000 = 32,000: ~6.4 MB, ~800 read units), however many members there are; past that the
 * rank is reported as a lower bound (`exact: false`, shown as "#32,001+").
 */
export const OWN_RANK_BUDGET = { pagesPerShard: 4, itemsPerPage: 1_000 } as const;

export interface CountPage<Key> {
  count: number;
  /** DynamoDB's LastEvaluatedKey: more entries follow. */
  lastKey?: Key;
}

/**
 * Counts with `readPage` until the entries run out (exact) or `maxPages` pages were read (a lower
 * bound): never more than `maxPages` reads.
 */
export async function countWithinBudget<Key>(
  readPage: (startKey: Key | undefined) => Promise<CountPage<Key>>,
  maxPages: number = OWN_RANK_BUDGET.pagesPerShard,
): Promise<{ count: number; exact: boolean }> {
  let count = 0;
  let startKey: Key | undefined;
  for (let page = 0; page < maxPages; page++) {
    const result = await readPage(startKey);
    count += result.count;
    startKey = result.lastKey;
    if (!startKey) return { count, exact: true };
  }
  return { count, exact: false };
}
