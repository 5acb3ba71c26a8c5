import { Entity, type EntityItem } from 'electrodb';

/**
 * The idempotency record of a booking: created (only if absent) in the booking's own transaction,
 * so a retried request with the same key finds it and replays the first result instead of charging again.
 */
export const buildBookingRequestEntity = () => new Entity({
  model: { entity: 'bookingRequest', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    bookingCode: { type: 'string', required: true, readOnly: true },
    seats: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    totalPrice: { type: 'number', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds when DynamoDB may forget the key (the table's TTL attribute). */
    ttl: { type: 'number', required: true, field: 'ttl' },
  },
  indexes: {
    byUserKey: {
      pk: { field: 'pk', composite: ['userId', 'idempotencyKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type BookingRequestEntity = ReturnType<typeof buildBookingRequestEntity>;
export type BookingRequestItem = EntityItem<BookingRequestEntity>;
