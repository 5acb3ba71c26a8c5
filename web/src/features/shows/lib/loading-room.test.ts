import type { SessionSummary } from '@shared/api/routes/booking';
import { describe, expect, it } from 'vitest';
import { loadingRoomOf } from './loading-room';

const session = (seatLayout: Partial<SessionSummary>): SessionSummary => ({
  id: 'session-1',
  movieId: null,
  movieTitle: 'Film',
  posterUrl: null,
  genre: null,
  durationMinutes: null,
  venueId: 'venue-1',
  venue: 'Venue',
  location: 'Town',
  screenId: 'screen-1',
  screen: 'Screen 1',
  date: '2030-01-01',
  time: '20:00',
  startsAt: '2030-01-01T20:00:00.000Z',
  basePrice: 10,
  totalSeats: 112,
  bookedSeats: 0,
  seatsLeft: 112,
  status: 'scheduled',
  sessionState: 'pre-show',
  seatRows: null,
  seatColumns: null,
  seatScreenPosition: null,
  seatAisleColumns: null,
  seatCategoryCount: null,
  ...seatLayout,
});

describe('loadingRoomOf', () => {
  it('lays out the room of the seat map the session copied: its grid, screen side, aisles and legend length', () => {
    const copied = session({ seatRows: 8, seatColumns: 14, seatScreenPosition: 'left', seatAisleColumns: [4, 10], seatCategoryCount: 4 });
    expect(loadingRoomOf(copied)).toEqual({ layout: { rows: 8, columns: 14, screenPosition: 'left', aisleColumns: [4, 10] }, categoryCount: 4 });
  });

  it('draws a session copied before the rest of the layout with its screen on top, no aisles and the seeded three categories', () => {
    expect(loadingRoomOf(session({ seatRows: 12, seatColumns: 18 }))).toEqual({ layout: { rows: 12, columns: 18, screenPosition: 'top', aisleColumns: [] }, categoryCount: 3 });
  });

  it('knows no room for a session copied before its rows and columns', () => {
    expect(loadingRoomOf(session({}))).toBeNull();
  });
});
