import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStackState, type StackState } from '../../scripts/local/state';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY = 'Ctrl-C stops everything.';
// What tests/setup/stack-env.ts and vitest put in this process's environment: not for `npm start`.
const TEST_ONLY_ENV = /^(VITEST|TABLE_NAME$|DYNAMODB_ENDPOINT$|COGNITO_ENDPOINT$|USER_POOL_ID$|USER_POOL_CLIENT_ID$|API_URL$|WEB_URL$|NODE_ENV$|TEST$)/;

export interface NpmStart {
  /** What `npm start` wrote into its data folder's stack.json. */
  state: StackState;
  /** The web app (Vite) origin. */
  webUrl: string;
  pid: number;
  output(): string;
  /** Ctrl-C: SIGTERM to `npm start`, which stops its children; resolves when it has exited. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Runs `npm start` (scripts/start.ts) with its data in `dataDir` and the web app on `webPort`, and
 * resolves once it says it is running. It runs in a process group of its own: should it not stop
 * on SIGTERM, stop() ends that group (the stack's Java and Node children with it).
 */
export async function npmStart(dataDir: string, webPort: number, timeoutMs = 120_000): Promise<NpmStart> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !TEST_ONLY_ENV.test(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: { ...env, CINEMA_LOCAL_DIR: dataDir, PORT: String(webPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const done = exited(child);
    process.kill(child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000);
    await done;
    clearTimeout(timer);
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start was not running after ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
      const check = () => {
        if (!output.includes(READY)) return;
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve();
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with code ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    state: readStackState(join(dataDir, 'stack.json')),
    webUrl: `http://127.0.0.1:${webPort}`,
    pid: child.pid!,
    output: () => output,
    stop,
  };
}
