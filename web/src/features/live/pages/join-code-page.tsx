import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { liveJoinPath } from '@shared/live/paths';
import { useJoinCodeGame } from '../api/live';
import styles from '../components/live-game.module.css';

/** /j/:code: the big screen's short link; finds the game and replaces the address with its page (docs/live.md, "Phone"). */
export default function JoinCodePage() {
  const { code = '' } = useParams();
  const { data, error, mutate } = useJoinCodeGame(code);
  const navigate = useNavigate();
  const gameId = data?.gameId;
  useEffect(() => {
    if (gameId) void navigate(liveJoinPath(gameId), { replace: true });
  }, [gameId, navigate]);

  const body = () => {
    // 400: longer than any code could be; to the member it is the same unknown code.
    if (error?.status === 404 || error?.status === 400) {
      return (
        <EmptyState
          title={`No live game with code ${code.toUpperCase()}`}
          description="Check the code on the big screen and try again, or ask the host."
          action={<Link to="/">Go to home</Link>}
        />
      );
    }
    if (error) return <LoadError title="Could not find the live game" description={CHECK_CONNECTION} onRetry={() => void mutate()} />;
    return (
      <p className={styles.joining} role="status">
        <Spinner size="sm" label="" /> Finding the game…
      </p>
    );
  };

  return (
    <main className={`page ${styles.page}`}>
      <h1 className="page-title">Live game</h1>
      {body()}
    </main>
  );
}
