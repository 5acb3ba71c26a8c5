import { describe, expect, it } from 'vitest';
import { questionClock } from './question-clock';

describe('questionClock', () => {
  const question = { opensAt: 10_000, closesAt: 25_000 };

  it('counts down to the opening, then to the close, in whole seconds rounded up', () => {
    expect(questionClock(question, 7_000)).toEqual({ phase: 'ready', seconds: 3 });
    expect(questionClock(question, 9_999)).toEqual({ phase: 'ready', seconds: 1 });
    expect(questionClock(question, 10_000)).toEqual({ phase: 'open', seconds: 15 });
    expect(questionClock(question, 24_001)).toEqual({ phase: 'open', seconds: 1 });
  });

  it('is closed from closesAt on', () => {
    expect(questionClock(question, 25_000)).toEqual({ phase: 'closed' });
    expect(questionClock(question, 90_000)).toEqual({ phase: 'closed' });
  });
});
