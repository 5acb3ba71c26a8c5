import { mapConcurrently } from '../lib/concurrency';
import { AppError, insufficientPoints } from '../../shared/errors';
import type { LiveServerMessage } from '../../shared/live/messages';
import { loyaltyPoints, rankPlayers } from '../../shared/live/scoring';
import { changePoints } from '../data/ledger';
import type { LivePlayerItem } from '../data/entities/live-player';
import { readLivePlayers, type LiveGameItem } from '../data/live';
import { db } from '../data/service';
import { loadPointsRules } from '../data/settings';
import { isConditionFailure } from '../data/write-errors';
import { fanOut } from './fan-out';
import { gameOr404 } from './games';
import { closeQuestion, topOf } from './results';

/** How many payments are in flight at once (each its own ledger transaction). */
const PAYOUT_CONCURRENCY = 16;

/** The player had been paid already (a retried end): nothing more to do for them. */
const alreadyPaid = () => new AppError(409, 'ALREADY_PAID', 'This player was paid already');

/**
 * Pays one player the game's loyalty points through the ledger (activity `live_game`, within its
 * limit), in the same transaction that marks the player paid, on the condition they were not: a
 * retried end pays nobody twice. A player who scored 0 is marked paid with 0, no ledger entry.
 */
async function payPlayer(game: LiveGameItem, player: LivePlayerItem, points: number, limit: Parameters<typeof changePoints>[0]['earning']): Promise<number> {
  const paidAt = new Date().toISOString();
  const asked = loyaltyPoints(player.score, points);
  const markPaid = (awarded: number) =>
    db.entities.livePlayer
      .patch({ gameId: game.gameId, userId: player.userId })
      .set({ pointsAwarded: awarded, paidAt })
      .where((attr, op) => op.notExists(attr.paidAt));
  if (asked <= 0) {
    await markPaid(0)
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    return 0;
  }
  try {
    const { awarded } = await changePoints(
      { userId: player.userId, delta: asked, reason: 'Live game in the auditorium', type: 'earned', subject: `live#${game.gameId}`, earning: limit },
      {
        onInsufficient: insufficientPoints,
        extraWrites: (entities, [awarded]) => [
          {
            role: 'paid',
            item: entities.livePlayer
              .patch({ gameId: game.gameId, userId: player.userId })
              .set({ pointsAwarded: awarded, paidAt })
              .where((attr, op) => op.notExists(attr.paidAt))
              .commit(),
          },
        ],
        onExtraConditionFailed: alreadyPaid,
      },
    );
    return awarded;
  } catch (error) {
    if (error instanceof AppError && error.code === 'ALREADY_PAID') {
      const { data } = await db.entities.livePlayer.get({ gameId: game.gameId, userId: player.userId }).go({ consistent: true });
      return data?.pointsAwarded ?? 0;
    }
    throw error;
  }
}

/**
 * Ends a game (docs/live.md, "The end"): an open question is closed first (scored as it stands),
 * the game moves to `ended`, each player is paid once (a retried end pays only who was not paid
 * yet), and every connection gets the `end` message with the podium and, for a player, their score,
 * rank and the points paid.
 */
export async function endGame(gameId: string) {
  let game = await gameOr404(gameId);
  if (game.status === 'question') await closeQuestion(gameId, game.currentIndex, { early: true });
  if (game.status !== 'ended') {
    await db.entities.liveGame
      .patch({ gameId })
      .set({ status: 'ended', endedAt: new Date().toISOString() })
      .where((attr, op) => op.ne(attr.status, 'ended'))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
  game = await gameOr404(gameId);

  const [players, rules] = await Promise.all([readLivePlayers(gameId), loadPointsRules()]);
  const earning = { activity: 'live_game' as const, limit: rules.limits.live_game };
  const paid = await mapConcurrently(players, PAYOUT_CONCURRENCY, (player) =>
    player.paidAt ? Promise.resolve(player.pointsAwarded ?? 0) : payPlayer(game, player, rules.points.live_game, earning),
  );
  const playerOf = new Map(players.map((player, i) => [player.userId, { player, paid: paid[i] }]));
  const ranked = rankPlayers(players);
  const rankOf = new Map(ranked.map((p) => [p.userId, p.rank]));
  const top = topOf(ranked);
  const screen: LiveServerMessage = { type: 'end', top };
  await fanOut(gameId, (connection) => {
    const own = connection.mode === 'player' ? playerOf.get(connection.userId) : undefined;
    if (!own) return [screen];
    return [{ type: 'end', top, you: { score: own.player.score, rank: rankOf.get(connection.userId)!, pointsAwarded: own.paid } }];
  });
  return { gameId, status: 'ended' as const, players: players.length, pointsAwarded: paid.reduce((sum, points) => sum + points, 0) };
}
