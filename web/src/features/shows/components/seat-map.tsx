import type { Seat, SeatMap as SeatMapData } from '@shared/api/routes/booking';
import { rowLetters } from '@shared/booking/seat-labels';
import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useSideOverflow } from '../../../components/seat-grid/use-side-overflow';
import seatGrid from '../../../components/seat-grid/seat-grid.module.css';
import { SeatLegend, type SeatLegendItem } from '../../../components/seat-grid/seat-legend';
import styles from './seat-map.module.css';

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

/**
 * The seat map: screen bar where the screen is, lettered rows, aisles after the aisle columns, seats
 * coloured by category. One seat is in the tab order; arrow keys move between seats, Enter or Space
 * chooses (roving tab index), and every seat announces its label, category, price and state.
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
  const hallRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const overflow = useSideOverflow(hallRef);
  const overflowing = overflow.left || overflow.right;

  if (!map.screen || map.seats.length === 0) {
    return <p className={styles.noScreen}>{NO_SCREEN_TEXT}</p>;
  }
  const aisles = new Set(map.screen.aisleColumns);
  const position = map.screen.screenPosition;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const current = map.seats.find((s) => s.label === focusLabel);
    if (!move || !current) return;
    event.preventDefault();
    // Walk in the arrow's direction past gaps to the next seat.
    for (let r = current.row - 1 + move[0], c = current.number - 1 + move[1]; grid[r] && c >= 0 && c < grid[r].length; r += move[0], c += move[1]) {
      const next = grid[r][c];
      if (next) {
        setFocusLabel(next.label);
        seatRefs.current.get(next.label)?.focus();
        return;
      }
    }
  };

  return (
    <div className={styles.wrapper}>
      {overflowing && (
        <p className={styles.scrollHint} id={hintId}>
          <span aria-hidden="true">↔</span> Scroll sideways to see every seat
        </p>
      )}
      <div
        ref={hallRef}
        className={`${seatGrid.hall} ${styles.hall}`}
        data-screen={position}
        data-more-left={overflow.left || undefined}
        data-more-right={overflow.right || undefined}
        aria-describedby={overflowing ? hintId : undefined}
      >
        <div className={`${seatGrid.screenBar} ${styles.screen}`} aria-hidden="true">
          SCREEN
        </div>
        <div className={styles.rows} role="group" aria-label="Seats" onKeyDown={moveFocus}>
          {grid.map((row, r) => (
            <div key={r} className={styles.row}>
              <span className={`${seatGrid.rowLabel} ${styles.rowLabel}`} aria-hidden="true">
                {rowLetters(r + 1)}
              </span>
              {row.map((seat, c) => {
                const aisle = aisles.has(c + 1) && c + 1 < row.length ? <span className={styles.aisle} aria-hidden="true" /> : null;
                if (!seat) {
                  return (
                    <span key={c} className={styles.gapCell}>
                      <span className={styles.empty} />
                      {aisle}
                    </span>
                  );
                }
                const isSelected = selected.includes(seat.label);
                const category = categories.get(seat.categoryId);
                const state = seatState(seat, isSelected);
                const unusable = seat.booked || !seat.available;
                return (
                  <span key={c} className={styles.gapCell}>
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
                      aria-label={`Seat ${seat.label}, ${category?.name ?? 'Standard'}, ${category?.price ?? 0} points, ${state}`}
                      onFocus={() => setFocusLabel(seat.label)}
                      onClick={() => onSeatClick(seat)}
                    >
                      {/* The whole label, so the accessible name ("Seat A2, ...") holds the visible text as a word. */}
                      {seat.label}
                    </button>
                    {aisle}
                  </span>
                );
              })}
              <span className={`${seatGrid.rowLabel} ${styles.rowLabel}`} aria-hidden="true">
                {rowLetters(r + 1)}
              </span>
            </div>
          ))}
        </div>
      </div>

      <SeatLegend label="Legend" className={styles.legend} items={STATE_LEGEND} />
      <SeatLegend
        label="Seat categories"
        items={map.categories.map((category) => ({ key: category.id, label: <>{category.name} · {category.price} pts</>, color: category.colorCode }))}
      />
    </div>
  );
}
