import { Entity, type EntityItem } from 'electrodb';
import { SCREEN_POSITIONS } from './screen';

/**
 * One saved version of a screen's seat map: its grid, aisles and screen position, how many seats it
 * has and how many categories they use (the seats themselves are ScreenSeat items of the same version). Versions are never changed:
 * sessions made on a version keep it; a new save is a new version.
 */
export const buildSeatMapEntity = () => new Entity({
  model: { entity: 'seatMap', version: '1', service: 'cinema' },
  attributes: {
    screenId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 6, char: '0' } },
    rows: { type: 'number', required: true },
    columns: { type: 'number', required: true },
    /** Seat columns after which an aisle (a gap: no seat lost) runs. */
    aisleColumns: { type: 'list', items: { type: 'number' }, required: true, default: () => [] },
    screenPosition: { type: SCREEN_POSITIONS, required: true, default: 'top' },
    /** rows x columns. */
    seatCount: { type: 'number', required: true },
    /** Seats for sale: a session made on this version has this many. */
    sellableSeats: { type: 'number', required: true },
    /**
     * How many seat categories its seats use (its legend's entries), counted when it is saved: what a
     * session made on it copies. Absent on a version saved before it was kept (`npm run migrate` counts
     * those; until then `seatGridOfVersion` counts its seats).
     */
    categoryCount: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A screen's seat-map versions (in the screen's seat partition); one version by its key. */
    byScreen: {
      pk: { field: 'pk', composite: ['screenId'] },
      sk: { field: 'sk', composite: ['version'] },
    },
  },
});
export type SeatMapEntity = ReturnType<typeof buildSeatMapEntity>;
export type SeatMapItem = EntityItem<SeatMapEntity>;
