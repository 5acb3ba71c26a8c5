import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestClockEstimate, clockEstimateOf, msUntil, sampled, secondsShown, withSample, type ClockSample } from './server-clock';

describe('the clock offset', () => {
  it('takes the server time as stamped halfway through the round trip', () => {
    // Device clock 5 s behind the server: sent at 1000, back at 1200, the server said 6100.
    expect(clockEstimateOf({ sentAt: 1000, receivedAt: 1200, serverTime: 6100 })).toEqual({ offsetMs: 5000, roundTripMs: 200 });
  });

  it('keeps the sample with the shortest round trip', () => {
    const samples = [
      { sentAt: 0, receivedAt: 900, serverTime: 800 }, // slow: its halfway guess says 350
      { sentAt: 2000, receivedAt: 2040, serverTime: 2520 }, // fast: 500
      { sentAt: 3000, receivedAt: 3300, serverTime: 3200 },
    ];
    expect(bestClockEstimate(samples)).toEqual({ offsetMs: 500, roundTripMs: 40 });
    expect(bestClockEstimate([])).toBeNull();
  });

  it('forgets all but the last eight samples, so a quick round trip long ago stops counting', () => {
    const quick: ClockSample = { sentAt: 0, receivedAt: 10, serverTime: 1005 };
    let samples = withSample([], quick);
    for (let i = 1; i <= 7; i++) samples = withSample(samples, { sentAt: i * 1000, receivedAt: i * 1000 + 100, serverTime: i * 1000 + 2050 });
    expect(samples).toHaveLength(8);
    expect(bestClockEstimate(samples)).toEqual({ offsetMs: 1000, roundTripMs: 10 });

    samples = withSample(samples, { sentAt: 9000, receivedAt: 9100, serverTime: 11_050 });
    expect(samples).toHaveLength(8);
    expect(samples).not.toContain(quick);
    expect(bestClockEstimate(samples)).toEqual({ offsetMs: 2000, roundTripMs: 100 });
  });
});

describe('a timed request', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the reply with the sample of its round trip', async () => {
    vi.useFakeTimers({ now: 50_000 });
    const reply = sampled(
      () =>
        new Promise<{ status: string; serverTime: number }>((resolve) => {
          setTimeout(() => resolve({ status: 'question', serverTime: 90_000 }), 300);
        }),
    );
    await vi.advanceTimersByTimeAsync(300);
    const game = await reply;
    expect(game).toEqual({ status: 'question', serverTime: 90_000, clockSample: { sentAt: 50_000, receivedAt: 50_300, serverTime: 90_000 } });
    expect(clockEstimateOf(game.clockSample)).toEqual({ offsetMs: 39_850, roundTripMs: 300 });
  });
});

describe('the time left', () => {
  it('counts down to a server instant on the server’s clock, never below 0', () => {
    expect(msUntil(15_000, 12_000)).toBe(3000);
    expect(msUntil(15_000, 15_000)).toBe(0);
    expect(msUntil(15_000, 16_000)).toBe(0);
  });

  it('shows a second that has begun as a whole one', () => {
    expect(secondsShown(3000)).toBe(3);
    expect(secondsShown(2001)).toBe(3);
    expect(secondsShown(200)).toBe(1);
    expect(secondsShown(0)).toBe(0);
  });
});
