import type { SeatLayout, SessionSummary } from '@shared/api/routes/booking';

/** What the listing says of a session's seat map before the map itself comes: its layout and how many categories its legend lists. */
export interface LoadingRoom {
  layout: SeatLayout;
  categoryCount: number;
}

/** A session copied before its map's category count is drawn with the seeded three. */
const SEEDED_CATEGORY_COUNT = 3;

/**
 * The room of the session's seat map from the layout the session copied of it (docs/product-rules.md,
 * "Screens and errors"); null for a session copied before its rows and columns. One copied before the
 * rest of the layout has its screen on top, no aisles and three categories.
 */
export function loadingRoomOf(session: SessionSummary): LoadingRoom | null {
  if (!session.seatRows || !session.seatColumns) return null;
  return {
    layout: {
      rows: session.seatRows,
      columns: session.seatColumns,
      screenPosition: session.seatScreenPosition ?? 'top',
      aisleColumns: session.seatAisleColumns ?? [],
    },
    categoryCount: session.seatCategoryCount ?? SEEDED_CATEGORY_COUNT,
  };
}
