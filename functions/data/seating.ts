import type { ScreenSeatItem } from './entities/screen-seat';
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
