import { describe, expect, it } from 'vitest';
import { questionWindowState, sessionQuestionWindow } from './flash-cards';

const start = new Date('2026-03-01T19:00:00Z');
const at = (iso: string) => new Date(iso);

describe("a session's question window", () => {
  it('opens a pre-show question from the booking (any time before the start) until 48 hours after the start', () => {
    const window = sessionQuestionWindow('pre-show', start);
    expect(window.opensAt).toBeNull();
    expect(questionWindowState(window, at('2026-02-20T10:00:00Z'))).toBe('open');
    expect(questionWindowState(window, at('2026-03-03T19:00:00Z'))).toBe('open');
    expect(questionWindowState(window, at('2026-03-03T19:00:01Z'))).toBe('closed');
  });

  it('opens a post-show question at the start, not a second before, until 48 hours after it', () => {
    const window = sessionQuestionWindow('post-show', start);
    expect(window.opensAt).toEqual(start);
    expect(questionWindowState(window, at('2026-03-01T18:59:59Z'))).toBe('not-open-yet');
    expect(questionWindowState(window, start)).toBe('open');
    expect(questionWindowState(window, at('2026-03-03T19:00:01Z'))).toBe('closed');
  });
});
