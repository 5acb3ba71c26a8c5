import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { db } from '../../functions/data/service';
import { zonedClock, zonedDateKey } from '../../shared/check-in';
import { apiClient } from './api';
import type { TestUser } from './index';

/**
 * A fixed-offset IANA zone whose clock reads about noon now, so that shows built minutes or hours
 * from now stay on the venue's same calendar day whatever the hour of the test run (Etc/GMT-5 is UTC+5).
 */
export function zoneAtAboutNoon(now: Date = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export interface ShowOptions {
  /** The show's date and time on the venue's clock. */
  sessionDate: string;
  sessionTime: string;
  durationMinutes?: number;
  timeZone?: string;
  movieTitle?: string;
  /** Rows of seats (default 2). */
  rows?: number;
  /** Seats a row (default 4). */
  columns?: number;
}

/**
 * A venue (in `timeZone`), a screen of rows x columns 10-point seats (2 x 4 unless told) and a show on it,
 * which carries its venue's and screen's names as the admin API writes them.
 */
export async function createShow(options: ShowOptions) {
  const id = randomUUID().slice(0, 8);
  const venueId = `venue-${id}`;
  const screenId = `screen-${id}`;
  const sessionId = `session-${id}`;
  const movieTitle = options.movieTitle ?? `Check-in Movie ${id}`;
  await db.entities.seatCategory.put({ categoryId: 'it-regular', name: 'Test Regular', colorCode: '#3b82f6', priceMultiplier: 1 }).go();
  const venue = { venueId, name: `Venue ${id}`, location: `Town ${id}` };
  const screenName = 'Screen C';
  // Its screen and session counted on it as the admin API counts them.
  await db.entities.venue.create({ ...venue, timeZone: options.timeZone ?? 'UTC', screenCount: 1 }).go();
  const rows = Array.from({ length: options.rows ?? 2 }, (_, i) => i + 1);
  const columns = Array.from({ length: options.columns ?? 4 }, (_, i) => i + 1);
  const capacity = rows.length * columns.length;
  await db.entities.screen.create({ screenId, venueId, name: screenName, capacity, aisleColumns: [], sessionCount: 1 }).go();
  await db.entities.screenSeat
    .put(rows.flatMap((rowNumber) => columns.map((seatNumber) => ({ screenId, rowNumber, seatNumber, categoryId: 'it-regular', isAvailable: true }))))
    .go();
  await db.entities.session
    .create({
      sessionId,
      movieTitle,
      venueId,
      venueName: venue.name,
      location: venue.location,
      screenId,
      screenName,
      sessionDate: options.sessionDate,
      sessionTime: options.sessionTime,
      durationMinutes: options.durationMinutes,
      basePrice: 10,
      totalSeats: capacity,
      // As the admin API writes them: the booking dialog keeps the room of this hall while its map loads.
      seatRows: rows.length,
      seatColumns: columns.length,
      seatScreenPosition: 'top',
      seatAisleColumns: [],
      seatCategoryCount: 1,
    })
    .go();
  await db.entities.sessionCategoryPricing.put({ sessionId, categoryId: 'it-regular', price: 10 }).go();
  return { sessionId, venueId, venueName: venue.name, screenId, screenName, movieTitle, timeZone: options.timeZone ?? 'UTC' };
}

/**
 * A show starting `minutes` from now (negative: started that long ago) on the clock of a venue where
 * it is about noon. `round` says which way the start moves to a whole minute (or to `stepMinutes`, 5 for
 * a time the session form offers): `up` keeps it at least `minutes` away, `down` at most.
 */
export async function createShowStartingIn(
  minutes: number,
  { round = 'down', durationMinutes, stepMinutes = 1 }: { round?: 'up' | 'down'; durationMinutes?: number; stepMinutes?: number } = {},
) {
  const now = new Date();
  const timeZone = zoneAtAboutNoon(now);
  const exact = now.getTime() + minutes * 60_000;
  const step = stepMinutes * 60_000;
  const start = new Date((round === 'up' ? Math.ceil : Math.floor)(exact / step) * step);
  const show = await createShow({ sessionDate: zonedDateKey(start, timeZone), sessionTime: zonedClock(start, timeZone), durationMinutes, timeZone });
  return { ...show, startsAt: start };
}

/**
 * Moves a show's start to `minutes` from now (negative: in the past) on its venue's clock. A show that
 * has started takes no bookings: book it first, then move it.
 */
export async function moveShowStart(show: { sessionId: string; timeZone: string }, minutes: number): Promise<Date> {
  const start = new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const sessionDate = zonedDateKey(start, show.timeZone);
  await db.entities.session
    .patch({ sessionId: show.sessionId })
    .set({ sessionDate, sessionTime: zonedClock(start, show.timeZone), sessionMonth: sessionDate.slice(0, 7) })
    .go();
  return start;
}

/** Books seats through the API (the member needs the points: 10 a seat). */
export async function book(member: TestUser, sessionId: string, seats: string[]): Promise<string> {
  const response = await member.api.post<{ bookingCode: string }>('/api/bookings', { sessionId, seats });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.bookingCode;
}

/** The labels of the seats a guest sees booked on the show's seat map. */
export async function bookedOnSeatMap(sessionId: string): Promise<string[]> {
  const { body } = await apiClient().get<{ seats: { label: string; booked: boolean }[] }>(`/api/sessions/${sessionId}/seats`);
  return body.seats.filter((s) => s.booked).map((s) => s.label);
}

/** The seat labels the show's tally shards record, sorted (a consistent read). */
export async function tallySeatLabels(sessionId: string): Promise<string[]> {
  const { data } = await db.entities.sessionTally.query.bySession({ sessionId }).go({ consistent: true });
  return data.flatMap((shard) => shard.seats ?? []).sort();
}

/**
 * Books one free seat of a show other test files book too (the seeded ones) through the API, for a
 * member with 10 points or more. It takes the free seats from the back (the tests that book through the
 * dialog take the first free one) and, when another file running at the same time took the seat first
 * (409 BOOKING_CONFLICT), the next one. Returns the seat's label.
 */
export async function bookFreeSeat(member: TestUser, sessionId: string): Promise<string> {
  const { body } = await member.api.get<{ seats: { label: string; available: boolean; booked: boolean }[] }>(`/api/sessions/${sessionId}/seats`);
  for (const seat of body.seats.filter((s) => s.available && !s.booked).reverse()) {
    const response = await member.api.post<{ error?: { code: string } }>('/api/bookings', { sessionId, seats: [seat.label] });
    if (response.status === 409 && response.body.error?.code === 'BOOKING_CONFLICT') continue;
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return seat.label;
  }
  throw new Error(`No free seat left in ${sessionId}`);
}
