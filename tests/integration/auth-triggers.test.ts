import { randomUUID } from 'node:crypto';
import type { Context, PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '../../functions/auth-triggers/post-confirmation';
import { db } from '../../functions/data/service';
import { WELCOME_BONUS, apiClient } from '../helpers';

/** The event Cognito sends after a user confirms their sign-up. */
function confirmation(sub: string, email: string, name: string, triggerSource = 'PostConfirmation_ConfirmSignUp') {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'pool',
    userName: sub,
    triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { sub, email, name, email_verified: 'true' } },
    response: {},
  } as PostConfirmationTriggerEvent;
}

const invoke = (event: PostConfirmationTriggerEvent) =>
  new Promise<unknown>((resolve, reject) => {
    const result = handler(event, {} as Context, (error, value) => (error ? reject(error) : resolve(value)));
    if (result) result.then(resolve, reject);
  });

describe('the post-confirmation trigger', () => {
  it('creates the new member profile: role user, photo cinema, bronze, the welcome bonus through the ledger', async () => {
    const sub = randomUUID();
    await invoke(confirmation(sub, `trigger-${sub}@test.local`, 'Nora Trigger'));
    const { data } = await db.entities.profile.get({ userId: sub }).go();
    expect(data).toMatchObject({
      name: 'Nora Trigger',
      email: `trigger-${sub}@test.local`,
      role: 'user',
      profilePhoto: 'cinema',
      points: WELCOME_BONUS,
      lifetimePoints: WELCOME_BONUS,
      revision: 1,
      tier: 'bronze',
      referralCode: `CINEMA-${sub.slice(0, 6).toUpperCase()}`,
    });
    const { data: ledger } = await db.entities.pointsHistory.query.byUser({ userId: sub }).go();
    expect(ledger).toEqual([expect.objectContaining({ revision: 1, delta: WELCOME_BONUS, oldBalance: 0, newBalance: WELCOME_BONUS, reason: 'Welcome bonus', type: 'earned' })]);
  });

  it('leaves an existing profile as it is when it runs twice', async () => {
    const sub = randomUUID();
    await invoke(confirmation(sub, `twice-${sub}@test.local`, 'First Name'));
    await db.entities.profile.patch({ userId: sub }).set({ profilePhoto: 'b2' }).go();
    await invoke(confirmation(sub, `twice-${sub}@test.local`, 'Second Name'));
    const { data } = await db.entities.profile.get({ userId: sub }).go();
    expect(data).toMatchObject({ name: 'First Name', profilePhoto: 'b2', points: WELCOME_BONUS });
    expect((await db.entities.pointsHistory.query.byUser({ userId: sub }).go()).data).toHaveLength(1);
  });

  it('does nothing for a forgotten-password confirmation', async () => {
    const sub = randomUUID();
    await invoke(confirmation(sub, `reset-${sub}@test.local`, 'Reset', 'PostConfirmation_ConfirmForgotPassword'));
    const { data } = await db.entities.profile.get({ userId: sub }).go();
    expect(data).toBeNull();
  });

  it('is not reachable through the API', async () => {
    const response = await apiClient().post('/api/auth-triggers/post-confirmation', {});
    expect(response.status).toBe(404);
  });
});
