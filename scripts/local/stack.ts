import { fork, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCognitoLocal, type CognitoLocal } from './cognito';
import { startDynamoDbLocal } from './dynamodb';
import { startMailCatcher } from './maildev';
import { LOCAL_HOST, freePort } from './ports';
import { writeStackState } from './state';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REGION = 'us-east-1';

export interface LocalStackOptions {
  /** Holds the Cognito emulator's data (and DynamoDB's and stack.json when `persistent`). */
  dataDir: string;
  /** true (npm start): DynamoDB on disk, pool ids remembered; false (tests): DynamoDB in memory. */
  persistent: boolean;
  tableName: string;
  apiPort?: number;
  /**
   * Origins of the pages that run the app (e.g. the Vite dev server's), the only ones besides the
   * API server's own that the Cognito emulator answers from a browser.
   */
  webOrigins?: readonly string[];
  /** A built SPA for the API server to serve on the same origin. */
  staticDir?: string;
  /** Its server bundle (web/dist-server): `/` is then home pre-rendered with current data. */
  serverDir?: string;
  /**
   * Make the API's DynamoDB client refuse contended transactions as real DynamoDB does and DynamoDB
   * Local does not (TransactionConflict; functions/data/transaction-conflicts.ts): tests and benchmarks.
   */
  emulateConflicts?: boolean;
  /** Benchmarks: DynamoDB Local tuned for throughput once warm rather than for a fast start (scripts/local/dynamodb.ts). */
  throughput?: boolean;
  /** Print one line per API request. */
  logRequests?: boolean;
  /** Tests: fail every error answer whose code its route does not declare (scripts/local/api-server.ts). */
  checkErrorCodes?: boolean;
  /** Restart the API server when functions/ or shared/ change (npm start). */
  reloadOnChange?: boolean;
  /** The origin members open the app at, for the links in mails (default: the API server's, which serves the SPA in tests). */
  siteUrl?: string;
  /** Where the stack's own progress lines go. */
  log: (line: string) => void;
}

export interface LocalStack {
  apiUrl: string;
  dynamoEndpoint: string;
  tableName: string;
  /** The mail catcher's web inbox; `GET {mailUrl}/email` lists what was sent. */
  mailUrl: string;
  cognito: Omit<CognitoLocal, 'stop'>;
  /** The environment the handlers run with (also what tests copy into theirs). */
  env: Record<string, string>;
  /** Process ids of the children (DynamoDB Local, the API server). */
  pids: number[];
  stop(): Promise<void>;
}

/** Runs a TypeScript entry point of this repository in a child Node process (through tsx). */
function forkTs(entry: string, env: Record<string, string>, silent = false): ChildProcess {
  return fork(join(ROOT, entry), [], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: silent ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = exitOf(child);
  process.kill(child.pid, 'SIGTERM');
  await exited;
}

/** Seeds through scripts/seed/cli.ts in its own process: it imports the data layer with this stack's environment. */
async function runSeed(env: Record<string, string>, log: (line: string) => void): Promise<void> {
  const child = forkTs('scripts/seed/cli.ts', env, true);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
    for (const line of chunk.toString().trimEnd().split('\n')) if (line.startsWith('[seed]')) log(line);
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`Seeding failed (exit code ${code}):\n${output}`);
}

/**
 * Awaits services started side by side and registers the stop() of every one that started,
 * so a failure of one still lets the caller stop the others.
 */
async function settle<T extends readonly Promise<unknown>[]>(stoppers: (() => Promise<void>)[], starting: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(starting);
  for (const result of results) {
    const value = result.status === 'fulfilled' ? (result.value as { stop?: () => Promise<void> } | undefined) : undefined;
    if (value?.stop) stoppers.push(value.stop);
  }
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

interface ApiProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startApiProcess(env: Record<string, string>, options: object): Promise<ApiProcess> {
  const child = forkTs('scripts/local/api-process.ts', { ...env, API_SERVER_OPTIONS: JSON.stringify(options) });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) => (message.url ? resolve(message.url) : reject(new Error('The API server did not start'))));
    child.once('exit', (code) => reject(new Error(`The API server exited with code ${code}`)));
  });
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

/**
 * Restarts the API server process when code under functions/ or shared/ changes, so an edited
 * handler answers without restarting `npm start`. Returns the stopper of whichever process runs.
 */
