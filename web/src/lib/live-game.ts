import type { LiveErrorCode, LiveQuestionView, LiveServerMessage, LiveStanding, LiveStatus } from '@shared/live/messages';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { currentIdToken } from './amplify';
import { loadConfig } from './config';
import { GREETING_REFUSALS, LiveSocket, type LiveConnection, type LiveGreeting } from './live-socket';
import type { ClockEstimate } from './server-clock';

type Message<T extends LiveServerMessage['type']> = Extract<LiveServerMessage, { type: T }>;

/** This device's answer to a question: on its way, acknowledged, or refused with the server's code. */
export interface LiveMyAnswer {
  questionId: string;
  optionId: string;
  outcome: 'sending' | 'answered' | { refused: LiveErrorCode };
}

/** What a client knows of a game, folded from the server's messages (liveGameReducer). */
export interface LiveGameView {
  connection: LiveConnection;
  /** Unknown until the first `state`. */
  status?: LiveStatus;
  players: number;
  question?: LiveQuestionView;
  you?: LiveStanding;
  myAnswer?: LiveMyAnswer;
  /** The last question's result for this player. */
  result?: Omit<Message<'result'>, 'type'>;
  leaderboard?: Omit<Message<'leaderboard'>, 'type'>;
  end?: Omit<Message<'end'>, 'type'>;
  /** Why the server refused the greeting (no booking, not staff, no such game): the page says so and stops. */
  refusal?: LiveErrorCode;
}

export type LiveGameEvent =
  | { kind: 'connection'; connection: LiveConnection }
  | { kind: 'message'; message: LiveServerMessage }
  | { kind: 'answer'; questionId: string; optionId: string };

export const initialLiveGame: LiveGameView = { connection: 'connecting', players: 0 };

const without = <T extends { type: string }>({ type: _type, ...rest }: T): Omit<T, 'type'> => rest;

/** A view after one event; pure, so the phone and the big screen read a game the same way. */
export function liveGameReducer(view: LiveGameView, event: LiveGameEvent): LiveGameView {
  if (event.kind === 'connection') return { ...view, connection: event.connection };
  if (event.kind === 'answer') return { ...view, myAnswer: { questionId: event.questionId, optionId: event.optionId, outcome: 'sending' } };
  const message = event.message;
  switch (message.type) {
    case 'state': {
      // The reply to a greeting, first or after a reconnect: it carries the open question, if any.
      const question = message.question;
      const sameQuestion = question && view.myAnswer?.questionId === question.questionId;
      // The server's word on an answer already in (this phone reloaded since, or another device of the member's answered).
      const answerIn: LiveMyAnswer | undefined = question && message.yourAnswer ? { questionId: question.questionId, optionId: message.yourAnswer, outcome: 'answered' } : undefined;
      return {
        ...view,
        status: message.status,
        players: message.players,
        // Between questions, the last question stays on screen only with its result (a phone back after
        // the close missed it, and waits for the next question instead).
        question: question ?? (view.result && view.result.questionId === view.question?.questionId ? view.question : undefined),
        you: message.you ?? view.you,
        myAnswer: answerIn ?? (question && !sameQuestion ? undefined : view.myAnswer),
        result: question ? undefined : view.result,
        refusal: undefined,
      };
    }
    case 'question':
      return {
        ...view,
        status: 'question',
        question: { questionId: message.questionId, index: message.index, total: message.total, text: message.text, options: message.options, opensAt: message.opensAt, closesAt: message.closesAt },
        myAnswer: view.myAnswer?.questionId === message.questionId ? view.myAnswer : undefined,
        result: undefined,
      };
    case 'answered':
      if (view.myAnswer?.questionId !== message.questionId) return view;
      return { ...view, myAnswer: { ...view.myAnswer, outcome: 'answered' } };
    case 'error':
      if (GREETING_REFUSALS.has(message.code)) return { ...view, refusal: message.code };
      if (!view.myAnswer || view.myAnswer.outcome !== 'sending') return view;
      // ALREADY_ANSWERED comes back to an answer sent again after a reconnect: the first one counted.
      return { ...view, myAnswer: { ...view.myAnswer, outcome: message.code === 'ALREADY_ANSWERED' ? 'answered' : { refused: message.code } } };
    case 'result':
      return { ...view, status: 'results', result: without(message), you: { score: message.score, rank: message.rank, streak: message.streak } };
    case 'leaderboard':
      return { ...view, status: 'results', leaderboard: without(message), players: message.players };
    case 'end':
      return { ...view, status: 'ended', end: without(message), question: undefined };
  }
}

export interface LiveGame {
  view: LiveGameView;
  /** The server's clock as best known (null before the first `state`). */
  clock: ClockEstimate | null;
  answer: (questionId: string, optionId: string) => void;
  /** After `failed`: try again now. */
  retry: () => void;
}

/** Why no socket can be opened at all. */
export type LiveSetupFailure = 'no-live-url' | 'config';

/**
 * Follows a game over the live socket: `join` for a phone, `watch` for the big screen. The socket
 * closes when the component unmounts, or for good once the server refuses the greeting.
 */
export function useLiveGame(greeting: LiveGreeting): LiveGame & { setupFailure?: LiveSetupFailure } {
  const [view, dispatch] = useReducer(liveGameReducer, initialLiveGame);
  const [clock, setClock] = useState<ClockEstimate | null>(null);
  const [setupFailure, setSetupFailure] = useState<LiveSetupFailure>();
  const socketRef = useRef<LiveSocket | null>(null);
  const { action, gameId } = greeting;

  useEffect(() => {
    let cancelled = false;
    let socket: LiveSocket | null = null;
    loadConfig().then(
      (config) => {
        if (cancelled) return;
        if (!config.liveUrl) {
          setSetupFailure('no-live-url');
          return;
        }
        socket = new LiveSocket({
          url: config.liveUrl,
          greeting: { action, gameId },
          token: currentIdToken,
          onConnection: (connection) => dispatch({ kind: 'connection', connection }),
          onMessage: (message) => {
            dispatch({ kind: 'message', message });
            if (message.type === 'state') setClock(socket!.clock);
            if (message.type === 'error' && GREETING_REFUSALS.has(message.code)) socket!.close();
          },
        });
        socketRef.current = socket;
        socket.start();
      },
      () => !cancelled && setSetupFailure('config'),
    );
    return () => {
      cancelled = true;
      socket?.close();
      socketRef.current = null;
    };
  }, [action, gameId]);

  const answer = useCallback((questionId: string, optionId: string) => {
    dispatch({ kind: 'answer', questionId, optionId });
    socketRef.current?.answer(questionId, optionId);
  }, []);
  const retry = useCallback(() => socketRef.current?.reconnectNow(), []);
  return { view, clock, answer, retry, setupFailure };
}
