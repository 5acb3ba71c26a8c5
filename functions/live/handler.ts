import { liveRoutes } from '../../shared/api/routes/live';
import { bookingRequired, forbidden, notFound } from '../../shared/errors';
import { normalJoinCode } from '../../shared/live/join-code';
import { gameOfJoinCode, newestGameOfSession } from '../data/live';
import { db } from '../data/service';
import { sessionById } from '../data/sessions';
import { domainHandler } from '../lib/handler';
import { endGame } from './end';
import { createGame, gameOr404, openNextQuestion, stateMessage } from './games';
import { hostGame, hostSession } from './host';
import { holdsBooking } from './play';

export const handler = domainHandler('live', liveRoutes, {
  createLiveGame: async ({ params, body, caller }) => createGame(params.id, body, caller.userId),
  getLiveHostSession: async ({ params }) => hostSession(params.id),
  getLiveHostGame: async ({ params }) => hostGame(params.gameId),
  openNextLiveQuestion: async ({ params }) => openNextQuestion(params.gameId),
  endLiveGame: async ({ params }) => endGame(params.gameId),
  // A player of the game sees their standing; staff and admin see the game (the host console, the big screen).
  getLiveGame: async ({ params, caller }) => {
    const game = await gameOr404(params.gameId);
    const { data: player } = await db.entities.livePlayer.get({ gameId: game.gameId, userId: caller.userId }).go();
    if (!player && caller.role !== 'staff' && caller.role !== 'admin') throw forbidden();
    return stateMessage(game, player);
  },
  // The big screen's short link (docs/live.md, "Join code"): joining itself stays the socket's check.
  getLiveGameOfJoinCode: async ({ params }) => {
    const gameId = await gameOfJoinCode(normalJoinCode(params.code));
    if (!gameId) throw notFound('Game');
    return { gameId };
  },
  // How a member's phone finds the game of a show they hold a booking for (docs/live.md, "Phone").
  getSessionLiveGame: async ({ params, caller }) => {
    if (!(await sessionById(params.id))) throw notFound('Session');
    if (caller.role !== 'staff' && caller.role !== 'admin' && !(await holdsBooking(caller.userId, params.id))) throw bookingRequired();
    return { game: await newestGameOfSession(params.id) };
  },
});
