import { Entity } from 'electrodb';

export const SESSION_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;

/**
 * A screening of a movie on a screen at a date and time. Movie title, poster, genre and runtime are
 * copied from the movie database when the session is made, so listing shows needs no movie calls.
 * `bookedSeats` only changes inside booking transactions, conditioned on `totalSeats`.
 */
export const SessionEntity = new Entity({
  model: { entity: 'session', version: '1', service: 'cinema' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    movieId: { type: 'string' },
    movieTitle: { type: 'string', required: true },
    venueId: { type: 'string', required: true },
    screenId: { type: 'string', required: true },
    /** YYYY-MM-DD, the cinema's calendar day. */
    sessionDate: { type: 'string', required: true },
    /** HH:MM, 24-hour. */
    sessionTime: { type: 'string', required: true },
    durationMinutes: { type: 'number' },
    posterUrl: { type: 'string' },
    genre: { type: 'string' },
    basePrice: { type: 'number', required: true, default: 0 },
    totalSeats: { type: 'number', required: true },
    bookedSeats: { type: 'number', required: true, default: 0 },
    status: { type: SESSION_STATUSES, required: true, default: 'scheduled' },
    sessionState: { type: 'string', required: true, default: 'pre-show' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** One day's sessions by time: a week of shows is 7 small parallel queries, never a scan. */
    byDate: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['sessionDate'] },
      sk: { field: 'gsi1sk', composite: ['sessionTime', 'sessionId'] },
    },
  },
});
