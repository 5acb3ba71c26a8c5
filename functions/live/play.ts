import type { LiveErrorCode, LiveServerMessage } from '../../shared/live/messages';
import type { Role } from '../../shared/constants';
import { db } from '../data/service';
import type { LivePlayerItem } from '../data/entities/live-player';
import { optionAnswered, readLiveGame, type LiveGameItem } from '../data/live';
import { ConditionFailed, transactionEntities, writeTransaction } from '../data/transactions';
import { isConditionFailure } from '../data/write-errors';
import { stateMessage } from './games';

/** A refusal sent back as `{"type":"error","code"}`. */
export class LiveRefusal extends Error {
  constructor(readonly code: LiveErrorCode) {
    super(code);
    this.name = 'LiveRefusal';
  }
}

async function gameOrRefuse(gameId: string): Promise<LiveGameItem> {
  const game = await readLiveGame(gameId);
  if (!game) throw new LiveRefusal('NOT_FOUND');
  return game;
}

/** Whether the member holds a confirmed booking of the session (one query of their bookings). */
export async function holdsBooking(userId: string, sessionId: string): Promise<boolean> {
  const { data } = await db.entities.booking.query.byUser({ userId }).go({ pages: 'all', attributes: ['sessionId', 'status'] });
  return data.some((booking) => booking.sessionId === sessionId && booking.status === 'confirmed');
}

/** The member as a player of the game, created at their first join (only if absent; counted once). */
async function ensurePlayer(game: LiveGameItem, userId: string): Promise<LivePlayerItem> {
  const { data: known } = await db.entities.livePlayer.get({ gameId: game.gameId, userId }).go({ consistent: true });
  if (known) return known;
  const { data: profile } = await db.entities.profile.get({ userId }).go({ attributes: ['name'] });
  const player = { gameId: game.gameId, userId, name: profile?.name || 'Player', joinedAt: new Date().toISOString() };
  try {
    await db.entities.livePlayer.create(player).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A second socket of the same member joined at the same moment: theirs is the player.
    return (await db.entities.livePlayer.get({ gameId: game.gameId, userId }).go({ consistent: true })).data!;
  }
  await db.entities.liveGame.patch({ gameId: game.gameId }).add({ playerCount: 1 }).go();
  game.playerCount += 1;
  return (await db.entities.livePlayer.get({ gameId: game.gameId, userId }).go({ consistent: true })).data!;
}

/**
 * Points the connection at the game: the fan-out reaches it from now on. A socket that closed before its
 * greeting was handled (its `$disconnect` deleted the connection) has nothing to follow: its reply goes
 * to a gone connection, which the sender drops.
 */
async function follow(connectionId: string, gameId: string, mode: 'player' | 'screen') {
  try {
    await db.entities.liveConnection.patch({ connectionId }).set({ gameId, mode }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * A member joins (or rejoins) a game (docs/live.md, "Joining"): only with a confirmed booking of its
 * session (else BOOKING_REQUIRED). The answer is the `state` message with the open question and their
 * standing, so a phone that reconnects mid-question carries on with the time left.
 */
export async function joinGame(connectionId: string, userId: string, gameId: string): Promise<LiveServerMessage> {
  const game = await gameOrRefuse(gameId);
  if (!(await holdsBooking(userId, game.sessionId))) throw new LiveRefusal('BOOKING_REQUIRED');
  const player = await ensurePlayer(game, userId);
  await follow(connectionId, gameId, 'player');
  // A phone back mid-question (a reload forgets what it sent) shows the answer that counts, not the buttons again.
  const yourAnswer = game.status === 'question' ? await optionAnswered(gameId, game.currentIndex, userId) : undefined;
  return stateMessage(game, player, yourAnswer);
}

/** Staff or admin follow a game on the big screen (no player of it). */
export async function watchGame(connectionId: string, role: Role, gameId: string): Promise<LiveServerMessage> {
  if (role !== 'staff' && role !== 'admin') throw new LiveRefusal('FORBIDDEN');
  const game = await gameOrRefuse(gameId);
  await follow(connectionId, gameId, 'screen');
  return stateMessage(game, null);
}

/** Why an answer to this question is refused at `receivedAt`, or null when it is on time. */
function timingRefusal(game: LiveGameItem, questionId: string, receivedAt: number): LiveErrorCode | null {
  const index = game.questions.findIndex((question) => question.questionId === questionId);
  if (index < 0) return 'NOT_FOUND';
  if (index < game.currentIndex) return 'TOO_LATE';
  if (index > game.currentIndex || game.opensAt === undefined || receivedAt < game.opensAt) return 'NOT_OPEN';
  if (game.status !== 'question' || receivedAt > game.closesAt! || game.closingIndex >= index) return 'TOO_LATE';
  return null;
}

/** How long this container answers from the game it read last (the answer's transaction re-checks it). */
const GAME_MEMORY_MS = 1_000;
const knownGames = new Map<string, { game: LiveGameItem; at: number }>();

/**
 * The game as an answer needs it: the copy this container read within GAME_MEMORY_MS when the answer is
 * to its current question, else a fresh read. A stale copy can only let through an answer the
 * transaction's check on the game then refuses (TOO_LATE), never refuse one that is on time.
 */
async function gameForAnswer(gameId: string, questionId: string): Promise<LiveGameItem> {
  const known = knownGames.get(gameId);
  if (known && Date.now() - known.at < GAME_MEMORY_MS && known.game.questions[known.game.currentIndex]?.questionId === questionId) return known.game;
  const game = await gameOrRefuse(gameId);
  knownGames.set(gameId, { game, at: Date.now() });
  return game;
}

/**
 * A player's answer (docs/live.md, "Answers"), timed by the server's receive time: refused before
 * `opensAt` (NOT_OPEN), after `closesAt` (TOO_LATE), a second time (ALREADY_ANSWERED) or from a
 * member who has not joined (NOT_JOINED). One transaction writes it only if absent, checks the player
 * exists and that the question's results have not begun to be read, so every answer acknowledged is
 * counted exactly once.
 */
export async function answerQuestion(
  userId: string,
  answer: { gameId: string; questionId: string; optionId: string },
  receivedAt: number,
): Promise<LiveServerMessage> {
  const game = await gameForAnswer(answer.gameId, answer.questionId);
  if (game.status === 'ended') throw new LiveRefusal('GAME_ENDED');
  const refusal = timingRefusal(game, answer.questionId, receivedAt);
  if (refusal) throw new LiveRefusal(refusal);
  const index = game.currentIndex;
  if (!game.questions[index].options.some((option) => option.id === answer.optionId)) throw new LiveRefusal('INVALID_OPTION');
  try {
    await writeTransaction([
      {
        role: 'answer',
        item: transactionEntities.liveAnswer
          .create({ gameId: game.gameId, questionIndex: index, userId, questionId: answer.questionId, optionId: answer.optionId, receivedAt })
          .commit(),
      },
      {
        role: 'player',
        item: transactionEntities.livePlayer
          .check({ gameId: game.gameId, userId })
          .where((attr, op) => op.exists(attr.joinedAt))
          .commit(),
      },
      {
        role: 'open',
        item: transactionEntities.liveGame
          .check({ gameId: game.gameId })
          .where((attr, op) => `${op.eq(attr.currentIndex, index)} AND ${op.lt(attr.closingIndex, index)}`)
          .commit(),
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.has('player')) throw new LiveRefusal('NOT_JOINED');
    if (error.has('answer')) throw new LiveRefusal('ALREADY_ANSWERED');
    throw new LiveRefusal('TOO_LATE');
  }
  return { type: 'answered', questionId: answer.questionId };
}
