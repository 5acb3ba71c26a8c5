import type { AdminSessionDetail } from '@shared/api/routes/admin-sessions';
import { rowLetters } from '@shared/booking/seat-labels';
import { memo, type CSSProperties } from 'react';
import seatGrid from '../../../components/seat-grid/seat-grid.module.css';
import { SeatLegend, type SeatLegendItem } from '../../../components/seat-grid/seat-legend';
import { FADE_EDGES_CLASS, ScrollRegion } from '../../../components/ui/scroll-region';
import styles from './session-detail.module.css';
import { formatNumber } from '../../../lib/format';

type SeatMapData = NonNullable<AdminSessionDetail['seatMap']>;
type SeatState = 'free' | 'booked' | 'checked-in' | 'unavailable';

const stateOf = (seat: SeatMapData['seats'][number]): SeatState =>
  seat.checkedIn ? 'checked-in' : seat.booked ? 'booked' : !seat.available ? 'unavailable' : 'free';

const STATE_LABELS: Record<SeatState, string> = { free: 'free', booked: 'booked', 'checked-in': 'checked in', unavailable: 'unavailable' };

const STATE_LEGEND: SeatLegendItem[] = [
  { key: 'booked', label: 'Booked', state: 'booked' },
  { key: 'checked-in', label: 'Checked in', state: 'checked-in' },
  { key: 'unavailable', label: 'Unavailable', state: 'unavailable' },
];

/**
 * The session's own seat map (the version it was created with): free seats in their category colour,
 * booked and checked-in seats marked. Each seat says its label and state (a list, for screen readers).
 */
export const SessionSeatMap = memo(function SessionSeatMap({ map }: { map: SeatMapData }) {
  const byPosition = new Map(map.seats.map((s) => [`${s.row}:${s.number}`, s]));
  const categories = new Map(map.categories.map((c) => [c.id, c]));
  const aisles = new Set(map.aisleColumns);
  return (
    <div className={styles.mapWrap}>
      <ScrollRegion label="Seat map" className={`${seatGrid.hall} ${styles.hall} ${FADE_EDGES_CLASS}`} data-screen={map.screenPosition}>
        <div className={seatGrid.screenBar} aria-hidden="true">
          SCREEN
        </div>
        <ul className={styles.rows} aria-label={`Seat map, version ${map.version}`}>
          {Array.from({ length: map.rows }, (_, r) => (
            <li key={r} className={styles.row}>
              <span className={seatGrid.rowLabel} aria-hidden="true">
                {rowLetters(r + 1)}
              </span>
              <ul className={styles.seats}>
                {Array.from({ length: map.columns }, (_, c) => {
                  const seat = byPosition.get(`${r + 1}:${c + 1}`);
                  const aisle = aisles.has(c + 1) && c + 1 < map.columns;
                  if (!seat) return <li key={c} className={styles.gap} data-aisle={aisle || undefined} aria-hidden="true" />;
                  const state = stateOf(seat);
                  const category = categories.get(seat.categoryId);
                  return (
                    <li
                      key={c}
                      className={styles.seat}
                      data-state={state}
                      data-aisle={aisle || undefined}
                      style={{ '--seat-color': category?.colorCode ?? 'var(--color-text-muted)' } as CSSProperties}
                      aria-label={`Seat ${seat.label}, ${category?.name ?? 'Standard'}, ${STATE_LABELS[state]}`}
                      title={`${seat.label} · ${category?.name ?? ''} · ${STATE_LABELS[state]}`}
                    >
                      {seat.label}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </ScrollRegion>
      <SeatLegend
        label="Legend"
        className={styles.legend}
        items={[
          ...map.categories.map((category) => ({
            key: category.id,
            label: <>{category.name} · {formatNumber(Math.round(category.price))} pts</>,
            color: category.colorCode,
          })),
          ...STATE_LEGEND,
        ]}
      />
    </div>
  );
});
