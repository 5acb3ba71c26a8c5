/**
 * The seat-map editor's pure layout rules (docs/back-office.md, "Venues, screens and seat maps"):
 * rows 1-100 and columns 1-200; defaults by screen capacity; generation refused above the capacity;
 * aisles are gaps BETWEEN seat columns (no seat is lost: 12 x 18 with two aisles is 216 seats);
 * every row has one seat category; single seats may be marked unavailable.
 */
import { rowLetters, seatLabel } from '../booking/seat-labels';
import { defaultLayout, SEAT_MAP_LIMITS as LIMITS, seatCountExceedsCapacity, type ScreenPosition } from './seat-map';

export { defaultCategoryId, DEFAULT_SCREEN_POSITION, SCREEN_POSITIONS, type ScreenPosition } from './seat-map';

export const SEAT_MAP_LIMITS = {
  rows: { min: LIMITS.minRows, max: LIMITS.maxRows },
  columns: { min: LIMITS.minColumns, max: LIMITS.maxColumns },
} as const;

/** The same texts as the API's seat-map schema. */
export const SEAT_MAP_MESSAGES = {
  rows: 'Rows must be between 1 and 100',
  columns: 'Columns must be between 1 and 200',
  /** Fixed wording (docs/back-office.md, "Venues, screens and seat maps"). */
  overCapacity: seatCountExceedsCapacity,
} as const;

export interface LayoutSize {
  rows: number;
  columns: number;
}

/**
 * The defaults by capacity (docs/back-office.md, "Venues, screens and seat maps"): up to 100 seats 8 rows by 12 columns, up to 200 12 by 18, above that
 * 15 by 20. Those figures assumed aisles take seat columns; here aisles are gaps, so 12 x 18 = 216 would be
 * refused for a 200-seat screen. So the figures are a ceiling: rows come off (then columns) until the
 * default layout fits the capacity, and the editor opens on a layout that Generate accepts.
 */
export function defaultLayoutSize(capacity: number): LayoutSize {
  const spec = defaultLayout(capacity);
  const seats = Math.max(1, Math.floor(capacity));
  if (spec.rows * spec.columns <= seats) return spec;
  const rows = Math.floor(seats / spec.columns);
  if (rows >= 1) return { rows, columns: spec.columns };
  return { rows: 1, columns: Math.min(seats, SEAT_MAP_LIMITS.columns.max) };
}

const inRange = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;

/** The first problem with a size, or null. */
export function sizeProblem({ rows, columns }: LayoutSize): string | null {
  if (!inRange(rows, SEAT_MAP_LIMITS.rows)) return SEAT_MAP_MESSAGES.rows;
  if (!inRange(columns, SEAT_MAP_LIMITS.columns)) return SEAT_MAP_MESSAGES.columns;
  return null;
}

/** Seats a generated layout has: every cell is a seat (aisles are gaps between columns). */
export const seatCountOf = ({ rows, columns }: LayoutSize) => rows * columns;

export type GenerateCheck = { ok: true; seats: number } | { ok: false; message: string };

/** Whether Generate may build this size for a screen of that capacity (docs/back-office.md, "Venues, screens and seat maps"). */
export function checkGenerate(size: LayoutSize, capacity: number): GenerateCheck {
  const problem = sizeProblem(size);
  if (problem) return { ok: false, message: problem };
  const seats = seatCountOf(size);
  if (seats > capacity) return { ok: false, message: SEAT_MAP_MESSAGES.overCapacity(seats, capacity) };
  return { ok: true, seats };
}

/** Aisles only sit between two seat columns: 1 .. columns-1, sorted, once each. */
export function normalizeAisles(aisles: readonly number[], columns: number): number[] {
  return [...new Set(aisles)].filter((c) => Number.isInteger(c) && c >= 1 && c < columns).sort((a, b) => a - b);
}

/** Adds the aisle after `column`, or removes it when present. */
export function toggleAisle(aisles: readonly number[], column: number, columns: number): number[] {
  return aisles.includes(column) ? aisles.filter((c) => c !== column) : normalizeAisles([...aisles, column], columns);
}

