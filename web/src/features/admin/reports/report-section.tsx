import type { CsvCell } from '@shared/reports/csv';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FADE_EDGES_CLASS, ScrollRegion } from '../../../components/ui/scroll-region';
import { downloadCsv } from './download-csv';
import styles from './reports.module.css';
import { formatNumber } from '../../../lib/format';

/** Above this many rows a table scrolls in its own box (a keyboard user can scroll it too: it takes focus). */
const TALL_TABLE_ROWS = 12;

/**
 * Rows drawn at first, and added by each "Show more": a chain's month is 9,360 sessions, whose 75,000
 * elements froze the tab for 5.5 s (docs/performance.md, "A big chain's data"). The CSV has every row.
 */
const REPORT_ROWS_AT_A_TIME = 200;

export interface ReportColumn<T> {
  header: string;
  /** The cell as shown. */
  cell: (row: T) => ReactNode;
  /** The cell in the CSV (a number stays a number). */
  csv: (row: T) => CsvCell;
  numeric?: boolean;
}

export interface ReportSectionProps<T> {
  id: string;
  title: string;
  description?: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: ReportColumn<T>[];
  fileName: string;
  chart?: ReactNode;
  emptyText: string;
}

/** One report: its heading, chart, table (the chart's text alternative) and its CSV download. */
export function ReportSection<T>({ id, title, description, rows, rowKey, columns, fileName, chart, emptyText }: ReportSectionProps<T>) {
  // How many rows are drawn, for these rows: another range starts again from the first ones.
  const [drawn, setDrawn] = useState({ of: rows, count: REPORT_ROWS_AT_A_TIME });
  const count = drawn.of === rows ? drawn.count : REPORT_ROWS_AT_A_TIME;
  const more = Math.min(REPORT_ROWS_AT_A_TIME, rows.length - count);
  const download = () =>
    downloadCsv(
      fileName,
      columns.map((c) => c.header),
      rows.map((row) => columns.map((c) => c.csv(row))),
    );
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        <Button size="sm" variant="secondary" onClick={download} disabled={rows.length === 0} aria-label={`Download CSV: ${title}`}>
          Download CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {chart}
          {/* Scrolls down when tall and sideways on a phone: a named region the keyboard can reach either way. */}
          <ScrollRegion className={`${styles.tableScroll} ${FADE_EDGES_CLASS}`} data-tall={rows.length > TALL_TABLE_ROWS || undefined} label={`${title} table`}>
            <table className={styles.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" data-numeric={c.numeric || undefined}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, count).map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <td key={c.header} data-numeric={c.numeric || undefined}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {more > 0 && (
            <div className={styles.moreRows}>
              <span>
                {formatNumber(count)} of {formatNumber(rows.length)} rows shown; the CSV has them all.
              </span>
              <Button size="sm" variant="secondary" onClick={() => setDrawn({ of: rows, count: count + more })}>
                Show {more} more rows
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
