import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminScreen, AdminVenue, ScreenSeatMap } from '../../shared/api/routes/admin-venues';
import type { AdminSession, SessionInput } from '../../shared/api/routes/admin-sessions';
import type { SeatLayout } from '../../shared/api/routes/booking';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { rowLetters } from '../../shared/booking/seat-labels';
import { db } from '../../functions/data/service';
import type { ApiClient } from './api';

/** A day ahead (UTC), so a session on it is upcoming wherever the test runs. */
export const daysAhead = (n: number) => addDays(utcDateKey(), n);

export interface AdminScreenSetup {
  venue: AdminVenue;
  screen: AdminScreen;
  seatMap: ScreenSeatMap;
}

/** A new venue with one screen and a saved seat map (every row regular and the screen at the top unless given). */
export async function venueWithScreen(
  admin: ApiClient,
  options: {
    rows?: number;
    columns?: number;
    capacity?: number;
    aisleColumns?: number[];
    screenPosition?: SeatLayout['screenPosition'];
    unavailable?: string[];
    rowCategories?: Record<string, string>;
  } = {},
): Promise<AdminScreenSetup> {
  const id = randomUUID().slice(0, 8);
  const rows = options.rows ?? 3;
  const columns = options.columns ?? 4;
  const venue = await admin.post<AdminVenue>('/api/admin/venues', { name: `Admin Venue ${id}`, location: `Admin Town ${id}` });
  expect(venue.status, JSON.stringify(venue.body)).toBe(201);
  const screen = await admin.post<AdminScreen>(`/api/admin/venues/${venue.body.id}/screens`, { name: `Screen ${id}`, capacity: options.capacity ?? rows * columns });
  expect(screen.status, JSON.stringify(screen.body)).toBe(201);
  const seatMap = await admin.put<ScreenSeatMap>(`/api/admin/screens/${screen.body.id}/seat-map`, {
    rows,
    columns,
    aisleColumns: options.aisleColumns ?? [],
    screenPosition: options.screenPosition ?? 'top',
    // Every row named: other tests may add more categories called Regular.
    rowCategories: options.rowCategories ?? Object.fromEntries(Array.from({ length: rows }, (_, i) => [rowLetters(i + 1), 'regular'])),
    unavailable: options.unavailable ?? [],
  });
  expect(seatMap.status, JSON.stringify(seatMap.body)).toBe(200);
  return { venue: venue.body, screen: screen.body, seatMap: seatMap.body };
}

/**
 * What the back office sends for a session on the setup's screen, untitled and without prices (a function
 * of functions/admin called straight from a test takes it as the route has parsed it), two days ahead at 20:00.
 */
export const sessionInputOn = (setup: AdminScreenSetup, overrides: Partial<SessionInput> = {}): SessionInput => ({
  venueId: setup.venue.id,
  screenId: setup.screen.id,
  movieId: undefined,
  date: daysAhead(2),
  time: '20:00',
  prices: {},
  assetIds: [],
  ...overrides,
});

/** A session on the setup's screen (prices: regular 10, premium 20) two days ahead at 20:00. */
export async function createSession(admin: ApiClient, setup: AdminScreenSetup, overrides: Record<string, unknown> = {}): Promise<AdminSession> {
  const response = await admin.post<AdminSession>('/api/admin/sessions', {
    venueId: setup.venue.id,
    screenId: setup.screen.id,
    movieId: '1001',
    date: daysAhead(2),
    time: '20:00',
    prices: { regular: 10, premium: 20 },
    assetIds: [],
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

type SessionPut = Parameters<typeof db.entities.session.create>[0];

/**
 * Puts sessions straight into the table (many, where creating them through the API would take most of a
 * test's time) and counts them on their screens as the API's creates do: a screen's delete waits until its
 * sessions index shows as many as it counts (functions/data/screen-placements.ts).
 */
export async function putSessions(sessions: SessionPut[]): Promise<void> {
  await db.entities.session.put(sessions).go({ concurrency: 8 });
  const perScreen = new Map<string, number>();
  for (const { screenId } of sessions) perScreen.set(screenId, (perScreen.get(screenId) ?? 0) + 1);
  await Promise.all([...perScreen].map(([screenId, count]) => db.entities.screen.patch({ screenId }).add({ sessionCount: count }).go()));
}
