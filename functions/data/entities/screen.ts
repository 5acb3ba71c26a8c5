import { Entity, type EntityItem } from 'electrodb';

export const SCREEN_TYPES = ['standard', 'imax', '3d', '4dx', 'vip'] as const;
export const SCREEN_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;

/** A screen (auditorium) of a venue; its seats are ScreenSeat items. */
export const buildScreenEntity = () => new Entity({
  model: { entity: 'screen', version: '1', service: 'cinema' },
  attributes: {
    screenId: { type: 'string', required: true, readOnly: true },
    venueId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    capacity: { type: 'number', required: true, default: 100 },
    screenType: { type: SCREEN_TYPES, required: true, default: 'standard' },
    isActive: { type: 'boolean', required: true, default: true },
    /** Seat columns after which an aisle runs (column numbers, 1-based), as in the current seat-map version. */
    aisleColumns: { type: 'list', items: { type: 'number' }, required: true, default: () => [] },
    screenPosition: { type: SCREEN_POSITIONS, required: true, default: 'top' },
    /** The seat-map version new sessions take (a SeatMap item); absent before the first save (a seeded map is 1). */
    seatMapVersion: { type: 'number' },
    /** The last version number handed out: each save takes the next one, even when it fails half-way. */
    seatMapVersionsIssued: { type: 'number' },
    /** Seats of the current version (rows x columns) and those for sale. */
    seatCount: { type: 'number' },
    sellableSeats: { type: 'number' },
    /**
     * The latest start (ISO instant) among its sessions with bookings, kept by functions/data/bookings-ahead.ts:
     * what the list reads to say a Delete would be refused (`hasBookingsAhead`). Absent: none booked.
     */
    bookedUntil: { type: 'string' },
    /**
     * How many sessions were created on it or moved to it: each one's transaction adds 1 (on condition that
     * the screen is there), and its delete goes only while the count is as it read it (functions/data/screen-placements.ts).
     */
    sessionsPlaced: { type: 'number' },
    /**
     * How many sessions are on it now: a session's create or move onto it adds 1, its delete or move away takes
     * 1, each in the session's own transaction, so its delete can tell when the screen's sessions index (which
     * lags on AWS) shows them all (functions/data/screen-placements.ts). Absent on a screen from before it: 0
     * until the migrations count them (scripts/seed/migrations.ts).
     */
    sessionCount: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['screenId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A venue's screens, by name. */
    byVenue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['venueId'] },
      sk: { field: 'gsi1sk', composite: ['name', 'screenId'] },
    },
  },
});
export type ScreenEntity = ReturnType<typeof buildScreenEntity>;
export type ScreenItem = EntityItem<ScreenEntity>;
