import type { ScreenSeatItem } from './entities/screen-seat';
import type { SeatMapItem } from './entities/seat-map';
import type { SessionItem } from './entities/session';
import type { SeatCategoryItem } from './entities/seat-category';
import { categoryCountOf } from '../../shared/admin/seat-map';
import { db } from './service';
import { conflictBackoff, MAX_CONFLICT_RETRIES } from './transaction-conflicts';

/** Reads of screens' seats and the seat categories, shared by the domains (docs/data-model.md). */

/** The screen's seats of one seat-map version, or of every version when none is given. */
export async function seatsOfScreen(screenId: string, version?: number): Promise<ScreenSeatItem[]> {
  const { data } = await db.entities.screenSeat.query.byScreen(version === undefined ? { screenId } : { screenId, version }).go({ pages: 'all' });
  return data;
}

/** How many BatchWriteItem requests (25 puts or deletes each) a seat map's save or delete sends at once. */
const SEAT_BATCHES_AT_ONCE = 4;

/**
 * Puts the seats of a new seat-map version, 25 a BatchWriteItem: nothing reads a version before its screen
 * points at it, and none of its seats was there before, so no seat needs a write of its own or a condition
 * (docs/data-model.md, "Seat-map versions").
 */
export async function putSeatsOfVersion(seats: ScreenSeatItem[]): Promise<void> {
  await writeInBatches(seats, (items) => db.entities.screenSeat.put(items).go({ concurrency: SEAT_BATCHES_AT_ONCE }));
}

/**
 * Deletes every version of the screen's seat map: the seats, then the versions' items. In batches of 25
 * (BatchWriteItem), where a DeleteItem a seat took most of a venue's delete (docs/back-office.md, "Venues,
 * screens and seat maps").
 */
export async function deleteSeatMapsOfScreen(screenId: string): Promise<void> {
  const [{ data: seats }, { data: versions }] = await Promise.all([
    db.entities.screenSeat.query.byScreen({ screenId }).go({ pages: 'all', attributes: ['screenId', 'version', 'rowNumber', 'seatNumber'] }),
    db.entities.seatMap.query.byScreen({ screenId }).go({ pages: 'all', attributes: ['screenId', 'version'] }),
  ]);
  await writeInBatches(seats, (keys) => db.entities.screenSeat.delete(keys).go({ concurrency: SEAT_BATCHES_AT_ONCE }));
  await writeInBatches(versions, (keys) => db.entities.seatMap.delete(keys).go({ concurrency: SEAT_BATCHES_AT_ONCE }));
}

/** Sends `items` through a batch write; what DynamoDB leaves unprocessed goes again after a back-off, a bounded number of times. */
async function writeInBatches<Item>(items: Item[], writeBatches: (items: Item[]) => Promise<{ unprocessed: unknown[] }>): Promise<void> {
  let left = items;
  for (let attempt = 0; left.length > 0; attempt++) {
    // A table throttled past every retry: fail (a 500, the save or delete can be run again) rather than loop until the function's timeout.
    if (attempt > MAX_CONFLICT_RETRIES) throw new Error(`${left.length} item(s) of a seat map left unprocessed after ${MAX_CONFLICT_RETRIES} retries`);
    if (attempt > 0) await conflictBackoff(attempt);
    left = (await writeBatches(left)).unprocessed as Item[];
  }
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
