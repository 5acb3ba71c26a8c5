import type { LiveHostGame } from '@shared/api/routes/live';
import { createColumnHelper } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { api, ApiError } from '../../../lib/api-client';
import { useClockEstimate, useServerNow, type Sampled } from '../../../lib/server-clock';
import { DataTable } from '../components/data-table';
import { failureToast } from '../lib/failure-toast';
import summaryStyles from '../sessions/session-detail.module.css';
import { useLiveHostGame, useRefreshLive } from './live-api';
import { LiveStatusBadge } from './live-status';
import { questionClock, type QuestionClock } from './question-clock';
import styles from './live.module.css';
import { formatClockTimeWithSeconds } from '../../../lib/format-time';
import { formatNumber } from '../../../lib/format';

type Standing = LiveHostGame['standings'][number];
const column = createColumnHelper<Standing>();
const standingColumns = [
  column.accessor('rank', { header: 'Rank' }),
  column.accessor('name', { header: 'Player', cell: ({ getValue }) => <span className={styles.playerName}>{getValue()}</span> }),
  column.accessor('score', { header: 'Score' }),
  column.accessor('streak', { header: 'Streak', cell: ({ getValue }) => (getValue() > 1 ? `${getValue()} in a row` : getValue() === 1 ? '1' : '—') }),
  column.accessor('joinedAt', {
    header: 'Joined',
    cell: ({ getValue }) => formatClockTimeWithSeconds(getValue()),
  }),
];

const clockText = (clock: QuestionClock | undefined) =>
  !clock ? '' : clock.phase === 'ready' ? `Opens in ${clock.seconds} s` : clock.phase === 'open' ? `${clock.seconds} s left` : 'Closing…';

/** The host's controls of one game: open the next question, end the game; who joined, answers in, results. */
export function GamePanel({ gameId }: { gameId: string }) {
  const [status, setStatus] = useState<string>();
  const { data: game, error, isLoading, mutate } = useLiveHostGame(gameId, status);
  if (game && game.status !== status) setStatus(game.status);

  if (!game) {
    if (error && !isLoading) {
      return error instanceof ApiError && error.status === 404 ? (
        <EmptyState title="Game not found" description="Choose one of this session’s games below, or create one." />
      ) : (
        <LoadError title="Failed to load game" onRetry={() => void mutate()} />
      );
    }
    return (
      <div aria-busy="true" className={styles.panel}>
        <Skeleton height="2rem" width="40%" />
        <Skeleton height="6rem" />
        <Skeleton height="10rem" />
      </div>
    );
  }
  return <HostedGame game={game} onChanged={() => void mutate()} />;
}

