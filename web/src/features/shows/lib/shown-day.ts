import { showProgress } from '@shared/booking/availability';

/** A show (or a group's latest show) still to start: its day still has something to book. */
const stillToStart = (startsAt: string, now: Date) => showProgress({ startsAt, durationMinutes: null }, now) === 'open';

/**
 * The day whose cards the page shows, by the week's summary (its groups under the filters): the chosen
 * day while it has shows, else the first day with shows still to start (late in the evening that is
 * tomorrow, though today's started shows stay a click away), else the first day with any.
 */
export function shownDay(days: string[], chosen: string | null, groups: readonly { date: string; lastStartsAt: string }[], now: Date): string | null {
  if (chosen !== null && groups.some((group) => group.date === chosen)) return chosen;
  const firstWith = (has: (group: { date: string; lastStartsAt: string }) => boolean) => days.find((day) => groups.some((group) => group.date === day && has(group)));
  return firstWith((group) => stillToStart(group.lastStartsAt, now)) ?? firstWith(() => true) ?? null;
}

/**
 * The same choice before the week's summary has come, from the shows (under the filters) of the day
 * read meanwhile, the chosen one or else today, when they are enough to make it: a chosen day with shows,
 * or today with shows still to start (the strip's first day). Otherwise null: only the week can say, and
 * the cards wait for it.
 */
export function shownDayBeforeSummary(readDay: string, chosen: boolean, shows: readonly { startsAt: string }[], now: Date): string | null {
  const decided = chosen ? shows.length > 0 : shows.some((show) => stillToStart(show.startsAt, now));
  return decided ? readDay : null;
}
