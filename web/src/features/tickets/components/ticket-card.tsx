import { dateParts, formatLongDate, formatTime, formatTimestampDate } from '@shared/booking/format';
import { zonedClock } from '@shared/check-in';
import { QRCodeSVG } from 'qrcode.react';
import { useId, type ReactNode } from 'react';
import { WrapAfter } from '../../../components/wrap-after';
import { Badge } from '../../../components/ui/badge';
import type { WalletBooking } from '../api/booking-groups';
import styles from './ticket-card.module.css';
import { formatClockTime } from '../../../lib/format-time';

/** QR of the booking code: highest error correction, black on white, no margin (docs/product-rules.md, "Booking"). */
export function TicketQr({ code, size }: { code: string; size: number }) {
  return (
    <span className={styles.qr}>
      <QRCodeSVG value={code} size={size} level="H" fgColor="#000000" bgColor="#ffffff" marginSize={0} title={`QR code for ${code}`} />
    </span>
  );
}

export const movieTitleOf = (booking: WalletBooking) => booking.session.movieTitle || 'Session Booked';
export const venueOf = (booking: WalletBooking) => [booking.session.venue || 'Venue', booking.session.location].filter(Boolean).join(' · ');
export const seatsText = (booking: WalletBooking) => `${booking.seats.length === 1 ? 'Seat' : 'Seats'} ${booking.seats.join(', ')}`;
/** "Used · checked in at 7:05 PM" on the venue's clock, as the show's time is (the viewer's when the session is gone). */
export const usedText = (checkedInAt: string, timeZone: string | null) =>
  `Used · checked in at ${timeZone ? formatTime(zonedClock(new Date(checkedInAt), timeZone)) : formatClockTime(checkedInAt)}`;

interface TicketCardProps {
  booking: WalletBooking;
  past: boolean;
  onOpen: () => void;
  /** The booking's actions (Pre Show Setup, Add to calendar, Cancel booking...), laid above the card's open button. */
  actions?: ReactNode;
}

/**
 * One booking: an article of plain, readable content (so assistive tech reads the date, time, venue,
 * seats and code) with one "stretched" button laid over the whole card: a click anywhere opens the
 * full-size viewer, while the actions sit above the button and stay clickable.
 */
export function TicketCard({ booking, past, onOpen, actions }: TicketCardProps) {
  const titleId = useId();
  const { date, time } = booking.session;
  const parts = date ? dateParts(date) : null;
  const used = booking.checkedInAt !== null;
  return (
    <article className={styles.card} data-past={past || undefined} data-used={used || undefined} aria-labelledby={titleId} data-testid="booking-card">
      <div className={styles.body}>
        {parts && (
          // The long date below says the same to assistive tech.
          <div className={styles.dateBlock} aria-hidden="true">
            <span>{parts.month}</span>
            <strong>{parts.day}</strong>
            <span>{parts.weekday}</span>
          </div>
        )}
        <div className={styles.details}>
          <h3 id={titleId} className={styles.title}>
            {movieTitleOf(booking)}
          </h3>
          <button type="button" className={styles.open} onClick={onOpen} aria-label={`Open ticket: ${movieTitleOf(booking)}, ${seatsText(booking)}`} />
          <p className={styles.venue}>{venueOf(booking)}</p>
          <div className={styles.seats}>
            {booking.seats.map((seat) => (
              <Badge key={seat} variant="primary">
                Seat {seat}
              </Badge>
            ))}
          </div>
          {time && <p className={styles.time}>{formatTime(time)}</p>}
          {date && <p className={styles.muted}>{formatLongDate(date)}</p>}
          {used && <Badge variant="success">{usedText(booking.checkedInAt!, booking.session.timeZone)}</Badge>}
        </div>
        <div className={styles.codeColumn}>
          <TicketQr code={booking.bookingCode} size={160} />
          <code className={styles.code}>
            <WrapAfter text={booking.bookingCode} after="-" />
          </code>
        </div>
      </div>
      <footer className={styles.footer}>
        <span className={styles.muted}>Booked on {formatTimestampDate(booking.createdAt)}</span>
        {actions && <div className={styles.actions}>{actions}</div>}
      </footer>
    </article>
  );
}
