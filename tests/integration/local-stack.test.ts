import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
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
    for (let i = 0; i < 50 && isRunning(pid); i++) await sleep(100);
    expect(isRunning(pid)).toBe(false);
  });
});
