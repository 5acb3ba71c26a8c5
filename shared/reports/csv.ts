/**
 * CSV export of the report tables: RFC 4180 (CRLF line ends, a field quoted when it holds a comma, a
 * quote, CR or LF, quotes doubled), with a guard against CSV formula injection: a text cell that a
 * spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a CR) is prefixed with an
 * apostrophe (OWASP's advice), so it is shown as text. Numbers are written as they are.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: text guarded against formulas, then quoted where RFC 4180 needs it. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then one record per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
