import { monthsBetween } from '../../shared/admin/sessions';
import { showStart } from '../../shared/booking/availability';
import { isReminderDue, isReminderPast, reminderWallClockRange } from '../../shared/mail/reminders';
import type { SessionItem } from '../data/entities/session';
import { bookedShow, queueMailOnce, reminderMailId } from '../data/outbox';
import { bookingsToRemind, bookingReminded } from '../data/reminders';
import { db } from '../data/service';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';

/**
 * The shows due their reminders at `now`, and those just started, with their venue's clock: the listing
 * index (`byMonth`) from the earliest clock on Earth to the latest (one query per month that range
 * touches, no scan), then each show's own start instant decides.
 */
async function showsAroundReminders(now: Date): Promise<{ due: ShowOnItsClock[]; started: ShowOnItsClock[] }> {
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
  const shows = sessions.map((session) => ({ session, timeZone: timeZoneOf(session, venues.get(session.venueId)) }));
  return {
    due: shows.filter(({ session, timeZone }) => isReminderDue(showStart(session, timeZone), now)),
    started: shows.filter(({ session, timeZone }) => isReminderPast(showStart(session, timeZone), now)),
  };
}

type ShowOnItsClock = { session: SessionItem; timeZone: string };

/**
 * The reminder job (docs/mail.md, "Reminders"): queues a `showReminder` for each booking still to remind
 * (`reminderToQueue`, written with the booking, gone with its refund) of every show starting within 3
 * hours, then deletes that booking's item, so no later run reads it again; returns how many it queued.
 * Each reminder's id is its booking's, created only if absent: a second run, or two at once, queue
 * nothing more. A booking made after a run gets its reminder at the next. A show started in the last
 * REMINDER_CLEAR_MINUTES has its leftover items (bookings made after the last run that saw it ahead)
 * deleted, unreminded. Deployed an EventBridge schedule runs it every minute; locally the API process does.
 */
export async function queueDueReminders(now = new Date()): Promise<number> {
  let queued = 0;
  const { due, started } = await showsAroundReminders(now);
  for (const { session } of started) {
    for (const booking of await bookingsToRemind(session.sessionId)) await bookingReminded(booking);
  }
  for (const { session, timeZone } of due) {
    for (const booking of await bookingsToRemind(session.sessionId)) {
      const { bookingCode, seats, userId } = booking;
      const payload = bookedShow(session, timeZone, { bookingCode, seats });
      if (await queueMailOnce({ kind: 'showReminder', mailId: reminderMailId(bookingCode), to: { memberId: userId }, payload }, now)) queued += 1;
      // Only once the reminder is queued: a run that stops in between leaves the booking to the next.
      await bookingReminded(booking);
    }
  }
  return queued;
}
