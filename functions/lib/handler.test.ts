import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { LiveAccess } from '../data/access';
import { TransactionConflicted } from '../data/transactions';
import { callerFromEvent } from './caller';
import { routes } from '../../shared/api/route-table';
import { domainHandler, type DomainOperations, type DomainRoutes } from './handler';
import { MAX_BODY_BYTES } from '../../shared/schemas/input';
import { GZIP_FROM_BYTES, LAMBDA_ANSWER_LIMIT_BYTES } from './large-answers';

/** An API Gateway HTTP API (v2) event as the JWT authorizer hands it over. */
function event(routeKey: string, options: { claims?: Record<string, unknown>; body?: string; pathParameters?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...options.headers },
    pathParameters: options.pathParameters,
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      http: { method, path },
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: [] } } } : {}),
    },
  } as unknown as APIGatewayProxyEventV2;
}

const context = { functionName: 'test', awsRequestId: 'req-1' } as Context;
const member = { sub: 'user-1', email: 'm@example.com', 'cognito:groups': '' };

/**
 * The members domain's routes with operations that must never run: every case below is answered by the
 * chain (authorization, JSON and validation) before an operation is called. The real domains are tested
 * beside their handlers and in tests/integration; lib imports no domain.
 */
const notReached = async (): Promise<never> => {
  throw new Error('the operation ran');
};
const membersRoutes = Object.fromEntries(Object.entries(routes).filter(([, route]) => route.domain === 'members')) as DomainRoutes<'members'>;
const membersOperations = Object.fromEntries(Object.keys(membersRoutes).map((id) => [id, notReached])) as unknown as DomainOperations<'members'>;
/** The chain seeing this profile (null: none yet, the token's role applies); against a table in tests/integration/authorization.test.ts. */
const membersHandlerSeeing = (live: LiveAccess | null) => domainHandler('members', membersRoutes, membersOperations, { readAccess: async () => live });
const membersHandler = membersHandlerSeeing(null);

