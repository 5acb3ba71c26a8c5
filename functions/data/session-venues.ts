import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { db } from './service';
import type { SessionItem } from './entities/session';
import type { VenueItem } from './entities/venue';

/** Venues by id, one batch read (none for no ids). */
async function loadVenues(venueIds: Iterable<string>): Promise<Map<string, VenueItem>> {
  const keys = [...new Set(venueIds)].map((venueId) => ({ venueId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.venue.get(keys).go();
  return new Map(data.map((venue) => [venue.venueId, venue]));
}

/** The copies of its venue's fields a session item may carry. */
type VenueCopies = Pick<SessionItem, 'timeZone' | 'venueName' | 'location'>;

/** Whether a session item carries its venue's time zone, name and location (every item written since the zone is copied does). */
const carriesVenue = (s: VenueCopies) => s.timeZone !== undefined && s.venueName !== undefined && s.location !== undefined;

/**
 * The venues of the sessions that do not carry what they need of them (items written before the copies),
 * one batch read; none at all when every session carries its venue's fields.
 */
export const loadVenuesOf = (sessions: (VenueCopies & Pick<SessionItem, 'venueId'>)[]) => loadVenues(sessions.filter((s) => !carriesVenue(s)).map((s) => s.venueId));

/** The clock of a session's date and time: its own copy of its venue's zone, else the venue's as read. */
export const timeZoneOf = (session: Pick<SessionItem, 'timeZone'>, venue: { timeZone?: string } | null | undefined): string =>
  session.timeZone ?? venue?.timeZone ?? DEFAULT_TIME_ZONE;

/** One session's clock, reading its venue only when the session carries no copy of the zone. */
export const timeZoneOfSession = async (session: SessionItem): Promise<string> => timeZoneOf(session, (await loadVenuesOf([session])).get(session.venueId));
