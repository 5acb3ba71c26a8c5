import { Entity, type EntityItem } from 'electrodb';
import { SCREEN_POSITIONS } from './screen';

export const SESSION_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;

/**
 * A screening of a movie on a screen at a date and time. Movie title, poster, genre and runtime are
 * copied from the movie database when the session is made, so listing shows needs no movie calls.
 * `bookedSeats` is a copy of the session's seat tally (entities/session-tally.ts) for the listing, made
 * from the table's stream within about a second of the bookings and refunds: no booking writes the
 * session item, and nothing that must be exact reads the copy (docs/booking.md).
 */
export const buildSessionEntity = () => new Entity({
  model: { entity: 'session', version: '1', service: 'cinema' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    movieId: { type: 'string' },
    movieTitle: { type: 'string', required: true },
    venueId: { type: 'string', required: true },
    screenId: { type: 'string', required: true },
    /** What a show's card shows, copied from the venue and screen (kept current when they are renamed). */
    venueName: { type: 'string' },
    location: { type: 'string' },
    screenName: { type: 'string' },
    /**
     * The venue's IANA time zone (the clock of sessionDate and sessionTime), copied at creation and
     * rewritten on the venue's sessions when its zone changes; absent on older items (their venue is read).
     */
    timeZone: { type: 'string' },
    /** The seat-map version the session was made with (absent: 1). */
    seatMapVersion: { type: 'number' },
    /**
     * That version's rows and columns, screen position and aisles, and how many seat categories its seats
     * use (the legend's length), copied with it (versions never change): the booking dialog keeps the
     * map's room while it loads. Absent on older items and on a map saved before versions.
     */
    seatRows: { type: 'number' },
    seatColumns: { type: 'number' },
    seatScreenPosition: { type: SCREEN_POSITIONS },
    seatAisleColumns: { type: 'list', items: { type: 'number' } },
    seatCategoryCount: { type: 'number' },
    /** YYYY-MM-DD, the cinema's calendar day. */
    sessionDate: { type: 'string', required: true },
    /** HH:MM, 24-hour. */
    sessionTime: { type: 'string', required: true },
    /** YYYY-MM of sessionDate: the listing index's partition. */
    sessionMonth: {
      type: 'string',
      watch: ['sessionDate'],
      set: (_: unknown, item: { sessionDate?: string }) => item.sessionDate?.slice(0, 7),
    },
    durationMinutes: { type: 'number' },
    posterUrl: { type: 'string' },
    genre: { type: 'string' },
    basePrice: { type: 'number', required: true, default: 0 },
    totalSeats: { type: 'number', required: true },
    bookedSeats: { type: 'number', required: true, default: 0 },
    /** The tally's count of bookings and refunds when `bookedSeats` was copied: an older copy never overwrites a newer one. */
    tallyWrites: { type: 'number' },
    /** Seats checked in at the door: added by the check-in transaction (Reports & Analytics). */
    checkedInSeats: { type: 'number' },
    status: { type: SESSION_STATUSES, required: true, default: 'scheduled' },
    sessionState: { type: 'string', required: true, default: 'pre-show' },
    /** Raised by every admin edit: a booking made from a cached copy of an edited session is refused and retried. */
    editRevision: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
    /**
     * The listing: a month's sessions by date then time. The item carries what a show's card shows, so
     * a 7-day window (at most two months) is at most two queries and no other read.
     */
    byMonth: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['sessionMonth'] },
      sk: { field: 'gsi1sk', composite: ['sessionDate', 'sessionTime', 'sessionId'] },
    },
    /** A screen's sessions by date then time (deleting or renaming a screen or venue, moving a screen). */
    byScreen: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['screenId'] },
      sk: { field: 'gsi2sk', composite: ['sessionDate', 'sessionTime', 'sessionId'] },
    },
    /** A movie's sessions by date then time (the movie page's showtimes); sessions without a movie id are not in it. */
    byMovie: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['movieId'] },
      sk: { field: 'gsi3sk', composite: ['sessionDate', 'sessionTime', 'sessionId'] },
    },
  },
});
export type SessionEntity = ReturnType<typeof buildSessionEntity>;
export type SessionItem = EntityItem<SessionEntity>;
