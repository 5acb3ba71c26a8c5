import styles from './review-form.module.css';

const RATINGS = Array.from({ length: 10 }, (_, i) => i + 1);

/** A 1-10 rating as a radio group (arrow keys move between values). */
export function RatingPicker({ value, onChange, invalid }: { value: number | undefined; onChange: (rating: number) => void; invalid?: boolean }) {
  return (
    <div className={styles.ratings} role="radiogroup" aria-label="Rating (1 to 10)" aria-invalid={invalid || undefined}>
      {RATINGS.map((rating) => (
        <label key={rating} className={styles.rating} data-selected={value !== undefined && rating <= value ? '' : undefined}>
          <input
            type="radio"
            name="rating"
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            className="visually-hidden"
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{rating}</span>
        </label>
      ))}
      <span className={styles.ratingValue}>{value ? `${value}/10` : ''}</span>
    </div>
  );
}
