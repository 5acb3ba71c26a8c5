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
export function FormChoicesPending({ title, size, onClose, lists }: { title: string; size?: DialogProps['size']; onClose: () => void; lists: ChoiceList[] }) {
  const failed = lists.filter((list) => list.error && !list.isLoading);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size={size}>
      {failed.length > 0 ? <LoadError title="Failed to load data" onRetry={() => failed.forEach((list) => void list.mutate())} /> : <Spinner label="Loading" />}
    </Dialog>
  );
}
