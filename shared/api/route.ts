import type * as z from 'zod';

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
}

/** Keeps each route's literal types (for typed handlers) while checking its shape. */
export const defineRoutes = <const T extends Record<string, RouteSpec>>(routes: T): T => routes;

/** `GET /api/me` – the routeKey API Gateway HTTP APIs put on each event. */
export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`;
