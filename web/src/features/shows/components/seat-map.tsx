import type { Seat, SeatMap as SeatMapData, SeatLayout } from '@shared/api/routes/booking';
import { rowLetters } from '@shared/booking/seat-labels';
import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import seatGrid from '../../../components/seat-grid/seat-grid.module.css';
import { focusClearOfEdges, sideOverflowAttributes, useSideOverflow } from '../../../components/ui/scroll-region';
import { SeatLegend, type SeatLegendItem } from '../../../components/seat-grid/seat-legend';
import type { LoadingRoom } from '../lib/loading-room';
import styles from './seat-map.module.css';
import { formatNumber } from '../../../lib/format';

export const NO_SCREEN_TEXT = 'No screen configured for this session. Please contact the administrator to set up the screen.';

interface SeatMapProps {
  map: SeatMapData;
  selected: string[];
  onSeatClick: (seat: Seat) => void;
}

const seatState = (seat: Seat, isSelected: boolean) =>
  isSelected ? 'selected' : seat.booked ? 'booked' : !seat.available ? 'not available' : 'available';

const STATE_LEGEND: SeatLegendItem[] = [
  { key: 'selected', label: 'Selected', state: 'selected' },
  { key: 'booked', label: 'Booked', state: 'booked' },
  { key: 'unavailable', label: 'Unavailable', state: 'unavailable' },
];

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/** Home and End: the first and the last seat of the focused seat's row, as in the seat-map editor. */
const ROW_ENDS: Record<string, 'first' | 'last'> = { Home: 'first', End: 'last' };

/**
 * The seat map: screen bar where the screen is, lettered rows, aisles after the aisle columns, seats
 * coloured by category. One seat is in the tab order; arrow keys move between seats, Home and End to a
 * row's ends, Enter or Space chooses (roving tab index), and every seat announces its label, category,
 * price and state.
 */
export function SeatMap({ map, selected, onSeatClick }: SeatMapProps) {
  const seatRefs = useRef(new Map<string, HTMLButtonElement>());
  const grid = useMemo(() => {
    const byPosition = new Map(map.seats.map((s) => [`${s.row}:${s.number}`, s]));
    const rows = map.screen?.rows ?? 0;
    const columns = map.screen?.columns ?? 0;
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => byPosition.get(`${r + 1}:${c + 1}`) ?? null),
    );
  }, [map]);
  const firstSeat = map.seats.find((s) => s.available && !s.booked) ?? map.seats[0];
  const [focusLabel, setFocusLabel] = useState<string | undefined>(firstSeat?.label);
  const categories = useMemo(() => new Map(map.categories.map((c) => [c.id, c])), [map.categories]);

  if (!map.screen || map.seats.length === 0) {
    return <p className={styles.noScreen}>{NO_SCREEN_TEXT}</p>;
  }

  const focusSeat = (seat: Seat) => {
    setFocusLabel(seat.label);
    focusClearOfEdges(seatRefs.current.get(seat.label));
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const rowEnd = ROW_ENDS[event.key];
    const current = map.seats.find((s) => s.label === focusLabel);
    if ((!move && !rowEnd) || !current) return;
    event.preventDefault();
    if (rowEnd) {
      const seatsOfRow = grid[current.row - 1].filter((seat) => seat !== null);
      return focusSeat(rowEnd === 'first' ? seatsOfRow[0] : seatsOfRow[seatsOfRow.length - 1]);
    }
    // Walk in the arrow's direction past gaps to the next seat.
    for (let r = current.row - 1 + move[0], c = current.number - 1 + move[1]; grid[r] && c >= 0 && c < grid[r].length; r += move[0], c += move[1]) {
      const next = grid[r][c];
      if (next) return focusSeat(next);
    }
  };

  const seatAt = (r: number, c: number) => {
    const seat = grid[r][c];
    if (!seat) return <span className={styles.empty} />;
    const isSelected = selected.includes(seat.label);
    const category = categories.get(seat.categoryId);
    const state = seatState(seat, isSelected);
    const unusable = seat.booked || !seat.available;
    return (
      <button
        ref={(element) => {
          if (element) seatRefs.current.set(seat.label, element);
          else seatRefs.current.delete(seat.label);
        }}
        type="button"
        className={styles.seat}
        data-state={state}
        style={{ '--seat-color': category?.colorCode ?? 'var(--color-text-muted)' } as CSSProperties}
        tabIndex={seat.label === focusLabel ? 0 : -1}
        aria-pressed={isSelected}
        aria-disabled={unusable || undefined}
        aria-label={`Seat ${seat.label}, ${category?.name ?? 'Standard'}, ${formatNumber(category?.price ?? 0)} points, ${state}`}
        onFocus={() => setFocusLabel(seat.label)}
        onClick={() => onSeatClick(seat)}
      >
        {/* The whole label, so the accessible name ("Seat A2, ...") holds the visible text as a word. */}
        {seat.label}
      </button>
    );
  };

  return (
    <Hall
      layout={map.screen}
      cell={seatAt}
      onKeyDown={moveFocus}
      categories={map.categories.map((category) => ({ key: category.id, label: <>{category.name} · {formatNumber(category.price)} pts</>, color: category.colorCode }))}
    />
  );
}

