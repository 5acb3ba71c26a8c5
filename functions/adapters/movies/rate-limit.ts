/**
 * A token bucket: up to `burst` requests at once, refilled at `ratePerSecond`.
 * Callers are served in arrival order (each waits for the one before it), so a burst
 * of concurrent requests is spread out instead of all waking up and racing.
 */
export interface RateLimiter {
  /** Resolves when the caller may send one request. */
  take(): Promise<void>;
}

export interface RateLimiterOptions {
  ratePerSecond: number;
  burst?: number;
  /** Injectable for tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const rate = options.ratePerSecond;
  if (!(rate > 0)) throw new RangeError('ratePerSecond must be positive');
  const burst = Math.max(1, options.burst ?? rate);
  const now = options.now ?? (() => performance.now());
  const wait = options.sleep ?? sleep;

  let tokens = burst;
  let last = now();
  let queue: Promise<void> = Promise.resolve();

  const refill = () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * rate);
    last = t;
  };

  const acquire = async () => {
    refill();
    while (tokens < 1) {
      await wait(Math.ceil(((1 - tokens) / rate) * 1000));
      refill();
    }
    tokens -= 1;
  };

  return {
    take() {
      const turn = queue.then(acquire);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
