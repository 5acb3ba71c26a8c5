import { useId, useState } from 'react';
import type { FilterOptions } from '../lib/filter-options';
import styles from './filter-chips.module.css';

export const ALL = 'All';

interface FilterChipsProps {
  label: string;
  /** What the chips answer to when many: "movies" in "12 more movies". */
  plural: string;
  options: FilterOptions;
  value: string;
  onChange: (value: string) => void;
}

/**
 * One filter as a row of toggle chips, "All" first and selected by default. A long list shows its
 * folded options (and the chosen one) until "n more" unfolds it, and folds again once one is chosen.
 */
export function FilterChips({ label, plural, options, value, onChange }: FilterChipsProps) {
  const [unfolded, setUnfolded] = useState(false);
  const chipsId = useId();
  const folds = options.folded.length < options.all.length;
  const shown = folds && !unfolded ? options.all.filter((option) => option === value || options.folded.includes(option)) : options.all;
  const hidden = options.all.length - shown.length;
  return (
    <div className={styles.group} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <div className={styles.chips} id={chipsId}>
        {[ALL, ...shown].map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={value === option}
            onClick={() => {
              onChange(option);
              // Chosen: the list folds back (the choice stays in it), bringing the shows below into view.
              setUnfolded(false);
            }}
          >
            {option}
          </button>
        ))}
        {folds && (
          <button
            type="button"
            className={`${styles.chip} ${styles.fold}`}
            aria-expanded={unfolded}
            aria-controls={chipsId}
            onClick={() => setUnfolded(!unfolded)}
          >
            {unfolded ? `Fewer ${plural}` : `${hidden} more ${plural}`}
          </button>
        )}
      </div>
    </div>
  );
}
