import { Entity, type EntityItem } from 'electrodb';
import { normalizeSeatLabel } from '../../../shared/booking/seat-labels';

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;

/** The canonical label ("3-12" → "C12"); a value that is no seat label is left as it is. */
const canonicalSeat = (label?: string) => (label === undefined ? label : (normalizeSeatLabel(label) ?? label));

/**
 * One booked seat of a session. The key IS the seat (session + seat label), and it is created only
 * if absent, so two bookings can never hold the same seat. The seats of one booking share a code.
 */
export const buildBookingEntity = () => new Entity({
  model: { entity: 'booking', version: '1', service: 'cinema' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    /**
     * Row letter plus number, e.g. C12. Written canonical, so the key is the same seat whatever form a
     * writer used; an item stored in the legacy row-seat form (3-12) reads as C12.
     */
    seatNumber: { type: 'string', required: true, readOnly: true, set: canonicalSeat, get: canonicalSeat },
    bookingId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    price: { type: 'number', required: true },
    bookingCode: { type: 'string', required: true, readOnly: true },
    status: { type: BOOKING_STATUSES, required: true, default: 'confirmed' },
    createdAt: { type: 'string', required: true, readOnly: true },
    /**
     * When the booking was checked in at the door (every seat of a booking at once). Set only by a
     * conditional update (status confirmed, not checked in yet), so a booking is checked in once.
     */
    checkedInAt: { type: 'string' },
    /** Who checked it in: the member (band) or the staff member (booking code). */
    checkedInBy: { type: 'string' },
    /** The shard of the session's seat tally the booking counted its seats on (its refund subtracts from it); absent on bookings made before it was recorded. */
    tallyShard: { type: 'number', readOnly: true },
    /** When the seat was cancelled and refunded (absent while confirmed). */
    cancelledAt: { type: 'string' },
  },
  indexes: {
    /** A session's booked seats; one seat by its key. */
    bySessionSeat: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['seatNumber'] },
    },
    /** A member's tickets, newest first with `order: 'desc'`. */
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'sessionId', 'seatNumber'] },
    },
    /** The seats of one booking, by its code (door scans, check-in). */
    byCode: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['bookingCode'] },
      sk: { field: 'gsi2sk', composite: ['seatNumber'] },
    },
  },
});
export type BookingEntity = ReturnType<typeof buildBookingEntity>;
export type BookingItem = EntityItem<BookingEntity>;
