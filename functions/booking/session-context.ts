import { categoryPrice } from '../../shared/booking/pricing';
import { seatLabel } from '../../shared/booking/seat-labels';
import { db } from '../data/service';
import { timeZoneOf } from '../data/session-venues';
import { getSessionItem } from './sessions';
import type { ScreenItem } from '../data/entities/screen';
import type { ScreenSeatItem } from '../data/entities/screen-seat';
import type { SeatCategoryItem } from '../data/entities/seat-category';
import type { SeatMapItem } from '../data/entities/seat-map';
import type { SessionItem } from '../data/entities/session';
import { seatCategories, seatMapVersion, seatsOfScreen } from '../data/seating';
import { pricesOfSession } from '../data/sessions';

/** How long a warm Lambda reuses a session's screen, seat map and prices (bookings re-check them in their transaction). */
const CACHE_MS = 30_000;
const CACHE_SIZE = 500;

/** What seat maps and bookings need to know about a session, apart from which seats are booked. */
export interface SessionContext {
  session: SessionItem;
  screen: ScreenItem | null;
  /** The session's seat-map version (its layout); null for a map saved before versions (the screen then holds the layout). */
  seatMap: SeatMapItem | null;
  /** The seats of the session's seat-map version by label, in row then seat order. */
  seats: Map<string, ScreenSeatItem>;
  /** Every seat category with its price in points for this session. */
  categories: Map<string, { category: SeatCategoryItem; price: number }>;
  /** The venue's IANA time zone: the session's date and time are its wall clock. */
  timeZone: string;
  loadedAt: number;
  /** True when it came from the cache rather than the table just now. */
  cached: boolean;
}

const contexts = new Map<string, Omit<SessionContext, 'cached'>>();

async function loadCategoryPrices(session: SessionItem) {
  const [pricing, categories] = await Promise.all([
    pricesOfSession(session.sessionId),
    seatCategories(),
  ]);
  const stored = new Map(pricing.map((p) => [p.categoryId, p.price]));
  return new Map(
    categories.map((category) => [
      category.categoryId,
      { category, price: categoryPrice(category.categoryId, stored, session.basePrice, category.priceMultiplier) },
    ]),
  );
}

/** The session's context, from the cache unless `fresh` or older than 30 s. Throws 404 for an unknown session. */
export async function loadSessionContext(sessionId: string, { fresh = false } = {}): Promise<SessionContext> {
  const cached = contexts.get(sessionId);
  if (!fresh && cached && Date.now() - cached.loadedAt < CACHE_MS) return { ...cached, cached: true };
  const session = await getSessionItem(sessionId);
  // The session keeps the seat map it was made with: a seat booked on it never disappears.
  const version = session.seatMapVersion ?? 1;
  const [screen, seatMap, seats, categories, venue] = await Promise.all([
    db.entities.screen.get({ screenId: session.screenId }).go().then((r) => r.data),
    seatMapVersion(session.screenId, version),
    seatsOfScreen(session.screenId, version),
    loadCategoryPrices(session),
    // The session carries its venue's zone; older items read their venue for it.
    session.timeZone === undefined ? db.entities.venue.get({ venueId: session.venueId }).go().then((r) => r.data) : null,
  ]);
  const context = {
    session,
    screen,
    seatMap,
    seats: new Map(seats.map((seat) => [seatLabel(seat.rowNumber, seat.seatNumber), seat])),
    categories,
    timeZone: timeZoneOf(session, venue),
    loadedAt: Date.now(),
  };
  contexts.delete(sessionId);
  contexts.set(sessionId, context);
  if (contexts.size > CACHE_SIZE) contexts.delete(contexts.keys().next().value!);
  return { ...context, cached: false };
}
