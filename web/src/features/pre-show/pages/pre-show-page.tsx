import { isUpcoming, localDateKey } from '@shared/booking/calendar';
import { formatLongDate, formatTime } from '@shared/booking/format';
import { Link, useSearchParams } from 'react-router-dom';
import { BandPanel } from '../../../components/band/band-check-in';
import { JoinLiveGameLink } from '../../../components/live/join-live-game-link';
import { ShowCancelled } from '../../../components/show-cancelled';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/sessions';
import { useMyTickets, useSessionAssets } from '../api/pre-show';
import styles from './pre-show-page.module.css';
import { TicketIcon } from '../../../components/icons';

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Without `?session=`: the member's upcoming sessions to choose from. */
function SessionChooser() {
  const { data, error, isLoading, mutate } = useMyTickets(true);
  useErrorToast(error, 'Failed to fetch sessions');
  if (isLoading) return <Spinner label="Loading your sessions" />;
  if (!data) return <LoadError title="Failed to fetch sessions" description={CHECK_CONNECTION} onRetry={() => void mutate()} />;
  const sessions = [...new Map(data.items.filter((t) => t.session.date && isUpcoming(t.session.date)).map((t) => [t.session.id, t.session])).values()];
  if (sessions.length === 0) {
    return <EmptyState icon={<TicketIcon />} title="No upcoming tickets" description="Book a session to see your tickets here" action={<Link to="/shows">Browse Shows</Link>} />;
  }
  return (
    <ul className={styles.sessions}>
      {sessions.map((session) => (
        <li key={session.id}>
          <Link to={`/pre-show?session=${encodeURIComponent(session.id)}`} className={styles.sessionLink}>
            <strong>{session.movieTitle || 'Session Booked'}</strong>
            <span>
              {session.date && formatLongDate(session.date)}
              {session.time && ` · ${formatTime(session.time)}`} · {session.venue || 'Venue'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SessionPreShow({ sessionId }: { sessionId: string }) {
  const { data: session, error, isLoading, mutate: reloadSession } = useSession(sessionId);
  const { data: assets, isLoading: assetsLoading, mutate: reloadAssets } = useSessionAssets(sessionId);
  if (isLoading) return <Spinner label="Loading the session" />;
  // Only the API answering 404 means there is no such session; any other failure can be retried.
  if (error instanceof ApiError && error.status === 404) return <EmptyState title="Session not found" action={<Link to="/my-tickets">My Tickets</Link>} />;
  if (!session) {
    // Whatever cut this request off most likely cut off the programme's too: one Retry reloads both.
    return <LoadError title="Could not load this session" description={CHECK_CONNECTION} onRetry={() => void Promise.all([reloadSession(), reloadAssets()])} />;
  }

  return (
    <>
      <section className={`card ${styles.session}`} aria-label="Session">
        {session.posterUrl && <img className={styles.poster} src={session.posterUrl} alt={`${session.movieTitle} poster`} />}
        <div className={styles.sessionFacts}>
          <h2>{session.movieTitle}</h2>
          {session.genre && <Badge variant="outline">{session.genre}</Badge>}
          <p>
            {formatLongDate(session.date)} · {formatTime(session.time)}
            {session.durationMinutes != null && ` · ${session.durationMinutes} min`}
          </p>
          <p className={styles.muted}>
            {session.venue}
            {session.location && `, ${session.location}`}
            {session.screen && ` · ${session.screen}`}
          </p>
          {session.status === 'cancelled' ? (
            <ShowCancelled className={styles.cancelled} />
          ) : (
            <>
              <Link to={`/in-session?session=${encodeURIComponent(sessionId)}`}>Go to Session Q&amp;A</Link>
              {session.date === localDateKey(new Date()) && <JoinLiveGameLink sessionId={sessionId} />}
            </>
          )}
        </div>
      </section>

      <section aria-label="Pre-show programme">
        <h2 className={styles.sectionTitle}>Before the movie</h2>
        {assetsLoading ? (
          <Spinner label="Loading the programme" />
        ) : !assets ? (
          <LoadError title="Could not load the pre-show programme" description={CHECK_CONNECTION} onRetry={() => void reloadAssets()} />
        ) : assets.items.length === 0 ? (
          <p className={styles.muted}>Nothing is scheduled before this movie.</p>
        ) : (
          <ol className={styles.assets}>
            {assets.items.map((asset) => (
              <li key={asset.assetId} className={styles.asset}>
                {asset.thumbnailUrl ? (
                  <img className={styles.thumbnail} src={asset.thumbnailUrl} alt="" />
                ) : (
                  <span className={styles.thumbnail} aria-hidden="true">
                    ▶
                  </span>
                )}
                <div>
                  <h3>{asset.title}</h3>
                  <p className={styles.muted}>
                    <Badge>{asset.type}</Badge>
                    {asset.brand && ` ${asset.brand}`}
                    {asset.durationSeconds != null && ` · ${minutesAndSeconds(asset.durationSeconds)}`}
                  </p>
                  {asset.description && <p>{asset.description}</p>}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** /pre-show: the session's details and its pre-show assets in display order (`?session=` picks the session), and the wearable band. */
export default function PreShowPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  // The band panel waits for what goes above it (the same reads, made once): drawn at once, it was
  // pushed down when the sessions or the programme came, a layout shift of 0.1 on a phone.
  const reads = [useSession(sessionId), useSessionAssets(sessionId), useMyTickets(!sessionId)];
  const aboveLoading = reads.some((read) => read.isLoading);
  return (
    <main className="page">
      <h1 className="page-title">Pre Show Setup</h1>
      {sessionId ? <SessionPreShow sessionId={sessionId} /> : <SessionChooser />}
      {!aboveLoading && <BandPanel />}
    </main>
  );
}
