import styles from './filter-chips.module.css';

export const ALL = 'All';

interface FilterChipsProps {
  label: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}

/** One filter as a row of toggle chips, "All" first and selected by default. */
export function FilterChips({ label, options, value, onChange }: FilterChipsProps) {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <div className={styles.chips}>
        {[ALL, ...options].map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={value === option}
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        ))}
      </div>
    </div>
  );
}
