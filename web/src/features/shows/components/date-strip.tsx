import { dateParts } from '@shared/booking/format';
import styles from './date-strip.module.css';

interface DateStripProps {
  days: string[];
  /** Days with at least one show; the others are disabled. */
  enabled: Set<string>;
  selected: string | null;
  onSelect: (day: string) => void;
  /** The member points at or focuses a day: it may be chosen next. */
  onIntent?: (day: string) => void;
}

/** The 7-day strip starting today. */
export function DateStrip({ days, enabled, selected, onSelect, onIntent }: DateStripProps) {
  return (
    <div className={styles.strip} role="group" aria-label="Date">
      {days.map((day, i) => {
        const { month, day: dayOfMonth, weekday } = dateParts(day);
        return (
          <button
            key={day}
            type="button"
            className={styles.day}
            disabled={!enabled.has(day)}
            aria-pressed={selected === day}
            onClick={() => onSelect(day)}
            onPointerEnter={() => onIntent?.(day)}
            onFocus={() => onIntent?.(day)}
          >
            <span className={styles.weekday}>{i === 0 ? 'Today' : weekday}</span>
            <span className={styles.date}>{dayOfMonth}</span>
            <span className={styles.month}>{month}</span>
          </button>
        );
      })}
    </div>
  );
}
