import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { useLiveGame, type LiveGame, type LiveGameView } from '../../../lib/live-game';
import { useLiveGameRead } from '../api/live';
import { LiveQuestion } from '../components/live-question';
import { LivePodium, LiveStanding, LiveTopTen } from '../components/live-standings';
import { ordinal } from '../components/live-texts';
import styles from '../components/live-game.module.css';
import { formatNumber } from '../../../lib/format';

function Lobby({ gameId, joined }: { gameId: string; joined: number }) {
  const { data } = useLiveGameRead(gameId, true);
  // Players only join: the larger count is the fresher one.
  const players = Math.max(joined, data?.players ?? 0);
  return (
    <section className={styles.lobby} aria-labelledby="live-lobby">
      <h2 id="live-lobby">You are in!</h2>
      <p className={styles.players}>
        {players} {players === 1 ? 'player has' : 'players have'} joined
      </p>
      <p className={styles.muted}>Waiting for the host to open the first question. Keep this page open: the questions appear here.</p>
    </section>
  );
}

/** The end: the member's rank, score and loyalty points, then the podium. */
function GameOver({ end }: { end: NonNullable<LiveGameView['end']> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The question or result that held the focus is gone: without this the focus falls to the page.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const you = end.you;
  return (
    <>
      <section className={styles.final} aria-labelledby="live-final">
        <h2 id="live-final" ref={heading} tabIndex={-1}>
          Game over
        </h2>
        {you && (
          <>
            <p className={styles.finalRank}>
              You finished {ordinal(you.rank)} with {formatNumber(you.score)} points.
            </p>
            <p className={styles.paid}>
              {you.pointsAwarded > 0 ? `You earned ${formatNumber(you.pointsAwarded)} loyalty points.` : 'No loyalty points this time: a right answer next game earns some.'}
            </p>
            <Link to="/rewards">See your points</Link>
          </>
        )}
      </section>
      <LivePodium top={end.top} />
    </>
  );
}

function GameBody({ gameId, game }: { gameId: string; game: LiveGame }) {
  const { view, clock, answer } = game;
  if (view.end) return <GameOver end={view.end} />;
  if (view.status === 'ended') {
    return <EmptyState title="This game has ended" description="The host has ended this game." action={<Link to="/my-tickets">My Tickets</Link>} />;
  }
  if (view.question) {
    return (
      <>
        <LiveQuestion question={view.question} view={view} clock={clock} onAnswer={answer} />
        {view.result && view.leaderboard && <LiveTopTen {...view.leaderboard} />}
      </>
    );
  }
  if (view.status === 'lobby') return <Lobby gameId={gameId} joined={view.players} />;
  // Back between questions after a reconnect: the last result is not sent again, the standing is.
  return (
    <section className={styles.lobby} aria-labelledby="live-between">
      <h2 id="live-between">Waiting for the next question</h2>
      {view.you && <LiveStanding you={view.you} />}
    </section>
  );
}

/** /live/:gameId: the member's phone in a live game (docs/live.md, "Phone"). */
export default function LiveGamePage() {
  const { gameId = '' } = useParams();
  const game = useLiveGame({ action: 'join', gameId });
  const { view, setupFailure, retry } = game;
  const { refreshProfile } = useAuth();
  const paid = view.end?.you?.pointsAwarded ?? 0;
  // The points paid at the end show in the header's balance at once.
  useEffect(() => {
    if (paid > 0) void refreshProfile();
  }, [paid, refreshProfile]);

  const body = () => {
    if (setupFailure === 'no-live-url') return <EmptyState title="Live games are not available" description="This site has no live games yet." />;
    if (setupFailure === 'config') return <LoadError title="Could not load the live game" description={CHECK_CONNECTION} onRetry={() => window.location.reload()} />;
    if (view.refusal === 'BOOKING_REQUIRED') {
      return (
        <EmptyState
          title="Booking required"
          description="This live game is for members with a booking of its show. Book a seat to play."
          action={<Link to="/shows">Browse Shows</Link>}
        />
      );
    }
    if (view.refusal) return <EmptyState title="Game not found" description="This live game does not exist. Check the link on the big screen." action={<Link to="/my-tickets">My Tickets</Link>} />;
    if (view.connection === 'failed') return <LoadError title="Could not connect to the live game" description={CHECK_CONNECTION} onRetry={retry} />;
    if (!view.status) {
      return (
        <p className={styles.joining} role="status">
          <Spinner size="sm" label="" /> {view.connection === 'reconnecting' ? 'Reconnecting…' : 'Joining the game…'}
        </p>
      );
    }
    return <GameBody gameId={gameId} game={game} />;
  };

  return (
    <main className={`page ${styles.page}`}>
      <h1 className="page-title">Live game</h1>
      {body()}
      {view.status && view.connection === 'reconnecting' && !view.end && (
        <p className={styles.reconnecting} role="status">
          <Spinner size="sm" label="" /> Reconnecting… Your answers are kept.
        </p>
      )}
    </main>
  );
}
