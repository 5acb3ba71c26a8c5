import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import styles from './admin.module.css';

/**
 * The footer of an admin form dialog: Cancel, and the submit button that says what it is doing while busy.
 * Cancel closes the dialog as × does (a `GuardedDialog` with unsaved changes asks first).
 */
export function FormActions({ busy, label, busyLabel, variant = 'primary' }: { busy: boolean; label: string; busyLabel: string; variant?: 'primary' | 'danger' }) {
  return (
    <div className={styles.pageActions} style={{ justifyContent: 'flex-end' }}>
      <DialogClose asChild>
        <Button variant="ghost" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} loading={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
