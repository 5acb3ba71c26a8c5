import { build, type BuildOptions } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../infra/config';
import { esbuildOptions } from '../../infra/constructs/lambda-bundling';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../scripts/local/dynamodb';
import { apiGatewayEvent, invokeWarm, lambdaTraceHeader, xrayDaemon, XRAY_DAEMON_HEADER, type TraceDocument } from '../../scripts/bench/lambda-runtime';
import { addDays, utcDateKey } from '../../shared/booking/calendar';

/**
 * Lambda code bundled as the CDK bundles it sends X-Ray the same traces, invocation after invocation,
 * with the bundles' stand-in for cls-hooked on AsyncLocalStorage as with cls-hooked itself
 * (docs/performance.md, "X-Ray's context only where traces are taken"): run as Lambda's runtime runs it
 * (one warm process, a trace header per invocation), the X-Ray daemon a local UDP socket.
 */
const TABLE = 'cinema-traces';
const HANDLER = '## index.handler';
const outDir = mkdtempSync(join(tmpdir(), 'cinema-xray-traces-'));

/** The same code bundled with the stand-in (as deployed) and with cls-hooked. */
async function bundleBoth(name: string, options: (outfile: string, withClsHooked: boolean) => BuildOptions) {
  const bundles = { shim: join(outDir, name, 'shim', 'index.mjs'), clsHooked: join(outDir, name, 'cls-hooked', 'index.mjs') };
  await build({ ...options(bundles.shim, false), logLevel: 'error' });
  await build({ ...options(bundles.clsHooked, true), logLevel: 'error' });
  return bundles;
}

let dynamo: DynamoDbLocal;
/** Between the functions and DynamoDB Local: the trace header of every DynamoDB request they sent. */
let proxy: Server;
let proxyUrl: string;
const sentTraceHeaders: string[] = [];
let shows: { sessionId: string }[];
let booking: { shim: string; clsHooked: string };
let captured: { shim: string; clsHooked: string };