function reloadApiOnChange(first: ApiProcess, start: () => Promise<ApiProcess>, log: (line: string) => void): () => Promise<void> {
  let current = first;
  let timer: NodeJS.Timeout | undefined;
  let reloading = Promise.resolve();
  const reload = () => {
    reloading = reloading
      .then(async () => {
        await current.stop();
        current = await start();
        log('API server reloaded (code changed)');
      })
      .catch((error: Error) => log(`API server reload failed: ${error.message}`));
  };
  const watchers = ['functions', 'shared'].map((dir) =>
    watch(join(ROOT, dir), { recursive: true }, (_event, file) => {
      if (!file?.endsWith('.ts') || file.endsWith('.test.ts')) return;
      clearTimeout(timer);
      timer = setTimeout(reload, 300);
    }),
  );
  return async () => {
    for (const watcher of watchers) watcher.close();
    clearTimeout(timer);
    await reloading;
    await current.stop();
  };
}

/**
 * The whole product on this machine: DynamoDB Local with the table, the Cognito emulator with the
 * pool, its two clients and `admin` group, the seeded data and demo users, and the local API server.
 * stop() ends every child by its process id.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const stateFile = options.persistent ? join(options.dataDir, 'stack.json') : undefined;
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };

  try {
    const apiPort = options.apiPort ?? (await freePort());
    // The API server's origin serves the built SPA when it has one (the browser tests) and /config.json.
    const allowedOrigins = [...(options.webOrigins ?? []), `http://${LOCAL_HOST}:${apiPort}`];
    const [dynamo, cognito, mail] = await settle(stoppers, [
      startDynamoDbLocal({ tableName: options.tableName, dataDir: options.persistent ? join(options.dataDir, 'dynamodb') : undefined, throughput: options.throughput }),
      startCognitoLocal({ dataDir: join(options.dataDir, 'cognito'), stateFile, allowedOrigins, logLevel: 'error' }),
      startMailCatcher(),
    ] as const);
    const dynamoData = relative(ROOT, join(options.dataDir, 'dynamodb'));
    options.log(`DynamoDB Local   ${dynamo.endpoint} (table ${options.tableName}, ${options.persistent ? `data in ${dynamoData}` : 'in memory'})`);
    options.log(`Cognito emulator ${cognito.endpoint} (pool ${cognito.userPoolId}, client ${cognito.userPoolClientId})`);
    options.log(`Mail inbox       ${mail.url} (maildev; SMTP ${mail.smtpUrl})`);

    const env: Record<string, string> = {
      AWS_REGION: REGION,
      TABLE_NAME: options.tableName,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      COGNITO_ISSUER: cognito.issuer,
      USER_POOL_ID: cognito.userPoolId,
      USER_POOL_CLIENT_ID: cognito.userPoolClientId,
      PASSWORD_CHECK_CLIENT_ID: cognito.passwordCheckClientId,
      POWERTOOLS_SERVICE_NAME: 'cinema-local',
      // No CloudWatch here: the handlers' business metrics (EMF lines) are not printed. The tracer is
      // off by itself outside Lambda.
      POWERTOOLS_METRICS_DISABLED: 'true',
      ...(options.emulateConflicts ? { DYNAMODB_EMULATE_CONFLICTS: 'true' } : {}),
      // Mail goes to the local catcher (docs/mail.md); links in it open this stack's app.
      SMTP_URL: mail.smtpUrl,
      SITE_URL: options.siteUrl ?? `http://${LOCAL_HOST}:${apiPort}`,
      MAIL_FROM: 'Cinema <no-reply@cinema.local>',
      MAIL_LINK_SECRET: 'local-mail-link-secret',
    };
    const apiOptions = {
      port: apiPort,
      cognito: { issuer: cognito.issuer, userPoolId: cognito.userPoolId, clientId: cognito.userPoolClientId, endpoint: cognito.endpoint },
      staticDir: options.staticDir,
      serverDir: options.serverDir,
      logRequests: options.logRequests,
      checkErrorCodes: options.checkErrorCodes,
    };
    const [api] = await settle(stoppers, [startApiProcess(env, apiOptions), runSeed(env, options.log)] as const);
    options.log(`API server       ${api.url}`);
    if (options.reloadOnChange) stoppers.push(reloadApiOnChange(api, () => startApiProcess(env, apiOptions), options.log));

    if (stateFile) {
      writeStackState(stateFile, {
        cognitoEndpoint: cognito.endpoint,
        dynamoEndpoint: dynamo.endpoint,
        tableName: options.tableName,
        apiUrl: api.url,
        mailUrl: mail.url,
      });
    }
    const { stop: _stop, ...cognitoInfo } = cognito;
    return {
      apiUrl: api.url,
      dynamoEndpoint: dynamo.endpoint,
      tableName: options.tableName,
      mailUrl: mail.url,
      cognito: cognitoInfo,
      env,
      pids: [dynamo.pid, mail.pid, api.pid],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
