import * as z from 'zod';
import { LIVE_STATUSES } from '../../live/messages';
import { LIVE_SECONDS } from '../../live/scoring';
import { defineRoutes } from '../route-spec';
import { adminIdParams } from './admin-common';

const gameIdParams = z.object({ gameId: z.string().trim().min(1).max(64) });
const joinCodeParams = z.object({ code: z.string().trim().min(1).max(16) });

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
  yourAnswer: z.string().optional(),
  players: z.number(),
  serverTime: z.number(),
});

const gameQuestionSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  correctOptionId: z.string(),
});
export type LiveGameQuestion = z.infer<typeof gameQuestionSchema>;

const liveGameSummarySchema = z.object({
  gameId: z.string(),
  status: z.enum(LIVE_STATUSES),
  createdAt: z.string(),
  secondsPerQuestion: z.number(),
  questionCount: z.number(),
  /** The question opened last (-1 in the lobby). */
  currentIndex: z.number(),
  players: z.number(),
});
export type LiveGameSummary = z.infer<typeof liveGameSummarySchema>;

/** The host console's view of a game: everything the players see, plus the correct options, every player and the answers in. */
export const liveHostGameSchema = liveGameSummarySchema.extend({
  sessionId: z.string(),
  /** The show the game is played at, as the big screen names it (absent when its session is gone). */
  show: z
    .object({
      movieTitle: z.string(),
      /** The venue's calendar day (YYYY-MM-DD) and clock time (HH:MM) of the show. */
      date: z.string(),
      time: z.string(),
      venueName: z.string(),
      screenName: z.string(),
    })
    .optional(),
  /** The short code the big screen shows (docs/live.md, "Join code"); absent on a game created before codes. */
  joinCode: z.string().optional(),
  questions: z.array(gameQuestionSchema),
  /** The question whose results were computed last (-1 before the first). */
  resultsIndex: z.number(),
  opensAt: z.number().optional(),
  closesAt: z.number().optional(),
  /** Answers to the question opened last (while it is open: how many are in). */
  answered: z.number(),
  /** Every player, ranked as the last results left them (equal scores by name). */
  standings: z.array(z.object({ userId: z.string(), name: z.string(), score: z.number(), rank: z.number(), streak: z.number(), joinedAt: z.string() })),
  serverTime: z.number(),
});
export type LiveHostGame = z.infer<typeof liveHostGameSchema>;

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
    errors: ['NOT_FOUND', 'NO_QUESTIONS', 'SHOW_CLOSED'],
    summary: "Creates a live game for a session from its quiz questions (or the ones chosen, in that order)",
    params: adminIdParams,
    body: createLiveGameSchema,
    response: z.object({ gameId: z.string(), joinCode: z.string() }),
    status: 201,
  },
  getLiveHostSession: {
    method: 'GET',
    path: '/api/admin/sessions/{id}/live',
    domain: 'live',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'The questions a game of the session plays by default (in that order) and the session’s games, oldest first',
    params: adminIdParams,
    response: z.object({ questions: z.array(gameQuestionSchema), games: z.array(liveGameSummarySchema) }),
  },
  getLiveHostGame: {
    method: 'GET',
    path: '/api/admin/live/{gameId}',
    domain: 'live',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'The game as its host sees it: its questions with their correct options, every player’s standing, the answers in',
    params: gameIdParams,
    response: liveHostGameSchema,
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
  getLiveGameOfJoinCode: {
    method: 'GET',
    path: '/api/live/join/{code}',
    domain: 'live',
    auth: 'member',
    errors: ['NOT_FOUND'],
    summary: 'The game a short join code leads to (any case), while the code lasts: how the big screen’s short link finds the game',
    params: joinCodeParams,
    response: z.object({ gameId: z.string() }),
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
