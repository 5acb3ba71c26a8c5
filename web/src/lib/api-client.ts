import { operations } from '@shared/api/operations';
import type { RouteErrorCode } from '@shared/api/route-spec';
import type { OperationId, Routes } from '@shared/api/route-table';
import type * as z from 'zod';
import { currentIdToken } from './amplify';

/**
 * The typed client of the API. A call names a route of the route table by its operation id and
 * gets the types of its path parameters, query, body and response from the route's own zod schemas:
 *
 *   api('createBooking', { body })          // POST /api/bookings
 *   apiKey('getSessionSeats', { params: { id } })  // the SWR key (the path) of GET /api/sessions/{id}/seats
 *
 * Only the method and path of each route are needed at run time (`@shared/api/operations`); the
 * route table and its schemas are imported as types only, so they add nothing to the bundle.
 */

/**
 * The codes a failed call of an operation may carry: those its route declares (shared/api/route-spec.ts,
 * RouteErrorCode), or `HTTP_<status>` for an answer without the API's error body (e.g. a gateway's).
 * Comparing a failure's code with one its route cannot send fails to typecheck.
 */
export type ApiErrorCode<K extends OperationId = OperationId> = RouteErrorCode<Routes[K]> | `HTTP_${number}`;

/** The API's error shape: {"error": {code, message, details}} with an HTTP status. */
export class ApiError<K extends OperationId = OperationId> extends Error {
  readonly status: number;
  readonly code: ApiErrorCode<K>;
  readonly details: Record<string, unknown> | undefined;
  /** The operation that failed; undefined for a read through an SWR key (`fetchKey`). */
  readonly operation: K | undefined;

  constructor(status: number, code: ApiErrorCode<K>, message: string, details?: Record<string, unknown>, operation?: K) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.operation = operation;
  }
}

/**
 * The error as a failure of one of the operations `ids`, typed by their routes' codes; null for
 * anything else (a network failure, another operation's error). An SWR read's error (no operation
 * known) is taken for theirs.
 */
export function apiErrorOf<K extends OperationId>(error: unknown, ...ids: K[]): ApiError<K> | null {
  if (!(error instanceof ApiError)) return null;
  return error.operation === undefined || (ids as OperationId[]).includes(error.operation) ? (error as ApiError<K>) : null;
}

/**
 * Why the API refused the request, in its own words (the product's wording): the message of a 4xx
 * answer; undefined for a server error or no answer at all, where the caller says something of its own.
 */
export const refusalMessage = (error: unknown): string | undefined => (error instanceof ApiError && error.status < 500 ? error.message : undefined);

type Scalar = string | number | boolean;
type Simplify<T> = { [P in keyof T]: T[P] };
/** The empty object literal: `Empty extends T` holds when T has no required field. */
type Empty = Record<never, never>;

/** What the route's schema of that part accepts (`z.input`), or undefined when the route has none. */
type InputOf<K extends OperationId, Part extends 'params' | 'query' | 'body'> = Routes[K] extends { [P in Part]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** Path and query values are written into the URL: whatever the schema coerces, a scalar is sent. */
type UrlValues<T> = T extends object ? Simplify<{ [P in keyof T]: T[P] & Scalar }> : undefined;

export type ApiParams<K extends OperationId> = UrlValues<InputOf<K, 'params'>>;
export type ApiQuery<K extends OperationId> = UrlValues<InputOf<K, 'query'>>;
export type ApiBody<K extends OperationId> = InputOf<K, 'body'>;
/** What the route answers (`z.output` of its response schema); undefined for a 204. */
export type ApiResponse<K extends OperationId> = Routes[K] extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : Routes[K] extends { status: 204 }
    ? undefined
    : unknown;

/** A part of a request: required when the schema has a required field, absent when the route has no schema. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [P in Name]?: never }
  : Empty extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

export type ApiUrlOptions<K extends OperationId> = Simplify<Part<'params', ApiParams<K>> & Part<'query', ApiQuery<K>>>;
export type ApiOptions<K extends OperationId> = Simplify<ApiUrlOptions<K> & Part<'body', ApiBody<K>> & { signal?: AbortSignal }>;

/** The options argument, optional when nothing in it is required. */
type OptionalWhenEmpty<O> = Empty extends O ? [options?: O] : [options: O];

/** Routes whose answer may be cached under a key (SWR): the GET routes. */
export type ApiReadId = { [K in OperationId]: (typeof operations)[K]['method'] extends 'GET' ? K : never }[OperationId];

declare const responseType: unique symbol;
/** A GET route's URL used as an SWR key; it carries the type of the route's response. */
export type ApiKey<T> = string & { readonly [responseType]?: T };

function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The URL of a route: its `{param}` template filled in (each value encoded), then the query. */
export function apiUrl<K extends OperationId>(id: K, ...[options]: OptionalWhenEmpty<ApiUrlOptions<K>>): string {
  const { path } = operations[id];
  const params = (options?.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${id}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
  return filled + encodeQuery(options?.query as Record<string, unknown> | undefined);
}

/** The SWR key of a GET route (its URL); `useApi(key)` reads it with the route's response type. */
export function apiKey<K extends ApiReadId>(id: K, ...options: OptionalWhenEmpty<ApiUrlOptions<K>>): ApiKey<ApiResponse<K>> {
  return apiUrl(id, ...options);
}

/** Calls a route of the API with the member's ID token; resolves to the parsed JSON body. */
export function api<K extends OperationId>(id: K, ...[options]: OptionalWhenEmpty<ApiOptions<K>>): Promise<ApiResponse<K>> {
  const { params, query, body, signal } = (options ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const url = apiUrl(id, ...([{ params, query }] as unknown as OptionalWhenEmpty<ApiUrlOptions<K>>));
  return send<ApiResponse<K>>(url, { method: operations[id].method, body, signal, operation: id });
}

/** Reads an SWR key made by `apiKey` (the fetcher of `useApi`). */
export function fetchKey<T>(key: ApiKey<T>): Promise<T> {
  return send<T>(key, { method: 'GET' });
}

interface SendOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  operation?: OperationId;
}

interface ErrorBody {
  error?: { code?: ApiErrorCode; message?: string; details?: Record<string, unknown> };
}

/** Calls the same-origin API with the member's ID token; resolves to the parsed JSON body. */
async function send<T>(url: string, { method, body, signal, operation }: SendOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;

  if (!response.ok) {
    const error = (parsed as ErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? (response.statusText || 'Request failed'),
      error?.details,
      operation,
    );
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
