import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import type { AdminMember, MemberAuditEntry } from '../../shared/api/routes/admin-members';
import type { CheckInResult, Ticket } from '../../shared/api/routes/booking';
import { signIn } from '../../scripts/local/cognito';
import { DEMO_USERS } from '../../scripts/local/demo-users';
import { WELCOME_BONUS, apiClient, cognitoClient, createAdmin, createMember, createStaff, memberWithPoints, type ApiResponse, type TestUser } from '../helpers';
import { book, createShowStartingIn } from '../helpers/shows';

/** Live roles, the staff role, suspension and the audit trail (docs/access.md), against the local stack. */

const expectError = (response: ApiResponse, status: number, code: string, message?: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ error: { code, ...(message ? { message } : {}) } });
};
const rolePath = (member: TestUser) => `/api/admin/members/${member.userId}/role`;
const statusPath = (member: TestUser) => `/api/admin/members/${member.userId}/status`;
const auditOf = async (admin: TestUser, member: TestUser, query = '') => {
  const response = await admin.api.get<{ items: MemberAuditEntry[]; nextCursor?: string }>(`/api/admin/members/${member.userId}/audit${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const signInAs = (user: TestUser) =>
  cognitoClient().send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPoolClientId'), AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  );

describe('roles checked live', () => {
  it("refuses a demoted admin's unexpired token at its next request: points adjustment and role change", async () => {
    const [admin, demoted, member] = await Promise.all([createAdmin(), createAdmin({ name: 'Soon Demoted' }), createMember()]);
    // The token still says admin and works while the profile says admin.
    expect((await demoted.api.post(`/api/admin/members/${member.userId}/points`, { delta: 5, reason: 'Before demotion' })).status).toBe(200);

    expect((await admin.api.put<AdminMember>(rolePath(demoted), { role: 'user', password: admin.password })).body.role).toBe('user');

    // The same token, still unexpired and still claiming the admin group, is refused at once.
    expectError(await demoted.api.post(`/api/admin/members/${member.userId}/points`, { delta: 5, reason: 'After demotion' }), 403, 'FORBIDDEN');
    expectError(await demoted.api.put(rolePath(member), { role: 'admin', password: demoted.password }), 403, 'FORBIDDEN');
    expectError(await demoted.api.get('/api/admin/dashboard'), 403, 'FORBIDDEN');
    // Their member routes still work, and /api/me says what they are now (the old claim does not write it back).
    expect((await demoted.api.get<{ role: string }>('/api/me')).body.role).toBe('user');
    expect((await member.api.get<{ points: number }>('/api/me')).body.points).toBe(WELCOME_BONUS + 5);
  });

  it('makes a staff member with the role change; staff check tickets in by booking code and nothing else', async () => {
    const [admin, member] = await Promise.all([createAdmin(), memberWithPoints(100)]);
    const promoted = await admin.api.put<AdminMember>(rolePath(member), { role: 'staff', password: admin.password });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.role).toBe('staff');
    // At once, with the token they hold (it claims no group).
    const show = await createShowStartingIn(30, { durationMinutes: 100 });
    const guest = await memberWithPoints(100);
    const code = await book(guest, show.sessionId, ['A1']);
    const checkedIn = await member.api.post<CheckInResult>('/api/check-ins', { bookingCode: code });
    expect(checkedIn.body).toMatchObject({ success: true, outcome: 'CHECKED_IN' });
    expect((await guest.api.get<{ items: Ticket[] }>('/api/me/tickets')).body.items[0].checkedInAt).toBe(checkedIn.body.booking!.checkedInAt);
    expectError(await member.api.get('/api/admin/members'), 403, 'FORBIDDEN');

    // A staff token from a fresh sign-in carries the staff group.
    const token = await signIn(cognitoClient(), inject('userPoolClientId'), member.email, member.password);
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())['cognito:groups']).toEqual(['staff']);
  });

  it('lets a staff member check a ticket in, and refuses a plain member the booking code', async () => {
    const [staff, member] = await Promise.all([createStaff(), memberWithPoints(100)]);
    const show = await createShowStartingIn(30, { durationMinutes: 100 });
    const code = await book(member, show.sessionId, ['B1']);
    expectError(await member.api.post('/api/check-ins', { bookingCode: code }), 403, 'FORBIDDEN');
    expect((await staff.api.post<CheckInResult>('/api/check-ins', { bookingCode: code })).body).toMatchObject({ success: true, outcome: 'CHECKED_IN' });
  });

  it("gives the local seed's demo door staff (README) the staff role: they check tickets in and nothing else", async () => {
    const token = await signIn(cognitoClient(), inject('userPoolClientId'), DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const staff = apiClient(token);
    expect((await staff.get<{ role: string; name: string }>('/api/me')).body).toMatchObject({ role: 'staff', name: 'Door Staff' });
    const member = await memberWithPoints(100);
    const show = await createShowStartingIn(30, { durationMinutes: 100 });
    const code = await book(member, show.sessionId, ['B2']);
    expect((await staff.post<CheckInResult>('/api/check-ins', { bookingCode: code })).body).toMatchObject({ success: true, outcome: 'CHECKED_IN' });
    expectError(await staff.get('/api/admin/members'), 403, 'FORBIDDEN');
  });
});

describe('suspend and reinstate', () => {
  it("refuses a suspended member's token on member routes and their sign-in; reinstating restores both, nothing lost", async () => {
    const [admin, member] = await Promise.all([createAdmin(), memberWithPoints(100)]);
    const show = await createShowStartingIn(600);
    const code = await book(member, show.sessionId, ['A2']);
    const pointsBefore = (await member.api.get<{ points: number }>('/api/me')).body.points;

    const suspended = await admin.api.put<AdminMember>(statusPath(member), { status: 'suspended', reason: 'Reselling tickets' });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body.status).toBe('suspended');

    for (const response of [await member.api.get('/api/me'), await member.api.get('/api/me/tickets'), await member.api.post('/api/bookings', { sessionId: show.sessionId, seats: ['A3'] })]) {
      expectError(response, 403, 'ACCOUNT_SUSPENDED', 'Your account is suspended. Please contact the cinema.');
    }
    // Cognito: disabled, and sign-in refused as Cognito refuses it.
    expect((await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: inject('userPoolId'), Username: member.userId }))).Enabled).toBe(false);
    await expect(signInAs(member)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    // The list shows the status.
    const listed = await admin.api.get<{ items: AdminMember[] }>(`/api/admin/members?search=${encodeURIComponent(member.email)}`);
    expect(listed.body.items.map((m) => [m.id, m.status])).toEqual([[member.userId, 'suspended']]);

    expect((await admin.api.put<AdminMember>(statusPath(member), { status: 'active', reason: 'Cleared after review' })).body.status).toBe('active');
    // The old token works again, and so does signing in; points and bookings are as they were.
    expect((await member.api.get<{ points: number }>('/api/me')).body.points).toBe(pointsBefore);
    expect((await member.api.get<{ items: Ticket[] }>('/api/me/tickets')).body.items.map((t) => t.bookingCode)).toEqual([code]);
    const fresh = await signInAs(member);
    expect((await apiClient(fresh.AuthenticationResult!.IdToken).get('/api/me')).status).toBe(200);
  });

  it('refuses a suspended admin on admin routes too, an admin suspending themselves, and a short reason', async () => {
    const [admin, other] = await Promise.all([createAdmin(), createAdmin()]);
    expectError(await admin.api.put(statusPath(admin), { status: 'suspended', reason: 'Going on leave' }), 409, 'CANNOT_SUSPEND_SELF');
    expectError(await admin.api.put(statusPath(other), { status: 'suspended', reason: 'no' }), 400, 'VALIDATION_ERROR', 'Reason must be 3-500 characters');
    expectError(await admin.api.put(statusPath(other), { status: 'suspended', reason: 'x'.repeat(501) }), 400, 'VALIDATION_ERROR');
    expect((await admin.api.put(statusPath(other), { status: 'suspended', reason: 'Account compromised' })).status).toBe(200);
    expectError(await other.api.get('/api/admin/dashboard'), 403, 'ACCOUNT_SUSPENDED');
  });
});

describe('the audit trail', () => {
  it('records each admin change to a member with actor, before, after and reason, newest first and paged', async () => {
    const [admin, member] = await Promise.all([createAdmin({ name: 'Audit Admin' }), createMember()]);
    expect((await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: 25, reason: 'Contest prize' })).status).toBe(200);
    expect((await admin.api.put(`/api/admin/members/${member.userId}/tier`, { tier: 'gold' })).status).toBe(200);
    expect((await admin.api.put(rolePath(member), { role: 'staff', password: admin.password })).status).toBe(200);
    expect((await admin.api.put(statusPath(member), { status: 'suspended', reason: 'Lost badge' })).status).toBe(200);

    const { items } = await auditOf(admin, member);
    const common = { actorId: admin.userId, actorName: 'Audit Admin', targetId: member.userId };
    expect(items).toEqual([
      { ...common, id: expect.any(String), at: expect.any(String), action: 'status', before: 'active', after: 'suspended', reason: 'Lost badge' },
      { ...common, id: expect.any(String), at: expect.any(String), action: 'role', before: 'user', after: 'staff' },
      { ...common, id: expect.any(String), at: expect.any(String), action: 'tier', before: null, after: 'gold' },
      { ...common, id: expect.any(String), at: expect.any(String), action: 'points', before: WELCOME_BONUS, after: WELCOME_BONUS + 25, reason: 'Contest prize' },
    ]);
    expect([...items].map((i) => i.at).sort().reverse()).toEqual(items.map((i) => i.at));

    const first = await auditOf(admin, member, '?limit=3');
    expect(first.items).toEqual(items.slice(0, 3));
    const rest = await auditOf(admin, member, `?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(rest.items).toEqual(items.slice(3));
    expect(rest.nextCursor).toBeUndefined();
  });

  it('writes no entry for a change that fails', async () => {
    const [admin, member] = await Promise.all([createAdmin(), createMember()]);
    expectError(await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: -(WELCOME_BONUS + 1), reason: 'Too much' }), 409, 'INSUFFICIENT_POINTS');
    expectError(await admin.api.put(rolePath(member), { role: 'admin', password: 'Wrong-passw0rd!' }), 403, 'WRONG_PASSWORD');
    expectError(await admin.api.put(statusPath(member), { status: 'suspended', reason: 'x' }), 400, 'VALIDATION_ERROR');
    expect((await auditOf(admin, member)).items).toEqual([]);
    expectError(await admin.api.get('/api/admin/members/no-such-member/audit'), 404, 'NOT_FOUND');
  });
});
