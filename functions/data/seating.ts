import type { ScreenSeatItem } from './entities/screen-seat';
import type { SeatMapItem } from './entities/seat-map';
import type { SessionItem } from './entities/session';
import type { SeatCategoryItem } from './entities/seat-category';
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

export type SeatGrid = Partial<Pick<SessionItem, 'seatRows' | 'seatColumns'>>;

/** What a session copies of its seat-map version: its grid's rows and columns (none when the version has no layout item). */
export const seatGridOf = (seatMap: SeatMapItem | null): SeatGrid => (seatMap ? { seatRows: seatMap.rows, seatColumns: seatMap.columns } : {});
