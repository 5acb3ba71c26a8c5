import * as z from 'zod';
import { defineRoutes } from '../route-spec';

export const platformRoutes = defineRoutes({
  health: {
    method: 'GET',
    path: '/api/health',
    domain: 'platform',
    auth: 'public',
    summary: 'Liveness check',
    response: z.object({ ok: z.literal(true) }),
  },
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    domain: 'platform',
    auth: 'public',
    summary: 'The OpenAPI 3.1 document of every route',
  },
});
