import { formatLongDate, formatTime } from '@shared/booking/format';
import { SWIPE_THRESHOLD_PX } from '@shared/constants';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { WrapAfter } from '../../../components/wrap-after';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { WalletBooking } from '../api/booking-groups';
import { TicketQr, movieTitleOf, usedText, venueOf } from './ticket-card';
import styles from './ticket-viewer.module.css';

interface TicketViewerProps {
  bookings: WalletBooking[];
  index: number | null;
  isPast: (booking: WalletBooking) => boolean;
  onIndexChange: (index: number | null) => void;
}

/** The full-size ticket of one booking: previous/next buttons, arrow keys and a horizontal swipe of 50 px move between bookings. */
export function TicketViewer({ bookings, index, isPast, onIndexChange }: TicketViewerProps) {
  const navigate = useNavigate();
  const swipeStart = useRef<number | null>(null);
  const ticket = index === null ? null : bookings[index];
  const count = bookings.length;
  const go = (step: number) => index !== null && onIndexChange(Math.min(Math.max(index + step, 0), count - 1));

  // Arrow keys page through the tickets wherever the focus is in the open viewer.
  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange(Math.max(index - 1, 0));
      if (event.key === 'ArrowRight') onIndexChange(Math.min(index + 1, count - 1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(distance < 0 ? 1 : -1);
  };

  return (
    <Dialog open={ticket != null} onOpenChange={(open) => !open && onIndexChange(null)} title={ticket ? movieTitleOf(ticket) : 'Ticket'} size="md">
      {ticket && index !== null && (
        <div
          className={styles.viewer}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          data-testid="ticket-viewer"
        >
          <TicketQr code={ticket.bookingCode} size={220} />
          <code className={styles.code}>
            <WrapAfter text={ticket.bookingCode} after="-" />
          </code>
          <dl className={styles.facts}>
            <dt>{ticket.seats.length === 1 ? 'Seat' : 'Seats'}</dt>
            <dd>{ticket.seats.join(', ')}</dd>
            <dt>Venue</dt>
            <dd>{venueOf(ticket)}</dd>
            {ticket.session.date && (
              <>
                <dt>Date</dt>
                <dd>{formatLongDate(ticket.session.date)}</dd>
              </>
            )}
            {ticket.session.time && (
              <>
                <dt>Time</dt>
                <dd>{formatTime(ticket.session.time)}</dd>
              </>
            )}
            {ticket.checkedInAt && (
              <>
                <dt>Status</dt>
                <dd>{usedText(ticket.checkedInAt, ticket.session.timeZone)}</dd>
              </>
            )}
          </dl>
          <div className={styles.nav}>
            <Button variant="secondary" size="sm" onClick={() => go(-1)} disabled={index === 0} aria-label="Previous ticket">
              ‹ Previous
            </Button>
            <span aria-live="polite">
              {index + 1} / {count}
            </span>
            <Button variant="secondary" size="sm" onClick={() => go(1)} disabled={index === count - 1} aria-label="Next ticket">
              Next ›
            </Button>
          </div>
          {!isPast(ticket) && (
            <Button fullWidth onClick={() => navigate(`/pre-show?session=${encodeURIComponent(ticket.session.id)}`)}>
              Pre Show Setup
            </Button>
          )}
        </div>
      )}
    </Dialog>
  );
}
