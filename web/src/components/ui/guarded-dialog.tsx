import { useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { useLeaveWarning } from '../../lib/use-leave-warning';
import { Dialog, type DialogProps } from './dialog';

export interface GuardedDialogProps extends DialogProps {
  onOpenChange: (open: boolean) => void;
  /** The admin's work is not saved yet: closing asks first. */
  dirty: boolean;
}

/**
 * A dialog holding work not saved yet (a form, the seat-map editor). While `dirty`, every way of closing
 * it (Escape, a click outside, ×, a Cancel that is a `DialogClose`) asks "Discard changes?" first:
 * Discard Changes closes it, Keep Editing (or Escape) goes back to the form with the focus where it was.
 * Pristine, it closes at once; a save closes it without asking (the caller closes it, not the admin).
 * Closing or reloading the tab meanwhile asks the browser's "Leave site?".
 */
export function GuardedDialog({ dirty, onOpenChange, children, ...dialog }: GuardedDialogProps) {
  const [asking, setAsking] = useState(false);
  // The element the work was at when the question was asked: the focus goes back to it.
  const askedFrom = useRef<HTMLElement | null>(null);
  useLeaveWarning(dirty && dialog.open !== false);
  // The dialog itself is asked to close while the question is up only by an Escape pressed as the question
  // appears, before it takes the keyboard: that Escape was meant for the question, and goes back to the work.
  const closeAttempted = () => {
    if (!asking) askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(!asking);
  };
  return (
    <Dialog {...dialog} onOpenChange={(open) => (!open && dirty ? closeAttempted() : onOpenChange(open))}>
      {children}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Discard changes?"
        description="Your changes here are not saved yet: discarded, they are gone."
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        returnFocus={askedFrom}
        onConfirm={async () => onOpenChange(false)}
      />
    </Dialog>
  );
}
