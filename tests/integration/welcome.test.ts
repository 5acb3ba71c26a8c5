import { randomUUID } from 'node:crypto';
import type { Context, PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { handler as postConfirmation } from '../../functions/auth-triggers/post-confirmation';
import { db } from '../../functions/data/service';
import { ensureUser, signIn } from '../../scripts/local/cognito';
import type { Profile } from '../../shared/schemas/profile';
import { WELCOME_BONUS, apiClient, cognitoClient, createAdmin, createMember } from '../helpers';
import { expectStatementChains, fullHistory } from '../helpers/statement';

/** A user signed up and confirmed in the emulator, signed in, with no profile yet. */
async function signedUpUser() {
  const email = `welcome-${randomUUID()}@test.local`;
  const password = 'Welcome-passw0rd!';
  const ids = { userPoolId: inject('userPoolId'), userPoolClientId: inject('userPoolClientId') };
  const userId = await ensureUser(cognitoClient(), ids, { email, password, name: 'Wendy Welcome' });
  const api = apiClient(await signIn(cognitoClient(), ids.userPoolClientId, email, password));
  return { userId, email, api };
}

const confirmation = (sub: string, email: string) =>
  ({
    version: '1',
    region: 'us-east-1',
    userPoolId: 'pool',
    userName: sub,
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { sub, email, name: 'Wendy Welcome', email_verified: 'true' } },
    response: {},
  }) as PostConfirmationTriggerEvent;

describe('welcome points', () => {
  it('credits welcome_bonus once with the new profile, through the ledger (revision 1) and onto the leaderboard', async () => {
    const member = await createMember();
    const me = (await member.api.get<Profile>('/api/me')).body;
    expect(me).toMatchObject({ points: WELCOME_BONUS, lifetimePoints: WELCOME_BONUS, tier: 'bronze' });
    const history = await fullHistory(member.api);
    expect(history).toEqual([expect.objectContaining({ revision: 1, delta: WELCOME_BONUS, oldBalance: 0, newBalance: WELCOME_BONUS, reason: 'Welcome bonus', type: 'earned' })]);
    const { data: scores } = await db.entities.leaderboardScore.query.byMember({ userId: member.userId }).go();
    expect(scores.map((s) => [s.period, s.score]).sort()).toEqual([
      ['lifetime', WELCOME_BONUS],
      ['month', WELCOME_BONUS],
      ['week', WELCOME_BONUS],
      ['year', WELCOME_BONUS],
    ]);
  });

  it('pays once when the first requests and the post-confirmation trigger race to create the profile', async () => {
    const user = await signedUpUser();
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => user.api.get<Profile>('/api/me')),
      new Promise((resolve, reject) => {
        const result = postConfirmation(confirmation(user.userId, user.email), {} as Context, (error, value) => (error ? reject(error) : resolve(value)));
        if (result) result.then(resolve, reject);
      }),
    ]);
    for (const response of results.slice(0, 8) as { status: number; body: Profile }[]) {
      expect(response.status).toBe(200);
      expect(response.body.points).toBe(WELCOME_BONUS);
    }
    const history = await fullHistory(user.api);
    expect(history).toHaveLength(1);
    expectStatementChains(history, WELCOME_BONUS);
    const { data: profile } = await db.entities.profile.get({ userId: user.userId }).go({ consistent: true });
    expect(profile).toMatchObject({ points: WELCOME_BONUS, lifetimePoints: WELCOME_BONUS, revision: 1 });
  });

  it('gives none to a user already in the admin group at first sight (made by an admin, not signed up)', async () => {
    const admin = await createAdmin();
    const me = (await admin.api.get<Profile>('/api/me')).body;
    expect(me).toMatchObject({ points: 0, lifetimePoints: 0, role: 'admin' });
    expect(await fullHistory(admin.api)).toEqual([]);
  });
});
