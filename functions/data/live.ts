import type { LiveGameItem as StoredGameItem } from './entities/live-game';
import type { LivePlayerItem } from './entities/live-player';
import { db } from './service';

/** One question of a game as the game keeps it (its `questions` list; ElectroDB types nested lists loosely). */
export interface GameQuestion {
  questionId: string;
  text: string;
  options: { id: string; text: string }[];
  correctOptionId: string;
}

/** A live game as ElectroDB reads it (docs/data-model.md, "Live games"), its questions typed. */
export type LiveGameItem = Omit<StoredGameItem, 'questions'> & { questions: GameQuestion[] };

/** A game by id, read consistently (every move is conditioned on what was read). */
export async function readLiveGame(gameId: string): Promise<LiveGameItem | null> {
  return (await db.entities.liveGame.get({ gameId }).go({ consistent: true })).data as LiveGameItem | null;
}

/** Every player of a game (one partition). */
export async function readLivePlayers(gameId: string): Promise<LivePlayerItem[]> {
  return (await db.entities.livePlayer.query.byGame({ gameId }).go({ pages: 'all', consistent: true })).data;
}

/** A session's games, oldest first (the host console). */
export async function gamesOfSession(sessionId: string): Promise<LiveGameItem[]> {
  return (await db.entities.liveGame.query.bySession({ sessionId }).go({ pages: 'all' })).data as LiveGameItem[];
}

/** The answers to one question of a game (its results; the host's count while it is open). */
export async function answersOfQuestion(gameId: string, questionIndex: number, { consistent = false } = {}) {
  return (await db.entities.liveAnswer.query.byQuestion({ gameId, questionIndex }).go({ pages: 'all', consistent })).data;
}

/** The option a player answered one question of a game with, or undefined before they answer it. */
export async function optionAnswered(gameId: string, questionIndex: number, userId: string): Promise<string | undefined> {
  const { data } = await db.entities.liveAnswer.get({ gameId, questionIndex, userId }).go({ consistent: true, attributes: ['optionId'] });
  return data?.optionId;
}

/** A session's newest game (a rematch is created after the first), or null when it has none. */
export async function newestGameOfSession(sessionId: string): Promise<{ gameId: string; status: LiveGameItem['status'] } | null> {
  const { data } = await db.entities.liveGame.query.bySession({ sessionId }).go({ order: 'desc', limit: 1, attributes: ['gameId', 'status'] });
  return data[0] ?? null;
}

/** The game a join code leads to, or null when the code is unknown or its day is over (TTL deletion lags). */
export async function gameOfJoinCode(code: string): Promise<string | null> {
  const { data } = await db.entities.liveJoinCode.get({ code }).go();
  return data && data.ttl > Date.now() / 1000 ? data.gameId : null;
}
