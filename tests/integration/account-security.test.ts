import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Context, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { handler as preSignUp } from '../../functions/auth-triggers/pre-sign-up';
import { CONFIRMATION_CODE } from '../../scripts/local/cognito';
import type { ApiErrorBody } from '../../shared/errors';
import { EMAIL_CHANGE_NEEDS_CODE, type Profile } from '../../shared/schemas/profile';
import { apiClient, cognitoClient, type ApiClient } from '../helpers';

const PASSWORD = 'Secur1ty-test!';
const userPoolId = () => inject('userPoolId');
const clientId = () => inject('userPoolClientId');

interface Account {
  sub: string;
  email: string;
  accessToken: string;
  api: ApiClient;
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.local`;

/** Signs up as the SPA does and confirms with the code; the address is verified as Cognito does on confirmation. */
async function register(email: string, name = 'Security Test'): Promise<string> {
  const { UserSub } = await cognitoClient().send(
    new SignUpCommand({ ClientId: clientId(), Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'name', Value: name }] }),
  );
  await cognitoClient().send(new ConfirmSignUpCommand({ ClientId: clientId(), Username: email, ConfirmationCode: CONFIRMATION_CODE }));
  // Cognito marks the address verified when the sign-up code is confirmed; the emulator does not.
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: UserSub!,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  return UserSub!;
}

async function signIn(email: string): Promise<Account> {
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId(), AuthParameters: { USERNAME: email, PASSWORD } }),
  );
  const api = apiClient(AuthenticationResult!.IdToken!);
  const me = await api.get<Profile>('/api/me');
  expect(me.status).toBe(200);
  return { sub: me.body.id, email, accessToken: AuthenticationResult!.AccessToken!, api };
}

async function newAccount(label: string): Promise<Account> {
  const email = uniqueEmail(label);
  await register(email);
  return signIn(email);
}

/** What Cognito holds for a user, by their sub. */
async function cognitoUser(sub: string) {
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: sub }));
  return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name!, a.Value!]));
}

/** The member's own e-mail change, as the SPA makes it: Cognito sends a code to the new address. */
const requestEmailChange = (account: Account, email: string) =>
  cognitoClient().send(new UpdateUserAttributesCommand({ AccessToken: account.accessToken, UserAttributes: [{ Name: 'email', Value: email }] }));
const confirmEmailChange = (account: Account, code = CONFIRMATION_CODE) =>
  cognitoClient().send(new VerifyUserAttributeCommand({ AccessToken: account.accessToken, AttributeName: 'email', Code: code }));

describe('account takeover through the profile e-mail', () => {
  it("refuses an e-mail in PATCH /api/me, so another member's address (in any case) never reaches Cognito", async () => {
    const attacker = await newAccount('attacker');
    const victim = await newAccount('victim');
    const attackerOwned = uniqueEmail('attacker-second');

    for (const email of [victim.email.toUpperCase(), victim.email, attackerOwned]) {
      const response = await attacker.api.patch<ApiErrorBody>('/api/me', { email });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(EMAIL_CHANGE_NEEDS_CODE);
    }

    expect(await cognitoUser(victim.sub)).toMatchObject({ email: victim.email, email_verified: 'true' });
    expect(await cognitoUser(attacker.sub)).toMatchObject({ email: attacker.email, email_verified: 'true' });
    expect((await victim.api.get<Profile>('/api/me')).body.email).toBe(victim.email);
    // The victim still signs in with their own address and password.
    await expect(signIn(victim.email)).resolves.toMatchObject({ sub: victim.sub });
  });

  it("never lets a member's later profile change rewrite whoever registers the address they gave up", async () => {
    const attacker = await newAccount('leaver');
    const oldAddress = attacker.email;
    await requestEmailChange(attacker, uniqueEmail('leaver-new'));
    await confirmEmailChange(attacker);

    // Someone else now registers the address the attacker gave up.
    const victimSub = await register(oldAddress, 'Later Owner');
    const victimBefore = await cognitoUser(victimSub);

    const renamed = await attacker.api.patch<Profile>('/api/me', { name: 'Renamed Attacker' });
    expect(renamed.status).toBe(200);
    expect(await cognitoUser(victimSub)).toEqual(victimBefore);
    expect((await cognitoUser(attacker.sub)).name).toBe('Renamed Attacker');
  });

  it('lets nobody claim an address as verified: its real owner can still sign up with it', async () => {
    const attacker = await newAccount('claimer');
    const unclaimed = uniqueEmail('real-owner');
    expect((await attacker.api.patch('/api/me', { email: unclaimed })).status).toBe(400);
    await expect(register(unclaimed, 'Real Owner')).resolves.toMatch(/.+/);
  });
});

describe("changing one's e-mail with Cognito's code", () => {
  it('moves the profile only once the new address is verified, lower-cased, and keeps sign-in working', async () => {
    const member = await newAccount('mover');
    const newAddress = uniqueEmail('Mover-New').replace('mover-new', 'Mover-New');

    await requestEmailChange(member, newAddress);
    const early = await member.api.put<Profile>('/api/me/email');
    // Cognito keeps the old, verified address until the code is confirmed: the profile stays as it was.
    expect(early.status).toBe(200);
    expect(early.body.email).toBe(member.email);
    expect((await member.api.get<Profile>('/api/me')).body.email).toBe(member.email);

    await expect(confirmEmailChange(member, '000000')).rejects.toThrow();
    await confirmEmailChange(member);
    const adopted = await member.api.put<Profile>('/api/me/email');
    expect(adopted.status).toBe(200);
    expect(adopted.body.email).toBe(newAddress.toLowerCase());
    expect((await member.api.get<Profile>('/api/me')).body.email).toBe(newAddress.toLowerCase());
    await expect(signIn(newAddress)).resolves.toMatchObject({ sub: member.sub });
  });

  it('works for a member who registered with a mixed-case address: name and e-mail changes answer 200', async () => {
    const email = `Mixed.Case-${randomUUID().slice(0, 8)}@Test.Local`;
    await register(email);
    const member = await signIn(email);

    const renamed = await member.api.patch<Profile>('/api/me', { name: 'Mixed Case Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Mixed Case Renamed');
    expect((await cognitoUser(member.sub)).name).toBe('Mixed Case Renamed');

    const newAddress = uniqueEmail('mixed-moved');
    await requestEmailChange(member, newAddress);
    await confirmEmailChange(member);
    const adopted = await member.api.put<Profile>('/api/me/email');
    expect(adopted.status).toBe(200);
    expect(adopted.body.email).toBe(newAddress);
  });
});

describe('names', () => {
  const refusals: [string, string][] = [
    ['a NUL character', 'Ada\u0000Lovelace'],
    ['a right-to-left override', 'Ada \u202Eecalevol'],
    ['a bidi isolate', 'Ada \u2066Admin\u2069'],
    ['a line break', 'Ada\nAdmin'],
  ];

  it.each(refusals)('refuses a name with %s with a clear 400', async (_, name) => {
    const member = await newAccount('names');
    const response = await member.api.patch<ApiErrorBody>('/api/me', { name });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Name contains characters that are not allowed');
    expect((await member.api.get<Profile>('/api/me')).body.name).toBe('Security Test');
  });

  it('refuses a lone surrogate sent as a JSON escape', async () => {
    const member = await newAccount('surrogate');
    const response = await member.api.patch<ApiErrorBody>('/api/me', '{"name":"Ada \\ud800"}');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Name contains characters that are not allowed');
  });

  it('accepts names in any script', async () => {
    const member = await newAccount('scripts');
    for (const name of ["Seán O'Brien", 'محمد علي', '李小龙', 'Zoë 🎬']) {
      const response = await member.api.patch<Profile>('/api/me', { name });
      expect(response.status).toBe(200);
      expect(response.body.name).toBe(name);
    }
  });
});

describe('Google sign-in linking (pre-sign-up trigger)', () => {
  const googleSignIn = (email: string) =>
    ({
      version: '1',
      region: 'us-east-1',
      userPoolId: userPoolId(),
      userName: `google_${randomUUID().replace(/-/g, '')}`,
      callerContext: { awsSdkVersion: '3', clientId: clientId() },
      triggerSource: 'PreSignUp_ExternalProvider',
      request: { userAttributes: { email, email_verified: 'true' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    }) as PreSignUpTriggerEvent;

  it('does not link a Google sign-in to an account whose address was never verified', async () => {
    const email = uniqueEmail('unverified');
    // Registered but never confirmed: whoever did it has not shown they own the address.
    await cognitoClient().send(new SignUpCommand({ ClientId: clientId(), Username: email, Password: PASSWORD }));
    const event = googleSignIn(email);
    // The trigger looks the address up in the pool (the emulator) and lets the sign-up through unlinked.
    await expect(preSignUp(event, {} as Context, () => undefined)).resolves.toBe(event);
  });
});
