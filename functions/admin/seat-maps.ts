import type { ScreenSeatMap, SeatMapInput } from '../../shared/api/routes/admin-venues';
import {
  categoryCountOf,
  defaultCategoryId,
  defaultLayout,
  generateSeats,
  isRowOf,
  normalizeAisles,
  seatCount,
  seatCountExceedsCapacity,
} from '../../shared/admin/seat-map';
import { parseSeatLabel, rowLetters, seatLabel } from '../../shared/booking/seat-labels';
import { AppError, badRequest, notFound } from '../../shared/errors';
import { db } from '../data/service';
import { isConditionFailure } from '../data/write-errors';
import { toAdminCategory } from './seat-categories';
import { getScreenItem } from './venue-items';
import type { ScreenItem } from '../data/entities/screen';
import type { ScreenSeatItem } from '../data/entities/screen-seat';
import type { SeatMapItem } from '../data/entities/seat-map';
import { deleteSeatMapsOfScreen, putSeatsOfVersion, seatCategories, seatMapVersion, seatsOfScreen } from '../data/seating';
import { screenExists } from '../data/screen-placements';

/** The layout of a version: its SeatMap item, or (a map from before versions) the screen's own fields and its seats' extent. */
export function layoutOf(screen: Pick<ScreenItem, 'aisleColumns' | 'screenPosition'>, seatMap: SeatMapItem | null, seats: ScreenSeatItem[]) {
  return {
    rows: seatMap?.rows ?? Math.max(0, ...seats.map((s) => s.rowNumber)),
    columns: seatMap?.columns ?? Math.max(0, ...seats.map((s) => s.seatNumber)),
    aisleColumns: seatMap?.aisleColumns ?? screen.aisleColumns,
    screenPosition: seatMap?.screenPosition ?? screen.screenPosition,
  };
}

/** The seat-map editor's data: the current version, or the spec's default layout for the capacity before the first save. */
export async function screenSeatMap(screenId: string, version?: number): Promise<ScreenSeatMap> {
  const [screen, categoryItems] = await Promise.all([getScreenItem(screenId), seatCategories()]);
  const categories = categoryItems.map(toAdminCategory);
  const fallbackCategory = defaultCategoryId(categories);
  const current = version ?? screen.seatMapVersion;
  if (current === undefined) {
    const { rows, columns } = defaultLayout(screen.capacity);
    const rowCategories = fallbackCategory ? Object.fromEntries(Array.from({ length: rows }, (_, i) => [rowLetters(i + 1), fallbackCategory])) : {};
    const seats = fallbackCategory && seatCount(rows, columns) <= screen.capacity ? generateSeats({ rows, columns, rowCategories }, fallbackCategory) : [];
    return {
      screenId,
      version: null,
      capacity: screen.capacity,
      rows,
      columns,
      aisleColumns: screen.aisleColumns,
      screenPosition: screen.screenPosition,
      rowCategories,
      unavailable: [],
      seatCount: seats.length,
      sellableSeats: seats.length,
      defaultCategoryId: fallbackCategory,
      seats: seats.map((s) => ({ label: s.label, row: s.rowNumber, rowLabel: rowLetters(s.rowNumber), number: s.seatNumber, categoryId: s.categoryId, available: true })),
      categories,
    };
  }
  const [seatMap, seats] = await Promise.all([
    seatMapVersion(screenId, current),
    seatsOfScreen(screenId, current),
  ]);
  const layout = layoutOf(screen, seatMap, seats);
  const rowCategories: Record<string, string> = {};
  for (const seat of seats) rowCategories[rowLetters(seat.rowNumber)] ??= seat.categoryId;
  return {
    screenId,
    version: current,
    capacity: screen.capacity,
    ...layout,
    rowCategories,
    unavailable: seats.filter((s) => !s.isAvailable).map((s) => seatLabel(s.rowNumber, s.seatNumber)),
    seatCount: seats.length,
    sellableSeats: seats.filter((s) => s.isAvailable).length,
    defaultCategoryId: fallbackCategory,
    seats: seats.map((s) => ({
      label: seatLabel(s.rowNumber, s.seatNumber),
      row: s.rowNumber,
      rowLabel: rowLetters(s.rowNumber),
      number: s.seatNumber,
      categoryId: s.categoryId,
      available: s.isAvailable,
    })),
    categories,
  };
}

