import { rowLetters, seatLabel } from '@shared/booking/seat-labels';
import type { ScreenPosition } from '@shared/admin/seat-map-draft';
import { memo, useCallback, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import seatGrid from '../../../components/seat-grid/seat-grid.module.css';
import { FADE_EDGES_CLASS, focusClearOfEdges, sideOverflowAttributes, useSideOverflow } from '../../../components/ui/scroll-region';
import styles from './seat-map-editor.module.css';

export interface GridCategory {
  id: string;
  name: string;
  colorCode: string;
}

export interface SeatGridProps {
  rows: number;
  columns: number;
  aisleColumns: number[];
  screenPosition: ScreenPosition;
  /** Row letter -> category id. */
  rowCategories: Record<string, string>;
  categories: Map<string, GridCategory>;
  unavailable: ReadonlySet<string>;
  onToggleSeat: (label: string) => void;
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  Home: [0, -Infinity],
  End: [0, Infinity],
};

/**
 * The editor's seat grid. One seat is in the tab order (roving tab index): the arrow keys move between
 * seats, Home/End go to a row's ends, and Enter, Space or a click marks the seat unavailable or available
 * again. Rows are memoized: toggling a seat or moving the focus re-renders one or two rows, so a 15 x 20
 * (or larger) map stays responsive.
 */
export const SeatGrid = memo(function SeatGrid({
  rows,
  columns,
  aisleColumns,
  screenPosition,
  rowCategories,
  categories,
  unavailable,
  onToggleSeat,
}: SeatGridProps) {
  const [focus, setFocus] = useState<[number, number]>([1, 1]);
  const gridRef = useRef<HTMLDivElement>(null);
  const [hall, setHall] = useState<HTMLDivElement | null>(null);
  const side = useSideOverflow(hall);
  const focusRow = Math.min(focus[0], rows);
  const focusColumn = Math.min(focus[1], columns);
  const aisleKey = aisleColumns.join(',');

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const row = Math.max(1, Math.min(rows, focusRow + move[0]));
      const column = Math.max(1, Math.min(columns, focusColumn + move[1]));
      setFocus([row, column]);
      focusClearOfEdges(gridRef.current?.querySelector<HTMLButtonElement>(`[data-seat="${seatLabel(row, column)}"]`));
    },
    [rows, columns, focusRow, focusColumn],
  );
  const onFocusSeat = useCallback((row: number, column: number) => setFocus([row, column]), []);

  return (
    <div ref={setHall} className={`${seatGrid.hall} ${styles.hall} ${FADE_EDGES_CLASS}`} data-screen={screenPosition} {...sideOverflowAttributes(side)}>
      <div className={seatGrid.screenBar} aria-hidden="true">
        SCREEN
      </div>
      <div ref={gridRef} className={styles.grid} role="group" aria-label="Seat grid" onKeyDown={onKeyDown}>
        {Array.from({ length: rows }, (_, r) => {
          const letters = rowLetters(r + 1);
          const category = categories.get(rowCategories[letters] ?? '');
          return (
            <SeatRow
              key={letters}
              row={r + 1}
              letters={letters}
              columns={columns}
              aisleKey={aisleKey}
              categoryName={category?.name ?? 'No category'}
              categoryColor={category?.colorCode ?? 'var(--color-text-muted)'}
              unavailableKey={unavailableOfRow(unavailable, letters, columns)}
              focusColumn={r + 1 === focusRow ? focusColumn : 0}
              onToggleSeat={onToggleSeat}
              onFocusSeat={onFocusSeat}
            />
          );
        })}
      </div>
    </div>
  );
});

/** The unavailable seat numbers of one row as a string: a stable prop for the memoized row. */
function unavailableOfRow(unavailable: ReadonlySet<string>, letters: string, columns: number): string {
  if (unavailable.size === 0) return '';
  const numbers: number[] = [];
  for (let c = 1; c <= columns; c++) if (unavailable.has(`${letters}${c}`)) numbers.push(c);
  return numbers.join(',');
}

interface SeatRowProps {
  row: number;
  letters: string;
  columns: number;
  aisleKey: string;
  categoryName: string;
  categoryColor: string;
  unavailableKey: string;
  /** The seat in the tab order when it is in this row, else 0. */
  focusColumn: number;
  onToggleSeat: (label: string) => void;
  onFocusSeat: (row: number, column: number) => void;
}

const SeatRow = memo(function SeatRow({
  row,
  letters,
  columns,
  aisleKey,
  categoryName,
  categoryColor,
  unavailableKey,
  focusColumn,
  onToggleSeat,
  onFocusSeat,
}: SeatRowProps) {
  const aisles = new Set(aisleKey ? aisleKey.split(',').map(Number) : []);
  const off = new Set(unavailableKey ? unavailableKey.split(',').map(Number) : []);
  return (
    <div className={styles.row} style={{ '--seat-color': categoryColor } as CSSProperties}>
      <span className={`${seatGrid.rowLabel} ${styles.rowLabel}`} aria-hidden="true">
        {letters}
      </span>
      {Array.from({ length: columns }, (_, c) => {
        const column = c + 1;
        const label = `${letters}${column}`;
        const available = !off.has(column);
        return (
          <span key={column} className={styles.cell}>
            <button
              type="button"
              className={styles.seat}
              data-seat={label}
              data-available={available}
              tabIndex={column === focusColumn ? 0 : -1}
              aria-pressed={!available}
              aria-label={`Seat ${label}, ${categoryName}, ${available ? 'available' : 'unavailable'}`}
              onFocus={() => onFocusSeat(row, column)}
              onClick={() => onToggleSeat(label)}
            >
              {/* The whole label, so the accessible name ("Seat A2, ...") holds the visible text as a word. */}
              {label}
            </button>
            {aisles.has(column) && column < columns && <span className={styles.aisle} aria-hidden="true" />}
          </span>
        );
      })}
      <span className={`${seatGrid.rowLabel} ${styles.rowLabel}`} aria-hidden="true">
        {letters}
      </span>
    </div>
  );
});
