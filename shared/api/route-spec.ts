import type * as z from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';

/**
 * Every Lambda of the API, one per domain. The CDK stack makes one function per entry
 * that has routes; the local server loads `functions/<domain>/handler.ts`.
 */
export const DOMAINS = ['platform', 'members', 'booking', 'movies', 'leaderboard', 'questions', 'admin', 'rewards', 'live'] as const;
export type Domain = (typeof DOMAINS)[number];

/** public: anyone; member: a signed-in user (JWT); admin: a signed-in user in the `admin` group. */
export type RouteAuth = 'public' | 'member' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/sessions/{id}/seats`. */
  path: `/api/${string}`;
  domain: Domain;
  auth: RouteAuth;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Default 200. */
  status?: 200 | 201 | 204;
  /** For a response that is not JSON (e.g. SVG art). */
  contentType?: string;
  /**
   * The error codes the route's own handler sends, beyond those of the handler chain
   * (CHAIN_ERROR_CODES): a code sent but not listed here fails the tests (docs/api.md, "Errors").
   */
  errors?: readonly ErrorCode[];
  /**
   * A bulk action's: the codes ONE item of its `results` may fail with (`bulkResults` of
   * routes/admin-common.ts; docs/api.md, "Bulk actions"). An item code not listed here fails the tests.
   */
  itemErrors?: readonly ErrorCode[];
}

/** The codes the handler chain (functions/lib/handler.ts) sends on any route, by what the route has. */
export const CHAIN_ERROR_CODES = {
  /** Bad params, query or body (and a handler's own bad-input checks), a body over the limit, an unexpected failure. */
  every: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'INTERNAL'],
  /** A body that is not JSON. */
  body: ['INVALID_JSON'],
  /** No valid token, or the caller's account is suspended. */
  member: ['UNAUTHORIZED', 'ACCOUNT_SUSPENDED'],
  /** A signed-in caller who is not an admin. */
  admin: ['FORBIDDEN'],
  /** A write whose items others kept busy through every retry (docs/booking.md, "Conflicts"): nothing written, try again. */
  write: ['CONCURRENT_UPDATE'],
} as const satisfies Record<string, readonly ErrorCode[]>;

type ChainCodes = typeof CHAIN_ERROR_CODES;
/** Every code a route may send, as a type: the chain's and its own (of each route, for a union of routes). */
export type RouteErrorCode<R extends RouteSpec> = R extends unknown
  ?
      | ChainCodes['every'][number]
      | (R extends { body: z.ZodType } ? ChainCodes['body'][number] : never)
      | (R extends { auth: 'public' } ? never : ChainCodes['member'][number])
      | (R extends { auth: 'admin' } ? ChainCodes['admin'][number] : never)
      | (R extends { method: 'GET' } ? never : ChainCodes['write'][number])
      | (R extends { errors: readonly (infer C extends ErrorCode)[] } ? C : never)
  : never;

/** The codes one item of a bulk action's `results` may carry, as a type (never for a route that is no bulk action). */
export type ItemErrorCode<R extends RouteSpec> = R extends { itemErrors: readonly (infer C extends ErrorCode)[] } ? C : never;

/** Every code a route may send: the chain's and its own. */
export function routeErrorCodes(route: RouteSpec): ErrorCode[] {
  return [
    ...CHAIN_ERROR_CODES.every,
    ...(route.body ? CHAIN_ERROR_CODES.body : []),
    ...(route.auth === 'public' ? [] : CHAIN_ERROR_CODES.member),
    ...(route.auth === 'admin' ? CHAIN_ERROR_CODES.admin : []),
    ...(route.method === 'GET' ? [] : CHAIN_ERROR_CODES.write),
    ...(route.errors ?? []),
  ];
}

/** Keeps each route's literal types (for typed handlers) while checking its shape. */
export const defineRoutes = <const T extends Record<string, RouteSpec>>(routes: T): T => routes;

/** `GET /api/me` – the routeKey API Gateway HTTP APIs put on each event. */
export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * Why an answer breaks its route's declaration, or null when it keeps it. An error answer's code must
 * be one the route may send (routeErrorCodes), sent with that code's status (ERROR_STATUS); a bulk
 * action's success may carry only the item codes it declares (`itemErrors`).
 */
export function undeclaredError(route: RouteSpec, status: number, body: unknown): string | null {
  if (status < 400) return undeclaredItemError(route, body);
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  if (typeof code !== 'string') return `answered ${status} without an error code`;
  if (!routeErrorCodes(route).includes(code as ErrorCode)) return `sent ${code}, which its route spec does not declare`;
  const expected = ERROR_STATUS[code as ErrorCode];
  return expected === status ? null : `sent ${code} with status ${status}, not its status ${expected}`;
}

function undeclaredItemError(route: RouteSpec, body: unknown): string | null {
  if (!route.itemErrors) return null;
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return 'answered without its results';
  for (const result of results as ({ id?: unknown; error?: { code?: unknown } } | null)[]) {
    const code = result?.error?.code;
    if (code !== undefined && !route.itemErrors.includes(code as ErrorCode)) {
      return `failed item ${String(result?.id)} with ${String(code)}, which its route spec does not declare in itemErrors`;
    }
  }
  return null;
}