/** Category names as long as the seeded ones, for a legend whose names are not known yet. */
const PLACEHOLDER_NAMES = ['Regular', 'Premium', 'VIP'];

/**
 * The room a session's seat map will take while it loads: the same hall, rows and legends laid out
 * empty and unseen, so the dialog keeps its size when the map comes (docs/product-rules.md, "Screens
 * and errors"). The categories' names and prices are not known yet: names as long as the seeded ones stand in.
 */
export function SeatMapPlaceholder({ room: { layout, categoryCount }, children }: { room: LoadingRoom; children: ReactNode }) {
  const categories = Array.from({ length: categoryCount }, (_, i): SeatLegendItem => {
    const name = PLACEHOLDER_NAMES[i % PLACEHOLDER_NAMES.length];
    return { key: String(i), label: `${name} · 00 pts` };
  });
  return (
    <div className={styles.placeholder}>
      <div className={styles.placeholderRoom} aria-hidden="true">
        <Hall layout={layout} cell={() => <span className={styles.empty} />} categories={categories} />
      </div>
      {children}
    </div>
  );
}

interface HallProps {
  layout: SeatLayout;
  /** What stands at row r, column c (0-based): a seat, or an empty place. */
  cell: (r: number, c: number) => ReactNode;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  categories: SeatLegendItem[];
}

/** The hall as the seat map lays it out, with its legends; a hall wider than the dialog says it scrolls. */
function Hall({ layout, cell, onKeyDown, categories }: HallProps) {
  const [hall, setHall] = useState<HTMLDivElement | null>(null);
  const hintId = useId();
  const side = useSideOverflow(hall);
  const overflowing = side.before || side.after;
  const aisles = new Set(layout.aisleColumns);
  const rowLetter = (r: number) => (
    <span className={`${seatGrid.rowLabel} ${styles.rowLabel}`} aria-hidden="true">
      {rowLetters(r + 1)}
    </span>
  );

  return (
    <div className={styles.wrapper}>
      {overflowing && (
        <p className={styles.scrollHint} id={hintId}>
          <span aria-hidden="true">↔</span> Scroll sideways to see every seat
        </p>
      )}
      <div
        ref={setHall}
        className={`${seatGrid.hall} ${styles.hall}`}
        data-screen={layout.screenPosition}
        {...sideOverflowAttributes(side)}
        aria-describedby={overflowing ? hintId : undefined}
      >
        <div className={`${seatGrid.screenBar} ${styles.screen}`} aria-hidden="true">
          SCREEN
        </div>
        <div className={styles.rows} role="group" aria-label="Seats" onKeyDown={onKeyDown}>
          {Array.from({ length: layout.rows }, (_, r) => (
            <div key={r} className={styles.row}>
              {rowLetter(r)}
              {Array.from({ length: layout.columns }, (_, c) => (
                <span key={c} className={styles.gapCell}>
                  {cell(r, c)}
                  {aisles.has(c + 1) && c + 1 < layout.columns && <span className={styles.aisle} aria-hidden="true" />}
                </span>
              ))}
              {rowLetter(r)}
            </div>
          ))}
        </div>
      </div>

      <SeatLegend label="Legend" className={styles.legend} items={STATE_LEGEND} />
      <SeatLegend label="Seat categories" items={categories} />
    </div>
  );
}
