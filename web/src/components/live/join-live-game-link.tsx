import { Link } from 'react-router-dom';
import { apiKey } from '../../lib/api-client';
import { liveJoinPath } from '@shared/live/paths';
import { useApi } from '../../lib/use-api';

/**
 * "Join live game" on the show's day, when the session has a game not ended yet (its newest: a rematch
 * replaces the first); nothing otherwise. The caller shows it only on the show's day.
 */
export function JoinLiveGameLink({ sessionId, className }: { sessionId: string; className?: string }) {
  const { data } = useApi(apiKey('getSessionLiveGame', { params: { id: sessionId } }));
  const game = data?.game;
  if (!game || game.status === 'ended') return null;
  return (
    <Link className={className} to={liveJoinPath(game.gameId)}>
      Join live game
    </Link>
  );
}
