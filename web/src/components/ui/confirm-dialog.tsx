import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLeaveWarning } from '../../lib/use-leave-warning';
import { Button } from './button';
import { Dialog } from './dialog';
import { focusFellToPage } from './focus-stand-in';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that backs out ("Cancel" unless that would read like the action, e.g. "Keep booking"). */
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs (e.g. "Deleting..."). */
  busyLabel?: string;
  /**
   * Runs the action; the dialog closes when it resolves and stays open (for another try) when it throws.
   * It may call `settled` once nothing is left that a reload would stop (a bulk delete's chunks are done
   * and its toast says so): the browser's "Leave site?" ends there, while what follows (the list's
   * refresh) still runs under the busy button.
   */
  onConfirm: (settled: () => void) => Promise<void>;
  variant?: 'danger' | 'primary';
  /** Extra content under the description (e.g. progress of a bulk action). */
  children?: ReactNode;
  /** Where the focus goes back to on close, when not the element that had it as the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The confirmation every destructive action asks for. The confirm button shows the action's
 * progress; while it runs the dialog cannot be dismissed (nor the tab closed without the browser asking);
 * the caller shows its own failure toast.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  onConfirm,
  variant = 'danger',
  children,
  returnFocus,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // Busy with work a reload would stop: until the action resolves, or says it has `settled`.
  const [unsettled, setUnsettled] = useState(false);
  const [failures, setFailures] = useState(0);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useLeaveWarning(unsettled);
  // The confirm button, disabled while the action ran, had handed the focus to the dialog's box: after
  // a failure it takes the focus back (for another try, or Tab to Cancel) unless the focus has moved on.
  useEffect(() => {
    if (failures > 0 && (focusFellToPage() || document.activeElement?.getAttribute('role') === 'dialog')) confirmButton.current?.focus();
  }, [failures]);
  const confirm = async () => {
    setBusy(true);
    setUnsettled(true);
    try {
      await onConfirm(() => setUnsettled(false));
      onOpenChange(false);
    } catch {
      // The caller has said why (toast); the dialog stays for another try or Cancel.
      setFailures((count) => count + 1);
    } finally {
      setBusy(false);
      setUnsettled(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      dismissible={!busy}
      returnFocus={returnFocus}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmButton} variant={variant} onClick={() => void confirm()} loading={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
