import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/config';
import { esbuildOptions } from '../../infra/constructs/lambda-bundling';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { memberWithPoints, type TestUser } from '../helpers';
import { expectBalanceIsLedgerSum } from '../helpers/ledger';
import { createShow } from '../helpers/shows';

/**
 * The booking function bundled as the CDK bundles it (with the aliases that take parts of the SDK and
 * ElectroDB's model validation off the cold path: docs/performance.md) sends its DynamoDB requests and
 * reads DynamoDB's answers, refusals included, as the TypeScript handlers the other tests run do: the
 * same requests through both give the same answers.
 */
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const outDir = mkdtempSync(join(tmpdir(), 'cinema-bundle-requests-'));
let bundledHandler: Handler;
beforeAll(async () => {
  const outfile = join(outDir, 'booking', 'index.mjs');
  await build({ ...esbuildOptions(join(REPO_ROOT, 'functions/booking/handler.ts'), outfile), logLevel: 'error' });
  ({ handler: bundledHandler } = (await import(pathToFileURL(outfile).href)) as { handler: Handler });
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

interface Answer {
  status: number;
  body: unknown;
}
/** One request: the route as the route table writes it, its path parameters and body. */
type Send = (method: string, route: string, params?: Record<string, string>, body?: unknown) => Promise<Answer>;

const pathOf = (route: string, params: Record<string, string>) =>
  route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));

/** Through the test stack's API server, which runs the TypeScript handlers. */
const throughApi =
  (member: TestUser): Send =>
  async (method, route, params = {}, body) => {
    const { status, body: answer } = await member.api.request(method, pathOf(route, params), { body });
    return { status, body: answer };
  };

/** The claims API Gateway's JWT authorizer passes on: the ID token's own. */
const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

/** Straight to the bundled handler, with the event API Gateway gives a Lambda. */
const throughBundle =
  (member: TestUser): Send =>
  async (method, route, params = {}, body) => {
    const path = pathOf(route, params);
    const event = {
      version: '2.0',
      routeKey: `${method} ${route}`,
      rawPath: path,
      rawQueryString: '',
      headers: { 'content-type': 'application/json' },
      pathParameters: Object.keys(params).length ? params : undefined,
      body: body === undefined ? undefined : JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: {
        requestId: crypto.randomUUID(),
        routeKey: `${method} ${route}`,
        http: { method, path },
        authorizer: { jwt: { claims: claimsOf(member.idToken), scopes: null } },
      },
    } as unknown as APIGatewayProxyEventV2;
    const context = { functionName: 'cinema-test-booking', awsRequestId: crypto.randomUUID(), getRemainingTimeInMillis: () => 29_000 } as Context;
    const result = await bundledHandler(event, context);
    return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : '' };
  };

/**
 * Books, is refused a taken seat and an unknown show, reads the seat map and the tickets, cancels, is
 * refused a second cancel: each answer, with what differs between two runs (ids, names, times) blanked.
 */
async function bookingTranscript(send: Send): Promise<string[]> {
  const show = await createShow({ sessionDate: addDays(utcDateKey(), 2), sessionTime: '20:00' });
  const transcript: Answer[] = [];
  const booked = await send('POST', '/api/bookings', {}, { sessionId: show.sessionId, seats: ['A1', 'B2'] });
  const { bookingCode } = booked.body as { bookingCode: string };
  transcript.push(
    booked,
    await send('POST', '/api/bookings', {}, { sessionId: show.sessionId, seats: ['B2'] }),
    await send('POST', '/api/bookings', {}, { sessionId: `${show.sessionId}-none`, seats: ['A1'] }),
    await send('GET', '/api/sessions/{id}/seats', { id: show.sessionId }),
    await send('GET', '/api/me/tickets'),
    await send('DELETE', '/api/bookings/{bookingCode}', { bookingCode }),
    await send('DELETE', '/api/bookings/{bookingCode}', { bookingCode }),
  );
  // The show's own id is in its venue's, screen's and movie's ids and names.
  const showId = show.sessionId.replace('session-', '');
  return transcript.map((answer) =>
    JSON.stringify(answer)
      .replaceAll(bookingCode, '<booking>')
      .replaceAll(showId, '<show>')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>'),
  );
}

describe('The bundled booking function', () => {
  it('answers bookings, refusals, reads and cancels as the TypeScript handlers do', async () => {
    const [apiMember, bundleMember] = await Promise.all([memberWithPoints(100), memberWithPoints(100)]);
    const [typescript, bundled] = await Promise.all([bookingTranscript(throughApi(apiMember)), bookingTranscript(throughBundle(bundleMember))]);

    expect(bundled).toEqual(typescript);
    // Both members' points went through the ledger and back.
    for (const member of [apiMember, bundleMember]) expect(await expectBalanceIsLedgerSum(member.api)).toBe(100);
    // What the transcript holds: a booking, a taken seat and an unknown show refused, both seats on the
    // map and in the tickets, a cancel with its refund, a second cancel refused.
    expect(typescript.map((answer) => (JSON.parse(answer) as Answer).status)).toEqual([201, 409, 404, 200, 200, 200, 409]);
    expect(typescript[1]).toContain('SEAT_UNAVAILABLE');
    expect(typescript[5]).toContain('"refunded":20');
    expect(typescript[6]).toContain('ALREADY_CANCELLED');
  });
});
