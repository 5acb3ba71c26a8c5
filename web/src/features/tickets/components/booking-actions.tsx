import { isCancellable } from '@shared/booking/availability';
import { localDateKey } from '@shared/booking/calendar';
import { Link } from 'react-router-dom';
import { FeedbackButton } from '../../../components/feedback/feedback-button';
import { JoinLiveGameLink } from '../../../components/live/join-live-game-link';
import { Button, buttonClassName } from '../../../components/ui/button';
import { downloadCalendarFile } from '../api/calendar-download';
import type { WalletBooking } from '../api/booking-groups';
import { movieTitleOf } from './ticket-card';

interface BookingActionsProps {
  booking: WalletBooking;
  past: boolean;
  now: Date;
  onCancel: (booking: WalletBooking) => void;
}

/**
 * What a member can do with one booking, in the card's one actions slot: Pre Show Setup, Add to
 * calendar and Cancel booking (until 2 hours before the show) on an upcoming booking; Give Feedback
 * on a past one, and on today's once it has started; Join live game on the show's day when it has one. (Band check-in is not per booking: the page offers it once when a show is today.)
 * One set of small buttons (links drawn as buttons too): Join live game, when offered, is the one
 * primary; every other action is secondary (docs/product-rules.md, "Booking").
 */
export function BookingActions({ booking, past, now, onCancel }: BookingActionsProps) {
  if (past) return <FeedbackButton size="sm" session={{ id: booking.session.id, movieTitle: movieTitleOf(booking) }} />;
  const startsAt = booking.session.startsAt ? new Date(booking.session.startsAt) : null;
  const cancellable = startsAt !== null && booking.checkedInAt === null && isCancellable(startsAt, now);
  // Feedback on a show opens at its start (docs/earning-rules.md): today's show offers it once it has begun.
  const started = startsAt !== null && startsAt <= now;
  const showDay = booking.session.date === localDateKey(now);
  return (
    <>
      {showDay && <JoinLiveGameLink sessionId={booking.session.id} className={buttonClassName({ variant: 'primary', size: 'sm' })} />}
      {started && <FeedbackButton size="sm" session={{ id: booking.session.id, movieTitle: movieTitleOf(booking) }} />}
      <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to="/pre-show">
        Pre Show Setup
      </Link>
      {startsAt && (
        <Button variant="secondary" size="sm" onClick={() => downloadCalendarFile(booking)}>
          Add to calendar
        </Button>
      )}
      {cancellable && (
        <Button variant="secondary" size="sm" onClick={() => onCancel(booking)}>
          Cancel booking
        </Button>
      )}
    </>
  );
}
