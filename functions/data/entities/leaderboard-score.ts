import { Entity, type EntityItem } from 'electrodb';
import { LEADERBOARD_PERIODS } from '../../../shared/constants';

/**
 * Writes of scores spread over this many index partitions so no single hot key
 * takes every member's earnings; the top N is the merge of one query per shard.
 */
export const LEADERBOARD_SHARDS = 8;

/** Larger than any epoch-millisecond timestamp: `TIE_BREAK_BASE - reachedAt` sorts earlier first when read descending. */
export const TIE_BREAK_BASE = 9_999_999_999_999;

/** A member's points earned in one leaderboard period bucket (week 2026-W47, month 2026-11, year 2026, lifetime all). */
export const buildLeaderboardScoreEntity = () => new Entity({
  model: { entity: 'leaderboardScore', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    period: { type: LEADERBOARD_PERIODS, required: true, readOnly: true },
    bucket: { type: 'string', required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true, padding: { length: 2, char: '0' } },
    score: { type: 'number', required: true, padding: { length: 12, char: '0' } },
    /** TIE_BREAK_BASE minus the epoch millis at which the score was reached. */
    tieBreak: { type: 'number', required: true, padding: { length: 13, char: '0' } },
    /** Set while the member is suspended: the score stays, out of the ranking (docs/access.md, "Suspension"). */
    unranked: { type: 'boolean' },
  },
  indexes: {
    /** A member's own score in a period bucket. */
    byMember: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['period', 'bucket'] },
    },
    /**
     * One shard of a period's ranking: highest score first (order desc), ties to who got there first.
     * Sparse: an unranked score has no keys of it. ElectroDB decides when the item is put whole (the
     * ledger's and the suspension's writes are puts).
     */
    ranking: {
      index: 'gsi1',
      condition: (attr) => !attr.unranked,
      pk: { field: 'gsi1pk', composite: ['period', 'bucket', 'shard'] },
      sk: { field: 'gsi1sk', composite: ['score', 'tieBreak'] },
    },
  },
});
export type LeaderboardScoreEntity = ReturnType<typeof buildLeaderboardScoreEntity>;
export type LeaderboardScoreItem = EntityItem<LeaderboardScoreEntity>;
