/**
 * When a show's reminder goes (docs/mail.md, "Reminders"): once its start is at most 3 hours away
 * and still ahead.
 */
export const REMINDER_LEAD_HOURS = 3;
const LEAD_MS = REMINDER_LEAD_HOURS * 3_600_000;

/** The furthest any venue's clock runs behind UTC (UTC-12) and ahead of it (UTC+14). */
const CLOCK_BEHIND_MS = 12 * 3_600_000;
const CLOCK_AHEAD_MS = 14 * 3_600_000;

/** Whether a show starting at `start` is due its reminder at `now`. */
export const isReminderDue = (start: Date, now: Date = new Date()) =>
  start.getTime() > now.getTime() && start.getTime() <= now.getTime() + LEAD_MS;

/**
 * How long after a show's start the job still clears the items of its bookings left unreminded (a booking
 * in its last minute, after the last run that saw it ahead): about fifteen runs, so a job stopped for a
 * few minutes around the start still clears them.
 */
export const REMINDER_CLEAR_MINUTES = 15;
const CLEAR_MS = REMINDER_CLEAR_MINUTES * 60_000;

/** Whether a show starting at `start` has started at `now`, recently enough that its bookings' leftover items are cleared. */
export const isReminderPast = (start: Date, now: Date = new Date()) =>
  start.getTime() <= now.getTime() && start.getTime() > now.getTime() - CLEAR_MS;

const wallClock = (instant: number) => {
  const iso = new Date(instant).toISOString();
  return { sessionDate: iso.slice(0, 10), sessionTime: iso.slice(11, 16) };
};

/**
 * The wall-clock dates and times (YYYY-MM-DD, HH:MM) between which a show due its reminder at `now`, or
 * just past (`isReminderPast`), can be written, whatever its venue's zone: a session's date and time are
 * its venue's clock, so the listing index is read from the earliest clock on Earth to the latest, and
 * each session's own start instant then decides. `to` is a minute past the last time, as the index's
 * key goes on after the time (with the session id).
 */
export function reminderWallClockRange(now: Date = new Date()) {
  return {
    from: wallClock(now.getTime() - CLOCK_BEHIND_MS - CLEAR_MS),
    to: wallClock(now.getTime() + LEAD_MS + CLOCK_AHEAD_MS + 60_000),
  };
}
