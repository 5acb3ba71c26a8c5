import { seatsLeft, showStart } from '../../shared/booking/availability';
import { addDays, dayRange, utcDateKey } from '../../shared/booking/calendar';
import { monthsBetween } from '../../shared/admin/sessions';
import type { SessionSummary, SessionsSummary } from '../../shared/api/routes/booking';
import { summarizeSessions } from '../../shared/booking/sessions-summary';
import { MOVIE_SHOWTIMES } from '../../shared/constants';
import { notFound } from '../../shared/errors';
import { db } from '../data/service';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';
import type { ScreenItem } from '../data/entities/screen';
import type { SessionItem } from '../data/entities/session';
import type { VenueItem } from '../data/entities/venue';
import { sessionById } from '../data/sessions';


export interface SessionFilters {
  from?: string;
  days: number;
  movie?: string;
  venue?: string;
  location?: string;
}


const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

async function loadScreens(screenIds: Iterable<string>): Promise<Map<string, ScreenItem>> {
  const keys = [...new Set(screenIds)].map((screenId) => ({ screenId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.screen.get(keys).go();
  return new Map(data.map((screen) => [screen.screenId, screen]));
}

/** What a show's card says of where and when it shows, from a session item's copies or else its venue as read. */
type PlaceFields = Pick<SessionItem, 'venueName' | 'location' | 'timeZone' | 'sessionDate' | 'sessionTime'>;

function placeOf(session: PlaceFields, venue: VenueItem | undefined) {
  return {
    // The card's copies first (the back office keeps them current), else the venue as read.
    venue: session.venueName ?? venue?.name ?? 'Venue',
    location: session.location ?? venue?.location ?? '',
    startsAt: showStart(session, timeZoneOf(session, venue)).toISOString(),
  };
}

function toSummary(session: SessionItem, venue: VenueItem | undefined, screen: ScreenItem | undefined): SessionSummary {
  const { venue: venueName, location, startsAt } = placeOf(session, venue);
  return {
    id: session.sessionId,
    movieId: session.movieId ?? null,
    movieTitle: session.movieTitle,
    posterUrl: session.posterUrl ?? null,
    genre: session.genre ?? null,
    durationMinutes: session.durationMinutes ?? null,
    venueId: session.venueId,
    venue: venueName,
    location,
    screenId: session.screenId,
    screen: session.screenName ?? screen?.name ?? null,
    date: session.sessionDate,
    time: session.sessionTime,
    startsAt,
    basePrice: session.basePrice,
    totalSeats: session.totalSeats,
    bookedSeats: session.bookedSeats,
    seatsLeft: seatsLeft(session.totalSeats, session.bookedSeats),
    status: session.status,
    sessionState: session.sessionState,
    seatRows: session.seatRows ?? null,
    seatColumns: session.seatColumns ?? null,
    seatScreenPosition: session.seatScreenPosition ?? null,
    seatAisleColumns: session.seatAisleColumns ?? null,
    seatCategoryCount: session.seatCategoryCount ?? null,
  };
}

/** Whether the session item carries its card's screen (every item the back office writes does). */
const carriesScreen = (s: SessionItem) => s.screenName !== undefined;

async function summarize(sessions: SessionItem[]): Promise<SessionSummary[]> {
  // Each item carries its card and its venue's time zone (its start instant); items written before
  // those were copied onto them read their venue or screen.
  const [venues, screens] = await Promise.all([
    loadVenuesOf(sessions),
    loadScreens(sessions.filter((s) => !carriesScreen(s)).map((s) => s.screenId)),
  ]);
  return sessions.map((s) => toSummary(s, venues.get(s.venueId), screens.get(s.screenId)));
}

/**
 * The listing index's queries of `days` calendar days from `first`, by date then time: one per month the
 * days touch (a week touches at most two).
 */
function daysQueries(first: string, days: number) {
  const last = addDays(first, days - 1);
  return monthsBetween(first, last).map((sessionMonth) =>
    db.entities.session.query.byMonth({ sessionMonth }).between({ sessionDate: first }, { sessionDate: addDays(last, 1) }),
  );
}

/**
 * Shows of `days` calendar days from `from`, by date then time: the listing index's items, which carry
 * what a card shows.
 */
export async function listSessions(filters: SessionFilters): Promise<SessionSummary[]> {
  // Clients pass their own calendar day; without it, the server's (UTC).
  const perMonth = await Promise.all(daysQueries(filters.from ?? utcDateKey(), filters.days).map((query) => query.go({ pages: 'all' }).then((r) => r.data)));
  const { movie, venue, location } = filters;
  const scheduled = perMonth.flat().filter(
    (s) => s.status !== 'cancelled' && (!movie || sameText(s.movieTitle, movie) || String(s.movieId) === movie),
  );
  const summaries = await summarize(scheduled);
  return summaries.filter(
    (s) =>
      (!venue || s.venueId === venue || sameText(s.venue, venue)) &&
      (!location || sameText(s.location, location)),
  );
}

/** What the summary reads of a session item: its movie, place and start, not its card. */
const SUMMARY_ATTRIBUTES = ['movieTitle', 'venueId', 'venueName', 'location', 'timeZone', 'sessionDate', 'sessionTime', 'status'] as const;

/**
 * The Shows page's date strip and filters: the same shows as `listSessions` without filters, counted by
 * day, movie, venue and location (shared/booking/sessions-summary.ts). The same index queries, reading
 * only SUMMARY_ATTRIBUTES; no seat counts, so no copy of the tally is read.
 */
export async function summarizeSessionDays({ from, days }: Pick<SessionFilters, 'from' | 'days'>): Promise<SessionsSummary> {
  const first = from ?? utcDateKey();
  const perMonth = await Promise.all(daysQueries(first, days).map((query) => query.go({ pages: 'all', attributes: [...SUMMARY_ATTRIBUTES] }).then((r) => r.data)));
  const scheduled = perMonth.flat().filter((s) => s.status !== 'cancelled');
  const venues = await loadVenuesOf(scheduled);
  const shows = scheduled.map((s) => ({ movieTitle: s.movieTitle, date: s.sessionDate, ...placeOf(s, venues.get(s.venueId)) }));
  return summarizeSessions(shows, dayRange(first, days));
}

/** Today's shows that may have started already (on their venue's clock), read beyond the showtimes shown. */
const STARTED_TODAY_MARGIN = 10;

/**
 * The movie page's showtimes: the movie's next sessions from `from` (today in UTC by default) that have
 * not started (a started show takes no booking), by date then time. One query of the movie's index
 * partition, read until enough open sessions are found to leave MOVIE_SHOWTIMES after today's started ones.
 */
export async function listMovieSessions(movieId: number, from: string = utcDateKey(), now = Date.now()): Promise<SessionSummary[]> {
  const { data } = await db.entities.session.query
    .byMovie({ movieId: String(movieId) })
    .gte({ sessionDate: from })
    .where(({ status }, { ne }) => `${ne(status, 'cancelled')} AND ${ne(status, 'completed')}`)
    .go({ count: MOVIE_SHOWTIMES + STARTED_TODAY_MARGIN, pages: 'all' });
  const summaries = await summarize(data);
  return summaries.filter((s) => Date.parse(s.startsAt) > now).slice(0, MOVIE_SHOWTIMES);
}

export async function getSessionItem(sessionId: string): Promise<SessionItem> {
  const session = await sessionById(sessionId);
  if (!session) throw notFound('Session');
  return session;
}

export async function getSession(sessionId: string): Promise<SessionSummary> {
  const [summary] = await summarize([await getSessionItem(sessionId)]);
  return summary;
}
