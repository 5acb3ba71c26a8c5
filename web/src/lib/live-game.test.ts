import type { LiveQuestionView, LiveServerMessage } from '@shared/live/messages';
import { describe, expect, it } from 'vitest';
import { initialLiveGame, liveGameReducer, type LiveGameEvent, type LiveGameView } from './live-game';

const question: LiveQuestionView = {
  questionId: 'q1',
  index: 0,
  total: 2,
  text: 'Which is right?',
  options: [
    { id: 'a', text: 'Right' },
    { id: 'b', text: 'Wrong' },
  ],
  opensAt: 10_000,
  closesAt: 25_000,
};

const message = (m: LiveServerMessage): LiveGameEvent => ({ kind: 'message', message: m });
const play = (...events: LiveGameEvent[]): LiveGameView => events.reduce(liveGameReducer, initialLiveGame);

describe('liveGameReducer', () => {
  it('follows a question from its opening to its result and the top ten', () => {
    const view = play(
      message({ type: 'state', gameId: 'g', status: 'lobby', players: 2, you: { score: 0, rank: 1, streak: 0 }, serverTime: 1 }),
      message({ type: 'question', gameId: 'g', serverTime: 7000, ...question }),
      { kind: 'answer', questionId: 'q1', optionId: 'a' },
      message({ type: 'answered', questionId: 'q1' }),
      message({ type: 'result', questionId: 'q1', correctOptionId: 'a', correct: true, points: 900, score: 900, rank: 1, streak: 1 }),
      message({ type: 'leaderboard', top: [{ name: 'Ann', score: 900 }], answered: 2, players: 2 }),
    );
    expect(view).toMatchObject({
      status: 'results',
      question,
      myAnswer: { questionId: 'q1', optionId: 'a', outcome: 'answered' },
      result: { correct: true, points: 900 },
      you: { score: 900, rank: 1, streak: 1 },
      leaderboard: { top: [{ name: 'Ann', score: 900 }], answered: 2 },
    });
  });

  it('keeps the answer across a reconnect into the same question, and drops it at the next one', () => {
    const answered = play(message({ type: 'question', gameId: 'g', serverTime: 1, ...question }), { kind: 'answer', questionId: 'q1', optionId: 'b' }, { kind: 'connection', connection: 'reconnecting' });
    expect(answered.connection).toBe('reconnecting');
    const back = liveGameReducer(answered, message({ type: 'state', gameId: 'g', status: 'question', question, players: 2, serverTime: 2 }));
    expect(back.myAnswer).toEqual({ questionId: 'q1', optionId: 'b', outcome: 'sending' });
    // The answer sent again after the reconnect had landed the first time.
    expect(liveGameReducer(back, message({ type: 'error', code: 'ALREADY_ANSWERED' })).myAnswer?.outcome).toBe('answered');
    const next = liveGameReducer(back, message({ type: 'question', gameId: 'g', serverTime: 3, ...question, questionId: 'q2', index: 1 }));
    expect(next.myAnswer).toBeUndefined();
  });

  it('shows the answer the server has when a reloaded phone comes back into the question', () => {
    const reloaded = play(message({ type: 'state', gameId: 'g', status: 'question', question, yourAnswer: 'b', players: 2, serverTime: 12_000 }));
    expect(reloaded.myAnswer).toEqual({ questionId: 'q1', optionId: 'b', outcome: 'answered' });
    expect(play(message({ type: 'state', gameId: 'g', status: 'question', question, players: 2, serverTime: 12_000 })).myAnswer).toBeUndefined();
  });

  it('drops a question whose result it missed when it comes back between questions, and keeps one it has the result of', () => {
    const asked = play(message({ type: 'question', gameId: 'g', serverTime: 1, ...question }), { kind: 'connection', connection: 'reconnecting' });
    const between = { type: 'state', gameId: 'g', status: 'results', players: 2, you: { score: 0, rank: 2, streak: 0 }, serverTime: 30_000 } as const;
    expect(liveGameReducer(asked, message(between))).toMatchObject({ status: 'results', question: undefined, you: { rank: 2 } });
    const scored = liveGameReducer(asked, message({ type: 'result', questionId: 'q1', correctOptionId: 'a', correct: false, points: 0, score: 0, rank: 2, streak: 0 }));
    expect(liveGameReducer(scored, message(between))).toMatchObject({ question, result: { questionId: 'q1' } });
  });

  it('records a refused answer with its code, and a refused greeting apart', () => {
    const late = play(message({ type: 'question', gameId: 'g', serverTime: 1, ...question }), { kind: 'answer', questionId: 'q1', optionId: 'a' }, message({ type: 'error', code: 'TOO_LATE' }));
    expect(late.myAnswer?.outcome).toEqual({ refused: 'TOO_LATE' });
    expect(late.refusal).toBeUndefined();
    expect(play(message({ type: 'error', code: 'BOOKING_REQUIRED' })).refusal).toBe('BOOKING_REQUIRED');
  });

  it('ends with the podium and the points paid', () => {
    const view = play(message({ type: 'question', gameId: 'g', serverTime: 1, ...question }), message({ type: 'end', top: [{ name: 'Ann', score: 900 }], you: { score: 900, rank: 1, pointsAwarded: 18 } }));
    expect(view).toMatchObject({ status: 'ended', question: undefined, end: { you: { pointsAwarded: 18 } } });
  });
});
