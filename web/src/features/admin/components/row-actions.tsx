import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './admin.module.css';

/** A small bordered button of a table row's actions; `danger` for the destructive ones. */
export function ActionButton({ danger, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" className={styles.iconButton} data-variant={danger ? 'danger' : undefined} {...props} />;
}

export interface RowActionsProps {
  /** The row's item as the buttons name it: "Edit <name>", "Delete <name>". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  editDisabled?: boolean;
  /** Further actions, between Edit and Delete. */
  children?: ReactNode;
  /** One under the other, for a table with many columns. */
  stacked?: boolean;
}

/** The Actions cell of an admin table row: Edit and Delete (which asks first, by the page's confirm dialog). */
export function RowActions({ name, onEdit, onDelete, editDisabled, children, stacked }: RowActionsProps) {
  return (
    <div className={stacked ? styles.rowActionsStack : styles.rowActions}>
      <ActionButton onClick={onEdit} disabled={editDisabled} aria-label={`Edit ${name}`}>
        Edit
      </ActionButton>
      {children}
      <ActionButton danger onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </ActionButton>
    </div>
  );
}
