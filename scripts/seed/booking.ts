import { dayRange, localDateKey } from '../../shared/booking/calendar';
import { rowLetters } from '../../shared/booking/seat-labels';
import { DATE_STRIP_DAYS } from '../../shared/constants';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { createMovieDatabase, type MovieDatabase } from '../../functions/adapters/movies';
import { db } from '../../functions/data/service';
import { seatGridOfVersion } from '../../functions/data/seating';
import { categoryCountOf } from '../../shared/admin/seat-map';
import type { SeedContext } from './index';
import { migrate } from './migrations';

export interface BookingSeedContext extends Pick<SeedContext, 'now' | 'users' | 'log'> {
  /** Where the shows' films come from; the configured movie database (TMDB or the offline catalog) by default. */
  movies?: MovieDatabase;
}

const CATEGORIES = [
  { categoryId: 'regular', name: 'Regular', colorCode: '#3b82f6', priceMultiplier: 1 },
  { categoryId: 'premium', name: 'Premium', colorCode: '#a855f7', priceMultiplier: 1.5 },
  { categoryId: 'vip', name: 'VIP', colorCode: '#f59e0b', priceMultiplier: 2 },
] as const;
type CategoryId = (typeof CATEGORIES)[number]['categoryId'];

const VENUES = [
  { venueId: 'venue-grand-central', name: 'Grand Central Cinema', location: 'Downtown', address: '12 Market Street', phone: '+15550100100' },
  { venueId: 'venue-riverside', name: 'Riverside Screens', location: 'Riverside', address: '4 Quay Road', phone: '+15550100200' },
  { venueId: 'venue-northgate', name: 'Northgate Picturehouse', location: 'Uptown', address: '88 North Avenue', phone: '+15550100300' },
];

interface Layout {
  rows: number;
  columns: number;
  aisleColumns: number[];
  /** Category of each row, front (A) to back. */
  rowCategory: (row: number) => CategoryId;
  /** Seats that cannot be sold (wheelchair spaces, broken seats), by label. */
  unavailable: string[];
}

const SMALL: Layout = {
  rows: 8,
  columns: 12,
  aisleColumns: [3, 9],
  rowCategory: (row) => (row <= 3 ? 'regular' : row <= 6 ? 'premium' : 'vip'),
  unavailable: ['A1', 'A12', 'D7'],
};
const LARGE: Layout = {
  rows: 12,
  columns: 18,
  aisleColumns: [4, 14],
  rowCategory: (row) => (row <= 5 ? 'regular' : row <= 10 ? 'premium' : 'vip'),
  unavailable: ['A1', 'A2', 'A17', 'A18', 'F9', 'F10'],
};

const SCREENS = VENUES.flatMap((venue, v) => [
  { screenId: `${venue.venueId}-1`, venueId: venue.venueId, name: 'Screen 1', screenType: 'standard' as const, layout: SMALL, screenPosition: 'top' as const },
  {
    screenId: `${venue.venueId}-2`,
    venueId: venue.venueId,
    name: v === 0 ? 'IMAX' : 'Screen 2',
    screenType: v === 0 ? ('imax' as const) : ('standard' as const),
    layout: LARGE,
    // One screen is at the back of the room: its seat map draws the screen bar at the bottom.
    screenPosition: v === 1 ? ('bottom' as const) : ('top' as const),
  },
]);

const SHOW_TIMES = ['14:00', '17:30', '20:45'];

const PREVIEW_ASSETS = [
  {
    assetId: 'asset-preshow-welcome',
    type: 'promotional' as const,
    title: 'Welcome to Watch. Answer. Win.',
    brand: 'CineVerse',
    description: 'Answer questions before and after the movie to earn points for seats and rewards.',
    fileUrl: 'https://media.example.com/preshow/welcome.mp4',
    durationSeconds: 30,
  },
  {
    assetId: 'asset-preshow-concessions',
    type: 'ad' as const,
    title: 'Popcorn & Refreshments',
    brand: 'Lobby Bar',
    description: 'Fresh popcorn and cold drinks in the lobby. Members save 10% with points.',
    fileUrl: 'https://media.example.com/preshow/concessions.mp4',
    durationSeconds: 20,
  },
  {
    assetId: 'asset-preshow-phones',
    type: 'promotional' as const,
    title: 'Silence Your Phone',
    brand: 'CineVerse',
    description: 'Please switch your phone to silent. Keep it handy for in-session questions!',
    fileUrl: 'https://media.example.com/preshow/phones.mp4',
    durationSeconds: 15,
  },
];

