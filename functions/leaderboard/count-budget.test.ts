import { describe, expect, it } from 'vitest';
import { LEADERBOARD_SHARDS } from '../data/entities/leaderboard-score';
import { OWN_RANK_BUDGET, countWithinBudget, type CountPage } from './count-budget';

/** A shard whose `total` entries are served `perPage` at a time, counting the reads. */
function shard(total: number, perPage = OWN_RANK_BUDGET.itemsPerPage) {
  const reads: (number | undefined)[] = [];
  const readPage = async (startKey: number | undefined): Promise<CountPage<number>> => {
    reads.push(startKey);
    const from = startKey ?? 0;
    const count = Math.min(perPage, total - from);
    return { count, lastKey: from + count < total ? from + count : undefined };
  };
  return { readPage, reads };
}

describe('the own-rank read budget', () => {
  it('counts exactly when the entries end within the budget', async () => {
    const { readPage, reads } = shard(2_500);
    await expect(countWithinBudget(readPage)).resolves.toEqual({ count: 2_500, exact: true });
    expect(reads).toEqual([undefined, 1_000, 2_000]);
  });

  it('counts an empty shard with one read', async () => {
    const { readPage, reads } = shard(0);
    await expect(countWithinBudget(readPage)).resolves.toEqual({ count: 0, exact: true });
    expect(reads).toHaveLength(1);
  });

  it('stops at the page cap and returns a lower bound', async () => {
    const { readPage, reads } = shard(1_000_000);
    const result = await countWithinBudget(readPage);
    expect(reads).toHaveLength(OWN_RANK_BUDGET.pagesPerShard);
    expect(result).toEqual({ count: OWN_RANK_BUDGET.pagesPerShard * OWN_RANK_BUDGET.itemsPerPage, exact: false });
  });

  it('is exact when the last page ends exactly at the cap', async () => {
    const { readPage } = shard(OWN_RANK_BUDGET.pagesPerShard * OWN_RANK_BUDGET.itemsPerPage);
    await expect(countWithinBudget(readPage)).resolves.toEqual({ count: 4_000, exact: true });
  });

  it('bounds one call at 32,000 index entries across the shards', () => {
    expect(LEADERBOARD_SHARDS * OWN_RANK_BUDGET.pagesPerShard * OWN_RANK_BUDGET.itemsPerPage).toBe(32_000);
  });
});
