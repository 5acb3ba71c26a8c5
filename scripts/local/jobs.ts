import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs a background job of the local API process every `intervalMs` (one run at a time: the next
 * waits for the last). A failed run is logged and the next one goes on. Returns its stopper.
 */
export function runEvery(intervalMs: number, name: string, job: () => Promise<unknown>): () => void {
  let stopped = false;
  void (async () => {
    while (!stopped) {
      await job().catch((error: Error) => console.error(`[${name}] ${error.message}`));
      await sleep(intervalMs);
    }
  })();
  return () => {
    stopped = true;
  };
}
