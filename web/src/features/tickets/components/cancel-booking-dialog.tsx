import { formatLongDate, formatTime } from '@shared/booking/format';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { apiErrorOf, apiKey, refusalMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { cancelBooking } from '../api/tickets';
import type { WalletBooking } from '../api/booking-groups';
import { movieTitleOf, seatsText } from './ticket-card';
import { formatNumber } from '../../../lib/format';

interface CancelBookingDialogProps {
  booking: WalletBooking | null;
  onClose: () => void;
}

/** Asks before cancelling a booking; on success the points come back (toast) and the ticket leaves Upcoming. */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const { toast } = useToast();
  const { refreshProfile } = useAuth();
  const { mutate } = useSWRConfig();
  const when = booking?.session.date && booking.session.time ? ` on ${formatLongDate(booking.session.date)} at ${formatTime(booking.session.time)}` : '';

  const confirm = async () => {
    if (!booking) return;
    try {
      const result = await cancelBooking(booking.bookingCode);
      toast({ title: 'Booking Cancelled', description: `${formatNumber(result.refunded)} points were returned to your balance.`, variant: 'success' });
    } catch (error) {
      // Already cancelled (another tab, a retry): the wallet only needs to catch up.
      if (apiErrorOf(error, 'cancelBooking')?.code !== 'ALREADY_CANCELLED') {
        toast({ title: 'Cancellation Failed', description: refusalMessage(error) ?? 'Failed to cancel your booking. Please try again.', variant: 'error' });
        throw error;
      }
    } finally {
      void mutate(apiKey('listMyTickets'));
    }
    void refreshProfile();
  };

  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this booking?"
      description={booking ? `${movieTitleOf(booking)}${when}, ${seatsText(booking)}. Your ${formatNumber(booking.totalPrice)} points will be refunded and the ${booking.seats.length === 1 ? 'seat' : 'seats'} released.` : ''}
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      busyLabel="Cancelling..."
      onConfirm={confirm}
    />
  );
}
