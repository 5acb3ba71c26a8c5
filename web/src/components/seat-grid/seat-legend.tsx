import type { CSSProperties, ReactNode } from 'react';
import seatGrid from './seat-grid.module.css';

export interface SeatLegendItem {
  key: string;
  label: ReactNode;
  /** A seat category's colour. */
  color?: string;
  /** A seat state the map colours its swatch for (`data-state`); 'unavailable' is drawn here. */
  state?: string;
}

/** The key under a seat map: one swatch and label per seat category or seat state. */
export function SeatLegend({ items, label, className }: { items: SeatLegendItem[]; label?: string; className?: string }) {
  return (
    <ul className={className ? `${seatGrid.legend} ${className}` : seatGrid.legend} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <span
            className={seatGrid.swatch}
            data-state={item.state}
            style={item.color ? ({ '--seat-color': item.color } as CSSProperties) : undefined}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
