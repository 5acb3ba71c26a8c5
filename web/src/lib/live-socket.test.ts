import { describe, expect, it } from 'vitest';
import { bestClockEstimate, clockEstimateOf, liveSocketUrl, msUntil, RECONNECT_MAX_MS, reconnectDelay, secondsShown } from './live-socket';

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
});

describe('the time left', () => {
  it('counts down to a server instant on the server’s clock, never below 0', () => {
    // The device is 2 s behind: at device time 10 000 the server is at 12 000.
    expect(msUntil(15_000, 2000, 10_000)).toBe(3000);
    expect(msUntil(15_000, 2000, 14_000)).toBe(0);
    expect(msUntil(15_000, -1000, 10_000)).toBe(6000);
  });

  it('shows a second that has begun as a whole one', () => {
    expect(secondsShown(3000)).toBe(3);
    expect(secondsShown(2001)).toBe(3);
    expect(secondsShown(200)).toBe(1);
    expect(secondsShown(0)).toBe(0);
  });
});

describe('the reconnect delays', () => {
  it('double from half a second up to the cap, each between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000, RECONNECT_MAX_MS, RECONNECT_MAX_MS]);
    expect([0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([250, 500, 1000, 2000, RECONNECT_MAX_MS / 2, RECONNECT_MAX_MS / 2]);
  });
});

describe('the socket URL', () => {
  it('carries the token in the query string, encoded', () => {
    expect(liveSocketUrl('ws://127.0.0.1:4000/live', 'a.b+c/=')).toBe('ws://127.0.0.1:4000/live?token=a.b%2Bc%2F%3D');
    expect(liveSocketUrl('wss://abc.execute-api.eu-west-1.amazonaws.com/prod', 't')).toBe('wss://abc.execute-api.eu-west-1.amazonaws.com/prod?token=t');
  });
});
