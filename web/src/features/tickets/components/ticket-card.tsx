import type { Ticket } from '@shared/api/routes/booking';
import { dateParts, formatLongDate, formatTime, formatTimestampDate } from '@shared/booking/format';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FeedbackButton } from '../../../components/feedback/feedback-button';
import { Badge } from '../../../components/ui/badge';
import styles from './ticket-card.module.css';

/** QR of the booking code: highest error correction, black on white, no margin (member-app §9). */
export function TicketQr({ code, size }: { code: string; size: number }) {
  return (
    <span className={styles.qr}>
      <QRCodeSVG value={code} size={size} level="H" fgColor="#000000" bgColor="#ffffff" marginSize={0} title={`QR code for ${code}`} />
    </span>
  );
}

export const movieTitleOf = (ticket: Ticket) => ticket.session.movieTitle || 'Session Booked';
export const venueOf = (ticket: Ticket) => [ticket.session.venue || 'Venue', ticket.session.location].filter(Boolean).join(' · ');

interface TicketCardProps {
  ticket: Ticket;
  past: boolean;
  onOpen: () => void;
}

/**
 * An article of plain, readable content (so assistive tech reads the date, time, venue and code) with
 * one "stretched" button laid over the whole card: a click anywhere opens the full-size viewer, while
 * the Pre Show Setup link sits above the button and stays clickable.
 */
export function TicketCard({ ticket, past, onOpen }: TicketCardProps) {
  const titleId = useId();
  const { date, time } = ticket.session;
  const parts = date ? dateParts(date) : null;
  return (
    <article className={styles.card} data-past={past || undefined} aria-labelledby={titleId}>
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
            {movieTitleOf(ticket)}
          </h3>
          <button type="button" className={styles.open} onClick={onOpen} aria-label={`Open ticket: ${movieTitleOf(ticket)}, seat ${ticket.seat}`} />
          <p className={styles.venue}>{venueOf(ticket)}</p>
          <Badge variant="primary">Seat {ticket.seat}</Badge>
          {time && <p className={styles.time}>{formatTime(time)}</p>}
          {date && <p className={styles.muted}>{formatLongDate(date)}</p>}
        </div>
        <div className={styles.codeColumn}>
          <TicketQr code={ticket.bookingCode} size={160} />
          <code className={styles.code}>{ticket.bookingCode}</code>
        </div>
      </div>
      <footer className={styles.footer}>
        <span className={styles.muted}>Booked on {formatTimestampDate(ticket.createdAt)}</span>
        {!past && (
          <Link className={styles.preShow} to="/pre-show">
            Pre Show Setup
          </Link>
        )}
        {past && <FeedbackButton size="sm" className={styles.preShow} session={{ id: ticket.session.id, movieTitle: movieTitleOf(ticket) }} />}
      </footer>
    </article>
  );
}
