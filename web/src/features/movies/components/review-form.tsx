import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXT_MAX } from '@shared/constants';
import { reviewInputSchema } from '@shared/reviews';
import { forwardRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { RatingPicker } from '../../../components/rating-picker';
import { Button } from '../../../components/ui/button';
import styles from './review-form.module.css';

export interface ReviewFormValues {
  rating: number;
  text: string;
}

interface ReviewFormProps {
  initial?: ReviewFormValues;
  submitLabel: string;
  onSubmit: (values: ReviewFormValues) => Promise<void>;
  onCancel?: () => void;
  /** Focus the rating when the form appears (it took the place of the button the member pressed). */
  autoFocus?: boolean;
}

/** Rating (required, 1-10) and optional text with a counter; the same zod schema as the API. */
export const ReviewForm = forwardRef<HTMLFormElement, ReviewFormProps>(function ReviewForm({ initial, submitLabel, onSubmit, onCancel, autoFocus }, ref) {
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(reviewInputSchema), defaultValues: initial ?? { text: '' } });
  const length = (watch('text') ?? '').length;

  return (
    <form ref={ref} id="review-form" className={styles.form} onSubmit={handleSubmit((values) => onSubmit(values))} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>Your rating</legend>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <RatingPicker label="Rating (1 to 10)" max={10} value={field.value} onChange={field.onChange} invalid={!!errors.rating} autoFocus={autoFocus} />
          )}
        />
        {errors.rating && (
          <p className={styles.error} role="alert">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <label className={styles.label} htmlFor="review-text">
        Your review (optional)
      </label>
      <textarea
        id="review-text"
        className={styles.textarea}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        placeholder="What did you think?"
        aria-describedby="review-counter"
        {...register('text')}
      />
      <div className={styles.footer}>
        <span id="review-counter" className={styles.counter}>
          {length}/{REVIEW_TEXT_MAX}
        </span>
        <div className={styles.actions}>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {errors.text && (
        <p className={styles.error} role="alert">
          {errors.text.message}
        </p>
      )}
    </form>
  );
});
