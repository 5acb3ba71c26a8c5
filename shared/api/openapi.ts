import * as z from 'zod';
import type { RouteSpec } from './route-spec';

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
    },
  },
};

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
    const errors: Record<string, unknown> = {
      '400': { description: 'Bad input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    };
    if (route.auth !== 'public') errors['401'] = { description: 'No session', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    if (route.auth === 'admin') errors['403'] = { description: 'Not an admin', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
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
        ...errors,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        cognitoJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Cognito ID token of the user pool' },
      },
    },
  };
}