beforeAll(async () => {
  dynamo = await startDynamoDbLocal({ tableName: TABLE });
  const target = new URL(dynamo.endpoint);
  proxy = createServer((incoming, answer) => {
    sentTraceHeaders.push(String(incoming.headers['x-amzn-trace-id']));
    const forwarded = request({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (response) => {
      answer.writeHead(response.statusCode!, response.headers);
      response.pipe(answer);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  // The data layer's client reads these at its import. Test files share their modules (vitest.config.ts),
  // so the data layer another file loaded is dropped, and this one dropped after the file (afterAll).
  vi.stubEnv('DYNAMODB_ENDPOINT', dynamo.endpoint);
  vi.stubEnv('TABLE_NAME', TABLE);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.resetModules();
  const { createShow } = await import('../helpers/shows');
  shows = [await createShow({ sessionDate: addDays(utcDateKey(), 2), sessionTime: '20:00' }), await createShow({ sessionDate: addDays(utcDateKey(), 3), sessionTime: '18:00' })];

  booking = await bundleBoth('booking', (outfile, withClsHooked) => esbuildOptions(join(REPO_ROOT, 'functions/booking/handler.ts'), outfile, { withClsHooked }));
  // A handler whose work is captured functions (the tracer's `captureAsyncFunc`: cls-hooked's `run`), one
  // inside another across awaits, two side by side, and one after them.
  captured = await bundleBoth('captured', (outfile, withClsHooked) => {
    const { entryPoints: _entry, ...options } = esbuildOptions('', outfile, { withClsHooked });
    const contents = `
      import middy from '@middy/core';
      import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
      import { tracer } from './functions/lib/observability';
      const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
      const step = (name, work = async () => {}) =>
        tracer.provider.captureAsyncFunc(name, async (subsegment) => {
          await pause();
          await work();
          await pause();
          subsegment.close();
        });
      export const handler = middy()
        .use(captureLambdaHandler(tracer))
        .handler(async () => {
          await Promise.all([step('a', () => step('a.1')), step('b')]);
          await step('c');
          return { statusCode: 200 };
        });`;
    return { ...options, stdin: { contents, resolveDir: REPO_ROOT, loader: 'ts' } };
  });
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await new Promise((resolve) => proxy?.close(resolve));
  await dynamo?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

/**
 * Runs the events through the bundle in one warm process and checks what every invocation's trace must
 * be; returns, for each invocation, its answer, its handler subsegment and the subsegments under it.
 */
async function traced(bundle: string, events: unknown[]) {
  const daemon = await xrayDaemon();
  sentTraceHeaders.length = 0;
  try {
    const traces = events.map((event) => ({ event, ...lambdaTraceHeader() }));
    const results = await invokeWarm(
      bundle,
      traces.map(({ event, header }) => ({ event, traceHeader: header })),
      {
        AWS_XRAY_DAEMON_ADDRESS: daemon.address,
        AWS_LAMBDA_FUNCTION_NAME: 'cinema-test-booking',
        POWERTOOLS_SERVICE_NAME: 'cinema-booking',
        POWERTOOLS_METRICS_NAMESPACE: 'Cinema/test',
        DYNAMODB_ENDPOINT: proxyUrl,
        TABLE_NAME: TABLE,
      },
    );
    await daemon.settled();
    expect(daemon.received.filter(({ header }) => header !== XRAY_DAEMON_HEADER)).toEqual([]);
    const documents = daemon.received.map(({ document }) => document);
    // Every document belongs to one of the invocations, and none is sent twice.
    expect(documents.filter((document) => !traces.some(({ root }) => root === document.trace_id))).toEqual([]);
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    // Every DynamoDB request carried one of their trace ids.
    expect(sentTraceHeaders.filter((header) => !traces.some(({ root }) => header.includes(`Root=${root};`)))).toEqual([]);

    return traces.map(({ root, parent }, index) => {
      const own = documents.filter((document) => document.trace_id === root);
      // One handler subsegment, a child of the facade segment Lambda made for this invocation.
      const handlers = own.filter((document) => document.name === HANDLER);
      expect(handlers, `invocation ${index}`).toHaveLength(1);
      const [handler] = handlers;
      expect(handler.parent_id).toBe(parent);
      const below = own.filter((document) => document !== handler);
      // Each DynamoDB request the invocation sent is one of its subsegments: the trace header it carried
      // names this trace and the subsegment; no request went untraced.
      const sent = sentTraceHeaders.filter((header) => header.includes(`Root=${root};`));
      const dynamoDb = below.filter((document) => document.name === 'DynamoDB');
      expect(sent.map((header) => /Parent=(\w+)/.exec(header)?.[1]).sort()).toEqual(dynamoDb.map((document) => document.id).sort());
      return { statusCode: results[index].statusCode, handler, below };
    });
  } finally {
    await daemon.close();
  }
}

const overlap = (a: TraceDocument, b: TraceDocument) => a !== b && a.start_time < b.end_time! && b.start_time < a.end_time!;

describe("Lambda functions' X-Ray traces", () => {
  it('hang each DynamoDB call of the booking function under its own invocation, the same with the stand-in as with cls-hooked', async () => {
    // Five invocations of one warm function: two seat maps read whole (the show, then its screen, seats,
    // prices and categories side by side with the booked seats), the listing of two months (two queries
    // at once), an unknown show (404) and a seat map again (its layout cached: the booked seats only).
    // 31 days from the shows' first day touch two months, except from the 1st of a 31-day month: then from the day before.
    const showsFrom = addDays(utcDateKey(), 2);
    const listingFrom = showsFrom.endsWith('-01') ? addDays(showsFrom, -1) : showsFrom;
    const events = [
      apiGatewayEvent('GET', '/api/sessions/{id}/seats', { params: { id: shows[0].sessionId } }),
      apiGatewayEvent('GET', '/api/sessions/{id}/seats', { params: { id: shows[1].sessionId } }),
      apiGatewayEvent('GET', '/api/sessions', { query: { from: listingFrom, days: '31' } }),
      apiGatewayEvent('GET', '/api/sessions/{id}', { params: { id: 'session-none' } }),
      apiGatewayEvent('GET', '/api/sessions/{id}/seats', { params: { id: shows[0].sessionId } }),
    ];
    // What each invocation's trace is, ids and times aside: everything under the handler subsegment.
    const tree = (invocations: Awaited<ReturnType<typeof traced>>) =>
      invocations.map(({ statusCode, handler, below }) => {
        expect(below.map((document) => document.parent_id)).toEqual(below.map(() => handler.id));
        return {
          statusCode,
          annotations: handler.annotations,
          calls: below.map((document) => `${document.name} ${document.aws?.operation}`).sort(),
          concurrent: below.some((a) => below.some((b) => overlap(a, b))),
        };
      });
    const withShim = tree(await traced(booking.shim, events));
    const withClsHooked = tree(await traced(booking.clsHooked, events));

    expect(withShim).toEqual(withClsHooked);
    expect(withShim.map(({ statusCode }) => statusCode)).toEqual([200, 200, 200, 404, 200]);
    expect(withShim[0].annotations).toEqual({ route: 'GET /api/sessions/{id}/seats', ColdStart: true, Service: 'cinema-booking' });
    expect(withShim[1].annotations).toMatchObject({ ColdStart: false });
    expect(withShim.map(({ calls }) => calls.length)).toEqual([9, 9, 3, 1, 2]);
    expect(withShim[2].calls).toEqual(['DynamoDB BatchGetItem', 'DynamoDB Query', 'DynamoDB Query']);
    expect(withShim.map(({ concurrent }) => concurrent)).toEqual([true, true, true, false, false]);
  });

  it('hang captured functions under the one they run in, across awaits and side by side, the same with the stand-in as with cls-hooked', async () => {
    const events = [{}, {}, {}];
    // Each subsegment by the name of its parent (the handler's parent is the facade segment, checked above).
    const tree = (invocations: Awaited<ReturnType<typeof traced>>) =>
      invocations.map(({ handler, below }) => {
        const names = new Map([handler, ...below].map((document) => [document.id, document.name]));
        return below.map((document) => `${names.get(document.parent_id!)} > ${document.name}`).sort();
      });
    const withShim = tree(await traced(captured.shim, events));
    const withClsHooked = tree(await traced(captured.clsHooked, events));

    const expected = [`${HANDLER} > a`, `${HANDLER} > b`, `${HANDLER} > c`, 'a > a.1'];
    expect(withShim).toEqual([expected, expected, expected]);
    expect(withClsHooked).toEqual(withShim);
  });
});
