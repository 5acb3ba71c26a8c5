import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { Domain, RouteSpec } from '../../shared/api/route-spec';
import { routeKey } from '../../shared/api/route-spec';
import type { Routes } from '../../shared/api/route-table';
import { AppError, MESSAGES, accountSuspended, badRequest, concurrentUpdate, forbidden, internalError, payloadTooLarge, unauthorized } from '../../shared/errors';
import { MAX_BODY_BYTES } from '../../shared/schemas/input';
import type { LiveAccess } from '../data/access';
import { isConflictGiveUp } from '../data/write-errors';
import { businessOperation, metricName, serviceName, type BusinessOperation } from './business-metrics';
import { callerFromEvent, type Caller } from './caller';
import { gzipLargeAnswer } from './large-answers';
import { countMetric, metrics, publishMetrics, tracer } from './observability';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type Output<R extends RouteSpec> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;

export interface RequestContext<R extends RouteSpec> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** Null only on public routes called without a token. */
  caller: R['auth'] extends 'public' ? Caller | null : Caller;
  headers: Record<string, string | undefined>;
  event: APIGatewayProxyEventV2;
  logger: Logger;
}

/** A response with its own status, headers or a non-JSON body. */
export class HttpResponse {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type Operation<R extends RouteSpec> = (ctx: RequestContext<R>) => Promise<Output<R> | HttpResponse>;

/** A domain's routes in the route table. */
export type DomainRoutes<D extends Domain> = {
  [K in keyof Routes as Routes[K]['domain'] extends D ? K : never]: Routes[K];
};

/** The operations a domain's Lambda must implement: exactly its routes in the route table. */
export type DomainOperations<D extends Domain> = {
  [K in keyof Routes as Routes[K]['domain'] extends D ? K : never]: Operation<Routes[K]>;
};

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

function parse<T extends z.ZodType>(schema: T | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue.message, { path: issue.path.join('.') });
  }
  return result.data;
}

/** The body's size in bytes as the client sent it. */
const bodyBytes = (event: APIGatewayProxyEventV2) =>
  !event.body ? 0 : event.isBase64Encoded ? Buffer.byteLength(event.body, 'base64') : Buffer.byteLength(event.body, 'utf8');

function readBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'INVALID_JSON', MESSAGES.invalidJson);
  }
}

type AccessReader = (userId: string) => Promise<LiveAccess | null>;

/**
 * The data layer loads with the first signed-in request: a function whose routes are all public
 * (platform) never loads ElectroDB or the DynamoDB client, and the others import it with their
 * operations anyway (docs/performance.md, "Lambda cold start").
 */
const readLiveAccessOnFirstUse: AccessReader = async (userId) => (await import('../data/access')).readLiveAccess(userId);

/**
 * The caller as they are NOW (docs/access.md): a token is trusted for who is calling, not for what
 * they may do. On every route that needs sign-in, one consistent read of the caller's profile gives
 * their current role and status: a suspended member is refused everywhere, a demoted admin at their
 * next request. A member with no profile yet (their first request creates it) has the token's role.
 */
async function authorize(route: RouteSpec, caller: Caller | null, readAccess: AccessReader): Promise<Caller | null> {
  if (route.auth === 'public') return caller;
  if (!caller) throw unauthorized();
  const live = await readAccess(caller.userId);
  if (live?.status === 'suspended') throw accountSuspended();
  const role = live?.role ?? caller.role;
  if (route.auth === 'admin' && role !== 'admin') throw forbidden();
  return { ...caller, role };
}

/** The outcome metric of a business operation (business-metrics.ts) for the status the request ends with. */
function countOutcome(operation: BusinessOperation | undefined, status: number, code?: string) {
  if (!operation) return;
  countMetric(metricName(operation, status < 400 ? 'Succeeded' : status < 500 ? 'Refused' : 'Failed'));
  // Why it was refused (SEAT_UNAVAILABLE, INSUFFICIENT_POINTS...) rides in the EMF line, not as a dimension.
  if (code) metrics.addMetadata('errorCode', code);
}

