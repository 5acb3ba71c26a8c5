import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stopProcess } from './dynamodb';
import { LOCAL_HOST, freePort } from './ports';

const MAILDEV_BIN = fileURLToPath(new URL('../../node_modules/maildev/bin/maildev', import.meta.url));

export interface MailCatcher {
  /** The web inbox; `GET {url}/email` lists the messages as JSON. */
  url: string;
  /** Where the handlers send: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts maildev (an SMTP catcher with a web inbox and an HTTP API) on two free ports of LOCAL_HOST,
 * in its own process, and waits until its API answers. Mail is kept in memory: a restart empties the inbox.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [MAILDEV_BIN, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', LOCAL_HOST, '--web-ip', LOCAL_HOST, '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));

  const url = `http://${LOCAL_HOST}:${webPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`maildev exited with code ${child.exitCode}:\n${output}`);
    const answered = await fetch(`${url}/email`).then((response) => response.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`maildev did not answer within 30 s:\n${output}`);
    }
    await sleep(100);
  }
  return { url, smtpUrl: `smtp://${LOCAL_HOST}:${smtpPort}`, pid: child.pid!, stop: () => stopProcess(child) };
}
