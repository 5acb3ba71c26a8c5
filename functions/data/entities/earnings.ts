import { Entity, type EntityItem } from 'electrodb';
import { POINTS_ACTIVITIES } from '../../../shared/constants';
import { LIMIT_PERIODS } from '../../../shared/earning-limits';

/**
 * What one member earned from one activity in one period (docs/points-and-limits.md): the UTC day or
 * month of the activity's earning limit, the day for an activity without one. Written by the ledger in
 * the award's own transaction, conditioned on the amount it planned from, so concurrent awards never
 * pass the limit; `earned` is the exact total, which is also what the Top earners index sorts by.
 */
export const buildEarningsEntity = () => new Entity({
  model: { entity: 'earnings', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    activity: { type: POINTS_ACTIVITIES, required: true, readOnly: true },
    /** `2026-11-26` (a day) or `2026-11` (a month). */
    bucket: { type: 'string', required: true, readOnly: true },
    /** The period of the limit the bucket was counted for ('day' also when the activity has no limit). */
    period: { type: LIMIT_PERIODS, required: true },
    earned: { type: 'number', required: true, padding: { length: 9, char: '0' } },
    /** The limit's points when the last award was counted (absent: no limit), for the share a member used. */
    limitPoints: { type: 'number' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    /** A member's earnings of an activity in a period (the limit's check, My Account). */
    byMember: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['activity', 'bucket'] },
    },
    /** Everyone's earnings of an activity in one period, highest first (Reports' Top earners). */
    topEarners: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['activity', 'bucket'] },
      sk: { field: 'gsi1sk', composite: ['earned', 'userId'] },
    },
  },
});
export type EarningsEntity = ReturnType<typeof buildEarningsEntity>;
export type EarningsItem = EntityItem<EarningsEntity>;
