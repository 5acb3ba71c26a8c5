import { describe, expect, it } from 'vitest';
import { memoryCache } from './cache';
import { createRateLimiter } from './rate-limit';
import { retryAfterMs } from './tmdb';

/** A fake clock whose sleep advances time instantly. */
function fakeClock() {
  let t = 0;
  const sleeps: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
    sleeps,
    advance: (ms: number) => (t += ms),
  };
}

describe('createRateLimiter', () => {
  it('lets a burst through, then paces at the rate', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ ratePerSecond: 40, burst: 40, now: clock.now, sleep: clock.sleep });
    await Promise.all(Array.from({ length: 40 }, () => limiter.take()));
    expect(clock.now()).toBe(0);
    await Promise.all(Array.from({ length: 20 }, () => limiter.take()));
    // 20 more tokens at 40/s take half a second (rounded up per wait).
    expect(clock.now()).toBeGreaterThanOrEqual(500);
    expect(clock.now()).toBeLessThan(560);
  });

  it('refills while idle', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ ratePerSecond: 10, burst: 2, now: clock.now, sleep: clock.sleep });
    await limiter.take();
    await limiter.take();
    clock.advance(1000);
    await limiter.take();
    await limiter.take();
    expect(clock.sleeps).toEqual([]);
  });

  it('rejects a non-positive rate', () => {
    expect(() => createRateLimiter({ ratePerSecond: 0 })).toThrow(RangeError);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds, dates and bounds the wait', () => {
    expect(retryAfterMs('2', 10)).toBe(2000);
    expect(retryAfterMs('0', 10)).toBe(0);
    expect(retryAfterMs('3600', 10)).toBe(10_000);
    expect(retryAfterMs(null, 10)).toBe(1000);
    expect(retryAfterMs('soon', 10)).toBe(1000);
    expect(retryAfterMs('-5', 10)).toBe(0);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterMs('Sun, 22 Nov 2026 10:00:03 GMT', 10, now)).toBe(3000);
  });
});

describe('memoryCache', () => {
  it('stores copies, keeps null, and expires entries', async () => {
    let t = 0;
    const cache = memoryCache({ now: () => t });
    const value = { a: [1] };
    await cache.set('k', value, 60);
    value.a.push(2);
    expect(await cache.get('k')).toEqual({ a: [1] });
    await cache.set('missing', null, 60);
    expect(await cache.get('missing')).toBeNull();
    expect(await cache.get('never')).toBeUndefined();
    t += 60_000;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('evicts the oldest entries beyond its size', async () => {
    const cache = memoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(cache.size).toBe(2);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toBe(3);
  });
});
