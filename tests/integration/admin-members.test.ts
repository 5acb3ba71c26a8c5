import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import type { AdminMember, MemberAuditEntry } from '../../shared/api/routes/admin-members';
import { signIn } from '../../scripts/local/cognito';
import { ensureProfile } from '../../functions/data/profiles';
import { WELCOME_BONUS, apiClient, cognitoClient, createAdmin, createMember, type TestUser } from '../helpers';

/** Member Management (back-office, issue #14 item 1): list and search, Add New Member, Adjust Points, tier, Update User Role. */

const pool = () => inject('userPoolId');
const expectError = (response: { status: number; body: unknown }, status: number, code: string, message?: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ error: { code, ...(message ? { message } : {}) } });
};

describe('Member Management API', () => {
  it('adds a member with initial points as a ledger credit, a Cognito user, and no welcome bonus', async () => {
    const admin = await createAdmin();
    const email = `added-${randomUUID()}@test.local`;
    const created = await admin.api.post<AdminMember>('/api/admin/members', { name: 'Grace Hopper', email: email.toUpperCase(), phone: '+15550100', initialPoints: 250 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Grace Hopper', email, phone: '+15550100', points: 250, lifetimePoints: 250, role: 'user', tier: 'bronze' });

    // The Cognito user exists for the address (Cognito sent the temporary password).
    const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email }));
    expect(user.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(created.body.id);

    // One ledger entry: the initial credit (no welcome bonus).
    const { db } = await import('../../functions/data/service');
    const { data: entries } = await db.entities.pointsHistory.query.byUser({ userId: created.body.id }).go({ consistent: true });
    expect(entries.map((e) => ({ delta: e.delta, reason: e.reason, type: e.type }))).toEqual([
      { delta: 250, reason: 'Initial points on account creation', type: 'Admin Credit' },
    ]);
    // The admin's credit is in the member's audit trail, as every admin write touching a member is.
    const audit = await admin.api.get<{ items: MemberAuditEntry[] }>(`/api/admin/members/${created.body.id}/audit`);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    expect(audit.body.items.map(({ actorId, action, before, after, reason }) => ({ actorId, action, before, after, reason }))).toEqual([
      { actorId: admin.userId, action: 'points', before: 0, after: 250, reason: 'Initial points on account creation' },
    ]);

    const again = await admin.api.post('/api/admin/members', { name: 'Grace Again', email });
    expectError(again, 409, 'MEMBER_EXISTS');
  });

  it('adds a member with no initial points without any ledger entry', async () => {
    const admin = await createAdmin();
    const created = await admin.api.post<AdminMember>('/api/admin/members', { name: 'Zero Start', email: `zero-${randomUUID()}@test.local` });
    expect(created.status).toBe(201);
    expect(created.body.points).toBe(0);
    const { db } = await import('../../functions/data/service');
    expect((await db.entities.pointsHistory.query.byUser({ userId: created.body.id }).go({ consistent: true })).data).toEqual([]);
    expect((await admin.api.get<{ items: MemberAuditEntry[] }>(`/api/admin/members/${created.body.id}/audit`)).body.items).toEqual([]);
  });

  it('answers the spec texts for missing name or e-mail, a negative or fractional amount', async () => {
    const admin = await createAdmin();
    for (const body of [{ email: 'x@test.local' }, { name: 'No Mail' }, { name: '  ', email: 'x@test.local' }, { name: 'A', email: '' }]) {
      expectError(await admin.api.post('/api/admin/members', body), 400, 'VALIDATION_ERROR', 'Name and email are required');
    }
    expect((await admin.api.post('/api/admin/members', { name: 'A', email: 'y@test.local', initialPoints: -5 })).status).toBe(400);
    expect((await admin.api.post('/api/admin/members', { name: 'A', email: 'y@test.local', initialPoints: 1.5 })).status).toBe(400);
  });

  it('lists members newest first and finds them by the start of any name word or of the e-mail', async () => {
    const admin = await createAdmin();
    const tag = randomUUID().slice(0, 8);
    const created = await admin.api.post<AdminMember>('/api/admin/members', { name: `Ada Lovelace${tag}`, email: `ada.${tag}@test.local` });
    const newest = await admin.api.get<{ items: AdminMember[]; nextCursor?: string }>('/api/admin/members?limit=3');
    expect(newest.body.items[0].id).toBe(created.body.id);
    expect(newest.body.items).toHaveLength(3);
    expect(newest.body.nextCursor).toBeTruthy();
    const next = await admin.api.get<{ items: AdminMember[] }>(`/api/admin/members?limit=3&cursor=${encodeURIComponent(newest.body.nextCursor!)}`);
    expect(next.body.items.map((m) => m.id)).not.toContain(created.body.id);

    for (const search of [`lovelace${tag}`, `LOVELACE${tag.toUpperCase()}`, `ada lovelace${tag}`, `ada.${tag}`]) {
      const found = await admin.api.get<{ items: AdminMember[] }>(`/api/admin/members?search=${encodeURIComponent(search)}`);
      expect(found.body.items.map((m) => m.id), search).toEqual([created.body.id]);
    }
    expect((await admin.api.get<{ items: AdminMember[] }>(`/api/admin/members?search=zz${tag}`)).body.items).toEqual([]);
    expectError(await admin.api.get('/api/admin/members?search=a'), 400, 'VALIDATION_ERROR', 'Type at least 2 characters to search');
  });

  it('finds a member under their new name once they rename themselves, not the old one', async () => {
    const admin = await createAdmin();
    const tag = randomUUID().slice(0, 8);
    const member = await createMember({ name: `Before${tag}` });
    expect((await admin.api.get<{ items: AdminMember[] }>(`/api/admin/members?search=before${tag}`)).body.items.map((m) => m.id)).toEqual([member.userId]);
    expect((await member.api.patch('/api/me', { name: `After${tag}` })).status).toBe(200);
    expect((await admin.api.get<{ items: AdminMember[] }>(`/api/admin/members?search=before${tag}`)).body.items).toEqual([]);
    expect((await admin.api.get<{ items: AdminMember[] }>(`/api/admin/members?search=after${tag}`)).body.items.map((m) => m.id)).toEqual([member.userId]);
  });

  it('adjusts points with the spec texts, never below zero, lifetime points rising only on credits', async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const path = `/api/admin/members/${member.userId}/points`;
    expectError(await admin.api.post(path, { delta: 0, reason: 'Nothing' }), 400, 'VALIDATION_ERROR', 'Please enter a non-zero amount');
    expectError(await admin.api.post(path, { delta: 5, reason: '' }), 400, 'VALIDATION_ERROR', 'Please provide a reason for the points adjustment');
    // The bound's figure with its thousands separator, as the app writes every figure.
    expectError(await admin.api.post(path, { delta: -100_000, reason: 'Too much' }), 400, 'VALIDATION_ERROR', 'Amount must be at least -10,000');
    expectError(await admin.api.post(path, { delta: -(WELCOME_BONUS + 1), reason: 'Too much' }), 409, 'INSUFFICIENT_POINTS', 'Cannot reduce points below zero');
    const credit = await admin.api.post<{ entry: { type: string } }>(path, { delta: 40, reason: 'Goodwill' });
    expect(credit.body.entry.type).toBe('Admin Credit');
    const debit = await admin.api.post<{ entry: { type: string }; profile: { points: number; lifetimePoints: number } }>(path, { delta: -30, reason: 'Correction' });
    expect(debit.body.entry.type).toBe('Admin Debit');
    expect(debit.body.profile).toMatchObject({ points: WELCOME_BONUS + 10, lifetimePoints: WELCOME_BONUS + 40 });
  });

  it('grants a tier: the tier shown is the higher of it and the earned one', async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const granted = await admin.api.put<AdminMember>(`/api/admin/members/${member.userId}/tier`, { tier: 'gold' });
    expect(granted.body).toMatchObject({ tier: 'gold', grantedTier: 'gold' });
    expect((await member.api.get<{ tier: string }>('/api/me')).body.tier).toBe('gold');
    // A credit afterwards keeps the granted tier.
    await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: 5, reason: 'Keep tier' });
    expect((await member.api.get<{ tier: string }>('/api/me')).body.tier).toBe('gold');
  });

  it('suspends, reinstates and changes the role of a member with a profile and no sign-in account, as the seeded audience has', async () => {
    const admin = await createAdmin();
    const userId = randomUUID();
    await ensureProfile({ userId, email: `no-login-${userId}@example.com`, name: 'Audience Without Login', welcomeBonus: false });
    const path = `/api/admin/members/${userId}`;

    const suspended = await admin.api.put<AdminMember>(`${path}/status`, { status: 'suspended', reason: 'Checking a profile without a login' });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body.status).toBe('suspended');
    const reinstated = await admin.api.put<AdminMember>(`${path}/status`, { status: 'active', reason: 'Checking a profile without a login' });
    expect(reinstated.status, JSON.stringify(reinstated.body)).toBe(200);
    expect(reinstated.body.status).toBe('active');
    const promoted = await admin.api.put<AdminMember>(`${path}/role`, { role: 'staff', password: admin.password });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.role).toBe('staff');
  });

  describe('Update User Role', () => {
    const rolePath = (member: TestUser) => `/api/admin/members/${member.userId}/role`;

    it('promotes with the right password: admin group, signed out everywhere, role on the profile', async () => {
      const admin = await createAdmin();
      const member = await createMember();
      // The member's device holds a refresh token.
      const signedIn = await cognitoClient().send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPoolClientId'), AuthParameters: { USERNAME: member.email, PASSWORD: member.password } }),
      );
      const refreshToken = signedIn.AuthenticationResult!.RefreshToken!;

      expectError(await admin.api.put(rolePath(member), { role: 'admin', password: '' }), 400, 'VALIDATION_ERROR', 'Please enter your admin password');
      const promoted = await admin.api.put<AdminMember>(rolePath(member), { role: 'admin', password: admin.password });
      expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
      expect(promoted.body.role).toBe('admin');

      const groups = await cognitoClient().send(new AdminListGroupsForUserCommand({ UserPoolId: pool(), Username: member.userId }));
      expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['admin']);
      // Signing in again gives a token with the new role: the admin API opens.
      const adminToken = await signIn(cognitoClient(), inject('userPoolClientId'), member.email, member.password);
      expect((await apiClient(adminToken).get('/api/admin/dashboard')).status).toBe(200);
      // Signed out everywhere: the refresh token no longer gives tokens.
      await expect(
        cognitoClient().send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: inject('userPoolClientId'), AuthParameters: { REFRESH_TOKEN: refreshToken } })),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

      const demoted = await admin.api.put<AdminMember>(rolePath(member), { role: 'user', password: admin.password });
      expect(demoted.body.role).toBe('user');
      const after = await cognitoClient().send(new AdminListGroupsForUserCommand({ UserPoolId: pool(), Username: member.userId }));
      expect(after.Groups).toEqual([]);
    });

    it('refuses a wrong password with 403, and after 5 wrong ones in 15 minutes refuses even the right one with 429', async () => {
      const admin = await createAdmin();
      const member = await createMember();
      // Seven at once, all wrong: exactly five are checked (403), the others are refused unchecked (429).
      const tries = await Promise.all(Array.from({ length: 7 }, () => admin.api.put(rolePath(member), { role: 'admin', password: 'Wrong-passw0rd!' })));
      expect(tries.map((t) => t.status).sort()).toEqual([403, 403, 403, 403, 403, 429, 429]);
      expectError(tries.find((t) => t.status === 403)!, 403, 'WRONG_PASSWORD');
      const blocked = await admin.api.put(rolePath(member), { role: 'admin', password: admin.password });
      expectError(blocked, 429, 'TOO_MANY_ATTEMPTS');
      expect((blocked.body as { error: { details: { retryAfterSeconds: number } } }).error.details.retryAfterSeconds).toBeGreaterThan(800);
      expect((await member.api.get<{ role: string }>('/api/me')).body.role).toBe('user');
      // Another admin is not affected by this admin's count.
      const other = await createAdmin();
      expect((await other.api.put(rolePath(member), { role: 'admin', password: other.password })).status).toBe(200);
    });

    it('lets a right password give its attempt back, and refuses removing one\'s own admin role', async () => {
      const admin = await createAdmin();
      const member = await createMember();
      for (let i = 0; i < 4; i++) expect((await admin.api.put(rolePath(member), { role: 'admin', password: 'nope' })).status).toBe(403);
      for (let i = 0; i < 3; i++) expect((await admin.api.put(rolePath(member), { role: i % 2 ? 'user' : 'admin', password: admin.password })).status).toBe(200);
      expect((await admin.api.put(rolePath(member), { role: 'admin', password: 'nope' })).status).toBe(403);
      expect((await admin.api.put(rolePath(member), { role: 'admin', password: 'nope' })).status).toBe(429);

      const self = await createAdmin();
      expectError(await self.api.put(`/api/admin/members/${self.userId}/role`, { role: 'user', password: self.password }), 409, 'CANNOT_DEMOTE_SELF', 'You cannot remove your own admin role.');
    });

    it('checks the password before saying whether the member exists', async () => {
      const admin = await createAdmin();
      expectError(await admin.api.put('/api/admin/members/no-such-member/role', { role: 'admin', password: 'nope' }), 403, 'WRONG_PASSWORD');
      expectError(await admin.api.put('/api/admin/members/no-such-member/role', { role: 'admin', password: admin.password }), 404, 'NOT_FOUND');
    });
  });
});
