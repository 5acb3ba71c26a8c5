import { Entity, type EntityItem } from 'electrodb';

/**
 * A booking whose show reminder is not queued yet (docs/mail.md, "Reminders"): put in the booking's own
 * transaction, in its session's partition (its key is the booking's: no item shared with another
 * booking), and deleted once the reminder job has queued the reminder, or by the booking's refund. The job
 * reads these, never the show's seats, so a reminded booking is not read again.
 */
export const buildReminderToQueueEntity = () => new Entity({
  model: { entity: 'reminderToQueue', version: '1', service: 'cinema' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    bookingCode: { type: 'string', required: true, readOnly: true },
    /** The member who booked: the reminder's recipient. */
    userId: { type: 'string', required: true, readOnly: true },
    /** The booking's seat labels, as the reminder lists them. */
    seats: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
  },
  indexes: {
    /** A session's bookings still to remind; one by its code. */
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['bookingCode'] },
    },
  },
});
export type ReminderToQueueEntity = ReturnType<typeof buildReminderToQueueEntity>;
export type ReminderToQueueItem = EntityItem<ReminderToQueueEntity>;
