import { toCsv, type CsvCell } from '@shared/reports/csv';

/** Saves a report table as a CSV file (RFC 4180, formula-guarded: shared/reports/csv.ts). */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
