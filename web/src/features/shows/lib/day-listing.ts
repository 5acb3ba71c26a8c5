import { showProgress } from '@shared/booking/availability';
import { formatNumber } from '../../../lib/format';

/** How many of a day's shows the Shows page draws at first, and how many more each press of its button adds. */
export const SHOWS_PER_PAGE = 24;

interface ListedShow {
  /** HH:MM on its venue's clock. */
  time: string;
  startsAt: string;
  durationMinutes: number | null;
  venue: string;
  screen: string | null;
}

export interface DayListing<Show> {
  /** The shows drawn: those still to start first, in the order they start, then those that have started. */
  shown: Show[];
  /** "Showing 24 of 300 shows"; null for a day drawn whole from the start, which needs no count. */
  status: string | null;
  /** The button that draws more ("Show 24 more (276 left)"); null once every show is drawn. */
  more: string | null;
}

/** The button's text while `left` shows are not drawn yet. */
function moreLabel(left: number): string {
  if (left === 1) return 'Show the last show';
  if (left <= SHOWS_PER_PAGE) return `Show the last ${formatNumber(left)}`;
  return `Show ${SHOWS_PER_PAGE} more (${formatNumber(left)} left)`;
}

const startOrder = (a: ListedShow, b: ListedShow) =>
  a.time.localeCompare(b.time) || a.venue.localeCompare(b.venue) || (a.screen ?? '').localeCompare(b.screen ?? '');

/**
 * The part of a day's shows the Shows page draws after `pages` presses of its button (1 before any):
 * a big chain's day is hundreds of shows, a wall of cards to draw, scroll and tab through, so the page
 * draws them SHOWS_PER_PAGE at a time. They come in the order they start on their venues' clocks,
 * shows at the same time by venue, then screen; those that had started at `orderedAt` (the day's
 * first draw: the order holds while the member reads on) after the rest, as late in the day they
 * would fill the first pages with shows that take no booking (docs/product-rules.md, "Booking").
 */
export function dayListing<Show extends ListedShow>(shows: Show[], pages: number, orderedAt: Date): DayListing<Show> {
  const toCome = (show: Show) => showProgress(show, orderedAt) === 'open';
  const byStart = [...shows].sort(startOrder);
  const inOrder = [...byStart.filter(toCome), ...byStart.filter((show) => !toCome(show))];
  const shown = inOrder.slice(0, pages * SHOWS_PER_PAGE);
  if (shows.length <= SHOWS_PER_PAGE) return { shown, status: null, more: null };
  const left = shows.length - shown.length;
  return {
    shown,
    status: left === 0 ? `Showing all ${formatNumber(shows.length)} shows` : `Showing ${formatNumber(shown.length)} of ${formatNumber(shows.length)} shows`,
    more: left === 0 ? null : moreLabel(left),
  };
}
