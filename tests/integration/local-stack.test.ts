import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { localIdentityClient, signIn } from '../../scripts/local/cognito';
import { DEMO_USERS } from '../../scripts/local/demo-users';
import { freePort } from '../../scripts/local/ports';
import { apiClient } from '../helpers';
import { npmStart, type NpmStart } from '../helpers/npm-start';
import { listeningAddresses, portOf } from '../helpers/sockets';

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

  it('listens on 127.0.0.1 only: DynamoDB Local, the Cognito emulator and the API server', () => {
    expect(listeningAddresses(portOf(inject('dynamoEndpoint'))), 'DynamoDB Local').toEqual(['127.0.0.1']);
    expect(listeningAddresses(portOf(inject('cognitoUrl'))), 'Cognito emulator').toEqual(['127.0.0.1']);
    expect(listeningAddresses(portOf(inject('apiUrl'))), 'API server').toEqual(['127.0.0.1']);
  });
});

describe('npm start, stopped and started again', () => {
  it('listens on 127.0.0.1 only (Vite too), keeps the emulator port, and a token issued before the restart still works', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cinema-npm-start-'));
    const webPort = await freePort();
    let running: NpmStart | undefined;
    try {
      running = await npmStart(dataDir, webPort);
      const first = running.state;
      const services = {
        'DynamoDB Local': first.dynamoEndpoint!,
        'Cognito emulator': first.cognitoEndpoint!,
        'API server': first.apiUrl!,
        'Vite dev server': running.webUrl,
      };
      for (const [name, url] of Object.entries(services)) expect(listeningAddresses(portOf(url)), name).toEqual(['127.0.0.1']);

      const identity = localIdentityClient(first.cognitoEndpoint!);
      const idToken = await signIn(identity, first.userPoolClientId!, DEMO_USERS.member.email, DEMO_USERS.member.password).finally(() => identity.destroy());
      // Through the web app's origin, as the SPA calls it (Vite proxies /api to the API server).
      const before = await apiClient(idToken, running.webUrl).get<{ id: string; email: string }>('/api/me');
      expect(before.status).toBe(200);
      expect(before.body.email).toBe(DEMO_USERS.member.email);

      await running.stop();
      running = undefined;
      expect(listeningAddresses(portOf(first.cognitoEndpoint!)), 'the emulator port after the stop').toEqual([]);

      running = await npmStart(dataDir, webPort);
      const second = running.state;
      expect(second.cognitoEndpoint).toBe(first.cognitoEndpoint);
      expect(second.userPoolId).toBe(first.userPoolId);
      for (const [name, url] of Object.entries({ ...services, 'DynamoDB Local': second.dynamoEndpoint!, 'API server': second.apiUrl! })) {
        expect(listeningAddresses(portOf(url)), name).toEqual(['127.0.0.1']);
      }

      const after = await apiClient(idToken, running.webUrl).get<{ id: string; email: string }>('/api/me');
      expect(after.status).toBe(200);
      expect(after.body.id).toBe(before.body.id);
      const direct = await apiClient(idToken, second.apiUrl).get('/api/me');
      expect(direct.status).toBe(200);
    } finally {
      await running?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
