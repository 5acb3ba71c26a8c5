import { apiKey, fetchKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { sampled } from '../../../lib/server-clock';
import { useApi } from '../../../lib/use-api';

const GAMES_REFRESH_MS = 3_000;

/**
 * The questions a new game of the session plays by default, and the session's games, polled every 3 s
 * (docs/live.md, "Host console"): a game created, played or ended from another console, or a question
 * closing on its own timer, shows without a reload.
 */
export const useLiveHostSession = (sessionId: string | undefined) =>
  useApi(sessionId ? apiKey('getLiveHostSession', { params: { id: sessionId } }) : null, { refreshInterval: GAMES_REFRESH_MS });

/**
 * A game as its host sees it, polled (docs/live.md, "Host console"): every second while a question is
 * open (the answers coming in), every 3 s otherwise (players joining), not at all once it ended. Each
 * reply comes with the clock sample of its round trip.
 */
export function useLiveHostGame(gameId: string | undefined, status?: string) {
  const refreshInterval = status === 'ended' ? 0 : status === 'question' ? 1_000 : 3_000;
  return useApi(gameId ? apiKey('getLiveHostGame', { params: { gameId } }) : null, { refreshInterval, read: (key) => sampled(() => fetchKey(key)) });
}

/** Reloads the console after a move of the host. */
export const useRefreshLive = () => useRevalidate('getLiveHostSession', 'getLiveHostGame');
