import { describe, expect, it } from 'vitest';
import { liveSocketUrl, RECONNECT_MAX_MS, reconnectDelay } from './live-socket';

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
