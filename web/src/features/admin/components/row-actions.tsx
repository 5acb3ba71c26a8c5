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
   * Why Delete would be refused (a session, screen or venue with bookings): Delete is shown disabled with
   * this written under it (`BlockedAction`), rather than refused after the confirmation.
   */
  deleteBlockedReason?: string;
  /** Further actions, between Edit and Delete. */
  children?: ReactNode;
  /** One under the other, for a table with many columns. */
  stacked?: boolean;
}

export interface BlockedActionProps {
  /** Why the action would be refused; undefined: it is offered. */
  reason: string | undefined;
  /** The action's button, given the props that disable it and describe it by the reason. */
  children: (blocked: { disabled: boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/**
 * An action the API would refuse, shown disabled with the reason written under it, where a touch screen
 * shows it too (unlike a tooltip), and read as the button's description.
 */
export function BlockedAction({ reason, children }: BlockedActionProps) {
  const reasonId = useId();
  if (reason === undefined) return children({ disabled: false, 'aria-describedby': undefined });
  return (
    <span className={styles.blockedAction}>
      {children({ disabled: true, 'aria-describedby': reasonId })}
      <span id={reasonId} className={styles.actionNote}>
        {reason}
      </span>
    </span>
  );
}

/** The Actions cell of an admin table row: Edit and Delete (which asks first, by the page's confirm dialog). */
export function RowActions({ name, onEdit, onDelete, editDisabled, deleteBlockedReason, children, stacked }: RowActionsProps) {
  return (
    <div className={stacked ? styles.rowActionsStack : styles.rowActions}>
      <ActionButton onClick={onEdit} disabled={editDisabled} aria-label={`Edit ${name}`}>
        Edit
      </ActionButton>
      {children}
      <BlockedAction reason={deleteBlockedReason}>
        {(blocked) => (
          <ActionButton danger onClick={onDelete} aria-label={`Delete ${name}`} {...blocked}>
            Delete
          </ActionButton>
        )}
      </BlockedAction>
    </div>
  );
}
