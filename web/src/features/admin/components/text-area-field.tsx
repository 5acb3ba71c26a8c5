import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styles from './admin.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The validation message, announced. */
  error?: string;
  /** The characters typed so far: shown as "count/maxLength" under the field and linked to it. */
  count?: number;
}

/** A labelled multi-line text field of an admin form (a description, a question); works with register(). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, count, id, maxLength, ...props }, ref) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const countId = `${fieldId}-count`;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        ref={ref}
        id={fieldId}
        className={`input ${styles.textarea}`}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={count === undefined ? undefined : countId}
        {...props}
      />
      {count !== undefined && (
        <span id={countId} className={styles.counter}>
          {count}/{maxLength}
        </span>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