function HostedGame({ game, onChanged }: { game: Sampled<LiveHostGame>; onChanged: () => void }) {
  const { toast } = useToast();
  const refresh = useRefreshLive();
  const [opening, setOpening] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the confirmation hands the focus back once the game has ended and its End Game button is gone
  // (null until then: a cancelled confirmation goes back to End Game).
  const afterEnd = useRef<HTMLElement | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  // The poll's replies sample the server's clock as the live socket's greetings do.
  const serverNow = useServerNow(useClockEstimate(game.clockSample));
  const clock =
    game.status === 'question' && game.opensAt !== undefined && game.closesAt !== undefined
      ? questionClock({ opensAt: game.opensAt, closesAt: game.closesAt }, serverNow)
      : undefined;

  const current = game.currentIndex >= 0 ? game.questions[game.currentIndex] : undefined;
  const nextIndex = game.currentIndex + 1;
  const hasNext = nextIndex < game.questions.length;
  const ended = game.status === 'ended';
  const showCorrect = game.status !== 'question';

  const openNext = async () => {
    setOpening(true);
    try {
      await api('openNextLiveQuestion', { params: { gameId: game.gameId } });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to open the question', error));
      onChanged();
    } finally {
      setOpening(false);
      // The Open button went disabled under the host's focus (it stays so while the question is open): the
      // focus goes to the panel's heading, which names the question now open, not to the page.
      heading.current?.focus();
    }
  };

  const end = async () => {
    try {
      const result = await api('endLiveGame', { params: { gameId: game.gameId } });
      toast({
        title: 'Game ended',
        description: `${formatNumber(result.players)} player${result.players === 1 ? '' : 's'}; ${formatNumber(result.pointsAwarded)} loyalty points paid.`,
        variant: 'success',
      });
      await refresh();
      afterEnd.current = heading.current;
    } catch (error) {
      toast(failureToast('Failed to end the game', error));
      throw error;
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="live-game-heading">
      <div className={styles.panelHeader}>
        <div>
          <h2 id="live-game-heading" ref={heading} tabIndex={-1} className={styles.panelTitle}>
            {ended ? 'Game over' : current ? `Question ${game.currentIndex + 1} of ${game.questions.length}` : 'Lobby: waiting for players'}
          </h2>
          <p className={styles.panelMeta}>
            <LiveStatusBadge status={game.status} /> {game.secondsPerQuestion} s per question
            {clock && (
              <span className={styles.clock} role="timer" aria-live="off">
                {clockText(clock)}
              </span>
            )}
          </p>
        </div>
        <div className={styles.panelActions}>
          <Link className={buttonClassName({ variant: 'secondary' })} to={`/admin/live/${game.gameId}/screen`} target="_blank" rel="noopener">
            Open Big Screen
          </Link>
          {!ended && (
            <>
              <Button onClick={() => void openNext()} disabled={opening || game.status === 'question' || !hasNext}>
                {opening ? 'Opening…' : hasNext ? `Open Question ${nextIndex + 1}` : 'All questions played'}
              </Button>
              <Button variant="danger" onClick={() => setConfirmEnd(true)}>
                End Game
              </Button>
            </>
          )}
        </div>
      </div>

      <ul className={summaryStyles.summary} aria-label="Game">
        <li className={summaryStyles.metric}>
          <span className={summaryStyles.metricValue}>{formatNumber(game.players)}</span>
          <span className={summaryStyles.metricLabel}>Players joined</span>
        </li>
        <li className={summaryStyles.metric}>
          <span className={summaryStyles.metricValue}>
            {current ? `${formatNumber(game.answered)}/${formatNumber(game.players)}` : '—'}
          </span>
          <span className={summaryStyles.metricLabel}>{game.status === 'question' ? 'Answered so far' : 'Answered the last question'}</span>
        </li>
        <li className={summaryStyles.metric}>
          <span className={summaryStyles.metricValue}>
            {Math.max(game.currentIndex + 1, 0)}/{game.questions.length}
          </span>
          <span className={summaryStyles.metricLabel}>Questions played</span>
        </li>
      </ul>

      {current && (
        <div className={styles.question}>
          <p className={styles.questionText}>{current.text}</p>
          <ul className={styles.options} aria-label="Options">
            {current.options.map((option) => {
              const correct = option.id === current.correctOptionId;
              return (
                <li key={option.id} className={styles.option} data-correct={correct || undefined}>
                  {option.text}
                  {correct && <Badge className={styles.correctBadge} variant={showCorrect ? 'success' : 'outline'}>{showCorrect ? 'Correct' : 'Correct (hidden from players)'}</Badge>}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <h3 className={styles.subheading}>{current ? 'Standings' : 'Players'}</h3>
      <DataTable
        label="Players and their standings"
        data={game.standings}
        columns={standingColumns}
        getRowId={(standing) => standing.userId}
        empty={
          <EmptyState
            title="No one joined yet"
            description="Members holding a booking of this session join from their phones: open the big screen, which shows the join link and its QR code."
          />
        }
      />

      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title="End the game?"
        description={
          game.status === 'question'
            ? 'The open question is scored with the answers already in, then the game ends and each player is paid their loyalty points. No more questions can be opened.'
            : 'The game ends and each player is paid their loyalty points. No more questions can be opened.'
        }
        confirmLabel="End Game"
        busyLabel="Ending…"
        onConfirm={end}
        returnFocus={afterEnd}
      />
    </section>
  );
}
