import type { ScreenSeatItem } from './entities/screen-seat';
import type { SeatMapItem } from './entities/seat-map';
import type { SessionItem } from './entities/session';
import type { SeatCategoryItem } from './entities/seat-category';
import { categoryCountOf } from '../../shared/admin/seat-map';
import { db } from './service';

/** Reads of screens' seats and the seat categories, shared by the domains (docs/data-model.md). */

/** The screen's seats of one seat-map version, or of every version when none is given. */
export async function seatsOfScreen(screenId: string, version?: number): Promise<ScreenSeatItem[]> {
  const { data } = await db.entities.screenSeat.query.byScreen(version === undefined ? { screenId } : { screenId, version }).go({ pages: 'all' });
  return data;
}

/** Every seat category, by name. */
export async function seatCategories(): Promise<SeatCategoryItem[]> {
  const { data } = await db.entities.seatCategory.query.allByName({}).go({ pages: 'all' });
  return data;
}

/** One seat-map version's layout; null for a map saved before versions (its screen holds the layout). */
export async function seatMapVersion(screenId: string, version: number): Promise<SeatMapItem | null> {
  const { data } = await db.entities.seatMap.get({ screenId, version }).go();
  return data;
}

/**
 * How many seat categories one seat-map version's seats use, counted from its seats (a query of every
 * seat): for a version saved before its item kept the count.
 */
export async function countSeatCategories(screenId: string, version: number): Promise<number> {
  const { data } = await db.entities.screenSeat.query.byScreen({ screenId, version }).go({ pages: 'all', attributes: ['categoryId'] });
  return categoryCountOf(data);
}

export type SeatGrid = Partial<Pick<SessionItem, 'seatRows' | 'seatColumns' | 'seatScreenPosition' | 'seatAisleColumns' | 'seatCategoryCount'>>;

/** The attributes a session copies of its seat-map version, for a move to a map that has none to clear them. */
export const SEAT_GRID_ATTRIBUTES = ['seatRows', 'seatColumns', 'seatScreenPosition', 'seatAisleColumns', 'seatCategoryCount'] as const satisfies (keyof SeatGrid)[];

/**
 * What a session copies of its seat-map version: its grid's rows and columns, screen position and aisles,
 * and how many categories its legend lists (none when the version has no layout item). One read of the
 * version's item, which holds the count since it was saved; a version saved before that has its seats
 * counted (until `npm run migrate` gives it the count).
 */
export async function seatGridOfVersion(screenId: string, version: number): Promise<SeatGrid> {
  const seatMap = await seatMapVersion(screenId, version);
  if (!seatMap) return {};
  return {
    seatRows: seatMap.rows,
    seatColumns: seatMap.columns,
    seatScreenPosition: seatMap.screenPosition,
    seatAisleColumns: seatMap.aisleColumns,
    seatCategoryCount: seatMap.categoryCount ?? (await countSeatCategories(screenId, version)),
  };
}
