import type { Context, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { federatedIdentity, handler, linkTarget } from './pre-sign-up';

describe('federatedIdentity', () => {
  it("reads Cognito's <provider>_<id> user names", () => {
    expect(federatedIdentity('google_108234567890')).toEqual({ providerName: 'Google', providerUserId: '108234567890' });
    expect(federatedIdentity('Google_108234567890')).toEqual({ providerName: 'Google', providerUserId: '108234567890' });
    expect(federatedIdentity('MyOidc_abc_def')).toEqual({ providerName: 'MyOidc', providerUserId: 'abc_def' });
  });

  it('rejects names that are not federated', () => {
    expect(federatedIdentity('3f1c2b7e-uuid')).toBeNull();
    expect(federatedIdentity('_123')).toBeNull();
    expect(federatedIdentity('google_')).toBeNull();
  });
});

describe('pre-sign-up trigger', () => {
  const event = (triggerSource: PreSignUpTriggerEvent['triggerSource'], email_verified?: string) =>
    ({
      version: '1',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_pool',
      userName: triggerSource === 'PreSignUp_ExternalProvider' ? 'google_1082' : 'f00dfeed',
      callerContext: { awsSdkVersion: '3', clientId: 'client' },
      triggerSource,
      request: { userAttributes: { email: 'ada@example.com', ...(email_verified ? { email_verified } : {}) } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    }) as PreSignUpTriggerEvent;
  const run = (e: PreSignUpTriggerEvent) => handler(e, {} as Context, () => undefined);

  // Neither case may call Cognito: with no region or credentials here, a call would reject.
  it('lets an e-mail and password sign-up through untouched', async () => {
    const signUp = event('PreSignUp_SignUp');
    await expect(run(signUp)).resolves.toBe(signUp);
  });

  it('never links a federated sign-in whose e-mail the provider has not verified', async () => {
    const unverified = event('PreSignUp_ExternalProvider', 'false');
    await expect(run(unverified)).resolves.toBe(unverified);
  });
});

describe('linkTarget', () => {
  const user = (Username: string, status: string, verified: string | undefined, Enabled = true) => ({
    Username,
    UserStatus: status as 'CONFIRMED',
    Enabled,
    Attributes: [{ Name: 'email', Value: 'ada@example.com' }, ...(verified ? [{ Name: 'email_verified', Value: verified }] : [])],
  });

  it("joins the account whose address its owner verified", () => {
    expect(linkTarget([user('sub-1', 'CONFIRMED', 'true')])).toBe('sub-1');
    expect(linkTarget([user('google_1', 'EXTERNAL_PROVIDER', 'true'), user('sub-2', 'CONFIRMED', 'true')])).toBe('sub-2');
  });

  it('never joins an account whose address is not verified: whoever registered it has not proved they own it', () => {
    expect(linkTarget([user('sub-1', 'UNCONFIRMED', 'false')])).toBeNull();
    expect(linkTarget([user('sub-1', 'CONFIRMED', undefined)])).toBeNull();
    expect(linkTarget([user('sub-1', 'CONFIRMED', 'false')])).toBeNull();
  });

  it('never joins another federated identity or a disabled account', () => {
    expect(linkTarget([user('google_1', 'EXTERNAL_PROVIDER', 'true')])).toBeNull();
    expect(linkTarget([user('sub-1', 'CONFIRMED', 'true', false)])).toBeNull();
    expect(linkTarget([])).toBeNull();
  });
});
