import { Entity, type EntityItem } from 'electrodb';

/** The price in points of one seat category in one session (only prices above 0 are stored). */
export const buildSessionCategoryPricingEntity = () => new Entity({
  model: { entity: 'sessionCategoryPricing', version: '1', service: 'cinema' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    categoryId: { type: 'string', required: true, readOnly: true },
    price: { type: 'number', required: true },
  },
  indexes: {
    /** A session's prices, one item per category. */
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['categoryId'] },
    },
  },
});
export type SessionCategoryPricingEntity = ReturnType<typeof buildSessionCategoryPricingEntity>;
export type SessionCategoryPricingItem = EntityItem<SessionCategoryPricingEntity>;
