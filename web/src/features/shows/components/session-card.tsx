import type { SessionSummary } from '@shared/api/routes/booking';
import { availabilityBadge, type ShowProgress } from '@shared/booking/availability';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import styles from './session-card.module.css';
import { Poster } from '../../../components/poster';
import { formatNumber } from '../../../lib/format';

const BADGE_VARIANT: Record<ReturnType<typeof availabilityBadge>, BadgeVariant> = {
  'Sold Out': 'danger',
  'Few Left': 'warning',
  Available: 'success',
};

const PROGRESS_BADGE = { started: 'Started', ended: 'Ended' } as const;

interface SessionCardProps {
  session: SessionSummary;
  canBook: boolean;
  /** Started or ended on its venue's clock: no more bookings (docs/product-rules.md, "Booking"). */
  progress: ShowProgress;
  onBook: (session: SessionSummary) => void;
}

export function SessionCard({ session, canBook, progress, onBook }: SessionCardProps) {
  const badge = availabilityBadge(session.seatsLeft);
  const show = `${session.movieTitle}, ${formatShortDate(session.date)} ${formatTime(session.time)}`;
  return (
    <article className={styles.card} aria-label={show}>
      <Poster src={session.posterUrl} alt={`${session.movieTitle} poster`} className={styles.poster} />
      <div className={styles.body}>
        <div className={styles.badges}>
          {session.genre && <Badge variant="outline">{session.genre}</Badge>}
          {progress === 'open' ? <Badge variant={BADGE_VARIANT[badge]}>{badge}</Badge> : <Badge variant="default">{PROGRESS_BADGE[progress]}</Badge>}
        </div>
        <h3 className={styles.title}>{session.movieTitle}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>{formatShortDate(session.date)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{formatTime(session.time)}</dd>
          </div>
          {session.durationMinutes != null && (
            <div>
              <dt>Duration</dt>
              <dd>{session.durationMinutes} min</dd>
            </div>
          )}
          <div>
            <dt>Venue</dt>
            <dd>
              {session.venue}
              {session.location && <span className={styles.muted}> · {session.location}</span>}
            </dd>
          </div>
          <div>
            <dt>Seats</dt>
            <dd>
              {formatNumber(session.seatsLeft)} of {formatNumber(session.totalSeats)} seats left
            </dd>
          </div>
        </dl>
        {/* Starts with the visible text (voice control), then tells the cards' buttons apart. */}
        <Button
          fullWidth
          className={styles.book}
          disabled={!canBook || progress !== 'open'}
          onClick={() => onBook(session)}
          aria-label={`Book Now: ${show}${progress === 'open' ? '' : ` (${progress})`}`}
        >
          Book Now
        </Button>
      </div>
    </article>
  );
}
