import { Entity, type EntityItem } from 'electrodb';
import { POINTS_ACTIVITIES } from '../../../shared/constants';
import { LIMIT_PERIODS } from '../../../shared/earning-limits';

/** Points awarded per activity (admin-editable, integers ≥ 0). */
export const buildPointsConfigEntity = () => new Entity({
  model: { entity: 'pointsConfig', version: '1', service: 'cinema' },
  attributes: {
    activityType: { type: POINTS_ACTIVITIES, required: true, readOnly: true },
    activityLabel: { type: 'string', required: true },
    description: { type: 'string' },
    pointsValue: { type: 'number', required: true, validate: (v: number) => Number.isInteger(v) && v >= 0 },
    isActive: { type: 'boolean', required: true, default: true },
    /**
     * The earning limit per member (docs/points-and-limits.md): `limitPeriod` 'none' when an admin
     * removed it; both absent: the activity's default limit.
     */
    limitPoints: { type: 'number', validate: (v?: number) => v === undefined || (Number.isInteger(v) && v >= 0) },
    limitPeriod: { type: [...LIMIT_PERIODS, 'none'] as const },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    /** Every activity's value, in one small partition read. */
    byActivity: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['activityType'] },
    },
  },
});
export type PointsConfigEntity = ReturnType<typeof buildPointsConfigEntity>;
export type PointsConfigItem = EntityItem<PointsConfigEntity>;
