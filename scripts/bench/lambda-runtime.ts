import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

/**
 * The environment Lambda's Node runtime gives a function (besides what the CDK sets): with
 * AWS_EXECUTION_ENV and LAMBDA_TASK_ROOT the Powertools tracer switches on and the X-Ray SDK starts in
 * its Lambda mode, as on a deployed function with active tracing; credentials come as variables.
 */
export const LAMBDA_RUNTIME_ENV = {
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
  AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
  AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  LAMBDA_TASK_ROOT: '/var/task',
  _HANDLER: 'index.handler',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000',
  AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
  TZ: ':UTC',
};

/** A trace header as Lambda gives an invocation of a sampled request: its trace and the facade segment's id. */
export function lambdaTraceHeader(): { header: string; root: string; parent: string } {
  const root = `1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
  const parent = randomBytes(8).toString('hex');
  return { header: `Root=${root};Parent=${parent};Sampled=1`, root, parent };
}

/** What the X-Ray SDK sends the daemon for a subsegment (the fields the tests and benchmarks read). */
export interface TraceDocument {
  id: string;
  name: string;
  type?: string;
  trace_id: string;
  parent_id?: string;
  start_time: number;
  end_time?: number;
  namespace?: string;
  aws?: { operation?: string; table_name?: string };
  annotations?: Record<string, unknown>;
}

/** The X-Ray daemon's UDP protocol: this header line, then one JSON document. */
export const XRAY_DAEMON_HEADER = '{"format":"json","version":1}';

/** A local stand-in for the X-Ray daemon: every datagram sent to `address`, its header and document. */
export async function xrayDaemon() {
  const socket = createSocket('udp4');
  const received: { header: string; document: TraceDocument }[] = [];
  socket.on('message', (message) => {
    const text = message.toString('utf8');
    const newline = text.indexOf('\n');
    received.push({ header: text.slice(0, newline), document: JSON.parse(text.slice(newline + 1)) as TraceDocument });
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    received,
    /** Waits until nothing more has arrived for a moment (what a process sent before it ended may still be queued). */
    async settled(): Promise<void> {
      let count = -1;
      while (count !== received.length) {
        count = received.length;
        await sleep(100);
      }
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

export interface Invocation {
  event: unknown;
  /** `_X_AMZN_TRACE_ID` for this invocation. */
  traceHeader: string;
}

export interface InvocationResult {
  statusCode: number;
  wall: number;
  /** The process's processor time during the invocation (ms). */
  cpu: number;
}

/**
 * Lambda's Node runtime in one warm container: imports the bundle once, then calls its handler for each
 * invocation in turn, each from a turn of the event loop of its own (the runtime's own async chain: it
 * fetches each event from its API), with the invocation's trace header in `_X_AMZN_TRACE_ID`.
 */
const RUNTIME = `
const { readFileSync, writeFileSync } = await import('node:fs');
const [bundle, planFile, resultsFile] = process.argv.slice(1);
try {
  const { handler } = await import(bundle);
  const results = [];
  for (const { event, traceHeader } of JSON.parse(readFileSync(planFile, 'utf8'))) {
    await new Promise((resolve) => setImmediate(resolve));
    process.env._X_AMZN_TRACE_ID = traceHeader;
    const context = { functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, awsRequestId: crypto.randomUUID(), getRemainingTimeInMillis: () => 29000 };
    const cpu = process.cpuUsage();
    const start = performance.now();
    const { statusCode } = await handler(event, context);
    const used = process.cpuUsage(cpu);
    results.push({ statusCode, wall: performance.now() - start, cpu: (used.user + used.system) / 1000 });
  }
  writeFileSync(resultsFile, JSON.stringify(results));
} catch (error) {
  // Its stack alone: uncaught, Node would print the failing line, one minified line of the whole bundle.
  console.error(error);
  process.exitCode = 1;
}
`;

/**
 * Runs the bundled handler `bundle` (an ES module exporting `handler`) for each invocation, one after
 * the other, in one fresh Node process with Lambda's environment and `env` (the function's own settings).
 */
export async function invokeWarm(bundle: string, invocations: Invocation[], env: Record<string, string>): Promise<InvocationResult[]> {
  const planFile = `${bundle}.invocations.json`;
  const resultsFile = `${bundle}.results.json`;
  await writeFile(planFile, JSON.stringify(invocations));
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', RUNTIME, bundle, planFile, resultsFile], {
    env: { PATH: process.env.PATH, ...LAMBDA_RUNTIME_ENV, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(await readFile(resultsFile, 'utf8')) as InvocationResult[];
}

/** The event API Gateway (HTTP API) gives a route's Lambda for a request without a body or a caller. */
export function apiGatewayEvent(method: string, route: string, { params = {}, query }: { params?: Record<string, string>; query?: Record<string, string> } = {}) {
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const routeKey = `${method} ${route}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    queryStringParameters: query,
    pathParameters: Object.keys(params).length ? params : undefined,
    isBase64Encoded: false,
    requestContext: { requestId: randomBytes(8).toString('hex'), routeKey, http: { method, path } },
  };
}
