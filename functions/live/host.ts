import type { LiveGameSummary, LiveHostGame } from '../../shared/api/routes/live';
import { rankPlayers } from '../../shared/live/scoring';
import { notFound } from '../../shared/errors';
import { answersOfQuestion, gamesOfSession, readLivePlayers, type LiveGameItem } from '../data/live';
import { sessionById } from '../data/sessions';
import type { SessionItem } from '../data/entities/session';
import { asGameQuestion, gameOr404, sessionQuizQuestions } from './games';

/** What the host console lists of a game. */
const summaryOf = (game: LiveGameItem): LiveGameSummary => ({
  gameId: game.gameId,
  status: game.status,
  createdAt: game.createdAt,
  secondsPerQuestion: game.secondsPerQuestion,
  questionCount: game.questions.length,
  currentIndex: game.currentIndex,
  players: game.playerCount,
});

/** The show as the big screen names it (an older session without the copied venue and screen names: empty). */
const showOf = (session: SessionItem): NonNullable<LiveHostGame['show']> => ({
  movieTitle: session.movieTitle,
  date: session.sessionDate,
  time: session.sessionTime,
  venueName: session.venueName ?? '',
  screenName: session.screenName ?? '',
});

/** The host console's start (docs/live.md, "Host console"): the questions a new game plays by default, and the session's games. */
export async function hostSession(sessionId: string) {
  const session = await sessionById(sessionId);
  if (!session) throw notFound('Session');
  const [questions, games] = await Promise.all([sessionQuizQuestions(session), gamesOfSession(sessionId)]);
  return { questions: questions.map(asGameQuestion), games: games.map(summaryOf) };
}

/** A game as its host sees it: the correct options, every player ranked, and the answers to the question opened last. */
export async function hostGame(gameId: string): Promise<LiveHostGame> {
  const game = await gameOr404(gameId);
  const [players, answers, session] = await Promise.all([
    readLivePlayers(gameId),
    game.currentIndex >= 0 ? answersOfQuestion(gameId, game.currentIndex) : Promise.resolve([]),
    sessionById(game.sessionId),
  ]);
  return {
    ...summaryOf(game),
    sessionId: game.sessionId,
    ...(session ? { show: showOf(session) } : {}),
    ...(game.joinCode ? { joinCode: game.joinCode } : {}),
    questions: game.questions,
    resultsIndex: game.resultsIndex,
    ...(game.opensAt !== undefined && game.closesAt !== undefined ? { opensAt: game.opensAt, closesAt: game.closesAt } : {}),
    answered: answers.length,
    standings: rankPlayers(players).map(({ userId, name, score, rank, streak, joinedAt }) => ({ userId, name, score, rank, streak, joinedAt })),
    serverTime: Date.now(),
  };
}
