import { rowLetters, rowNumberOf, seatLabel } from '../booking/seat-labels';
import { formatNumber } from '../format-number';

/** The seat-map editor's limits and defaults (docs/back-office.md, "Venues, screens and seat maps"). */
export const SEAT_MAP_LIMITS = { minRows: 1, maxRows: 100, minColumns: 1, maxColumns: 200 } as const;
export const SCREEN_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export type ScreenPosition = (typeof SCREEN_POSITIONS)[number];
export const DEFAULT_SCREEN_POSITION: ScreenPosition = 'top';

/** The text refusing a layout larger than the screen (docs/back-office.md, "Venues, screens and seat maps"). */
export const seatCountExceedsCapacity = (seats: number, capacity: number) =>
  `Cannot generate ${formatNumber(seats)} seats. Screen capacity is ${formatNumber(capacity)} seats. Please adjust rows, columns, or aisles.`;

/** Up to 100 seats 8 x 12, up to 200 12 x 18, above that 15 x 20 (docs/back-office.md, "Venues, screens and seat maps"). */
export function defaultLayout(capacity: number): { rows: number; columns: number } {
  if (capacity <= 100) return { rows: 8, columns: 12 };
  if (capacity <= 200) return { rows: 12, columns: 18 };
  return { rows: 15, columns: 20 };
}

/** The category named regular (case-insensitive), else the first; null when there is none (docs/back-office.md, "Venues, screens and seat maps"). */
export function defaultCategoryId(categories: readonly { id: string; name: string }[]): string | null {
  return (categories.find((c) => c.name.trim().toLowerCase() === 'regular') ?? categories[0])?.id ?? null;
}

/**
 * How many seats a layout has. Aisle columns are gaps BETWEEN seat columns (docs/back-office.md, "Venues, screens and seat maps"): no seat is
 * lost, so 12 x 18 with two aisles is 216 seats.
 */
export const seatCount = (rows: number, columns: number) => rows * columns;

export interface SeatMapLayout {
  rows: number;
  columns: number;
  /** Row label ("A") to category id; rows not named take the default category. */
  rowCategories: Readonly<Record<string, string>>;
  /** Seats not for sale, by label ("A1"). */
  unavailable?: readonly string[];
}

export interface GeneratedSeat {
  label: string;
  rowNumber: number;
  seatNumber: number;
  categoryId: string;
  isAvailable: boolean;
}

/** Every seat of a layout, row by row (A1, A2, ... B1...), with its category and whether it is for sale. */
export function generateSeats(layout: SeatMapLayout, defaultCategory: string): GeneratedSeat[] {
  const unavailable = new Set((layout.unavailable ?? []).map((label) => label.trim().toUpperCase()));
  const seats: GeneratedSeat[] = [];
  for (let rowNumber = 1; rowNumber <= layout.rows; rowNumber++) {
    const categoryId = layout.rowCategories[rowLetters(rowNumber)] ?? defaultCategory;
    for (let seatNumber = 1; seatNumber <= layout.columns; seatNumber++) {
      const label = seatLabel(rowNumber, seatNumber);
      seats.push({ label, rowNumber, seatNumber, categoryId, isAvailable: !unavailable.has(label) });
    }
  }
  return seats;
}

/** How many seat categories a seat map's seats use, for sale or not: the entries of its legend. */
export const categoryCountOf = (seats: readonly { categoryId: string }[]) => new Set(seats.map((seat) => seat.categoryId)).size;

/** Whether a row label ("A", "AA") names a row of a layout with `rows` rows. */
export function isRowOf(label: string, rows: number): boolean {
  if (!/^[A-Z]{1,3}$/.test(label)) return false;
  const n = rowNumberOf(label);
  return n >= 1 && n <= rows;
}

/** Aisle columns: seat columns after which a gap runs, each between 1 and columns - 1, distinct, ascending. */
export const normalizeAisles = (aisles: readonly number[]) => [...new Set(aisles)].sort((a, b) => a - b);