/**
 * Saves a screen's seat map as a NEW version (docs/back-office.md, "Venues, screens and seat maps"): sessions made from now on take it; sessions
 * already made keep theirs, so a booked seat never disappears. The version number is taken first (an
 * atomic counter on the screen), then every seat and the version's layout are written, and only then
 * does the screen point at it: a reader never sees half a version, and a save that fails half-way
 * leaves an unused number behind, never a mixed map.
 */
export async function saveSeatMap(screenId: string, input: SeatMapInput): Promise<ScreenSeatMap> {
  const [screen, categories] = await Promise.all([getScreenItem(screenId), seatCategories()]);
  const { rows, columns } = input;
  const aisleColumns = normalizeAisles(input.aisleColumns);
  const badAisle = aisleColumns.find((column) => column >= columns);
  if (badAisle !== undefined) throw badRequest(`Aisles run between seat columns: ${badAisle} is not between 1 and ${columns - 1}.`, { path: 'aisleColumns' });
  for (const row of Object.keys(input.rowCategories)) {
    if (!isRowOf(row, rows)) throw badRequest(`Row ${row} is not in the seat map.`, { path: 'rowCategories' });
  }
  const known = new Set(categories.map((c) => c.categoryId));
  const unknown = Object.values(input.rowCategories).find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`Unknown seat category: ${unknown}`, { path: 'rowCategories' });
  for (const label of input.unavailable ?? []) {
    const position = parseSeatLabel(label);
    if (!position || position.rowNumber > rows || position.seatNumber > columns) throw badRequest(`Seat ${label} is not in the seat map.`, { path: 'unavailable' });
  }
  const count = seatCount(rows, columns);
  if (count > screen.capacity) {
    throw new AppError(400, 'SEAT_COUNT_EXCEEDS_CAPACITY', seatCountExceedsCapacity(count, screen.capacity), { seats: count, capacity: screen.capacity });
  }
  const fallbackCategory = defaultCategoryId(categories.map((c) => ({ id: c.categoryId, name: c.name })));
  if (!fallbackCategory) throw badRequest('Add a seat category before saving a seat map.');
  const seats = generateSeats({ rows, columns, rowCategories: input.rowCategories, unavailable: input.unavailable }, fallbackCategory);
  const sellableSeats = seats.filter((s) => s.isAvailable).length;
  if (sellableSeats === 0) throw badRequest('A seat map needs at least one seat for sale.', { path: 'unavailable' });

  const { data: issued } = await db.entities.screen
    .patch({ screenId })
    .add({ seatMapVersionsIssued: 1 })
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      // Deleted since it was read (a patch writes only an item that exists).
      throw isConditionFailure(error) ? notFound('Screen') : error;
    });
  const version = (issued as ScreenItem).seatMapVersionsIssued!;
  await putSeatsOfVersion(seats.map((seat) => ({ screenId, version, rowNumber: seat.rowNumber, seatNumber: seat.seatNumber, categoryId: seat.categoryId, isAvailable: seat.isAvailable })));
  await db.entities.seatMap
    .put({ screenId, version, rows, columns, aisleColumns, screenPosition: input.screenPosition, seatCount: count, sellableSeats, categoryCount: categoryCountOf(seats) })
    .go();
  try {
    await db.entities.screen
      .patch({ screenId })
      .set({ seatMapVersion: version, aisleColumns, screenPosition: input.screenPosition, seatCount: count, sellableSeats })
      // Two saves at once: the later number wins, whatever order they finish in.
      .where((attr, op) => `${op.notExists(attr.seatMapVersion)} OR ${op.lt(attr.seatMapVersion, version)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Deleted meanwhile, after its delete cleared the seat maps it found: this version's seats go too.
    if (!(await screenExists(screenId))) {
      await deleteSeatMapsOfScreen(screenId);
      throw notFound('Screen');
    }
  }
  return screenSeatMap(screenId, version);
}
