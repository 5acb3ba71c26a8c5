import { randomUUID } from 'node:crypto';
import { ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localIdentityClient } from '../../scripts/local/cognito';
import { routes } from '../../shared/api/route-table';
import type { RouteSpec } from '../../shared/api/route-spec';
import type { PointsHistoryEntry, Profile } from '../../shared/schemas/profile';
import { WELCOME_BONUS, apiClient, createAdmin, createMember, type TestUser } from '../helpers';
import { expectStatementChains, fullHistory } from '../helpers/statement';

interface Config {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}
interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}
interface Adjustment {
  profile: Profile;
  entry: PointsHistoryEntry;
}

const anonymous = apiClient();
let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin();
});

const adjust = (memberId: string, delta: number, reason: string) =>
  admin.api.post<Adjustment | ErrorBody>(`/api/admin/members/${memberId}/points`, { delta, reason });

describe('platform', () => {
  it('answers the health check', async () => {
    const response = await anonymous.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('publishes the Cognito settings the SPA needs in /config.json', async () => {
    const response = await anonymous.get<Config>('/config.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      region: 'us-east-1',
      userPoolId: inject('userPoolId'),
      userPoolClientId: inject('userPoolClientId'),
      userPoolEndpoint: inject('cognitoUrl'),
      // The live rounds' WebSocket, on the API server's port.
      liveUrl: `${inject('apiUrl').replace(/^http:/, 'ws:')}/live`,
    });
  });

  it('serves the OpenAPI 3.1 document listing every route', async () => {
    const response = await anonymous.get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\.1\./);
    for (const route of Object.values(routes) as RouteSpec[]) {
      expect(response.body.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    // A bulk action's item code is the enum of the codes its route declares for one item.
    type BulkOperation = { responses: { 200: { content: { 'application/json': { schema: { properties: { results: { items: { properties: { error: { properties: { code: unknown } } } } } } } } } } } };
    const bulkRoutes = (Object.values(routes) as RouteSpec[]).filter((route) => route.itemErrors);
    expect(bulkRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/admin/assets/bulk', '/api/admin/questions/bulk-delete']));
    for (const route of bulkRoutes) {
      const operation = response.body.paths[route.path][route.method.toLowerCase()] as BulkOperation;
      const itemCode = operation.responses[200].content['application/json'].schema.properties.results.items.properties.error.properties.code;
      expect(itemCode, route.path).toEqual({ type: 'string', enum: route.itemErrors });
    }
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await anonymous.get<ErrorBody>('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});

describe('a new member', () => {
  it('signs up and confirms through the emulator named in /config.json, then gets a fresh profile', async () => {
    const config = (await anonymous.get<Config>('/config.json')).body;
    const cognito = localIdentityClient(config.userPoolEndpoint!);
    const email = `newcomer-${randomUUID()}@test.local`;
    const password = 'Newcomer-passw0rd!';
    const signUp = await cognito.send(
      new SignUpCommand({ ClientId: config.userPoolClientId, Username: email, Password: password, UserAttributes: [{ Name: 'name', Value: 'Nora Newcomer' }] }),
    );
    await cognito.send(new ConfirmSignUpCommand({ ClientId: config.userPoolClientId, Username: email, ConfirmationCode: '123456' }));
    const auth = await cognito.send(
      new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    cognito.destroy();

    const me = await apiClient(auth.AuthenticationResult!.IdToken).get<Profile>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: signUp.UserSub,
      email,
      name: 'Nora Newcomer',
      role: 'user',
      profilePhoto: 'cinema',
      points: WELCOME_BONUS,
      lifetimePoints: WELCOME_BONUS,
      tier: 'bronze',
      phone: null,
      bandId: null,
    });
    // The welcome bonus, through the ledger, once.
    const history = await fullHistory(apiClient(auth.AuthenticationResult!.IdToken));
    expect(history).toEqual([expect.objectContaining({ delta: WELCOME_BONUS, oldBalance: 0, newBalance: WELCOME_BONUS, reason: 'Welcome bonus', type: 'earned', revision: 1 })]);
  });
});

describe('points', () => {
  it('shows an admin credit in the balance, the lifetime points and the history', async () => {
    const member = await createMember();
    const credit = await adjust(member.userId, 150, 'Welcome gift');
    expect(credit.status).toBe(200);

    const me = await member.api.get<Profile>('/api/me');
    expect(me.body).toMatchObject({ points: WELCOME_BONUS + 150, lifetimePoints: WELCOME_BONUS + 150 });
    const history = await fullHistory(member.api);
    expect(history).toEqual([
      expect.objectContaining({ delta: 150, oldBalance: WELCOME_BONUS, newBalance: WELCOME_BONUS + 150, reason: 'Welcome gift', type: 'Admin Credit' }),
      expect.objectContaining({ delta: WELCOME_BONUS, oldBalance: 0, newBalance: WELCOME_BONUS, reason: 'Welcome bonus' }),
    ]);
  });

  it('keeps the balance equal to the ledger under 20 concurrent credits and debits', async () => {
    const member = await createMember();
    expect((await adjust(member.userId, 1000, 'Starting balance')).status).toBe(200);

    const deltas = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 10 + i : -(5 + i)));
    const responses = await Promise.all(deltas.map((delta, i) => adjust(member.userId, delta, `Concurrent change ${i + 1}`)));
    expect(responses.map((r) => r.status)).toEqual(deltas.map(() => 200));

    const me = (await member.api.get<Profile>('/api/me')).body;
    const history = await fullHistory(member.api);
    expect(history).toHaveLength(22);
    const ledgerSum = history.reduce((sum, entry) => sum + entry.delta, 0);
    expect(me.points).toBe(ledgerSum);
    expect(me.points).toBe(WELCOME_BONUS + 1000 + deltas.reduce((a, b) => a + b, 0));
    expect(me.lifetimePoints).toBe(WELCOME_BONUS + 1000 + deltas.filter((d) => d > 0).reduce((a, b) => a + b, 0));

    expectStatementChains(history, me.points);
  });

  it('refuses a debit below zero with its message and changes nothing', async () => {
    const member = await createMember();
    await adjust(member.userId, 30, 'Small credit');
    const debit = await adjust(member.userId, -(WELCOME_BONUS + 31), 'Too large a debit');
    expect(debit.status).toBe(409);
    expect((debit.body as ErrorBody).error.message).toBe('Cannot reduce points below zero');
    expect((await member.api.get<Profile>('/api/me')).body.points).toBe(WELCOME_BONUS + 30);
    expect(await fullHistory(member.api)).toHaveLength(2);
  });
});

describe('access and input', () => {
  it('refuses a member token on an admin route with 403', async () => {
    const member = await createMember();
    const response = await member.api.post<ErrorBody>(`/api/admin/members/${member.userId}/points`, { delta: 100, reason: 'Self-service' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('FORBIDDEN');
  });

  it('refuses a call without a token, or with a forged one, with 401', async () => {
    const member = await createMember();
    for (const api of [anonymous, apiClient(`${member.idToken.slice(0, -4)}AAAA`)]) {
      expect((await api.get<ErrorBody>('/api/me')).status).toBe(401);
      const admin = await api.post<ErrorBody>(`/api/admin/members/${member.userId}/points`, { delta: 1, reason: 'No token' });
      expect(admin.status).toBe(401);
      expect(admin.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers malformed JSON with 400', async () => {
    const member = await createMember();
    const response = await member.api.patch<ErrorBody>('/api/me', '{"name": "Half', {});
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Request body must be valid JSON');
  });

  it('refuses a bad phone number on PATCH /api/me with the spec message', async () => {
    const member = await createMember();
    const response = await member.api.patch<ErrorBody>('/api/me', { phone: '12-34 abc' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Invalid phone number format');
  });

  it('updates the name and phone on PATCH /api/me', async () => {
    const member = await createMember();
    const response = await member.api.patch<Profile>('/api/me', { name: 'Renamed Member', phone: '+15551234567' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Renamed Member', phone: '+15551234567' });
    expect((await member.api.get<Profile>('/api/me')).body).toMatchObject({ name: 'Renamed Member', phone: '+15551234567' });
  });
});
