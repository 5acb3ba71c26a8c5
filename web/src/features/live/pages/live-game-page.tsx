import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveGame, type LiveGame } from '../../../lib/live-game';
import { LiveQuestion } from '../components/live-question';
import { LivePodium, LiveTopTen } from '../components/live-standings';
import { ordinal } from '../components/live-texts';
import styles from '../components/live-game.module.css';

/** The member's standing, as the last `state` or result told it. */
function Standing({ you }: { you: { score: number; rank: number; streak: number } }) {
  return (
    <dl className={styles.standing}>
      <div>
        <dt>Score</dt>
        <dd>{you.score}</dd>
      </div>
      <div>
        <dt>Rank</dt>
        <dd>{ordinal(you.rank)}</dd>
      </div>
      <div>
        <dt>Streak</dt>
        <dd>{you.streak}</dd>
      </div>
    </dl>
  );
}

function GameBody({ game }: { game: LiveGame }) {
  const { view, clock, answer } = game;
  if (view.end) {
    const you = view.end.you;
    return (
      <>
        <section className={styles.final} aria-labelledby="live-final">
          <h2 id="live-final" tabIndex={-1}>
            Game over
          </h2>
          {you && (
            <>
              <p className={styles.finalRank}>
                You finished {ordinal(you.rank)} with {you.score} points.
              </p>
              <p className={styles.paid}>
                {you.pointsAwarded > 0 ? `You earned ${you.pointsAwarded} loyalty points.` : 'No loyalty points this time: a right answer next game earns some.'}
              </p>
            </>
          )}
        </section>
        <LivePodium top={view.end.top} />
        <Link to="/rewards">See your points</Link>
      </>
    );
  }
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
  if (view.status === 'lobby') {
    return (
      <section className={styles.lobby} aria-labelledby="live-lobby">
        <h2 id="live-lobby">You are in!</h2>
        <p className={styles.players}>
          {view.players} {view.players === 1 ? 'player has' : 'players have'} joined
        </p>
        <p className={styles.muted}>Waiting for the host to open the first question. Keep this page open: the questions appear here.</p>
      </section>
    );
  }
  // Back between questions after a reconnect: the last result is not sent again, the standing is.
  return (
    <section className={styles.lobby} aria-labelledby="live-between">
      <h2 id="live-between">Waiting for the next question</h2>
      {view.you && <Standing you={view.you} />}
    </section>
  );
}

/** /live/:gameId: the member's phone in a live game (docs/live.md, "Phone"). */
export default function LiveGamePage() {
  const { gameId = '' } = useParams();
  const game = useLiveGame({ action: 'join', gameId });
  const { view, setupFailure, retry } = game;

  const body = () => {
    if (setupFailure === 'no-live-url') return <EmptyState title="Live games are not available" description="This site has no live games yet." />;
    if (setupFailure === 'config') return <LoadError title="Could not load the live game" description="Check your connection and try again." onRetry={() => window.location.reload()} />;
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
    if (view.connection === 'failed') return <LoadError title="Could not connect to the live game" description="Check your connection and try again." onRetry={retry} />;
    if (!view.status) {
      return (
        <p className={styles.joining} role="status">
          <Spinner size="sm" label="" /> {view.connection === 'reconnecting' ? 'Reconnecting…' : 'Joining the game…'}
        </p>
      );
    }
    return <GameBody game={game} />;
  };

  return (
    <main className={`page ${styles.page}`}>
      <h1 className="page-title">Live game</h1>
      {view.status && view.connection === 'reconnecting' && !view.end && (
        <p className={styles.reconnecting} role="status">
          <Spinner size="sm" label="" /> Reconnecting… Your answers are kept.
        </p>
      )}
      {body()}
    </main>
  );
}
