import type { SessionBooking } from '@shared/api/routes/admin-sessions';
import { formatLongDate, formatTime, formatTimestampDate } from '@shared/booking/format';
import { zonedClock } from '@shared/check-in';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TicketIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useRefreshSessions, useSessionDetail } from './sessions-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { DataTable } from '../components/data-table';
import { SessionNotFound } from '../components/session-not-found';
import adminStyles from '../components/admin.module.css';
import { SessionActionDialogs, type SessionAction } from './session-actions';
import { SessionSeatMap } from './session-seat-map';
import { SessionStatusBadge } from './session-status';
import styles from './session-detail.module.css';
import { formatNumber } from '../../../lib/format';

const column = createColumnHelper<SessionBooking>();
/** The bookings' columns; a check-in time and a booking's day are on the venue's clock (`timeZone`), as the session's time is. */
const bookingColumns = (timeZone: string) => [
  column.accessor('bookingCode', { header: 'Booking', cell: ({ getValue }) => <code className={styles.bookingCode}>{getValue()}</code> }),
  column.accessor('memberName', {
    header: 'Member',
    cell: ({ row: { original: b } }) => (
      <>
        <span className={adminStyles.cellMain}>{b.memberName ?? 'Member'}</span>
        <span className={adminStyles.cellSub}>{b.memberEmail ?? ''}</span>
      </>
    ),
  }),
  column.accessor('seats', { header: 'Seats', cell: ({ getValue }) => getValue().join(', ') }),
  column.accessor('totalPrice', { header: 'Paid', cell: ({ getValue }) => `${formatNumber(getValue())} pts` }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <Badge variant={getValue() === 'confirmed' ? 'success' : 'danger'}>{getValue()}</Badge>,
  }),
  column.accessor('checkedInAt', {
    header: 'Checked In',
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? formatTime(zonedClock(new Date(at), timeZone)) : '—';
    },
  }),
  column.accessor('createdAt', { header: 'Booked', cell: ({ getValue }) => formatTimestampDate(getValue(), timeZone) }),
];

/** Session Detail: the live seat map (booked and checked-in seats), the bookings and occupancy. */

export default function AdminSessionDetailPage() {
  const { id } = useParams();
  const { data, error, isLoading, mutate } = useSessionDetail(id);
  const refresh = useRefreshSessions();
  const [action, setAction] = useState<SessionAction>(null);
  const timeZone = data?.timeZone ?? DEFAULT_TIME_ZONE;
  const columns = useMemo(() => bookingColumns(timeZone), [timeZone]);

  // Deleted since it was read (a refusal's or the 10-second read's 404): the page it had is no longer true.
  const gone = error instanceof ApiError && error.status === 404;
  if (!data || gone) {
    return (
      <main className="page">
        <p>
          <Link to="/admin/sessions">← Sessions</Link>
        </p>
        {error && !isLoading ? (
          gone ? (
            <SessionNotFound />
          ) : (
            <LoadError title="Failed to load session" onRetry={() => void mutate()} />
          )
        ) : (
          <div aria-busy="true" style={{ display: 'grid', gap: '1rem' }}>
            <Skeleton height="2.5rem" width="60%" />
            <Skeleton height="5rem" />
            <Skeleton height="18rem" />
          </div>
        )}
      </main>
    );
  }

  const { session, seatMap, bookings, occupancy } = data;
  return (
    <main className="page">
      <p>
        <Link to="/admin/sessions">← Sessions</Link>
      </p>
      <AdminPageHeader
        title={session.movieTitle}
        description={
          <span className={styles.meta}>
            {session.venueName}, {session.screenName} · {formatLongDate(session.date)} at {formatTime(session.time)} <SessionStatusBadge status={session.status} />
          </span>
        }
        actions={
          <>
            {session.status !== 'cancelled' && (
              <Link className={buttonClassName({ variant: 'secondary' })} to={`/admin/live?session=${encodeURIComponent(session.id)}`}>
                Live Game
              </Link>
            )}
            {session.status !== 'cancelled' && session.status !== 'completed' && (
              <Button variant="danger" onClick={() => setAction({ kind: 'cancel', session })}>
                Cancel Session
              </Button>
            )}
          </>
        }
      />
      <ul className={styles.summary} aria-label="Occupancy">
        <li className={styles.metric}>
          <span className={styles.metricValue}>
            {formatNumber(occupancy.bookedSeats)}/{formatNumber(occupancy.totalSeats)}
          </span>
          <span className={styles.metricLabel}>Seats booked</span>
          <span className={styles.bar} aria-hidden="true">
            <span style={{ width: `${Math.min(100, occupancy.percent)}%` }} />
          </span>
        </li>
        <li className={styles.metric}>
          <span className={styles.metricValue}>{occupancy.percent}%</span>
          <span className={styles.metricLabel}>Occupancy</span>
        </li>
        <li className={styles.metric}>
          <span className={styles.metricValue}>{formatNumber(occupancy.checkedInSeats)}</span>
          <span className={styles.metricLabel}>Seats checked in</span>
        </li>
        <li className={styles.metric}>
          <span className={styles.metricValue}>{formatNumber(bookings.filter((b) => b.status === 'confirmed').length)}</span>
          <span className={styles.metricLabel}>Confirmed bookings</span>
        </li>
      </ul>

      <section className={styles.section} aria-labelledby="session-seat-map">
        <h2 id="session-seat-map">Seat Map{seatMap ? ` · version ${seatMap.version}` : ''}</h2>
        <p className="field-hint">Live: refreshes every 10 seconds. This session keeps the seat map it was created with.</p>
        {seatMap ? <SessionSeatMap map={seatMap} /> : <p className={adminStyles.muted}>This session has no seat map (its screen has none).</p>}
      </section>

      <section className={styles.section} aria-labelledby="session-bookings">
        <h2 id="session-bookings">Bookings</h2>
        <DataTable
          label="Bookings"
          data={bookings}
          columns={columns}
          getRowId={(b) => b.bookingCode}
          empty={<EmptyState icon={<TicketIcon size={36} />} title="No bookings yet" description="Bookings appear here as members book seats." />}
        />
      </section>
      <SessionActionDialogs action={action} onClose={() => setAction(null)} onChanged={() => void Promise.all([mutate(), refresh()])} onGone={() => void mutate()} />
    </main>
  );
}
