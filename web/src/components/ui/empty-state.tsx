import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { KEEP_CLEAR_OF_TOASTS } from './keep-clear-of-toasts';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link, e.g. a retry or a way forward. */
  action?: ReactNode;
  /** Toasts leave its title, description and action in sight (a failed load's panel under its error toast). */
  keepClearOfToasts?: boolean;
}

export function EmptyState({ title, description, icon, action, keepClearOfToasts = false }: EmptyStateProps) {
  // Each part, not the whole width the state spans: a toast beside the centred words covers nothing.
  const keepClear = keepClearOfToasts ? KEEP_CLEAR_OF_TOASTS : {};
  return (
    <div className={styles.empty}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <h3 className={styles.title} {...keepClear}>
        {title}
      </h3>
      {description && (
        <p className={styles.description} {...keepClear}>
          {description}
        </p>
      )}
      {action && (
        <div className={styles.action} {...keepClear}>
          {action}
        </div>
      )}
    </div>
  );
}
