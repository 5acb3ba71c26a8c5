import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** How often the lobby reads who joined: the protocol sends nobody a message when another player joins. */
const LOBBY_REFRESH_MS = 5_000;

/** The game as its REST read tells it, refreshed while `polling` (the lobby). */
export const useLiveGameRead = (gameId: string, polling: boolean) =>
  useApi(polling ? apiKey('getLiveGame', { params: { gameId } }) : null, { refreshInterval: LOBBY_REFRESH_MS });

/** The game a short join code leads to (404 for an unknown or expired code). */
export const useJoinCodeGame = (code: string) => useApi(apiKey('getLiveGameOfJoinCode', { params: { code } }));
