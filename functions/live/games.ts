import { randomInt, randomUUID } from 'node:crypto';
import { mapConcurrently } from '../lib/concurrency';
import { drawJoinCode } from '../../shared/live/join-code';
import type { LiveQuestionView, LiveStateMessage } from '../../shared/live/messages';
import { LIVE_LEAD_MS } from '../../shared/live/scoring';
import { liveGameEnded, liveNoMoreQuestions, liveNoQuestions, liveQuestionNotPlayable, liveQuestionOpen, liveSessionCancelled, notFound } from '../../shared/errors';
import type { LivePlayerItem } from '../data/entities/live-player';
import { readLiveGame, type GameQuestion, type LiveGameItem } from '../data/live';
import { liveGameMailId, queueMailOnce } from '../data/outbox';
import type { SessionQuestionItem as QuestionItem } from '../data/entities/session-question';
import { questionsOfAsset, questionsOfMovie } from '../data/questions';
import { db } from '../data/service';
import { assetLinksOfSession, confirmedSeatsOfSession } from '../data/sessions';
import { ConditionFailed, transactionEntities as tx, writeTransaction } from '../data/transactions';
import { isConditionFailure } from '../data/write-errors';
import { fanOut } from './fan-out';
import { livePorts } from './ports';

/** A quiz question a live game can play: active, with a correct option among at least two. */
const isPlayable = (question: QuestionItem) =>
  question.isActive && question.correctAnswer !== undefined && question.options.length >= 2 && question.options.some((o) => o.id === question.correctAnswer);

export const asGameQuestion = (question: QuestionItem): GameQuestion => ({
  questionId: question.questionId,
  text: question.questionText,
  options: question.options.map(({ id, text }) => ({ id, text })),
  correctOptionId: question.correctAnswer!,
});

/**
 * A session's quiz questions (docs/live.md, "Questions"): the questions of its active assets in its
 * running order, then its movie's questions already generated (none is generated for a game), each
 * only when it has a correct option.
 */
export async function sessionQuizQuestions(session: { sessionId: string; movieId?: string }): Promise<QuestionItem[]> {
  const links = await assetLinksOfSession(session.sessionId);
  const movieId = Number(session.movieId);
  const [assetSets, movieSet] = await Promise.all([
    Promise.all(links.filter((link) => link.isActive).map((link) => questionsOfAsset(link.assetId))),
    Number.isSafeInteger(movieId) && movieId > 0 ? questionsOfMovie(movieId) : Promise.resolve([]),
  ]);
  const questions = [...assetSets.flat(), ...movieSet].filter(isPlayable);
  return [...new Map(questions.map((q) => [q.questionId, q])).values()];
}

/** The chosen questions in the order chosen; 400 naming the first that is missing or has no correct option. */
async function chosenQuestions(questionIds: string[]): Promise<QuestionItem[]> {
  const unique = [...new Set(questionIds)];
  const { data } = await db.entities.sessionQuestion.get(unique.map((questionId) => ({ questionId }))).go();
  const byId = new Map(data.map((q) => [q.questionId, q]));
  return unique.map((questionId) => {
    const question = byId.get(questionId);
    if (!question || !isPlayable(question)) throw liveQuestionNotPlayable(questionId);
    return question;
  });
}

/** Creates a session's game in the lobby (docs/live.md). */
export async function createGame(sessionId: string, options: { questionIds?: string[]; secondsPerQuestion: number }, createdBy: string) {
  const { data: session } = await db.entities.session.get({ sessionId }).go();
  if (!session) throw notFound('Session');
  // Its bookings were refunded: no member holds one, so nobody could join.
  if (session.status === 'cancelled') throw liveSessionCancelled();
  const questions = options.questionIds ? await chosenQuestions(options.questionIds) : await sessionQuizQuestions(session);
  if (questions.length === 0) throw liveNoQuestions();
  const gameId = randomUUID();
  const game = {
    gameId,
    sessionId,
    createdBy,
    createdAt: new Date().toISOString(),
    secondsPerQuestion: options.secondsPerQuestion,
    questions: questions.map(asGameQuestion),
  };
  const joinCode = await createWithJoinCode(game);
  await gameScheduled(gameId, session);
  return { gameId, joinCode };
}

/** How long a join code stays reserved: a game is played the evening it is created. */
const JOIN_CODE_TTL_SECONDS = 2 * 24 * 60 * 60;
/** Draws before giving up: with 31^6 codes, a taken one drawn twice in a row is already unheard of. */
const JOIN_CODE_DRAWS = 5;

/**
 * Creates the game and reserves its join code in one transaction (docs/live.md, "Join code"): the
 * code's item is created only if absent, so a code taken by another game is redrawn.
 */
