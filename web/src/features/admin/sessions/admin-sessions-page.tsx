import { dateRangeProblem } from '@shared/admin/date-range';
import { MAX_SESSION_LIST_DAYS, type AdminSession } from '@shared/api/routes/admin-sessions';
import { addDays, localDateKey } from '@shared/booking/calendar';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { formatPoints } from '@shared/admin/form-values';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ClapperIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ASSET_TYPE_LABELS, ASSET_TYPE_VARIANTS } from '../assets/asset-types';
import { SESSIONS_PAGE_SIZE, useAdminSessions, useRefreshSessions } from './sessions-api';
import { useVenues } from '../venues/venues-api';
import { VenueOptions } from '../components/venue-options';
import { AdminPageHeader } from '../components/admin-page-header';
import { CursorPager, useCursorPages } from '../components/cursor-pager';
import { ACTIONS_COLUMN_ID, DataTable } from '../components/data-table';
import { ActionButton, RowActions } from '../components/row-actions';
import styles from '../components/admin.module.css';
import { SessionActionDialogs, type SessionAction } from './session-actions';
import { SessionFormDialog } from './session-form-dialog';
import { SessionStatusBadge } from './session-status';
import { formatNumber } from '../../../lib/format';

const column = createColumnHelper<AdminSession>();
const DEFAULT_DAYS = 30;