function seatsOf(screenId: string, layout: Layout) {
  return Array.from({ length: layout.rows * layout.columns }, (_, i) => {
    const rowNumber = Math.floor(i / layout.columns) + 1;
    const seatNumber = (i % layout.columns) + 1;
    return {
      screenId,
      version: 1,
      rowNumber,
      seatNumber,
      categoryId: layout.rowCategory(rowNumber),
      isAvailable: !layout.unavailable.includes(`${rowLetters(rowNumber)}${seatNumber}`),
    };
  });
}

const sellableSeats = (screenId: string, layout: Layout) => seatsOf(screenId, layout).filter((seat) => seat.isAvailable).length;

interface SeedMovie {
  movieId: string;
  movieTitle: string;
  posterUrl?: string;
  genre?: string;
  durationMinutes?: number;
}

async function showingMovies(movies: MovieDatabase): Promise<SeedMovie[]> {
  const { results } = await movies.list('now_playing');
  const details = await Promise.all(results.slice(0, 6).map((item) => movies.movie(item.id)));
  return details.flatMap((movie) =>
    movie
      ? [
          {
            movieId: String(movie.id),
            movieTitle: movie.title,
            posterUrl: movie.posterUrl ?? undefined,
            genre: movie.genres[0]?.name,
            durationMinutes: movie.runtime ?? undefined,
          },
        ]
      : [],
  );
}

type SessionSeed = Parameters<typeof db.entities.session.create>[0];

/** Puts the sessions not stored yet (stored ones carry booked counts a re-seed must keep). */
async function createMissingSessions(sessions: SessionSeed[]) {
  const keys = sessions.map(({ sessionId }) => ({ sessionId }));
  const { data: existing } = await db.entities.session.get(keys).go({ concurrency: 8 });
  const present = new Set(existing.map((s) => s.sessionId));
  const missing = sessions.filter((s) => !present.has(s.sessionId));
  if (missing.length > 0) await db.entities.session.put(missing).go({ concurrency: 8 });
  return missing.map((s) => s.sessionId);
}

/** Categories, venues, screens with their seat maps and the pre-show assets, unless seeded before (admins may have edited them since). */
async function seedVenues(): Promise<boolean> {
  const { data: seeded } = await db.entities.venue.get({ venueId: VENUES[0].venueId }).go();
  if (seeded) return false;
  await db.entities.seatCategory.put([...CATEGORIES]).go({ concurrency: 8 });
  await db.entities.venue.put(VENUES.map((venue) => ({ ...venue, isActive: true }))).go({ concurrency: 8 });
  await db.entities.screen
    .put(
      SCREENS.map(({ layout, ...screen }) => ({
        ...screen,
        capacity: layout.rows * layout.columns,
        aisleColumns: layout.aisleColumns,
        isActive: true,
        seatMapVersion: 1,
        seatMapVersionsIssued: 1,
        seatCount: layout.rows * layout.columns,
        sellableSeats: sellableSeats(screen.screenId, layout),
      })),
    )
    .go({ concurrency: 8 });
  await db.entities.seatMap
    .put(
      SCREENS.map(({ screenId, layout, screenPosition }) => ({
        screenId,
        version: 1,
        rows: layout.rows,
        columns: layout.columns,
        aisleColumns: layout.aisleColumns,
        screenPosition,
        seatCount: layout.rows * layout.columns,
        sellableSeats: sellableSeats(screenId, layout),
        categoryCount: categoryCountOf(seatsOf(screenId, layout)),
      })),
    )
    .go({ concurrency: 8 });
  await db.entities.screenSeat.put(SCREENS.flatMap((s) => seatsOf(s.screenId, s.layout))).go({ concurrency: 8 });
  await db.entities.asset.put(PREVIEW_ASSETS.map((asset) => ({ ...asset, isActive: true }))).go({ concurrency: 8 });
  return true;
}

