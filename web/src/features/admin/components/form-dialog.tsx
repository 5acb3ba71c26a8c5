import { useCallback, type FormEventHandler, type ReactNode } from 'react';
import type { DialogProps } from '../../../components/ui/dialog';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { useToast, type ToastOptions } from '../../../components/ui/toast';
import { failureToast } from '../lib/failure-toast';
import { FormActions } from './form-actions';

export interface FormDialogProps extends Pick<DialogProps, 'title' | 'description' | 'size' | 'initialFocus' | 'returnFocus'> {
  /** Open unless told otherwise (most are mounted only while open). */
  open?: boolean;
  onClose: () => void;
  /** The form differs from what it opened with: closing it other than by saving asks "Discard changes?" first. */
  dirty: boolean;
  /** Saving: the dialog cannot be closed and the submit button says `busyLabel`. */
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel?: string;
  /** `danger` for a submit that takes something away (suspending a member). */
  submitVariant?: 'primary' | 'danger';
  children: ReactNode;
}

/** An admin add/edit dialog: the form's fields, then Cancel and the submit button; unsaved changes are asked about before closing. */
export function FormDialog({ open = true, onClose, dirty, busy, onSubmit, submitLabel, busyLabel = 'Saving…', submitVariant, children, ...dialog }: FormDialogProps) {
  return (
    <GuardedDialog open={open} onOpenChange={(next) => !next && !busy && onClose()} dismissible={!busy} dirty={dirty} {...dialog}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <FormActions busy={busy} label={submitLabel} busyLabel={busyLabel} variant={submitVariant} />
      </form>
    </GuardedDialog>
  );
}

export interface SaveOptions<T> {
  request: () => Promise<T>;
  /** The success toast, e.g. "Venue added" (or made from what was saved). */
  success: string | ((saved: T) => Omit<ToastOptions, 'variant'>);
  /** The failure toast's title, e.g. "Failed to save venue"; the API's reason goes under it. */
  failure: string;
  /** After the success toast: hand the result on and close. */
  onSaved: (saved: T) => void;
}

/**
 * An admin form's submit: the request, then the success toast and `onSaved`; on failure the failure
 * toast, and the dialog stays open with the admin's input. Return its promise from the submit handler:
 * the form counts as submitting until it settles.
 */
export function useSave() {
  const { toast } = useToast();
  return useCallback(
    async <T,>({ request, success, failure, onSaved }: SaveOptions<T>) => {
      try {
        const saved = await request();
        toast({ ...(typeof success === 'string' ? { title: success } : success(saved)), variant: 'success' });
        onSaved(saved);
      } catch (error) {
        toast(failureToast(failure, error));
      }
    },
    [toast],
  );
}