/**
 * One Lambda handler for a domain: finds the route by the event's routeKey, authorizes the caller
 * (their live role and status, see authorize), validates params, query and body with the
 * route's zod schemas (400 with the first message), runs the operation and shapes the answer.
 * Every failure leaves as `{"error": {code, message, details}}`.
 *
 * Observability (Powertools): every log line carries the Lambda request id (`function_request_id`),
 * API Gateway's request id (`correlation_id`) and the route; the invocation is traced (X-Ray, response
 * bodies not captured); the business operations of business-metrics.ts are counted (EMF) per outcome.
 */
export function domainHandler<D extends Domain>(
  domain: D,
  // The domain's route files, not the whole table: each Lambda builds only its own routes' zod schemas
  // at import (docs/performance.md, "Lambda cold start").
  domainRoutes: DomainRoutes<D>,
  operations: DomainOperations<D>,
  // The chain's unit tests run without a table.
  { readAccess = readLiveAccessOnFirstUse }: { readAccess?: AccessReader } = {},
) {
  const logger = new Logger({ serviceName: serviceName(domain) });
  const table = new Map<string, { id: string; route: RouteSpec }>();
  for (const [id, route] of Object.entries(domainRoutes) as [string, RouteSpec][]) {
    if (route.domain === domain) table.set(routeKey(route), { id, route });
  }

  const respond = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    logger.setCorrelationId(event.requestContext?.requestId);
    logger.appendKeys({ route: event.routeKey });
    tracer.putAnnotation('route', event.routeKey);
    const entry = table.get(event.routeKey);
    if (!entry) return json(404, new AppError(404, 'NOT_FOUND', 'No such route').toBody());
    const { id, route } = entry;
    let operation: BusinessOperation | undefined;
    try {
      // Refused before anything else is done with it: a large body costs no more than a small one.
      if (bodyBytes(event) > MAX_BODY_BYTES) throw payloadTooLarge(MAX_BODY_BYTES);
      const caller = await authorize(route, callerFromEvent(event), readAccess);
      operation = businessOperation(event.routeKey);
      if (operation) countMetric(metricName(operation, 'Attempted'));
      const ctx = {
        params: parse(route.params, event.pathParameters ?? {}),
        query: parse(route.query, event.queryStringParameters ?? {}),
        body: route.body ? parse(route.body, readBody(event)) : undefined,
        caller,
        headers: event.headers ?? {},
        event,
        logger,
      };
      const run = (operations as unknown as Record<string, (c: typeof ctx) => Promise<unknown>>)[id];
      const result = await run(ctx);
      if (result instanceof HttpResponse) {
        countOutcome(operation, result.statusCode);
        if (typeof result.body === 'string') {
          return { statusCode: result.statusCode, headers: result.headers, body: result.body };
        }
        return json(result.statusCode, result.body, result.headers);
      }
      countOutcome(operation, route.status ?? 200);
      return route.status === 204 ? { statusCode: 204 } : json(route.status ?? 200, result);
    } catch (error) {
      if (error instanceof AppError) {
        countOutcome(operation, error.status, error.code);
        if (error.status >= 500) logger.error('Request failed', { operation: id, error });
        return json(error.status, error.toBody());
      }
      if (isConflictGiveUp(error)) {
        // Others kept the same items busy through every retry: nothing was written, and trying again works.
        countOutcome(operation, 409, 'CONCURRENT_UPDATE');
        logger.warn('Gave up on write conflicts', { operation: id, error: error as Error });
        return json(409, concurrentUpdate().toBody());
      }
      countOutcome(operation, 500, 'INTERNAL');
      logger.error('Unhandled error', { operation: id, error: error as Error });
      return json(500, internalError().toBody());
    } finally {
      publishMetrics();
    }
  };

  // No browser may read an answer of the API as anything but the type it is sent as; a large one must fit Lambda's limit.
  const dispatch = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const response = gzipLargeAnswer(await respond(event), event.headers?.['accept-encoding']);
    return { ...response, headers: { ...response.headers, 'x-content-type-options': 'nosniff' } };
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(httpHeaderNormalizer())
    .handler(dispatch);
}