/**
 * Venues, screens with seat maps, seat categories, the coming week of sessions with category prices
 * and pre-show assets. Safe to run again: fixed ids, venues and sessions created only when missing
 * (booked counts and admin edits survive). The demo member's welcome bonus comes with their profile
 * (scripts/seed/accounts.ts), as for any member who signs up.
 */
export async function seed(ctx: BookingSeedContext): Promise<void> {
  await migrate(ctx.log);
  const today = localDateKey(ctx.now);
  const movies = await showingMovies(ctx.movies ?? createMovieDatabase());
  if (movies.length === 0) throw new Error('The movie database listed no films to schedule.');
  const venuesSeeded = await seedVenues();
  // Names as they are now (an admin may have renamed them); screens an admin deleted get no new shows.
  const [{ data: venueRows }, { data: screenRows }] = await Promise.all([
    db.entities.venue.get(VENUES.map(({ venueId }) => ({ venueId }))).go(),
    db.entities.screen.get(SCREENS.map(({ screenId }) => ({ screenId }))).go(),
  ]);
  const venueById = new Map(venueRows.map((v) => [v.venueId, v]));
  const screenById = new Map(screenRows.map((s) => [s.screenId, s]));
  const screens = SCREENS.filter((s) => screenById.has(s.screenId) && venueById.has(s.venueId));
  const gridByScreen = new Map(
    await Promise.all(screens.map(async ({ screenId }) => [screenId, await seatGridOfVersion(screenId, screenById.get(screenId)!.seatMapVersion ?? 1)] as const)),
  );

  const sessions = dayRange(today, DATE_STRIP_DAYS).flatMap((sessionDate, day) =>
    screens.flatMap((screen, s) =>
      SHOW_TIMES.map((sessionTime, t) => {
        const movie = movies[(day + s * SHOW_TIMES.length + t) % movies.length];
        // The screen's current seat map (an admin may have saved a new version).
        const row = screenById.get(screen.screenId)!;
        const sellable = row.sellableSeats ?? sellableSeats(screen.screenId, screen.layout);
        const venue = venueById.get(screen.venueId)!;
        return {
          sessionId: `session-${sessionDate}-${screen.screenId}-${sessionTime.replace(':', '')}`,
          ...movie,
          venueId: screen.venueId,
          venueName: venue.name,
          location: venue.location,
          timeZone: venue.timeZone ?? DEFAULT_TIME_ZONE,
          screenId: screen.screenId,
          screenName: row.name,
          seatMapVersion: row.seatMapVersion ?? 1,
          ...gridByScreen.get(screen.screenId),
          sessionDate,
          sessionTime,
          basePrice: Math.round(10 * (1 + 1.5 + 2) / 3),
          totalSeats: sellable,
          bookedSeats: 0,
          status: 'scheduled' as const,
          sessionState: 'pre-show',
        };
      }),
    ),
  );
  const created = await createMissingSessions(sessions);
  if (created.length > 0) {
    await db.entities.sessionCategoryPricing
      .put(created.flatMap((sessionId) => CATEGORIES.map((c) => ({ sessionId, categoryId: c.categoryId, price: 10 * c.priceMultiplier }))))
      .go({ concurrency: 8 });
    await db.entities.sessionAsset
      .put(
        created.flatMap((sessionId, i) => [
          { sessionId, assetId: PREVIEW_ASSETS[0].assetId, displayOrder: 1, isActive: true },
          { sessionId, assetId: PREVIEW_ASSETS[1 + (i % 2)].assetId, displayOrder: 2, isActive: true },
        ]),
      )
      .go({ concurrency: 8 });
  }

  ctx.log(
    `booking: ${venuesSeeded ? `${VENUES.length} venues with ${SCREENS.length} screens, ` : ''}${created.length} session(s) added`,
  );
}
