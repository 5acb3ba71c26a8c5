import { Entity, type EntityItem } from 'electrodb';

/**
 * One seat of one VERSION of a screen's seat map: row (1 = A) and seat number, its category and whether
 * it can be sold. Saving a seat map writes a new version; a session keeps the version it was made with
 * (`session.seatMapVersion`), so a seat a member booked never disappears from under them.
 */
export const buildScreenSeatEntity = () => new Entity({
  model: { entity: 'screenSeat', version: '1', service: 'cinema' },
  attributes: {
    screenId: { type: 'string', required: true, readOnly: true },
    /** The seat map's version (1 for maps written before versions existed). */
    version: { type: 'number', required: true, readOnly: true, default: 1, padding: { length: 6, char: '0' } },
    rowNumber: { type: 'number', required: true, readOnly: true, padding: { length: 3, char: '0' } },
    seatNumber: { type: 'number', required: true, readOnly: true, padding: { length: 3, char: '0' } },
    categoryId: { type: 'string', required: true },
    isAvailable: { type: 'boolean', required: true, default: true },
  },
  indexes: {
    /** One version of a screen's seat map ordered by row then seat (`{ screenId, version }`); one seat by its key. */
    byScreen: {
      pk: { field: 'pk', composite: ['screenId'] },
      sk: { field: 'sk', composite: ['version', 'rowNumber', 'seatNumber'] },
    },
  },
});
export type ScreenSeatEntity = ReturnType<typeof buildScreenSeatEntity>;
export type ScreenSeatItem = EntityItem<ScreenSeatEntity>;
