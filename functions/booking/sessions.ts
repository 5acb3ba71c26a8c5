import { seatsLeft, showStart } from '../../shared/booking/availability';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { monthsBetween } from '../../shared/admin/sessions';
import type { SessionSummary } from '../../shared/api/routes/booking';
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

function toSummary(session: SessionItem, venue: VenueItem | undefined, screen: ScreenItem | undefined): SessionSummary {
  return {
    id: session.sessionId,
    movieId: session.movieId ?? null,
    movieTitle: session.movieTitle,
    posterUrl: session.posterUrl ?? null,
    genre: session.genre ?? null,
    durationMinutes: session.durationMinutes ?? null,
    venueId: session.venueId,
    // The card's copies first (the back office keeps them current), else the venue and screen as read.
    venue: session.venueName ?? venue?.name ?? 'Venue',
    location: session.location ?? venue?.location ?? '',
    screenId: session.screenId,
    screen: session.screenName ?? screen?.name ?? null,
    date: session.sessionDate,
    time: session.sessionTime,
    startsAt: showStart(session, timeZoneOf(session, venue)).toISOString(),
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
 * Shows of `days` calendar days from `from`, by date then time: one query per month the days touch
 * (a week touches at most two) of the listing index, whose items carry what a card shows.
 */
export async function listSessions(filters: SessionFilters): Promise<SessionSummary[]> {
  // Clients pass their own calendar day; without it, the server's (UTC).
  const first = filters.from ?? utcDateKey();
  const last = addDays(first, filters.days - 1);
  const dayAfter = addDays(last, 1);
  const perMonth = await Promise.all(
    monthsBetween(first, last).map((sessionMonth) =>
      db.entities.session.query
        .byMonth({ sessionMonth })
        .between({ sessionDate: first }, { sessionDate: dayAfter })
        .go({ pages: 'all' })
        .then((r) => r.data),
    ),
  );
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
