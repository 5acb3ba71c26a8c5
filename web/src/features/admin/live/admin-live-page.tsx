import type { LiveGameSummary } from '@shared/api/routes/live';
import { formatLongDate, formatTime } from '@shared/booking/format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { AdminPageHeader } from '../components/admin-page-header';
import { ACTIONS_COLUMN_ID, DataTable } from '../components/data-table';
import { ActionButton } from '../components/row-actions';
import { SessionNotFound } from '../components/session-not-found';
import adminStyles from '../components/admin.module.css';
import { useSessionDetail } from '../sessions/sessions-api';
import { GamePanel } from './game-panel';
import { useLiveHostSession, useRefreshLive } from './live-api';
import { LiveStatusBadge } from './live-status';
import { NewGameDialog } from './new-game-dialog';
import styles from './live.module.css';
import { formatNumericDateTime, formatShortDateTime } from '../../../lib/format-time';

const column = createColumnHelper<LiveGameSummary>();

/**
 * Live Game: the host console of a session's live games (docs/live.md, "Host console"). Reached from
 * the session's detail page: `/admin/live?session=<id>`, and `&game=<id>` for the game being hosted.
 */
export default function AdminLivePage() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session') ?? undefined;
  const gameId = params.get('game') ?? undefined;
  const session = useSessionDetail(sessionId);
  const live = useLiveHostSession(sessionId);
  const refresh = useRefreshLive();
  const [creating, setCreating] = useState(false);
  const host = (id: string) => setParams({ session: sessionId ?? '', game: id });
  // Memoized: a cell renderer made anew on each render (each poll) remounts its cell, and a focused Host button would lose the focus.
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: 'Created',
        cell: ({ getValue }) => formatShortDateTime(getValue()),
      }),
      column.accessor('status', { header: 'Status', cell: ({ getValue }) => <LiveStatusBadge status={getValue()} /> }),
      column.accessor('currentIndex', { header: 'Played', cell: ({ row: { original: g } }) => `${Math.max(g.currentIndex + 1, 0)} of ${g.questionCount}` }),
      column.accessor('players', { header: 'Players' }),
      column.accessor('secondsPerQuestion', { header: 'Seconds', cell: ({ getValue }) => `${getValue()} s` }),
      column.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row: { original: g } }) =>
          g.gameId === gameId ? (
            <span className={adminStyles.muted}>Hosting</span>
          ) : (
            <ActionButton onClick={() => setParams({ session: sessionId ?? '', game: g.gameId })} aria-label={`Host the game created ${formatNumericDateTime(g.createdAt)}`}>
              Host
            </ActionButton>
          ),
      }),
    ],
    [gameId, sessionId, setParams],
  );

  if (!sessionId) {
    return (
      <main className="page">
        <AdminPageHeader title="Live Game" />
        <EmptyState
          title="Choose a session"
          description="A live game is played by the audience of one session: open the session’s detail page and choose Live Game."
          action={<Link to="/admin/sessions">Go to Sessions</Link>}
        />
      </main>
    );
  }

  const detail = session.data?.session;
  const notFound = (session.error instanceof ApiError && session.error.status === 404) || (live.error instanceof ApiError && live.error.status === 404);
  // A session that is gone has no console: no link back to it, no game to create.
  if (notFound) {
    return (
      <main className="page">
        <AdminPageHeader title="Live Game" />
        <SessionNotFound />
      </main>
    );
  }
  const questions = live.data?.questions ?? [];
  return (
    <main className="page">
      <p>
        <Link to={`/admin/sessions/${encodeURIComponent(sessionId)}`}>← Session</Link>
      </p>
      <AdminPageHeader
        title="Live Game"
        description={
          detail
            ? `${detail.movieTitle} · ${detail.venueName}, ${detail.screenName} · ${formatLongDate(detail.date)} at ${formatTime(detail.time)}`
            : session.error
              ? 'The session’s details failed to load.'
              : 'Loading session…'
        }
        actions={
          <Button onClick={() => setCreating(true)} disabled={!live.data || questions.length === 0}>
            New Game
          </Button>
        }
      />
      {live.data && questions.length === 0 && (
        <div className={styles.notice} role="note">
          This session has no quiz question to play: a game plays the active questions with a correct option of the session’s assets and movie.{' '}
          <Link to="/admin/questions">Add questions</Link>
        </div>
      )}
      {gameId && <GamePanel key={gameId} gameId={gameId} />}
      <section className={styles.games} aria-labelledby="live-games">
        <h2 id="live-games" className={styles.subheading}>
          Games of this session
        </h2>
        <DataTable
          label="Games of this session"
          data={live.data?.games}
          columns={columns}
          getRowId={(g) => g.gameId}
          isLoading={live.isLoading}
          error={live.error}
          errorTitle="Failed to load the session’s games and questions"
          onRetry={() => void live.mutate()}
          activeRowId={gameId ?? null}
          empty={<EmptyState title="No games yet" description="Create a game, open the big screen for the audience, then open the questions one by one." />}
        />
      </section>
      {creating && (
        <NewGameDialog
          onClose={() => setCreating(false)}
          sessionId={sessionId}
          questions={questions}
          onCreated={(id) => {
            void refresh();
            host(id);
          }}
        />
      )}
    </main>
  );
}
