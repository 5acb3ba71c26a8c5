import { addDays } from '../booking/calendar';
import { formatShortDate, formatTime } from '../booking/format';
import { DEFAULT_SHOW_MINUTES, isLengthKnown, showMinutes, zonedClock } from '../check-in';
import { inWords } from '../text';
import { zonedTimeToInstant } from '../time-zone';

/**
 * Two shows on one screen at once (docs/back-office.md, "Sessions"): the session form warns of it and
 * still saves, since nothing in the product forbids it. A show runs from its start for the movie's
 * runtime, 3 hours when that is unknown (as its status and check-in count it: shared/check-in.ts).
 */

/** A show already on a screen, as Sessions Management lists it: date and time on the venue's clock. */
export interface ScreenShow {
  id: string;
  screenId: string;
  movieTitle: string;
  date: string;
  time: string;
  durationMinutes: number | null;
  status: string;
}

/** The show the form is about to save; `id` when it edits one, which never clashes with itself. */
export interface PlannedShow {
  id?: string;
  screenId: string;
  date: string;
  time: string;
  durationMinutes: number | null;
}

/** A show the planned one overlaps, with its end on the venue's clock. */
export interface ScreenClash {
  movieTitle: string;
  date: string;
  time: string;
  endTime: string;
  lengthKnown: boolean;
}

/** A show's running time as instants (ms): from its start, for as long as it lasts. */
function runningTime(show: { date: string; time: string; durationMinutes: number | null }, timeZone: string) {
  const start = zonedTimeToInstant(show.date, show.time, timeZone).getTime();
  return { start, end: start + showMinutes(show.durationMinutes) * 60_000 };
}

/**
 * The shows, on the planned show's screen and not cancelled, whose running time overlaps the planned
 * show's, by start. One ending as the other starts does not overlap.
 */
export function screenClashes(planned: PlannedShow, shows: ScreenShow[], timeZone: string): ScreenClash[] {
  const mine = runningTime(planned, timeZone);
  return shows
    .filter((show) => show.screenId === planned.screenId && show.id !== planned.id && show.status !== 'cancelled')
    .map((show) => ({ show, ...runningTime(show, timeZone) }))
    .filter(({ start, end }) => start < mine.end && mine.start < end)
    .sort((a, b) => a.start - b.start)
    .map(({ show, end }) => ({
      movieTitle: show.movieTitle,
      date: show.date,
      time: show.time,
      endTime: zonedClock(new Date(end), timeZone),
      lengthKnown: isLengthKnown(show.durationMinutes),
    }));
}

/**
 * The form's notice, e.g. "Screen 1 already has Dune: Part Two at 7:00 PM - 9:45 PM.", times as the
 * tickets write them; a show of another day than `date` (the form's) says its day, and one of unknown
 * length says how long it was counted. Null without a clash.
 */
export function screenClashNotice(screenName: string, date: string, clashes: ScreenClash[]): string | null {
  if (clashes.length === 0) return null;
  const shows = clashes.map(
    (clash) =>
      `${clash.movieTitle}${clash.date === date ? '' : ` on ${formatShortDate(clash.date)}`} at ${formatTime(clash.time)} - ${formatTime(clash.endTime)}` +
      (clash.lengthKnown ? '' : ` (length unknown, counted as ${DEFAULT_SHOW_MINUTES / 60} hours)`),
  );
  return `${screenName} already has ${inWords(shows)}.`;
}

/** The days whose shows can overlap one on `date`: the day before (a late show running past midnight) to the day after. */
export const clashDays = (date: string) => ({ from: addDays(date, -1), to: addDays(date, 1) });