async function createWithJoinCode(game: Omit<Parameters<typeof tx.liveGame.create>[0], 'joinCode'>) {
  for (let draw = 1; ; draw++) {
    const joinCode = drawJoinCode(randomInt);
    const ttl = Math.floor(Date.now() / 1000) + JOIN_CODE_TTL_SECONDS;
    try {
      await writeTransaction([
        { role: 'game', item: tx.liveGame.create({ ...game, joinCode }).commit() },
        { role: 'joinCode', item: tx.liveJoinCode.create({ code: joinCode, gameId: game.gameId, ttl }).commit() },
      ]);
      return joinCode;
    } catch (error) {
      if (!(error instanceof ConditionFailed && error.has('joinCode')) || draw >= JOIN_CODE_DRAWS) throw error;
    }
  }
}

/** Mails queued at once when a game is announced. */
const ANNOUNCE_CONCURRENCY = 16;

/**
 * Announces a game created for its session (docs/mail.md, "A live game about to start"): queues a
 * `liveGameStarting` mail for each member with a confirmed seat, under an id made of the game's and
 * the member's, so a second run queues nothing more. The worker honours `emailNotifications`.
 */
export async function gameScheduled(gameId: string, session: { sessionId: string; movieTitle: string }): Promise<void> {
  const members = new Set((await confirmedSeatsOfSession(session.sessionId)).map((seat) => seat.userId));
  const payload = { movieTitle: session.movieTitle, sessionId: session.sessionId, gameId };
  await mapConcurrently(members, ANNOUNCE_CONCURRENCY, (memberId) =>
    queueMailOnce({ kind: 'liveGameStarting', mailId: liveGameMailId(gameId, memberId), to: { memberId }, payload }),
  );
}

/** A game, or 404. */
export async function gameOr404(gameId: string): Promise<LiveGameItem> {
  const game = await readLiveGame(gameId);
  if (!game) throw notFound('Game');
  return game;
}

/** The current question as players see it (never its correct option), or undefined in the lobby. */
export function questionView(game: LiveGameItem): LiveQuestionView | undefined {
  const question = game.questions[game.currentIndex];
  if (!question || game.opensAt === undefined || game.closesAt === undefined) return undefined;
  return {
    questionId: question.questionId,
    index: game.currentIndex,
    total: game.questions.length,
    text: question.text,
    options: question.options,
    opensAt: game.opensAt,
    closesAt: game.closesAt,
  };
}

/** A player's standing as the last results left it (a late joiner shares the rank of a score of 0). */
export const standingOf = (game: LiveGameItem, player: LivePlayerItem) => ({
  score: player.score,
  rank: player.scoredIndex >= 0 && player.scoredIndex === game.resultsIndex ? player.rank : player.score === 0 ? game.rankOfZero : player.rank,
  streak: player.streak,
});

/**
 * The `state` message: the game's status, the open question while it is open, the caller's standing when
 * they play, and `yourAnswer` when they already answered the open question (read by the caller).
 */
export function stateMessage(game: LiveGameItem, player: LivePlayerItem | null, yourAnswer?: string): LiveStateMessage {
  const question = game.status === 'question' ? questionView(game) : undefined;
  return {
    type: 'state',
    gameId: game.gameId,
    status: game.status,
    ...(question ? { question } : {}),
    ...(player ? { you: standingOf(game, player) } : {}),
    ...(question && yourAnswer ? { yourAnswer } : {}),
    players: game.playerCount,
    serverTime: Date.now(),
  };
}

/**
 * Opens the next question (docs/live.md): sent to every connection at once, open from now + 3 s
 * (the time for every phone to have it) for the game's seconds, and closed at `closesAt` by the
 * server itself. The move is conditioned on the state read, so two clicks open one question.
 */
export async function openNextQuestion(gameId: string) {
  const game = await gameOr404(gameId);
  if (game.status === 'ended') throw liveGameEnded();
  if (game.status === 'question') throw liveQuestionOpen();
  const index = game.currentIndex + 1;
  if (index >= game.questions.length) throw liveNoMoreQuestions();
  const opensAt = Date.now() + LIVE_LEAD_MS;
  const closesAt = opensAt + game.secondsPerQuestion * 1000;
  try {
    await db.entities.liveGame
      .patch({ gameId })
      .set({ status: 'question', currentIndex: index, opensAt, closesAt })
      .where((attr, op) => `${op.eq(attr.status, game.status)} AND ${op.eq(attr.currentIndex, game.currentIndex)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw liveQuestionOpen();
    throw error;
  }
  const opened: LiveGameItem = { ...game, status: 'question', currentIndex: index, opensAt, closesAt };
  const view = questionView(opened)!;
  const { closer } = await livePorts();
  await closer.scheduleClose({ gameId, index, closesAt });
  const message = { type: 'question' as const, gameId, ...view, serverTime: Date.now() };
  await fanOut(gameId, () => [message]);
  return { ...view, correctOptionId: game.questions[index].correctOptionId };
}
