import { monthsBetween } from '../../shared/admin/sessions';
import { showStart } from '../../shared/booking/availability';
import { isReminderDue, reminderWallClockRange } from '../../shared/mail/reminders';
import type { SessionItem } from '../data/entities/session';
import { bookedShow, queueMailOnce, reminderMailId } from '../data/outbox';
import { bookingsToRemind, reminderQueued } from '../data/reminders';
import { db } from '../data/service';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';

/**
 * The shows due their reminders at `now`, with their venue's clock: the listing index (`byMonth`) from
 * the earliest clock on Earth to the latest (one query per month that range touches, no scan), then
 * each show's own start instant decides.
 */
async function showsDueReminders(now: Date): Promise<{ session: SessionItem; timeZone: string }[]> {
  const { from, to } = reminderWallClockRange(now);
  const perMonth = await Promise.all(
    monthsBetween(from.sessionDate, to.sessionDate).map((sessionMonth) =>
      db.entities.session.query
        .byMonth({ sessionMonth })
        .between(from, to)
        .where(({ status }, { ne }) => `${ne(status, 'cancelled')} AND ${ne(status, 'completed')}`)
        .go({ pages: 'all' })
        .then(({ data }) => data),
    ),
  );
  const sessions = perMonth.flat();
  const venues = await loadVenuesOf(sessions);
  return sessions
    .map((session) => ({ session, timeZone: timeZoneOf(session, venues.get(session.venueId)) }))
    .filter(({ session, timeZone }) => isReminderDue(showStart(session, timeZone), now));
}

/**
 * The reminder job (docs/mail.md, "Reminders"): queues a `showReminder` for each booking still to remind
 * (`reminderToQueue`, written with the booking, gone with its refund) of every show starting within 3
 * hours, then deletes that booking's item, so no later run reads it again; returns how many it queued.
 * Each reminder's id is its booking's, created only if absent: a second run, or two at once, queue
 * nothing more. A booking made after a run gets its reminder at the next. Deployed an EventBridge
 * schedule runs it every minute; locally the API process does.
 */
export async function queueDueReminders(now = new Date()): Promise<number> {
  let queued = 0;
  for (const { session, timeZone } of await showsDueReminders(now)) {
    for (const booking of await bookingsToRemind(session.sessionId)) {
      const { bookingCode, seats, userId } = booking;
      const payload = bookedShow(session, timeZone, { bookingCode, seats });
      if (await queueMailOnce({ kind: 'showReminder', mailId: reminderMailId(bookingCode), to: { memberId: userId }, payload }, now)) queued += 1;
      // Only once the reminder is queued: a run that stops in between leaves the booking to the next.
      await reminderQueued(booking);
    }
  }
  return queued;
}
