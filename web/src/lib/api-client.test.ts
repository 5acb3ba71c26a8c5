import type { SeatMap } from '@shared/api/routes/booking';
import type { Profile } from '@shared/schemas/profile';
import { afterAll, afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { api, ApiError, apiErrorOf, apiKey, apiUrl, fetchKey, type ApiKey, type ApiResponse } from './api-client';

const token = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('./amplify', () => ({ currentIdToken: async () => token.value }));
// Test files share their modules (vitest.config.ts): a client another file loaded holds the real
// ./amplify. So the client is loaded afresh (the imports above run after this), over the mock, and the
// modules loaded over the mock are dropped when the file is done.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown, statusText = '') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : text, { status, statusText }));
}

/** The URL and init of the one request made. */
function sent() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  return { url, init: init!, headers: init!.headers as Record<string, string> };
}

beforeEach(() => {
  token.value = null;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('is the route path when it has no parameters', () => {
    expect(apiUrl('getMe')).toBe('/api/me');
    expect(apiUrl('listMyTickets')).toBe('/api/me/tickets');
  });

  it('fills the {param} template, encoding each value', () => {
    expect(apiUrl('getSessionSeats', { params: { id: 'abc' } })).toBe('/api/sessions/abc/seats');
    expect(apiUrl('getSessionSeats', { params: { id: 'a/b c?d#' } })).toBe('/api/sessions/a%2Fb%20c%3Fd%23/seats');
    expect(apiUrl('getMovie', { params: { id: 1001 } })).toBe('/api/movies/1001');
    expect(apiUrl('getMedia', { params: { kind: 'poster', file: '1001.svg' } })).toBe('/api/media/poster/1001.svg');
  });

  it('appends the query in the order given, encoded, leaving out undefined values', () => {
    expect(apiUrl('listMovies', { query: { list: 'popular', page: 1 } })).toBe('/api/movies?list=popular&page=1');
    expect(apiUrl('listSessions', { query: { from: '2025-01-31', days: 7 } })).toBe('/api/sessions?from=2025-01-31&days=7');
    expect(apiUrl('getMyPointsHistory', { query: { cursor: 'a+b/c=&d e' } })).toBe('/api/me/points-history?cursor=a%2Bb%2Fc%3D%26d%20e');
    expect(apiUrl('listSessions', { query: { from: undefined, movie: 'Dune' } })).toBe('/api/sessions?movie=Dune');
    expect(apiUrl('listSessions', { query: {} })).toBe('/api/sessions');
  });

  it('refuses a missing path parameter rather than calling a wrong URL', () => {
    expect(() => apiUrl('getSession', { params: { id: '' } })).toThrow('getSession: the path parameter "id" is missing');
    expect(() => apiUrl('getSession', { params: {} as { id: string } })).toThrow(/"id" is missing/);
  });
});

describe('apiKey', () => {
  it('is the URL of a GET route, the same string wherever it is made (SWR shares the cache)', () => {
    expect(apiKey('listMyTickets')).toBe('/api/me/tickets');
    expect(apiKey('getLeaderboard', { query: { period: 'lifetime' } })).toBe('/api/leaderboard?period=lifetime');
  });
});