async function call(h: typeof membersHandler, e: APIGatewayProxyEventV2) {
  const response = (await h(e, context)) as { statusCode: number; body: string };
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

describe('the domain handler chain', () => {
  it('refuses a body over the limit with 413 before anything else, and sends nosniff on every answer', async () => {
    const large = event('PATCH /api/me', { claims: member, body: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }) });
    const response = (await membersHandler(large, context)) as { statusCode: number; body: string; headers: Record<string, string> };
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const base64 = { ...large, body: Buffer.from(large.body!).toString('base64'), isBase64Encoded: true } as APIGatewayProxyEventV2;
    expect(((await membersHandler(base64, context)) as { statusCode: number }).statusCode).toBe(413);
    const unauthorized = (await membersHandler(event('GET /api/me'), context)) as { headers: Record<string, string> };
    expect(unauthorized.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends an answer too large for Lambda gzipped to a caller that takes gzip, and a small one as it is', async () => {
    // A big chain's month of shows: about 7.3 MB of JSON, over the 6 MB Lambda can answer.
    const shows = Array.from({ length: 36_000 }, (_, i) => ({
      sessionId: `session-${i}`,
      movieTitle: `Movie ${i % 300}`,
      venueName: `Venue ${i % 40}`,
      screenName: `Screen ${i % 8}`,
      sessionDate: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
      sessionTime: `${String(10 + (i % 12)).padStart(2, '0')}:30`,
      seatsLeft: i % 300,
      status: 'scheduled',
      basePrice: 12.5,
    }));
    let answer: unknown = { shows };
    const operations = { ...membersOperations, getMe: async () => answer } as unknown as DomainOperations<'members'>;
    const handler = domainHandler('members', membersRoutes, operations, { readAccess: async () => null });
    const ask = async (headers: Record<string, string>) => (await handler(event('GET /api/me', { claims: member, headers }), context)) as APIGatewayProxyStructuredResultV2;

    const plainSize = JSON.stringify(answer).length;
    expect(plainSize).toBeGreaterThan(LAMBDA_ANSWER_LIMIT_BYTES);
    const gzipped = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped).toMatchObject({ statusCode: 200, isBase64Encoded: true, headers: { 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-type': 'application/json' } });
    expect(gzipped.body!.length).toBeLessThan(LAMBDA_ANSWER_LIMIT_BYTES / 4);
    expect(JSON.parse(gunzipSync(Buffer.from(gzipped.body!, 'base64')).toString())).toEqual(answer);

    // A caller that does not take gzip gets the JSON as it is (and an answer this large fails in Lambda, as it always did).
    const plain = await ask({});
    expect(plain.isBase64Encoded).toBeFalsy();
    expect(plain.headers?.['content-encoding']).toBeUndefined();
    expect(plain.body!.length).toBe(plainSize);

    // Under the threshold nothing is compressed, whatever the caller takes.
    answer = { shows: shows.slice(0, Math.floor(shows.length * (GZIP_FROM_BYTES / plainSize)) - 10) };
    const small = await ask({ 'accept-encoding': 'gzip' });
    expect(small.isBase64Encoded).toBeFalsy();
    expect(JSON.parse(small.body!)).toEqual(answer);
  });

  it('refuses a member route without a session with 401 in the error shape', async () => {
    const { status, body } = await call(membersHandler, event('GET /api/me'));
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an admin route to a member with 403', async () => {
    const res = await call(
      membersHandler,
      event('POST /api/admin/members/{id}/points', { claims: member, body: '{"delta":5,"reason":"Prize"}', pathParameters: { id: 'x' } }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('answers a write that others kept busy through every retry with 409 CONCURRENT_UPDATE, not 500', async () => {
    const busyCause = Object.assign(new Error('Transaction is ongoing for the item'), { name: 'TransactionConflictException' });
    const gaveUp = [new TransactionConflicted([{ role: 'balance', item: {} as never }], { cause: new Error('cancelled') }), new Error('ElectroDB wrapped it', { cause: busyCause })];
    for (const error of gaveUp) {
      const operations = { ...membersOperations, updateMe: async () => Promise.reject(error) } as DomainOperations<'members'>;
      const handler = domainHandler('members', membersRoutes, operations, { readAccess: async () => null });
      const res = await call(handler, event('PATCH /api/me', { claims: member, body: '{"name":"Busy Member"}' }));
      expect(res).toEqual({ status: 409, body: { error: { code: 'CONCURRENT_UPDATE', message: 'Many people are doing this right now. Please try again.' } } });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(membersHandler, event('PATCH /api/me', { claims: member, body: '{"name":' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_JSON', message: 'Request body must be valid JSON' });
  });

  it('answers invalid input with the first validation message', async () => {
    const res = await call(membersHandler, event('PATCH /api/me', { claims: member, body: '{"phone":"0123"}' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid phone number format', details: { path: 'phone' } });
  });

  it('validates an admin request after authorizing it', async () => {
    const admin = { ...member, 'cognito:groups': '[admin]' };
    const res = await call(
      membersHandler,
      event('POST /api/admin/members/{id}/points', { claims: admin, body: '{"delta":5,"reason":"ab"}', pathParameters: { id: 'x' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Reason must be at least 3 characters');
  });
});

describe('the live access check', () => {
  const admin = { ...member, 'cognito:groups': '[admin]' };
  const adjust = event('POST /api/admin/members/{id}/points', { claims: admin, body: '{"delta":5,"reason":"ab"}', pathParameters: { id: 'x' } });

  it('refuses an admin token whose profile is no longer an admin', async () => {
    const res = await call(membersHandlerSeeing({ role: 'user', status: 'active' }), adjust);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('refuses a suspended member on a member route', async () => {
    const res = await call(membersHandlerSeeing({ role: 'user', status: 'suspended' }), event('GET /api/me', { claims: member }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('the caller', () => {
  it('reads groups as API Gateway passes them ("[admin user]") and as arrays', () => {
    expect(callerFromEvent(event('GET /api/me', { claims: { sub: 'a', 'cognito:groups': '[admin user]' } }))?.role).toBe('admin');
    expect(callerFromEvent(event('GET /api/me', { claims: { sub: 'a', 'cognito:groups': ['admin'] } }))?.groups).toEqual(['admin']);
    expect(callerFromEvent(event('GET /api/me', { claims: { sub: 'a' } }))?.role).toBe('user');
    expect(callerFromEvent(event('GET /api/me', { claims: { sub: 'a', 'cognito:groups': '[staff]' } }))?.role).toBe('staff');
    expect(callerFromEvent(event('GET /api/me'))).toBeNull();
  });
});
