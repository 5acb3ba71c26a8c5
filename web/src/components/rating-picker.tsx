import { useId } from 'react';
import styles from './rating-picker.module.css';

export interface RatingPickerProps {
  /** The group's accessible name, e.g. "Rating (1 to 10)". */
  label: string;
  max: number;
  value: number | undefined;
  onChange: (rating: number) => void;
  invalid?: boolean;
  /** Stars filled up to the value (a rating), or numbered chips (a scale such as 1-10 likelihood). */
  variant?: 'stars' | 'numbers';
  /** Each choice's accessible name (it starts with the number shown); the number by default. */
  optionLabel?: (rating: number) => string;
  /** What the chosen value reads as beside the group; "n/max" by default. */
  valueText?: (rating: number) => string;
  /** Shown in the value's place before a choice (e.g. what the ends of a scale mean). */
  placeholder?: string;
  /** Ids of the elements that describe the group (e.g. its error). */
  describedBy?: string;
  /** Focus the chosen value (else the first) when the group appears, as a radio group is entered. */
  autoFocus?: boolean;
}

/** A 1..max rating as a radio group of native radios (arrow keys move between values). */
export function RatingPicker({
  label,
  max,
  value,
  onChange,
  invalid,
  variant = 'stars',
  optionLabel = String,
  valueText = (rating) => `${rating}/${max}`,
  placeholder = '',
  describedBy,
  autoFocus,
}: RatingPickerProps) {
  const name = useId();
  const ratings = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <div className={styles.ratings} data-variant={variant} role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {ratings.map((rating) => {
        const selected = value !== undefined && (variant === 'stars' ? rating <= value : rating === value);
        return (
          <label key={rating} className={styles[variant]} data-selected={selected ? '' : undefined}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={optionLabel(rating)}
              autoFocus={autoFocus && rating === (value ?? 1)}
              className={styles.input}
            />
            <span aria-hidden="true">{variant === 'stars' ? '★' : rating}</span>
          </label>
        );
      })}
      <span className={styles.value}>{value ? valueText(value) : placeholder}</span>
    </div>
  );
}
