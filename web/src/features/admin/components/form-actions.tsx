import { Button } from '../../../components/ui/button';
import styles from './admin.module.css';

/** The footer of an admin form dialog: Cancel, and the submit button that says what it is doing while busy. */
export function FormActions({ busy, onCancel, label, busyLabel, variant = 'primary' }: { busy: boolean; onCancel: () => void; label: string; busyLabel: string; variant?: 'primary' | 'danger' }) {
  return (
    <div className={styles.pageActions} style={{ justifyContent: 'flex-end' }}>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} loading={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
