import { Entity, type EntityItem } from 'electrodb';

/** A cinema venue (back-office: name and location required; address, phone optional). */
export const buildVenueEntity = () => new Entity({
  model: { entity: 'venue', version: '1', service: 'cinema' },
  attributes: {
    venueId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    location: { type: 'string', required: true },
    address: { type: 'string' },
    phone: { type: 'string' },
    /**
     * The IANA time zone of the venue's clock (docs/product-rules.md, "Time": a session's date and time are the venue's
     * wall-clock time). Items written before it existed have none: readers take 'UTC'.
     */
    timeZone: { type: 'string', required: true, default: 'UTC' },
    isActive: { type: 'boolean', required: true, default: true },
    /**
     * The latest start (ISO instant) among its sessions with bookings, kept by functions/data/bookings-ahead.ts:
     * what the list reads to say a Delete would be refused (`hasBookingsAhead`). Absent: none booked.
     */
    bookedUntil: { type: 'string' },
    /**
     * How many screens were created in it or moved to it (each one's transaction adds 1, on condition that the
     * venue is there), and how many are in it now (a screen's delete or move away takes 1): its delete reads its
     * screens once its index shows that many, and goes only while `screensPlaced` is as it read it
     * (functions/data/venue-placements.ts). `screenCount` absent on a venue from before it: 0 until the
     * migrations count them (scripts/seed/migrations.ts).
     */
    screensPlaced: { type: 'number' },
    screenCount: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['venueId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Every venue, by name (a cinema chain has a handful: one small partition). */
    allByName: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['name', 'venueId'] },
    },
  },
});
export type VenueEntity = ReturnType<typeof buildVenueEntity>;
export type VenueItem = EntityItem<VenueEntity>;
