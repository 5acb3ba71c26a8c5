import { isReminderDue } from '../../shared/mail/reminders';
import type { ReminderToQueueItem } from './entities/reminder-to-queue';
import { outboxWrite, reminderMailId, type BookedShow } from './outbox';
import { db } from './service';
import type { TransactionEntities, TransactionWrite } from './transactions';

/**
 * The bookings whose show reminder is not queued yet (`reminderToQueue`; docs/mail.md, "Reminders"): one
 * item a booking made before its show is due its reminder, written with it, read by the reminder job, gone
 * once its reminder is queued or the booking is refunded.
 */

/**
 * A new booking's reminder, one write of its transaction: its item for the reminder job (the booking's own
 * key: no other booking touches it), or, when its show is due its reminder already, the reminder itself
 * under its fixed id. The job may never see that show ahead again (a booking in its last minute), which
 * would leave the item for good.
 */
export function bookingReminderWrite(entities: TransactionEntities, { userId, show }: { userId: string; show: BookedShow }, now: Date): TransactionWrite<'reminder'> {
  const { sessionId, bookingCode, seats } = show;
  if (isReminderDue(new Date(show.startsAt), now)) {
    const reminder = outboxWrite(entities, { kind: 'showReminder', mailId: reminderMailId(bookingCode), to: { memberId: userId }, payload: show }, now);
    return { role: 'reminder', item: reminder.item };
  }
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

/** The booking's reminder is queued: its item goes, so no run reads it again. */
export async function reminderQueued({ sessionId, bookingCode }: { sessionId: string; bookingCode: string }): Promise<void> {
  await db.entities.reminderToQueue.delete({ sessionId, bookingCode }).go();
}