/** Sessions Management: the table, the create/edit dialog, delete and cancel (docs/back-office.md, "Pages"). */
export default function AdminSessionsPage() {
  const today = localDateKey(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, DEFAULT_DAYS));
  const [venueId, setVenueId] = useState('');
  const venues = useVenues();
  const rangeProblem = dateRangeProblem(from, to, MAX_SESSION_LIST_DAYS);
  const pages = useCursorPages();
  const { cursor, reset: resetPages } = pages;
  // Other dates or another venue: their first page (a cursor belongs to the list it came from).
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    resetPages();
  };
  const sessions = useAdminSessions(rangeProblem ? null : { from, to, venueId, cursor });
  const refresh = useRefreshSessions();
  const [dialog, setDialog] = useState<{ open: boolean; session: AdminSession | null }>({ open: false, session: null });
  const [action, setAction] = useState<SessionAction>(null);

  const columns = useMemo(
    () => [
      column.accessor('venueName', {
        header: 'Venue & Screen',
        cell: ({ row: { original: s } }) => (
          <>
            <span className={styles.cellMain}>{s.venueName}</span>
            <span className={styles.cellSub}>
              {s.screenName} · {s.location}
            </span>
          </>
        ),
      }),
      column.accessor('date', {
        header: 'Date & Time',
        cell: ({ row: { original: s } }) => (
          <>
            <Link to={`/admin/sessions/${encodeURIComponent(s.id)}`} className={`${styles.cellMain} ${styles.nowrap}`} aria-label={`${formatShortDate(s.date)} · ${formatTime(s.time)}, ${s.movieTitle}: session detail`}>
              {formatShortDate(s.date)} · {formatTime(s.time)}
            </Link>
            <span className={styles.cellSub}>{s.movieTitle}</span>
          </>
        ),
      }),
      column.accessor('bookedSeats', {
        header: 'Seats',
        cell: ({ row: { original: s } }) => (
          <span aria-label={`${formatNumber(s.bookedSeats)} of ${formatNumber(s.totalSeats)} seats booked`}>
            {formatNumber(s.bookedSeats)}/{formatNumber(s.totalSeats)}
          </span>
        ),
      }),
      column.accessor('assets', {
        header: 'Assets',
        cell: ({ getValue }) => {
          const assets = [...getValue()].sort((a, b) => a.displayOrder - b.displayOrder);
          if (assets.length === 0) return <span className={styles.muted}>None</span>;
          return (
            <ol className={styles.assetList}>
              {assets.map((asset) => (
                <li key={asset.assetId}>
                  <Badge variant={ASSET_TYPE_VARIANTS[asset.type as keyof typeof ASSET_TYPE_VARIANTS] ?? 'default'}>
                    {ASSET_TYPE_LABELS[asset.type as keyof typeof ASSET_TYPE_LABELS] ?? asset.type}
                  </Badge>
                  <span>{asset.title}</span>
                </li>
              ))}
            </ol>
          );
        },
      }),
      column.accessor('prices', {
        header: 'Pricing',
        cell: ({ getValue }) => (
          <ul className={styles.priceList}>
            {getValue().map((price) => (
              <li key={price.categoryId}>
                <span className={styles.swatch} style={{ background: price.colorCode }} aria-hidden="true" />
                {price.name}: {formatPoints(price.price)}
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor('status', { header: 'Status', cell: ({ getValue }) => <SessionStatusBadge status={getValue()} /> }),
      column.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row: { original: s } }) => {
          const name = `${s.movieTitle} ${formatShortDate(s.date)} ${formatTime(s.time)}`;
          return (
            <RowActions
              stacked
              name={name}
              onEdit={() => setDialog({ open: true, session: s })}
              // What the API would refuse is not offered (docs/back-office.md, "Sessions").
              editDisabled={s.status === 'cancelled' || s.status === 'completed'}
              onDelete={() => setAction({ kind: 'delete', session: s })}
              deleteBlockedReason={s.bookedSeats > 0 ? 'Has bookings' : undefined}
            >
              {s.status !== 'cancelled' && s.status !== 'completed' && (
                <ActionButton danger onClick={() => setAction({ kind: 'cancel', session: s })} aria-label={`Cancel session ${name}`}>
                  Cancel
                </ActionButton>
              )}
            </RowActions>
          );
        },
      }),
    ],
    [],
  );

  return (
    <main className="page">
      <AdminPageHeader
        title="Sessions Management"
        description="Screenings, their seats, running order and prices."
        actions={<Button onClick={() => setDialog({ open: true, session: null })}>Create Session</Button>}
      />
      <div className={styles.toolbar}>
        <span className={styles.toolbarText}>Showing sessions by date and time</span>
        <label className={`${styles.inlineField} ${styles.venueFilter}`}>
          Venue
          <select className="input" value={venueId} onChange={(event) => filterBy(setVenueId)(event.target.value)}>
            <option value="">All venues</option>
            <VenueOptions venues={venues.data ?? []} />
          </select>
        </label>
        <label className={styles.inlineField}>
          From
          <input type="date" className="input" value={from} onChange={(event) => event.target.value && filterBy(setFrom)(event.target.value)} />
        </label>
        <label className={styles.inlineField}>
          To
          <input
            type="date"
            className="input"
            value={to}
            min={from}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={rangeProblem ? 'sessions-range-problem' : undefined}
            onChange={(event) => event.target.value && filterBy(setTo)(event.target.value)}
          />
        </label>
        {rangeProblem && (
          <p id="sessions-range-problem" className="field-error" role="alert">
            {rangeProblem}
          </p>
        )}
      </div>
      {/* A range the API would refuse is said above; no list is asked for, so none can fail or read as empty. */}
      {!rangeProblem && (
        <DataTable
          label="Sessions"
          data={sessions.data?.items}
          columns={columns}
          getRowId={(s) => s.id}
          isLoading={sessions.isLoading}
          error={sessions.error}
          errorTitle="Failed to load sessions"
          onRetry={() => void sessions.mutate()}
          pageSize={SESSIONS_PAGE_SIZE}
          empty={
            <EmptyState
              icon={<ClapperIcon size={40} />}
              title="No Sessions Found"
              description="No sessions for these dates and venue. Create one, or change the filters."
              action={<Button onClick={() => setDialog({ open: true, session: null })}>Create Session</Button>}
            />
          }
        />
      )}
      {!rangeProblem && <CursorPager pages={pages} nextCursor={sessions.data?.nextCursor} label="Session pages" />}
      <SessionFormDialog
        open={dialog.open}
        session={dialog.session}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSaved={() => void refresh()}
      />
      <SessionActionDialogs action={action} onClose={() => setAction(null)} onChanged={() => void refresh()} />
    </main>
  );
}
