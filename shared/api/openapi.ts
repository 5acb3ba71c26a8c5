import * as z from 'zod';
import { ERROR_CODES, ERROR_STATUS } from '../errors';
import { routeErrorCodes, type RouteSpec } from './route-spec';

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { $ref: '#/components/schemas/ErrorCode' }, message: { type: 'string' }, details: { type: 'object' } },
    },
  },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input',
  401: 'No session',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  429: 'Too many requests',
  500: 'Unexpected failure',
  501: 'Not implemented',
  502: 'An upstream service failed',
  503: 'Not ready yet',
};

/** The route's error responses, one per status, each with the codes it may carry (docs/api.md, "Errors"). */
function errorResponses(route: RouteSpec): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const code of routeErrorCodes(route)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const schema = {
      allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: codes } } } } }],
    };
    responses[String(status)] = { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema } } };
  }
  return responses;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Query and path parameters from an object schema's properties. */
function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The OpenAPI 3.1 document of every route, made from the route table's zod schemas. */
export function buildOpenApiDocument(routes: Record<string, RouteSpec>, info = { title: 'Cinema Engagement Platform API', version: '1.0.0' }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, route] of Object.entries(routes)) {
    const status = String(route.status ?? 200);
    const contentType = route.contentType ?? 'application/json';
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = {
      operationId,
      summary: route.summary,
      tags: [route.domain],
      ...(route.auth === 'public' ? {} : { security: [{ cognitoJwt: [] }] }),
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
        : {}),
      responses: {
        [status]: {
          description: 'Success',
          ...(status === '204' ? {} : { content: { [contentType]: { schema: route.response ? jsonSchema(route.response, 'output') : {} } } }),
        },
        ...errorResponses(route),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: errorSchema, ErrorCode: { type: 'string', enum: ERROR_CODES } },
      securitySchemes: {
        cognitoJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Cognito ID token of the user pool' },
      },
    },
  };
}
