import { Entity, type EntityItem } from 'electrodb';

/** A seat category (Regular, Premium, VIP...): colour on the seat map and a price multiplier. */
export const buildSeatCategoryEntity = () => new Entity({
  model: { entity: 'seatCategory', version: '1', service: 'cinema' },
  attributes: {
    categoryId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    colorCode: { type: 'string', required: true },
    priceMultiplier: { type: 'number', required: true, default: 1 },
    isActive: { type: 'boolean', required: true, default: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['categoryId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Every category, by name (a few rows: one small partition). */
    allByName: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['name', 'categoryId'] },
    },
  },
});
export type SeatCategoryEntity = ReturnType<typeof buildSeatCategoryEntity>;
export type SeatCategoryItem = EntityItem<SeatCategoryEntity>;
