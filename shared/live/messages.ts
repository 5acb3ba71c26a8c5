import * as z from 'zod';

/**
 * The live game's WebSocket protocol (docs/live.md, "Protocol"): what a client sends as JSON
 * `{"action": ...}` and what the server sends back as `{"type": ...}`. Times are epoch milliseconds
 * of the server's clock.
 */

export const LIVE_STATUSES = ['lobby', 'question', 'results', 'ended'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

const gameId = z.string().min(1).max(64);

export const liveClientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('join'), gameId }),
  z.object({ action: z.literal('watch'), gameId }),
  z.object({ action: z.literal('answer'), gameId, questionId: z.string().min(1).max(128), optionId: z.string().min(1).max(64) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
export type LiveAction = LiveClientMessage['action'];

/** The codes of `{"type":"error"}` (BOOKING_REQUIRED, FORBIDDEN... are the API's own). */
export const LIVE_ERROR_CODES = [
  'BOOKING_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_JOINED',
  'NOT_OPEN',
  'TOO_LATE',
  'ALREADY_ANSWERED',
  'INVALID_OPTION',
  'GAME_ENDED',
  'VALIDATION_ERROR',
  'INTERNAL',
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

export interface LiveOption {
  id: string;
  text: string;
}

/** A question as players see it: never its correct option. */
export interface LiveQuestionView {
  questionId: string;
  index: number;
  total: number;
  text: string;
  options: LiveOption[];
  opensAt: number;
  closesAt: number;
}

export interface LiveStanding {
  score: number;
  rank: number;
  streak: number;
}

export interface LiveTopEntry {
  name: string;
  score: number;
}

export type LiveServerMessage =
  | {
      type: 'state';
      gameId: string;
      status: LiveStatus;
      question?: LiveQuestionView;
      you?: LiveStanding;
      /** The option the player already answered the open question with (a phone reloaded after answering). */
      yourAnswer?: string;
      players: number;
      serverTime: number;
    }
  | ({ type: 'question'; gameId: string; serverTime: number } & LiveQuestionView)
  | { type: 'answered'; questionId: string }
  | { type: 'error'; code: LiveErrorCode; message?: string }
  | { type: 'result'; questionId: string; correctOptionId: string; correct: boolean; points: number; score: number; rank: number; streak: number }
  | { type: 'leaderboard'; top: LiveTopEntry[]; answered: number; players: number }
  | { type: 'end'; top: LiveTopEntry[]; you?: { score: number; rank: number; pointsAwarded: number } };

/** The `state` message, which `GET /api/live/{gameId}` also answers with. */
export type LiveStateMessage = Extract<LiveServerMessage, { type: 'state' }>;
