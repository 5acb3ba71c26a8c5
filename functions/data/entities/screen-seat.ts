import { Entity } from 'electrodb';

/** One seat of a screen's seat map: row (1 = A) and seat number, its category and whether it can be sold. */
export const ScreenSeatEntity = new Entity({
  model: { entity: 'screenSeat', version: '1', service: 'cinema' },
  attributes: {
    screenId: { type: 'string', required: true, readOnly: true },
    rowNumber: { type: 'number', required: true, readOnly: true, padding: { length: 3, char: '0' } },
    seatNumber: { type: 'number', required: true, readOnly: true, padding: { length: 3, char: '0' } },
    categoryId: { type: 'string', required: true },
    isAvailable: { type: 'boolean', required: true, default: true },
  },
  indexes: {
    /** A screen's seat map ordered by row then seat; one seat by its key. */
    byScreen: {
      pk: { field: 'pk', composite: ['screenId'] },
      sk: { field: 'sk', composite: ['rowNumber', 'seatNumber'] },
    },
  },
});
