import { Entity, type EntityItem } from 'electrodb';
import { TIERS } from '../../../shared/constants';

/** The one tier threshold table, kept with the points configuration (docs/product-rules.md, "Points and tiers"). */
export const buildTierThresholdEntity = () => new Entity({
  model: { entity: 'tierThreshold', version: '1', service: 'cinema' },
  attributes: {
    tier: { type: TIERS, required: true, readOnly: true },
    minLifetimePoints: { type: 'number', required: true, validate: (v: number) => Number.isInteger(v) && v >= 0 },
  },
  indexes: {
    byTier: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['tier'] },
    },
  },
});
export type TierThresholdEntity = ReturnType<typeof buildTierThresholdEntity>;
export type TierThresholdItem = EntityItem<TierThresholdEntity>;
