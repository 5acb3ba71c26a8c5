import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
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
  /**
   * Why Delete would be refused (a session with bookings): Delete is shown disabled with this written
   * under it, where a touch screen shows it too, rather than refused after the confirmation.
   */
  deleteBlockedReason?: string;
  /** Further actions, between Edit and Delete. */
  children?: ReactNode;
  /** One under the other, for a table with many columns. */
  stacked?: boolean;
}

/** The Actions cell of an admin table row: Edit and Delete (which asks first, by the page's confirm dialog). */
export function RowActions({ name, onEdit, onDelete, editDisabled, deleteBlockedReason, children, stacked }: RowActionsProps) {
  const reasonId = useId();
  return (
    <div className={stacked ? styles.rowActionsStack : styles.rowActions}>
      <ActionButton onClick={onEdit} disabled={editDisabled} aria-label={`Edit ${name}`}>
        Edit
      </ActionButton>
      {children}
      <ActionButton
        danger
        onClick={onDelete}
        disabled={deleteBlockedReason !== undefined}
        aria-describedby={deleteBlockedReason !== undefined ? reasonId : undefined}
        aria-label={`Delete ${name}`}
      >
        Delete
      </ActionButton>
      {deleteBlockedReason !== undefined && (
        <span id={reasonId} className={styles.actionNote}>
          {deleteBlockedReason}
        </span>
      )}
    </div>
  );
}
