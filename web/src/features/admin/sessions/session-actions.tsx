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
 * `onChanged` reads the session again: after the action, or after a refusal saying it changed since it was read.
 */
export function SessionActionDialogs({ action, onClose, onChanged }: { action: SessionAction; onClose: () => void; onChanged: () => void }) {
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
      // Gone, moved, booked or ended since it was read: the page shows it as it is now.
      const changedMeanwhile = error instanceof ApiError && (error.status === 404 || error.status === 409);
      if (changedMeanwhile) onChanged();
      // Gone: nothing is left to act on, so the dialog closes.
      if (!(changedMeanwhile && error.status === 404)) throw error;
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
