import { seatsLeft } from '../../shared/booking/availability';
import { dayRange, utcDateKey } from '../../shared/booking/calendar';
import type { SessionSummary } from '../../shared/api/routes/booking';
import { notFound } from '../../shared/errors';
import { db } from '../data/service';

type SessionItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.session.get>['go']>>['data']>;
type VenueItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.venue.get>['go']>>['data']>;
type ScreenItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.screen.get>['go']>>['data']>;
export type { SessionItem };

export interface SessionFilters {
  from?: string;
  days: number;
  movie?: string;
  venue?: string;
  location?: string;
}


const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export async function loadVenues(venueIds: Iterable<string>): Promise<Map<string, VenueItem>> {
  const keys = [...new Set(venueIds)].map((venueId) => ({ venueId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.venue.get(keys).go();
  return new Map(data.map((venue) => [venue.venueId, venue]));
}

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
    venue: venue?.name ?? 'Venue',
    location: venue?.location ?? '',
    screenId: session.screenId,
    screen: screen?.name ?? null,
    date: session.sessionDate,
    time: session.sessionTime,
    basePrice: session.basePrice,
    totalSeats: session.totalSeats,
    bookedSeats: session.bookedSeats,
    seatsLeft: seatsLeft(session.totalSeats, session.bookedSeats),
    status: session.status,
    sessionState: session.sessionState,
  };
}

async function summarize(sessions: SessionItem[]): Promise<SessionSummary[]> {
  const [venues, screens] = await Promise.all([
    loadVenues(sessions.map((s) => s.venueId)),
    loadScreens(sessions.map((s) => s.screenId)),
  ]);
  return sessions.map((s) => toSummary(s, venues.get(s.venueId), screens.get(s.screenId)));
}

/** Shows of `days` calendar days from `from`: one query per day, in parallel, already ordered by time. */
export async function listSessions(filters: SessionFilters): Promise<SessionSummary[]> {
  // Clients pass their own calendar day; without it, the server's (UTC).
  const days = dayRange(filters.from ?? utcDateKey(), filters.days);
  const perDay = await Promise.all(
    days.map((sessionDate) => db.entities.session.query.byDate({ sessionDate }).go({ pages: 'all' }).then((r) => r.data)),
  );
  const { movie, venue, location } = filters;
  const scheduled = perDay.flat().filter(
    (s) => s.status !== 'cancelled' && (!movie || sameText(s.movieTitle, movie) || String(s.movieId) === movie),
  );
  const summaries = await summarize(scheduled);
  return summaries.filter(
    (s) =>
      (!venue || s.venueId === venue || sameText(s.venue, venue)) &&
      (!location || sameText(s.location, location)),
  );
}

export async function getSessionItem(sessionId: string): Promise<SessionItem> {
  const { data } = await db.entities.session.get({ sessionId }).go();
  if (!data) throw notFound('Session');
  return data;
}

export async function getSession(sessionId: string): Promise<SessionSummary> {
  const [summary] = await summarize([await getSessionItem(sessionId)]);
  return summary;
}
