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
  /** 1 when the state is the whole page (a movie not found): its title is then the page's heading, which names the tab. */
  headingLevel?: 1 | 3;
}

export function EmptyState({ title, description, icon, action, keepClearOfToasts = false, headingLevel = 3 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  // Each part, not the whole width the state spans: a toast beside the centred words covers nothing.
  const keepClear = keepClearOfToasts ? KEEP_CLEAR_OF_TOASTS : {};
  return (
    <div className={styles.empty}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title} {...keepClear}>
        {title}
      </Heading>
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
