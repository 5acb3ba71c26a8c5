import type { SessionSummary } from '@shared/api/routes/booking';
import { availabilityBadge } from '@shared/booking/availability';
import { localDateKey } from '@shared/booking/calendar';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { useNavigate } from 'react-router-dom';
import { ClapperIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMovieSessions } from '../api/movies';
import styles from './showtimes.module.css';
import { formatNumber } from '../../../lib/format';

/** Where Book Now leads: the Shows page with the movie chosen and this session's booking dialog open. */
export const bookingPath = (session: SessionSummary) =>
  `/shows?${new URLSearchParams({ movie: session.movieTitle, session: session.id }).toString()}`;

function Showtime({ session }: { session: SessionSummary }) {
  const navigate = useNavigate();
  const badge = availabilityBadge(session.seatsLeft);
  const when = `${formatShortDate(session.date)}, ${formatTime(session.time)}`;
  return (
    <li className={styles.showtime}>
      <div className={styles.when}>
        <strong>{formatShortDate(session.date)}</strong>
        <span className={styles.time}>{formatTime(session.time)}</span>
      </div>
      <div className={styles.where}>
        <span>{session.venue}</span>
        <span className={styles.muted}>
          {[session.location, session.screen].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div className={styles.seats}>
        {badge === 'Available' ? (
          <span className={styles.muted}>{formatNumber(session.seatsLeft)} seats left</span>
        ) : (
          <Badge variant={badge === 'Sold Out' ? 'danger' : 'warning'}>{badge === 'Few Left' ? `${formatNumber(session.seatsLeft)} left` : badge}</Badge>
        )}
      </div>
      <Button size="sm" className={styles.book} disabled={session.seatsLeft <= 0} onClick={() => navigate(bookingPath(session))} aria-label={`Book Now: ${when} at ${session.venue}`}>
        Book Now
      </Button>
    </li>
  );
}

/** The movie page's showtimes: the movie's next sessions, each with Book Now (a guest signs in first, then books). */
export function Showtimes({ movieId }: { movieId: number }) {
  const { data, error, isLoading, mutate } = useMovieSessions(movieId, localDateKey(new Date()));
  return (
    <section aria-labelledby="showtimes-heading" className={styles.section}>
      <h2 id="showtimes-heading">Showtimes</h2>
      {isLoading ? (
        <div className={styles.list} aria-busy="true" aria-label="Loading showtimes">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="3.5rem" radius="var(--radius-md)" />
          ))}
        </div>
      ) : error && !data ? (
        <LoadError icon={<ClapperIcon />} title="Failed to load showtimes" onRetry={() => void mutate()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon={<ClapperIcon />} title="No upcoming showtimes" description="Check back soon: new sessions are added every week." />
      ) : (
        <ul className={styles.list}>
          {data.items.map((session) => (
            <Showtime key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}
