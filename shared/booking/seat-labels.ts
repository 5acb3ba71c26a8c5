/**
 * Seat labels: row letter (A = row 1 ... Z = 26, AA = 27, AB = 28, ...) plus the seat number, e.g. C12.
 * Legacy bookings stored "row-seat" (3-12), which reads as C12.
 */

export function rowLetters(rowNumber: number): string {
  if (!Number.isInteger(rowNumber) || rowNumber < 1) throw new RangeError(`Invalid row number ${rowNumber}`);
  let letters = '';
  for (let n = rowNumber; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export function rowNumberOf(letters: string): number {
  let n = 0;
  for (const char of letters.toUpperCase()) n = n * 26 + (char.charCodeAt(0) - 64);
  return n;
}

export const seatLabel = (rowNumber: number, seatNumber: number) => `${rowLetters(rowNumber)}${seatNumber}`;

export interface SeatPosition {
  rowNumber: number;
  seatNumber: number;
}

/** Reads "C12", "c12" or the legacy "3-12"; null for anything else. */
export function parseSeatLabel(input: string): SeatPosition | null {
  const text = input.trim();
  const modern = /^([A-Za-z]{1,3})(\d{1,3})$/.exec(text);
  const legacy = /^(\d{1,3})-(\d{1,3})$/.exec(text);
  const position = modern
    ? { rowNumber: rowNumberOf(modern[1]), seatNumber: Number(modern[2]) }
    : legacy
      ? { rowNumber: Number(legacy[1]), seatNumber: Number(legacy[2]) }
      : null;
  if (!position || position.rowNumber < 1 || position.seatNumber < 1) return null;
  return position;
}

/** The canonical label of any accepted form ("3-12" → "C12"), or null when it is not a seat label. */
export function normalizeSeatLabel(input: string): string | null {
  const position = parseSeatLabel(input);
  return position ? seatLabel(position.rowNumber, position.seatNumber) : null;
}

/** Orders labels as the seat map does: by row, then seat number (A2 < A10 < B1 < AA1). */
export function compareSeatLabels(a: string, b: string): number {
  const pa = parseSeatLabel(a);
  const pb = parseSeatLabel(b);
  if (!pa || !pb) return a.localeCompare(b);
  return pa.rowNumber - pb.rowNumber || pa.seatNumber - pb.seatNumber;
}
