import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminListGroupsForUserCommand,
  ConfirmSignUpCommand,
  DescribeUserPoolClientCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  UserNotFoundException,
  VerifyUserAttributeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONFIRMATION_CODE, ensureUser, startCognitoLocal, localIdentityClient, type CognitoIds, type CognitoLocal } from '../../scripts/local/cognito';
import { LOCAL_HOST } from '../../scripts/local/ports';
import { readStackState, writeStackState } from '../../scripts/local/state';
import { cognitoClient, createMember, type TestUser } from '../helpers';
import { portOf } from '../helpers/sockets';

const PASSWORD = 'Test-passw0rd!';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService';

interface EmulatorAnswer {
  status: number;
  allowOrigin: string | null;
  headers: Headers;
  body: Record<string, unknown>;
}

/** One call to the emulator as a browser page would make it, with `origin` as its Origin (none: no header). */
async function callEmulator(endpoint: string, target: string, body: object, origin?: string): Promise<EmulatorAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}.${target}` };
  if (origin !== undefined) headers.origin = origin;
  const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, allowOrigin: response.headers.get('access-control-allow-origin'), headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** The CORS preflight a browser sends before such a call. */
function preflight(endpoint: string, origin: string): Promise<Response> {
  return fetch(endpoint, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent' },
  });
}

async function attributesOf(client: CognitoIdentityProviderClient, userPoolId: string, username: string): Promise<Record<string, string>> {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  return Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name!, attribute.Value!]));
}

/**
 * A member signs up, confirms with the code, signs in (USER_PASSWORD_AUTH) and changes their e-mail:
 * the pool must keep the old e-mail until the code is verified, then hold the new one, verified.
 */
async function expectEmailChangeOnlyAfterVerification(client: CognitoIdentityProviderClient, ids: CognitoIds) {
  const oldEmail = `member-${randomUUID()}@test.local`;
  const newEmail = `moved-${randomUUID()}@test.local`;
  const { UserSub: sub } = await client.send(
    new SignUpCommand({ ClientId: ids.userPoolClientId, Username: oldEmail, Password: PASSWORD, UserAttributes: [{ Name: 'name', Value: 'Moving Member' }] }),
  );
  expect(sub).toBeTruthy();
  await client.send(new ConfirmSignUpCommand({ ClientId: ids.userPoolClientId, Username: oldEmail, ConfirmationCode: CONFIRMATION_CODE }));
  const signedIn = await client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: ids.userPoolClientId, AuthParameters: { USERNAME: oldEmail, PASSWORD } }),
  );
  const accessToken = signedIn.AuthenticationResult!.AccessToken!;

  const update = await client.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: newEmail }] }));
  expect(update.CodeDeliveryDetailsList?.map((delivery) => delivery.AttributeName)).toEqual(['email']);
  expect((await attributesOf(client, ids.userPoolId, sub!)).email, 'the e-mail before the code is entered').toBe(oldEmail);

  await client.send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: CONFIRMATION_CODE }));
  const verified = await attributesOf(client, ids.userPoolId, sub!);
  expect(verified.email).toBe(newEmail);
  expect(verified.email_verified).toBe('true');

  const withNewEmail = await client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: ids.userPoolClientId, AuthParameters: { USERNAME: newEmail, PASSWORD } }),
  );
  expect(withNewEmail.AuthenticationResult?.IdToken).toBeTruthy();
}

describe('the Cognito emulator from a browser (CORS)', () => {
  const endpoint = inject('cognitoUrl');
  // The test stack's SPA is served from the API server's origin (tests/setup/global-stack.ts).
  const appOrigin = new URL(inject('webUrl')).origin;
  const foreignOrigins = ['http://evil.example', 'http://localhost:1', `http://${LOCAL_HOST}:${portOf(endpoint)}`, 'null'];
  let member: TestUser;

  beforeAll(async () => {
    member = await createMember();
  });

  it('answers the app origin, and only with that origin', async () => {
    const answer = await preflight(endpoint, appOrigin);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-amz-target');

    const signIn = await callEmulator(
      endpoint,
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPoolClientId'), AuthParameters: { USERNAME: member.email, PASSWORD: member.password } },
      appOrigin,
    );
    expect(signIn.status).toBe(200);
    expect(signIn.allowOrigin).toBe(appOrigin);
    expect(signIn.headers.get('vary')).toMatch(/origin/i);
    expect((signIn.body.AuthenticationResult as { IdToken?: string }).IdToken).toBeTruthy();

    // A call the front answers itself (Amplify's sign-out) carries the same header.
    const signOut = await callEmulator(endpoint, 'GlobalSignOut', {}, appOrigin);
    expect(signOut.status).toBe(200);
    expect(signOut.allowOrigin).toBe(appOrigin);
  });

  it('refuses a page from any other origin: 403 with a message, no CORS header, and the call does nothing', async () => {
    for (const origin of foreignOrigins) {
      const answer = await preflight(endpoint, origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();

      const email = `intruder-${randomUUID()}@test.local`;
      const signUp = await callEmulator(
        endpoint,
        'SignUp',
        { ClientId: inject('userPoolClientId'), Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'name', Value: 'Intruder' }] },
        origin,
      );
      expect(signUp.status, origin).toBe(403);
      expect(signUp.allowOrigin, origin).toBeNull();
      expect(signUp.body.__type).toBe('ForbiddenOrigin');
      expect(signUp.body.message).toContain(`a request from ${origin} is refused`);
      expect(signUp.body.message).toContain(appOrigin);
      await expect(cognitoClient().send(new AdminGetUserCommand({ UserPoolId: inject('userPoolId'), Username: email }))).rejects.toThrow(UserNotFoundException);
    }
  });

  it('serves calls that carry no Origin (SDKs, the API server), without a CORS header', async () => {
    const signIn = await callEmulator(endpoint, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: inject('userPoolClientId'),
      AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.allowOrigin).toBeNull();
    const keys = await fetch(`${inject('cognitoIssuer')}/.well-known/jwks.json`);
    expect(keys.status).toBe(200);
    expect(((await keys.json()) as { keys: unknown[] }).keys).toHaveLength(1);
  });
});

