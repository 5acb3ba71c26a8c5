import { Entity } from 'electrodb';
import { POINTS_ACTIVITIES } from '../../../shared/constants';

/** Points awarded per activity (admin-editable, integers ≥ 0). */
export const PointsConfigEntity = new Entity({
  model: { entity: 'pointsConfig', version: '1', service: 'cinema' },
  attributes: {
    activityType: { type: POINTS_ACTIVITIES, required: true, readOnly: true },
    activityLabel: { type: 'string', required: true },
    description: { type: 'string' },
    pointsValue: { type: 'number', required: true, validate: (v: number) => Number.isInteger(v) && v >= 0 },
    isActive: { type: 'boolean', required: true, default: true },
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
