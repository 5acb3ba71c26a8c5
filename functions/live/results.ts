import { setTimeout as sleep } from 'node:timers/promises';
import { mapConcurrently } from '../lib/concurrency';
import type { LiveServerMessage, LiveTopEntry } from '../../shared/live/messages';
import { LIVE_TOP_SIZE, rankPlayers, scoreQuestion, type QuestionOutcome } from '../../shared/live/scoring';
import type { LivePlayerItem } from '../data/entities/live-player';
import { answersOfQuestion, readLiveGame, readLivePlayers, type LiveGameItem } from '../data/live';
import { db } from '../data/service';
import { isConditionFailure } from '../data/write-errors';
import { fanOut } from './fan-out';

/** How many player updates a close has in flight at once. */
const SCORE_CONCURRENCY = 32;
/** A close asked a little early (a scheduler's jitter) waits for `closesAt` up to this long. */
const EARLY_WAIT_MAX_MS = 5_000;
/**
 * How long after `closesAt` the close stops answers: an answer the server received on time whose
 * write is still on its way gets this long to land (docs/live.md, "Answers, once").
 */
export const CLOSE_GRACE_MS = 1_000;

/** The top of a ranked list as the big screen shows it. */
export const topOf = (ranked: { name: string; score: number }[]): LiveTopEntry[] => ranked.slice(0, LIVE_TOP_SIZE).map(({ name, score }) => ({ name, score }));

interface Scored {
  player: LivePlayerItem;
  outcome: QuestionOutcome;
  /** False when an earlier run of this close scored the player already. */
  fresh: boolean;
}

/**
 * Stops the question taking answers (docs/live.md, "Results once"): `closingIndex` moves to the
 * question, and every answer's transaction checks it, so none lands after this point.
 */
async function stopAnswers(game: LiveGameItem, index: number): Promise<void> {
  if (game.closingIndex >= index) return;
  await db.entities.liveGame
    .patch({ gameId: game.gameId })
    .set({ closingIndex: index })
    .where((attr, op) => op.lt(attr.closingIndex, index))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/**
 * Scores each player once for the question: the update is conditioned on the player not being scored
 * for it yet, so a close run again (a retried schedule) keeps what the first run wrote.
 */
async function scorePlayers(game: LiveGameItem, index: number): Promise<{ scored: Scored[]; answered: number }> {
  const [players, answers] = await Promise.all([
    readLivePlayers(game.gameId),
    answersOfQuestion(game.gameId, index, { consistent: true }),
  ]);
  const question = game.questions[index];
  const answerOf = new Map(answers.map((answer) => [answer.userId, answer]));
  const scored = players.map((player) => {
    if (player.scoredIndex >= index) {
      const outcome = { correct: player.lastCorrect, points: player.lastPoints, score: player.score, streak: player.streak };
      return { player, outcome, fresh: false };
    }
    const answer = answerOf.get(player.userId);
    const outcome = scoreQuestion(
      player,
      answer ? { correct: answer.optionId === question.correctOptionId, elapsedMs: answer.receivedAt - game.opensAt! } : null,
      game.secondsPerQuestion,
    );
    return { player, outcome, fresh: true };
  });
  return { scored, answered: answers.length };
}

/**
 * Closes a question at its `closesAt` (docs/live.md): stops answers, scores every player once, ranks
 * them, then moves the game to `results` on a condition, and only the run that moved it sends each
 * player their `result` and everyone the `leaderboard`. Safe to run twice or concurrently; a close
 * of a question that is not the game's current one, or already closed, does nothing.
 * `early` forces the close before `closesAt` (the host ended the game mid-question).
 */
export async function closeQuestion(gameId: string, index: number, { early = false } = {}): Promise<boolean> {
  let game = await readLiveGame(gameId);
  if (!game || game.currentIndex !== index || game.resultsIndex >= index || game.status !== 'question') return false;
  const wait = game.closesAt! + CLOSE_GRACE_MS - Date.now();
  if (!early && wait > 0) {
    if (wait > EARLY_WAIT_MAX_MS + CLOSE_GRACE_MS) return false;
    await sleep(wait);
  }
  await stopAnswers(game, index);
  game = (await readLiveGame(gameId))!;
  if (game.resultsIndex >= index) return false;

  const { scored, answered } = await scorePlayers(game, index);
  const ranked = rankPlayers(scored.map(({ player, outcome }) => ({ userId: player.userId, name: player.name, score: outcome.score })));
  const rankOf = new Map(ranked.map((p) => [p.userId, p.rank]));
  const zeroRank = ranked.find((p) => p.score === 0)?.rank ?? ranked.length + 1;
  await mapConcurrently(scored, SCORE_CONCURRENCY, async ({ player, outcome, fresh }) => {
    const update = { rank: rankOf.get(player.userId)!, ...(fresh ? { score: outcome.score, streak: outcome.streak, scoredIndex: index, lastPoints: outcome.points, lastCorrect: outcome.correct } : {}) };
    await db.entities.livePlayer
      .patch({ gameId, userId: player.userId })
      .set(update)
      .where((attr, op) => (fresh ? op.lt(attr.scoredIndex, index) : op.eq(attr.scoredIndex, index)))
      .go()
      .catch((error: unknown) => {
        // Another run scored this player meanwhile: the same outcome, since the answers were closed.
        if (!isConditionFailure(error)) throw error;
      });
  });

  try {
    await db.entities.liveGame
      .patch({ gameId })
      .set({ status: 'results', resultsIndex: index, rankOfZero: zeroRank })
      .where((attr, op) => `${op.eq(attr.currentIndex, index)} AND ${op.lt(attr.resultsIndex, index)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }

  const question = game.questions[index];
  const results = new Map(scored.map(({ player, outcome }) => [player.userId, outcome]));
  const leaderboard: LiveServerMessage = { type: 'leaderboard', top: topOf(ranked), answered, players: scored.length };
  // A player gets their result, then the top ten; the big screen the top ten.
  await fanOut(gameId, (connection) => {
    const outcome = connection.mode === 'player' ? results.get(connection.userId) : undefined;
    if (!outcome) return [leaderboard];
    const result: LiveServerMessage = {
      type: 'result',
      questionId: question.questionId,
      correctOptionId: question.correctOptionId,
      correct: outcome.correct,
      points: outcome.points,
      score: outcome.score,
      rank: rankOf.get(connection.userId)!,
      streak: outcome.streak,
    };
    return [result, leaderboard];
  });
  return true;
}
