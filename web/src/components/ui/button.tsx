import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and lets no click through (nor its form's Enter). */
  loading?: boolean;
  fullWidth?: boolean;
}

/** A button's classes, also for a link that looks like one of a set of buttons (a ticket's actions). */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false, className }: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'>): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', className ?? ''].filter(Boolean).join(' ');
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, className, disabled, children, type = 'button', onClick, 'aria-disabled': ariaDisabled, ...rest },
  ref,
) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  // While loading, aria-disabled rather than disabled: a disabled button drops the keyboard's focus to the
  // page. The click is cancelled instead, which also stops the submit of Enter in its form (a click on it).
  const busy = loading && !disabled;
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={busy ? true : ariaDisabled}
      aria-busy={loading || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
});