/** Row letter -> category id for `rows` rows: kept where already chosen, else the fallback. */
export function fillRowCategories(
  rows: number,
  fallback: string,
  current: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (let r = 1; r <= rows; r++) {
    const letters = rowLetters(r);
    result[letters] = current[letters] ?? fallback;
  }
  return result;
}

/** The seat labels of a layout that actually exist (drops unavailable marks outside a smaller layout). */
export function keepSeatsInside(labels: Iterable<string>, { rows, columns }: LayoutSize): string[] {
  const inside = new Set<string>();
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= columns; c++) inside.add(seatLabel(r, c));
  return [...labels].filter((label) => inside.has(label));
}

export interface SeatMapDraft extends LayoutSize {
  aisleColumns: number[];
  screenPosition: ScreenPosition;
  /** Row letter ("A") -> seat category id. */
  rowCategories: Record<string, string>;
  /** Labels of seats marked not for sale ("C12"). */
  unavailable: string[];
}

/** What the seat-map editor holds besides its layout's size: the aisles, screen position, row categories and unavailable seats. */
export interface SeatMapEdits {
  aisles: readonly number[];
  screenPosition: ScreenPosition;
  rowCategories: Readonly<Record<string, string>>;
  unavailable: Iterable<string>;
}

/** The editor's work as the map it saves: aisles between columns, every row with a category, unavailable seats inside. */
export function seatMapDraftOf(layout: LayoutSize, edits: SeatMapEdits, fallbackCategory: string): SeatMapDraft {
  return {
    rows: layout.rows,
    columns: layout.columns,
    aisleColumns: normalizeAisles(edits.aisles, layout.columns),
    screenPosition: edits.screenPosition,
    rowCategories: fillRowCategories(layout.rows, fallbackCategory, edits.rowCategories),
    unavailable: keepSeatsInside(edits.unavailable, layout),
  };
}

/**
 * Whether two seat maps differ in what a save keeps (the unavailable seats in any order); null is no
 * layout yet. The seat-map editor asks before its work is closed unsaved.
 */
export function seatMapDraftChanged(before: SeatMapDraft | null, after: SeatMapDraft | null): boolean {
  if (!before || !after) return before !== after;
  const sameList = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((item, i) => item === b[i]);
  const rows = Object.keys(after.rowCategories);
  return (
    before.rows !== after.rows ||
    before.columns !== after.columns ||
    before.screenPosition !== after.screenPosition ||
    !sameList(before.aisleColumns, after.aisleColumns) ||
    rows.length !== Object.keys(before.rowCategories).length ||
    rows.some((row) => before.rowCategories[row] !== after.rowCategories[row]) ||
    !sameList([...before.unavailable].sort(), [...after.unavailable].sort())
  );
}

/** A stored map read back into a draft: the letters of its rows, its aisles and unavailable seats. */
export interface StoredSeat {
  row: number;
  number: number;
  categoryId: string;
  available: boolean;
}

export function draftFromSeats(
  seats: readonly StoredSeat[],
  base: Pick<SeatMapDraft, 'aisleColumns' | 'screenPosition'> & Partial<LayoutSize>,
): SeatMapDraft {
  const rows = Math.max(base.rows ?? 0, ...seats.map((s) => s.row), 0);
  const columns = Math.max(base.columns ?? 0, ...seats.map((s) => s.number), 0);
  const rowCategories: Record<string, string> = {};
  const unavailable: string[] = [];
  for (const seat of seats) {
    const letters = rowLetters(seat.row);
    rowCategories[letters] ??= seat.categoryId;
    if (!seat.available) unavailable.push(seatLabel(seat.row, seat.number));
  }
  return {
    rows,
    columns,
    aisleColumns: normalizeAisles(base.aisleColumns, columns),
    screenPosition: base.screenPosition,
    rowCategories,
    unavailable,
  };
}

/** Seats that can be sold: every cell less the ones marked unavailable. */
export const sellableSeatCount = (draft: Pick<SeatMapDraft, 'rows' | 'columns' | 'unavailable'>) =>
  seatCountOf(draft) - keepSeatsInside(draft.unavailable, draft).length;
