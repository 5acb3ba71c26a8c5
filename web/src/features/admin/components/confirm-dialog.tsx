import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs (e.g. "Deleting..."). */
  busyLabel?: string;
  /** Runs the action; the dialog closes when it resolves and stays open (for another try) when it throws. */
  onConfirm: () => Promise<void>;
  variant?: 'danger' | 'primary';
  /** Extra content under the description (e.g. progress of a bulk action). */
  children?: ReactNode;
}

/**
 * The confirmation every destructive admin action asks for. The confirm button shows the action's
 * progress; while it runs the dialog cannot be dismissed; the caller shows its own failure toast.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  variant = 'danger',
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller has said why (toast); the dialog stays for another try or Cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      dismissible={!busy}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant={variant} onClick={() => void confirm()} loading={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
