import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '../errors';
import { buildOpenApiDocument } from './openapi';
import { routeErrorCodes, undeclaredError } from './route-spec';
import { routes } from './route-table';

type ErrorResponse = { content: { 'application/json': { schema: { allOf: [unknown, { properties: { error: { properties: { code: { enum: string[] } } } } }] } } } };
const codesOf = (response: unknown) => (response as ErrorResponse).content['application/json'].schema.allOf[1].properties.error.properties.code.enum;

describe('error codes', () => {
  it('are SNAKE_CASE, each once, each with a 4xx or 5xx status', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it("give every route the handler chain's codes for what it has, and its own", () => {
    expect(routeErrorCodes(routes.getSettings)).toEqual(['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'INTERNAL']);
    expect(routeErrorCodes(routes.getMe)).toEqual(['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'INTERNAL', 'UNAUTHORIZED', 'ACCOUNT_SUSPENDED']);
    expect(routeErrorCodes(routes.createBooking)).toEqual(expect.arrayContaining(['INVALID_JSON', 'UNAUTHORIZED', 'SEAT_UNAVAILABLE', 'INSUFFICIENT_POINTS']));
    expect(routeErrorCodes(routes.deleteVenue)).toEqual(expect.arrayContaining(['FORBIDDEN', 'VENUE_HAS_BOOKINGS']));
    expect(routeErrorCodes(routes.getMe)).not.toContain('FORBIDDEN');
  });

  it('are declared by no route twice', () => {
    for (const [id, route] of Object.entries(routes)) {
      const codes = routeErrorCodes(route);
      expect(new Set(codes).size, id).toBe(codes.length);
    }
  });

  it("tell an answer that keeps its route's declaration from one that does not", () => {
    const body = (code: string) => ({ error: { code, message: 'm' } });
    expect(undeclaredError(routes.createBooking, 409, body('SOLD_OUT'))).toBeNull();
    expect(undeclaredError(routes.createBooking, 409, body('ALREADY_ANSWERED'))).toMatch(/ALREADY_ANSWERED, which its route spec does not declare/);
    expect(undeclaredError(routes.createBooking, 400, body('SOLD_OUT'))).toMatch(/SOLD_OUT with status 400, not its status 409/);
    expect(undeclaredError(routes.getSettings, 401, body('UNAUTHORIZED'))).toMatch(/does not declare/);
    expect(undeclaredError(routes.getSettings, 502, '<html>Bad gateway</html>')).toMatch(/without an error code/);
  });

  it("tell a bulk action's answer whose items keep its itemErrors from one that does not", () => {
    const answer = (...codes: string[]) => ({
      results: [{ id: 'a', ok: true }, ...codes.map((code, i) => ({ id: `f${i}`, ok: false, error: { code, message: 'm' } }))],
    });
    expect(routes.bulkUpdateAssets.itemErrors).toEqual(['NOT_FOUND', 'CONCURRENT_UPDATE', 'INTERNAL']);
    expect(routes.bulkDeleteQuestions.itemErrors).toEqual(['NOT_FOUND', 'CONCURRENT_UPDATE', 'INTERNAL']);
    expect(undeclaredError(routes.bulkUpdateAssets, 200, answer('NOT_FOUND', 'INTERNAL'))).toBeNull();
    expect(undeclaredError(routes.bulkDeleteQuestions, 200, answer())).toBeNull();
    expect(undeclaredError(routes.bulkUpdateAssets, 200, answer('NOT_FOUND', 'SOLD_OUT'))).toMatch(
      /failed item f1 with SOLD_OUT, which its route spec does not declare in itemErrors/,
    );
    expect(undeclaredError(routes.bulkUpdateAssets, 200, { items: [] })).toMatch(/without its results/);
    // A route that is no bulk action: its success is not read.
    expect(undeclaredError(routes.getSettings, 200, answer('SOLD_OUT'))).toBeNull();
    // A bulk action's error answer is checked as any route's.
    expect(undeclaredError(routes.bulkUpdateAssets, 404, { error: { code: 'NOT_FOUND', message: 'm' } })).toMatch(/does not declare/);
  });
});

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(routes);
  const operation = (path: string, method: string) => (document.paths[path][method] as { responses: Record<string, unknown> }).responses;

  it("lists each operation's error codes under their statuses", () => {
    const booking = operation('/api/bookings', 'post');
    expect(codesOf(booking['400'])).toEqual(['VALIDATION_ERROR', 'INVALID_JSON']);
    expect(codesOf(booking['401'])).toEqual(['UNAUTHORIZED']);
    expect(codesOf(booking['403'])).toEqual(['ACCOUNT_SUSPENDED']);
    expect(codesOf(booking['409'])).toEqual(expect.arrayContaining(['SEAT_UNAVAILABLE', 'SOLD_OUT', 'SHOW_STARTED', 'INSUFFICIENT_POINTS']));
    expect(codesOf(booking['413'])).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(codesOf(operation('/api/admin/venues', 'get')['403'])).toEqual(['ACCOUNT_SUSPENDED', 'FORBIDDEN']);
    expect(operation('/api/settings', 'get')['401']).toBeUndefined();
  });

  it('keeps the 400 of every operation, the 401 of every signed-in one and the 403 of every admin one', () => {
    for (const [id, route] of Object.entries(routes)) {
      const responses = operation(route.path, route.method.toLowerCase());
      expect(responses['400'], id).toBeDefined();
      if (route.auth !== 'public') expect(responses['401'], id).toBeDefined();
      if (route.auth === 'admin') expect(codesOf(responses['403']), id).toContain('FORBIDDEN');
    }
  });

  it("gives a bulk action's item code the enum of its itemErrors", () => {
    type BulkAnswer = { content: { 'application/json': { schema: { properties: { results: { items: { properties: { error: { properties: { code: unknown } } } } } } } } } };
    const itemCode = (path: string) =>
      (operation(path, 'post')['200'] as BulkAnswer).content['application/json'].schema.properties.results.items.properties.error.properties.code;
    expect(itemCode('/api/admin/assets/bulk')).toEqual({ type: 'string', enum: ['NOT_FOUND', 'CONCURRENT_UPDATE', 'INTERNAL'] });
    expect(itemCode('/api/admin/questions/bulk-delete')).toEqual({ type: 'string', enum: ['NOT_FOUND', 'CONCURRENT_UPDATE', 'INTERNAL'] });
  });

  it('names every code in its ErrorCode schema', () => {
    expect(document.components.schemas.ErrorCode).toEqual({ type: 'string', enum: ERROR_CODES });
  });
});
