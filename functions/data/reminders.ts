import type { ReminderToQueueItem } from './entities/reminder-to-queue';
import { db } from './service';
import type { TransactionEntities, TransactionWrite } from './transactions';

/**
 * The bookings whose show reminder is not queued yet (`reminderToQueue`; docs/mail.md, "Reminders"): one
 * item a booking, written with it, read by the reminder job, gone once its reminder is queued or the
 * booking is refunded.
 */

export interface BookingToRemind {
  sessionId: string;
  bookingCode: string;
  userId: string;
  seats: string[];
}

/** A new booking's item, one write of its transaction (the booking's own key: no other booking touches it). */
export function reminderToQueueWrite(entities: TransactionEntities, { sessionId, bookingCode, userId, seats }: BookingToRemind): TransactionWrite<'reminder'> {
  return { role: 'reminder', item: entities.reminderToQueue.put({ sessionId, bookingCode, userId, seats }).commit() };
}

/** A refunded booking's item deleted, one write of the refund's transaction: no reminder for it any more. */
export function reminderDroppedWrite(entities: TransactionEntities, { sessionId, bookingCode }: { sessionId: string; bookingCode: string }): TransactionWrite<'reminder'> {
  return { role: 'reminder', item: entities.reminderToQueue.delete({ sessionId, bookingCode }).commit() };
}

/** The session's bookings whose reminder is not queued yet (one query of the session's partition). */
export async function bookingsToRemind(sessionId: string): Promise<ReminderToQueueItem[]> {
  const { data } = await db.entities.reminderToQueue.query.bySession({ sessionId }).go({ pages: 'all' });
  return data;
}

/** The booking's reminder is queued, or its show started before one could be: its item goes, so no run reads it again. */
export async function bookingReminded({ sessionId, bookingCode }: { sessionId: string; bookingCode: string }): Promise<void> {
  await db.entities.reminderToQueue.delete({ sessionId, bookingCode }).go();
}
