import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './handler';

const context = { functionName: 'test', awsRequestId: 'req-1' } as Context;

/** A public API Gateway HTTP API (v2) GET event. */
async function get(routeKey: string) {
  const path = routeKey.split(' ')[1];
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path } },
  } as unknown as APIGatewayProxyEventV2;
  const response = (await handler(event, context)) as { statusCode: number; body: string };
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

describe('the platform handler', () => {
  it('answers the health check', async () => {
    expect(await get('GET /api/health')).toEqual({ status: 200, body: { ok: true } });
  });

  it('serves an OpenAPI 3.1 document listing every route', async () => {
    const { status, body } = await get('GET /api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/api/admin/members/{id}/points'].post.security).toEqual([{ cognitoJwt: [] }]);
    expect(body.paths['/api/me'].patch.requestBody.content['application/json'].schema.properties.phone).toBeDefined();
    expect(body.paths['/api/health'].get.security).toBeUndefined();
  });
});
