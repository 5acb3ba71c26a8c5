import * as z from 'zod';
import { LIVE_STATUSES } from '../../live/messages';
import { LIVE_SECONDS } from '../../live/scoring';
import { defineRoutes } from '../route-spec';
import { adminIdParams } from './admin-common';

const gameIdParams = z.object({ gameId: z.string().trim().min(1).max(64) });

const liveQuestionSchema = z.object({
  questionId: z.string(),
  index: z.number(),
  total: z.number(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  opensAt: z.number(),
  closesAt: z.number(),
});

/** The `state` message of the live protocol (shared/live/messages.ts), which the game's GET answers with too. */
export const liveStateSchema = z.object({
  type: z.literal('state'),
  gameId: z.string(),
  status: z.enum(LIVE_STATUSES),
  question: liveQuestionSchema.optional(),
  you: z.object({ score: z.number(), rank: z.number(), streak: z.number() }).optional(),
  players: z.number(),
  serverTime: z.number(),
});

export const createLiveGameSchema = z.object({
  questionIds: z
    .array(z.string().trim().min(1, 'questionIds must not hold an empty id').max(128), { error: 'questionIds must be a list of question ids' })
    .min(1, 'Choose at least one question')
    .max(50, 'A game has at most 50 questions')
    .optional(),
  secondsPerQuestion: z
    .number({ error: `secondsPerQuestion must be a number from ${LIVE_SECONDS.min} to ${LIVE_SECONDS.max}` })
    .int(`secondsPerQuestion must be a whole number of seconds`)
    .min(LIVE_SECONDS.min, `secondsPerQuestion must be at least ${LIVE_SECONDS.min}`)
    .max(LIVE_SECONDS.max, `secondsPerQuestion must be at most ${LIVE_SECONDS.max}`)
    .optional()
    .default(LIVE_SECONDS.default),
});

export const liveRoutes = defineRoutes({
  createLiveGame: {
    method: 'POST',
    path: '/api/admin/sessions/{id}/live',
    domain: 'live',
    auth: 'admin',
    errors: ['NOT_FOUND', 'NO_QUESTIONS'],
    summary: "Creates a live game for a session from its quiz questions (or the ones chosen, in that order)",
    params: adminIdParams,
    body: createLiveGameSchema,
    response: z.object({ gameId: z.string() }),
    status: 201,
  },
  openNextLiveQuestion: {
    method: 'POST',
    path: '/api/admin/live/{gameId}/next',
    domain: 'live',
    auth: 'admin',
    errors: ['NOT_FOUND', 'GAME_ENDED', 'QUESTION_OPEN', 'NO_MORE_QUESTIONS'],
    summary: 'Opens the game’s next question: sent to every phone now, open from now + 3 s for the game’s seconds',
    params: gameIdParams,
    response: liveQuestionSchema.extend({ correctOptionId: z.string() }),
  },
  endLiveGame: {
    method: 'POST',
    path: '/api/admin/live/{gameId}/end',
    domain: 'live',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Ends the game (closing an open question first) and pays each player’s loyalty points once',
    params: gameIdParams,
    response: z.object({ gameId: z.string(), status: z.literal('ended'), players: z.number(), pointsAwarded: z.number() }),
  },
  getLiveGame: {
    method: 'GET',
    path: '/api/live/{gameId}',
    domain: 'live',
    auth: 'member',
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'The game as its state message carries it (a player of it, staff or admin)',
    params: gameIdParams,
    response: liveStateSchema,
  },
  getSessionLiveGame: {
    method: 'GET',
    path: '/api/sessions/{id}/live',
    domain: 'live',
    auth: 'member',
    errors: ['NOT_FOUND', 'BOOKING_REQUIRED'],
    summary: "The session's newest live game, or null (a member holding a booking of it, staff or admin): how a phone finds the game to join",
    params: adminIdParams,
    response: z.object({ game: z.object({ gameId: z.string(), status: z.enum(LIVE_STATUSES) }).nullable() }),
  },
});