describe('the local user pool', () => {
  it('has the deployed pool settings: e-mail sign-in, case-insensitive user names, e-mail verified by code', async () => {
    const { UserPool } = await cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: inject('userPoolId') }));
    expect(UserPool?.UsernameAttributes).toEqual(['email']);
    expect(UserPool?.UsernameConfiguration).toEqual({ CaseSensitive: false });
    expect(UserPool?.AutoVerifiedAttributes).toEqual(['email']);
  });

  it('changes a member e-mail only once the code sent for it is verified', async () => {
    await expectEmailChangeOnlyAfterVerification(cognitoClient(), { userPoolId: inject('userPoolId'), userPoolClientId: inject('userPoolClientId') });
  });

  it("lets each client use only its own flows, as Cognito: the web client signs in, the password check's client only checks a password", async () => {
    const member = await createMember();
    const credentials = { USERNAME: member.email, PASSWORD: member.password };
    const adminCheck = (clientId: string) =>
      cognitoClient().send(new AdminInitiateAuthCommand({ UserPoolId: inject('userPoolId'), ClientId: clientId, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: credentials }));
    const signIn = (clientId: string) => cognitoClient().send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: credentials }));
    const notEnabled = { name: 'InvalidParameterException', message: 'Auth flow not enabled for this client' };

    expect((await signIn(inject('userPoolClientId'))).AuthenticationResult?.IdToken).toBeTruthy();
    await expect(adminCheck(inject('userPoolClientId'))).rejects.toMatchObject(notEnabled);
    expect((await adminCheck(inject('passwordCheckClientId'))).AuthenticationResult?.IdToken).toBeTruthy();
    await expect(signIn(inject('passwordCheckClientId'))).rejects.toMatchObject(notEnabled);
  });
});

