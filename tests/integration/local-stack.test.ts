import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the local stack', () => {
  it('does not leave DynamoDB Local running when the process that started it crashes', async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/fixtures/crash-after-dynamodb.ts'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).not.toBe(0);
    const pid = Number(/pid (\d+)/.exec(run.stdout)?.[1]);
    expect(pid, run.stderr).toBeGreaterThan(0);
    // DynamoDB Local is not this process's child (no exit event to wait for): poll until it is gone, up to a deadline.
    const gone = expect.poll(() => isRunning(pid), { timeout: 10_000, interval: 50 }).toBe(false);
    // Should it outlive the deadline, the test stops the process it caused, by its pid, before failing.
    await gone.catch((error: unknown) => {
      process.kill(pid, 'SIGKILL');
      throw error;
    });
  });
});
