import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `holds` every 100 ms until it is true or `timeoutMs` have passed: how long it took (ms), or
 * null when it never held. For what is eventually consistent, such as the listing's copy of a show's
 * seat tally (docs/booking.md).
 */
export async function timeUntil(holds: () => Promise<boolean>, timeoutMs = 10_000): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    if (await holds()) return performance.now() - started;
    if (performance.now() - started >= timeoutMs) return null;
    await sleep(100);
  }
}
