import type { AdminSession } from '@shared/api/routes/admin-sessions';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { useToast } from '../../../components/ui/toast';
import { api, ApiError } from '../../../lib/api-client';
import { failureToast } from '../lib/failure-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatNumber } from '../../../lib/format';

export type SessionAction = { kind: 'delete' | 'cancel'; session: AdminSession } | null;

const describe = (s: AdminSession) => `${s.movieTitle} at ${s.venueName}, ${s.screenName} on ${formatShortDate(s.date)} at ${formatTime(s.time)}`;

/**
 * The two destructive session actions, each after a confirmation: Delete (offered only without bookings;
 * should one come meanwhile, the API's refusal is shown) and Cancel session (every booking refunded once).
 * `onChanged` follows the action's success; `onGone`, a refusal saying the session was deleted meanwhile.
 */
export function SessionActionDialogs({
  action,
  onClose,
  onChanged,
  onGone,
}: {
  action: SessionAction;
  onClose: () => void;
  onChanged: () => void;
  onGone?: () => void;
}) {
  const { toast } = useToast();
  const current = action;

  const run = async () => {
    if (!current) return;
    const { kind, session } = current;
    try {
      if (kind === 'delete') {
        await api('deleteSession', { params: { id: session.id } });
        toast({ title: 'Session deleted', variant: 'success' });
      } else {
        const result = await api('cancelSession', { params: { id: session.id } });
        toast({
          title: 'Session cancelled',
          description:
            result.refundedBookings > 0
              ? `${formatNumber(result.refundedBookings)} booking${result.refundedBookings === 1 ? '' : 's'} refunded (${formatNumber(result.refundedPoints)} pts).`
              : 'No bookings needed a refund.',
          variant: 'success',
        });
      }
      onChanged();
    } catch (error) {
      // The title is fixed; under it, the refusal's text (a show that ended while the page was open: SESSION_COMPLETED).
      toast(failureToast(kind === 'delete' ? 'Failed to delete session' : 'Failed to cancel session', error));
      // Deleted meanwhile: nothing is left to act on, so the dialog closes. A list is not read again on a
      // failure (docs/back-office.md, "Sessions"); a page of the session itself may say it is gone.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      onGone?.();
    }
  };

  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={current?.kind === 'cancel' ? 'Cancel session?' : 'Delete session?'}
      description={
        !current
          ? ''
          : current.kind === 'cancel'
            ? `Cancel ${describe(current.session)}? Every booking of it will be refunded: members get their points back, once. The session stays in the list as cancelled and can no longer be booked.`
            : `Delete ${describe(current.session)} with its prices and running order?`
      }
      confirmLabel={current?.kind === 'cancel' ? 'Cancel Session' : 'Delete'}
      // Beside "Cancel Session", a plain "Cancel" would read like the action itself.
      cancelLabel={current?.kind === 'cancel' ? 'Keep Session' : undefined}
      busyLabel={current?.kind === 'cancel' ? 'Cancelling…' : 'Deleting…'}
      onConfirm={run}
    />
  );
}
