import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { conflict as Conflict } from '../../shared/errors';
import type { domainHandler as DomainHandler, DomainOperations } from './handler';

const member = { sub: 'user-1', email: 'm@example.com', 'cognito:groups': '' };

function event(routeKey: string, options: { claims?: Record<string, unknown>; body?: string } = {}): APIGatewayProxyEventV2 {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'api-gw-request-1',
      http: { method, path },
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: [] } } } : {}),
    },
  } as unknown as APIGatewayProxyEventV2;
}

const context = {
  functionName: 'Cinema-test-Api-BookingFunction',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:Cinema-test-Api-BookingFunction',
  memoryLimitInMB: '1024',
  awsRequestId: 'lambda-request-1',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

const booking = { sessionId: 's-1', seats: ['C12'] };
let createBooking: () => Promise<unknown>;
let conflict: typeof Conflict;
let handler: ReturnType<typeof DomainHandler>;

// As the CDK sets them on the booking function (infra/constructs/cinema-function.ts). The tracer and the
// metrics buffer read them when they are made, at the import of ./observability: test files share their
// modules (vitest.config.ts), so these are imported afresh after the environment is set, and put back after.
beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'cinema-booking');
  vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'Cinema/test');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
  vi.resetModules();
  const [{ bookingRoutes }, errors, { domainHandler }] = await Promise.all([import('../../shared/api/routes/booking'), import('../../shared/errors'), import('./handler')]);
  conflict = errors.conflict;
  handler = domainHandler('booking', bookingRoutes, {
    ...(Object.fromEntries(
      Object.keys(bookingRoutes).map((id) => [id, async () => ({ items: [] })]),
    ) as unknown as DomainOperations<'booking'>),
    createBooking: (async (ctx) => {
      ctx.logger.info('Booking seats', { seats: ctx.body.seats });
      return createBooking();
    }) as DomainOperations<'booking'>['createBooking'],
    // No table here: the caller has no profile yet, so the token's role applies (the live check: handler.test.ts).
  }, { readAccess: async () => null });
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Every JSON line the function wrote (logs and EMF). */
let lines: Record<string, unknown>[];
beforeEach(() => {
  lines = [];
  const capture = (chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  };
  // Powertools writes info lines and EMF to stdout, errors to stderr.
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const emfLines = () => lines.filter((line) => '_aws' in line);
const logLines = () => lines.filter((line) => !('_aws' in line));

describe('observability in the handler chain', () => {
  it('puts the Lambda request id, the API Gateway request id and the route in every log line', async () => {
    createBooking = async () => {
      throw new Error('boom');
    };
    const response = (await handler(event('POST /api/bookings', { claims: member, body: JSON.stringify(booking) }), context)) as { statusCode: number };
    expect(response.statusCode).toBe(500);
    const logs = logLines();
    expect(logs.map((line) => line.message)).toEqual(['Booking seats', 'Unhandled error']);
    for (const line of logs) {
      expect(line).toMatchObject({
        service: 'cinema-booking',
        function_request_id: 'lambda-request-1',
        correlation_id: 'api-gw-request-1',
        route: 'POST /api/bookings',
      });
    }
  });

  it('counts a refused booking (EMF): attempted and refused, with the reason', async () => {
    createBooking = async () => {
      throw conflict('SEAT_UNAVAILABLE', 'This seat is already booked.');
    };
    const response = (await handler(event('POST /api/bookings', { claims: member, body: JSON.stringify(booking) }), context)) as { statusCode: number };
    expect(response.statusCode).toBe(409);
    const [emf, ...more] = emfLines();
    expect(more).toEqual([]);
    expect(emf).toMatchObject({
      service: 'cinema-booking',
      BookingAttempted: 1,
      BookingRefused: 1,
      errorCode: 'SEAT_UNAVAILABLE',
      _aws: { CloudWatchMetrics: [{ Namespace: 'Cinema/test', Dimensions: [['service']] }] },
    });
    const names = (emf._aws as { CloudWatchMetrics: { Metrics: { Name: string; Unit: string }[] }[] }).CloudWatchMetrics[0].Metrics;
    expect(names).toEqual([
      { Name: 'BookingAttempted', Unit: 'Count' },
      { Name: 'BookingRefused', Unit: 'Count' },
    ]);
  });

  it('counts a booking that succeeded', async () => {
    createBooking = async () => ({ bookingCode: 'ABC123', seats: ['C12'], totalPrice: 100 });
    await handler(event('POST /api/bookings', { claims: member, body: JSON.stringify(booking) }), context);
    expect(emfLines()).toEqual([expect.objectContaining({ BookingAttempted: 1, BookingSucceeded: 1 })]);
  });

  it('counts nothing for a request refused before it is an attempt (no session), nor for other routes', async () => {
    await handler(event('POST /api/bookings', { body: JSON.stringify(booking) }), context);
    await handler(event('GET /api/sessions'), context);
    expect(emfLines()).toEqual([]);
    // And no Powertools warning about empty metrics either.
    expect(logLines().filter((line) => String(line.message).includes('No application metrics'))).toEqual([]);
  });
});