describe('api', () => {
  it('sends the route method and JSON body with the member token, and resolves to the JSON answer', async () => {
    token.value = 'id-token';
    answer(201, { bookingCode: 'ABC123', sessionId: 's1', seats: ['C12'], totalPrice: 10, createdAt: 'now' });
    const result = await api('createBooking', { body: { sessionId: 's1', seats: ['C12'] } });
    expect(result.bookingCode).toBe('ABC123');
    const { url, init, headers } = sent();
    expect(url).toBe('/api/bookings');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"sessionId":"s1","seats":["C12"]}');
    expect(headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer id-token', 'Content-Type': 'application/json' });
  });

  it('sends no token and no body when there are none', async () => {
    answer(200, { ok: true });
    await api('health');
    const { url, init, headers } = sent();
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).toEqual({ Accept: 'application/json' });
  });

  it('builds the path of a PATCH and DELETE from the params, and resolves a 204 to undefined', async () => {
    answer(204);
    await expect(api('deleteAdminQuestion', { params: { id: 'q7' } })).resolves.toBeUndefined();
    expect(sent().url).toBe('/api/admin/questions/q7');
    expect(sent().init.method).toBe('DELETE');
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    answer(200, {});
    await api('getMe', { signal: controller.signal });
    expect(sent().init.signal).toBe(controller.signal);
  });

  it('throws an ApiError with the status, code, message and details of the error body', async () => {
    answer(409, { error: { code: 'INSUFFICIENT_POINTS', message: 'Not enough points', details: { missing: 5 } } });
    const error = await api('createBooking', { body: { sessionId: 's1', seats: ['A1'] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'INSUFFICIENT_POINTS', message: 'Not enough points', details: { missing: 5 } });
  });

  it('throws an ApiError named after the status when the error has no JSON body', async () => {
    answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(api('getMe')).rejects.toMatchObject({ name: 'ApiError', status: 502, code: 'HTTP_502', message: 'Bad Gateway' });
    fetchMock.mockReset();
    answer(500);
    await expect(api('getMe')).rejects.toMatchObject({ status: 500, code: 'HTTP_500', message: 'Request failed', details: undefined });
  });

  it('leaves a network failure as it is (not an ApiError), so callers can tell offline from refused', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await api('getMe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('apiErrorOf', () => {
  it("takes an error of the operation named (or of an SWR read) as that operation's, and nothing else", async () => {
    answer(409, { error: { code: 'SOLD_OUT', message: 'This show is sold out.' } });
    const error = await api('createBooking', { body: { sessionId: 's1', seats: ['A1'] } }).catch((e: unknown) => e);
    expect(apiErrorOf(error, 'createBooking')).toMatchObject({ operation: 'createBooking', code: 'SOLD_OUT' });
    expect(apiErrorOf(error, 'redeemReward')).toBeNull();
    expect(apiErrorOf(new TypeError('Failed to fetch'), 'createBooking')).toBeNull();
    expect(apiErrorOf(new ApiError(404, 'NOT_FOUND', 'Session not found'), 'getSession')).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("types the code by the routes' declared codes (checked by npm run typecheck)", () => {
    const compare = (booking: ApiError<'createBooking'>, me: ApiError<'getMe'>) => [
      booking.code === 'SOLD_OUT',
      me.code === 'ACCOUNT_SUSPENDED',
      // @ts-expect-error: a booking never answers ALREADY_ANSWERED
      booking.code === 'ALREADY_ANSWERED',
      // @ts-expect-error: GET /api/me is a member route, not an admin one
      me.code === 'FORBIDDEN',
    ];
    expect(compare).toBeTypeOf('function');
  });
});

describe('fetchKey', () => {
  it('GETs the key', async () => {
    answer(200, { items: [] });
    expect(await fetchKey(apiKey('listMyTickets'))).toEqual({ items: [] });
    expect(sent().url).toBe('/api/me/tickets');
    expect(sent().init.method).toBe('GET');
  });
});

describe('types from the route table', () => {
  it('types the response from the route response schema', () => {
    expectTypeOf<ApiResponse<'getMe'>>().toEqualTypeOf<Profile>();
    expectTypeOf<ApiResponse<'getSessionSeats'>>().toEqualTypeOf<SeatMap>();
    expectTypeOf<ApiResponse<'deleteAdminQuestion'>>().toEqualTypeOf<undefined>();
    expectTypeOf(apiKey('getSessionSeats', { params: { id: 'x' } })).toEqualTypeOf<ApiKey<SeatMap>>();
  });

  it("types a bulk action's item codes by the codes its route declares for one item (itemErrors)", () => {
    type ItemCode<T extends { results: { error?: { code: string } }[] }> = NonNullable<T['results'][number]['error']>['code'];
    expectTypeOf<ItemCode<ApiResponse<'bulkUpdateAssets'>>>().toEqualTypeOf<'NOT_FOUND' | 'CONCURRENT_UPDATE' | 'INTERNAL'>();
    expectTypeOf<ItemCode<ApiResponse<'bulkDeleteQuestions'>>>().toEqualTypeOf<'NOT_FOUND' | 'CONCURRENT_UPDATE' | 'INTERNAL'>();
  });

  it('refuses calls that do not match the route (checked by npm run typecheck)', () => {
    // Never run: each line only has to fail to compile.
    const calls = () => {
      // @ts-expect-error no such route
      apiUrl('noSuchRoute');
      // @ts-expect-error a path parameter is required
      apiUrl('getSession');
      // @ts-expect-error the params have the schema's names
      apiUrl('getSession', { params: { sessionId: 'x' } });
      // @ts-expect-error this route has no path parameters
      apiUrl('getMe', { params: { id: 'x' } });
      // @ts-expect-error the query is the schema's (list is required, and one of three lists)
      apiUrl('listMovies', { query: { list: 'all' } });
      // @ts-expect-error the body is required
      void api('createBooking');
      // @ts-expect-error the body has the schema's shape
      void api('createBooking', { body: { sessionId: 's1', seats: 'A1' } });
      // @ts-expect-error only GET routes make SWR keys
      apiKey('createBooking');
    };
    expect(calls).toBeTypeOf('function');
  });
});