describe('the Cognito emulator restarted on the same data (as npm start does)', () => {
  let dataDir: string;
  let stateFile: string;
  const running: CognitoLocal[] = [];
  const start = async () => {
    const emulator = await startCognitoLocal({ dataDir: join(dataDir, 'cognito'), stateFile });
    running.push(emulator);
    return emulator;
  };
  const stop = async (emulator: CognitoLocal) => {
    await emulator.stop();
    running.splice(running.indexOf(emulator), 1);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cinema-cognito-'));
    stateFile = join(dataDir, 'stack.json');
  });
  afterAll(async () => {
    for (const emulator of running) await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its port (so the issuer) while the port is free, and takes another when it is taken', async () => {
    const first = await start();
    expect(readStackState(stateFile).cognitoEndpoint).toBe(first.endpoint);
    await stop(first);

    const second = await start();
    expect(second.endpoint).toBe(first.endpoint);
    expect(second.issuer).toBe(first.issuer);
    expect(second.userPoolClientId).toBe(first.userPoolClientId);
    expect(second.passwordCheckClientId).toBe(first.passwordCheckClientId);
    await stop(second);

    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(portOf(first.endpoint), LOCAL_HOST, resolve));
    try {
      const third = await start();
      expect(third.endpoint).not.toBe(first.endpoint);
      expect(third.userPoolId).toBe(first.userPoolId);
      expect(readStackState(stateFile).cognitoEndpoint).toBe(third.endpoint);
      await stop(third);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('brings a pool made by an earlier run up to the deployed settings', async () => {
    // A pool as an older version of this project made it: e-mail sign-in, nothing else.
    const emulator = await start();
    const client = localIdentityClient(emulator.endpoint);
    let old: CognitoIds;
    try {
      const { UserPool } = await client.send(new CreateUserPoolCommand({ PoolName: 'cinema-local-old', UsernameAttributes: ['email'] }));
      const { UserPoolClient } = await client.send(
        new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: 'cinema-web', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
      );
      old = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
    } finally {
      client.destroy();
    }
    await stop(emulator);
    writeStackState(stateFile, old);

    const restarted = await start();
    expect(restarted.userPoolId).toBe(old.userPoolId);
    const upgraded = localIdentityClient(restarted.endpoint);
    try {
      const { UserPool } = await upgraded.send(new DescribeUserPoolCommand({ UserPoolId: old.userPoolId }));
      expect(UserPool?.UsernameConfiguration).toEqual({ CaseSensitive: false });
      expect(UserPool?.AutoVerifiedAttributes).toEqual(['email']);
      await expectEmailChangeOnlyAfterVerification(upgraded, old);
      // The password check's client is added to an earlier run's pool.
      const { UserPoolClient } = await upgraded.send(new DescribeUserPoolClientCommand({ UserPoolId: old.userPoolId, ClientId: restarted.passwordCheckClientId }));
      expect(UserPoolClient?.ExplicitAuthFlows).toEqual(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
      // The role groups are added to it too.
      const { Groups } = await upgraded.send(new ListGroupsCommand({ UserPoolId: old.userPoolId }));
      expect(Groups?.map((group) => group.GroupName).sort()).toEqual(['admin', 'staff']);
    } finally {
      upgraded.destroy();
    }
  });

  it('keeps who is in the role groups across a restart (the emulator would replace a group created again)', async () => {
    const emulator = await start();
    const ids = { userPoolId: emulator.userPoolId, userPoolClientId: emulator.userPoolClientId };
    const client = localIdentityClient(emulator.endpoint);
    const email = `door-${randomUUID()}@test.local`;
    let userId: string;
    try {
      userId = await ensureUser(client, ids, { email, password: 'Test-passw0rd!', name: 'Door Staff' });
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: ids.userPoolId, Username: email, GroupName: 'staff' }));
    } finally {
      client.destroy();
    }
    await stop(emulator);

    const restarted = await start();
    const after = localIdentityClient(restarted.endpoint);
    try {
      // By the sub, as the members function names users (the emulator matches group members by it).
      const { Groups } = await after.send(new AdminListGroupsForUserCommand({ UserPoolId: ids.userPoolId, Username: userId }));
      expect(Groups?.map((group) => group.GroupName)).toEqual(['staff']);
    } finally {
      after.destroy();
    }
  });
});
