import type { Context, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { federatedIdentity, handler } from './pre-sign-up';

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
