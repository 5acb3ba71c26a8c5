import { useState, type RefObject } from 'react';
import { Dialog, type DialogProps } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';

/** A list a form's selects choose from, as `useApi` and `useAllPages` give it. */
interface ChoiceList {
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * What a form dialog shows until the lists its selects choose from are here. A native select registered
 * with react-hook-form before its options exist shows its placeholder ("Select a screen…"), not the value
 * the form holds, and keeps showing it once they come: so the form starts once they are loaded. A list
 * that failed offers Retry.
 */
export function FormChoicesPending({ title, size, onClose, lists, returnFocus }: { title: string; size?: DialogProps['size']; onClose: () => void; lists: ChoiceList[]; returnFocus: RefObject<HTMLElement | null> }) {
  const failed = lists.filter((list) => list.error && !list.isLoading);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size={size} returnFocus={returnFocus}>
      {failed.length > 0 ? <LoadError title="Failed to load data" onRetry={() => failed.forEach((list) => void list.mutate())} /> : <Spinner label="Loading" />}
    </Dialog>
  );
}

/**
 * The element that had the focus when the form was asked for (its Create or Edit button), for both the
 * waiting dialog and the form's to give it back on close: the form's dialog opens as the waiting one goes,
 * when the focus is on neither, and would otherwise leave it on the page's body.
 */
export function useFormOpener(): RefObject<HTMLElement | null> {
  const [opener] = useState(() => ({ current: document.activeElement instanceof HTMLElement ? document.activeElement : null }));
  return opener;
}
