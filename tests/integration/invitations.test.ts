import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { InvitationView } from '../../shared/api/routes/invitations';
import { ensureUser, signIn } from '../../scripts/local/cognito';
import type { Profile } from '../../shared/schemas/profile';
import { WELCOME_BONUS, apiClient, cognitoClient, createMember, type TestUser } from '../helpers';
import { expectBalanceIsLedgerSum } from '../helpers/ledger';
import { fullHistory } from '../helpers/statement';

type InvitationList = { items: InvitationView[]; stats: { total: number; accepted: number; pointsEarned: number } };

const FRIEND_POINTS = 200;
const INVITER_POINTS = 100;

const invite = (member: TestUser, body: Record<string, unknown>) => member.api.post<InvitationView>('/api/invitations', body);
const friendInput = (email = `friend-${randomUUID()}@test.local`, phone = `+1 (555) ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`) => ({
  friendName: 'Frida Friend',
  friendEmail: email,
  friendPhone: phone,
});
const invitations = async (member: TestUser) => (await member.api.get<InvitationList>('/api/me/invitations')).body;
const referralCodeOf = async (member: TestUser) => (await member.api.get<Profile>('/api/me')).body.referralCode;
const claim = (member: TestUser, code: string) => member.api.post<{ pointsAwarded: number }>('/api/me/referral', { code });

describe('POST /api/invitations and GET /api/me/invitations', () => {
  it("sends an invitation carrying the inviter's referral code, listed newest first with the stats", async () => {
    const inviter = await createMember();
    const first = await invite(inviter, { ...friendInput('  Frida@Example.COM '), note: '  Come to movie night!  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      friendName: 'Frida Friend',
      friendEmail: 'frida@example.com',
      friendPhone: expect.stringMatching(/^\+1 \(555\) \d{7}$/),
      note: 'Come to movie night!',
      status: 'sent',
      sentDate: expect.any(String),
      pointsAwarded: 0,
      referralCode: await referralCodeOf(inviter),
    });
    const second = await invite(inviter, friendInput());
    expect(second.status).toBe(201);
    expect(second.body.note).toBeNull();

    const list = await invitations(inviter);
    expect(list.items.map((i) => i.id)).toEqual([second.body.id, first.body.id]);
    expect(list.stats).toEqual({ total: 2, accepted: 0, pointsEarned: 0 });
  });

  it('checks the form with the spec texts', async () => {
    const inviter = await createMember();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please fill in all required fields'],
      [{ ...friendInput(), friendName: '   ' }, 'Please fill in all required fields'],
      [{ ...friendInput(), friendPhone: undefined }, 'Please fill in all required fields'],
      [{ ...friendInput(), friendEmail: 'not-an-email' }, 'Invalid Email'],
      [{ ...friendInput(), friendEmail: 'frida@example' }, 'Invalid Email'],
      [{ ...friendInput(), friendPhone: '555-CALL-NOW' }, 'Invalid Phone Number'],
      [{ ...friendInput(), friendPhone: '+1 555 0100 +2' }, 'Invalid Phone Number'],
      [{ ...friendInput(), note: 'n'.repeat(201) }, 'Note must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await invite(inviter, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toMatchObject({ error: { message } });
    }
    const self = await invite(inviter, { ...friendInput((await inviter.api.get<Profile>('/api/me')).body.email) });
    expect(self.status).toBe(400);
    expect((await invitations(inviter)).stats.total).toBe(0);
  });

  it('refuses the same friend again by e-mail (any case) or by phone (any formatting): 409 ALREADY_INVITED, User Already Invited', async () => {
    const inviter = await createMember();
    const email = `dup-${randomUUID()}@test.local`;
    expect((await invite(inviter, friendInput(email, '+1 (555) 010-2030'))).status).toBe(201);

    const sameEmail = await invite(inviter, friendInput(` ${email.toUpperCase()} `));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ error: { code: 'ALREADY_INVITED', message: 'User Already Invited', details: { contact: 'email' } } });
    const samePhone = await invite(inviter, friendInput(undefined, '15550102030'));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toMatchObject({ error: { code: 'ALREADY_INVITED', details: { contact: 'phone' } } });

    // Another member may invite the same friend.
    const other = await createMember();
    expect((await invite(other, friendInput(email, '+1 (555) 010-2030'))).status).toBe(201);
    expect((await invitations(inviter)).stats.total).toBe(1);
  });

  it('lets one of several invitations of the same friend sent at once through', async () => {
    const inviter = await createMember();
    const body = friendInput();
    const responses = await Promise.all(Array.from({ length: 5 }, () => invite(inviter, body)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await invitations(inviter)).items).toHaveLength(1);
  });
});

describe('POST /api/invitations/{id}/resend', () => {
  const sentHoursAgo = (invitationId: string, hours: number) =>
    db.entities.invitation.patch({ invitationId }).set({ sentDate: new Date(Date.now() - hours * 3_600_000).toISOString() }).go();

  it("resends the caller's own invitation at most once an hour and 5 times; never anyone else's", async () => {
    const inviter = await createMember();
    const { body: sent } = await invite(inviter, friendInput());

    const tooSoon = await inviter.api.post(`/api/invitations/${sent.id}/resend`);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ error: { code: 'RESEND_LIMIT', message: 'You can resend an invitation once an hour.', details: { retryAfterSeconds: expect.any(Number) } } });

    for (let i = 1; i <= 5; i++) {
      await sentHoursAgo(sent.id, 2);
      const resent = await inviter.api.post<InvitationView>(`/api/invitations/${sent.id}/resend`);
      expect(resent.status).toBe(200);
      expect(Date.now() - Date.parse(resent.body.sentDate)).toBeLessThan(60_000);
    }
    await sentHoursAgo(sent.id, 2);
    const sixth = await inviter.api.post(`/api/invitations/${sent.id}/resend`);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ error: { message: 'An invitation can be resent at most 5 times.' } });

    const stranger = await createMember();
    const foreign = await stranger.api.post(`/api/invitations/${sent.id}/resend`);
    expect(foreign.status).toBe(404);
    expect((await inviter.api.post('/api/invitations/no-such-invitation/resend')).status).toBe(404);
  });

  it('counts two resends at once as one', async () => {
    const inviter = await createMember();
    const { body: sent } = await invite(inviter, friendInput());
    await sentHoursAgo(sent.id, 2);
    const responses = await Promise.all([1, 2, 3].map(() => inviter.api.post(`/api/invitations/${sent.id}/resend`)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    expect((await db.entities.invitation.get({ invitationId: sent.id }).go()).data?.resendCount).toBe(1);
  });
});

describe('POST /api/me/referral', () => {
  it('pays the friend and the inviter once, and turns the invitation sent to the friend’s e-mail accepted, all together', async () => {
    const inviter = await createMember();
    const friendEmail = `referred-${randomUUID()}@test.local`;
    const { body: older } = await invite(inviter, friendInput());
    const { body: toFriend } = await invite(inviter, friendInput(friendEmail));
    const friend = await createMember({ email: friendEmail });
    const code = await referralCodeOf(inviter);

    const response = await claim(friend, code.toLowerCase());

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ pointsAwarded: FRIEND_POINTS, limitReached: false });
    expect(await expectBalanceIsLedgerSum(friend.api)).toBe(WELCOME_BONUS + FRIEND_POINTS);
    expect(await expectBalanceIsLedgerSum(inviter.api)).toBe(WELCOME_BONUS + INVITER_POINTS);
    expect((await fullHistory(friend.api))[0]).toMatchObject({ delta: FRIEND_POINTS, type: 'referral' });
    expect((await fullHistory(inviter.api))[0]).toMatchObject({ delta: INVITER_POINTS, type: 'referral' });

    const list = await invitations(inviter);
    const accepted = list.items.find((i) => i.id === toFriend.id)!;
    expect(accepted).toMatchObject({ status: 'accepted', pointsAwarded: INVITER_POINTS, acceptedDate: expect.any(String) });
    expect(list.items.find((i) => i.id === older.id)).toMatchObject({ status: 'sent', pointsAwarded: 0 });
    expect(list.items.find((i) => i.id === older.id)).not.toHaveProperty('acceptedDate');
    expect(list.stats).toEqual({ total: 2, accepted: 1, pointsEarned: INVITER_POINTS });
  });

  it('accepts the oldest open invitation when none was sent to the friend’s e-mail, and pays without one when none is open', async () => {
    const inviter = await createMember();
    const { body: oldest } = await invite(inviter, friendInput());
    const { body: newer } = await invite(inviter, friendInput());
    const code = await referralCodeOf(inviter);

    expect((await claim(await createMember(), code)).status).toBe(200);
    let list = await invitations(inviter);
    expect(list.items.find((i) => i.id === oldest.id)?.status).toBe('accepted');
    expect(list.items.find((i) => i.id === newer.id)?.status).toBe('sent');

    expect((await claim(await createMember(), code)).status).toBe(200);
    expect((await claim(await createMember(), code)).status).toBe(200);
    list = await invitations(inviter);
    expect(list.stats).toEqual({ total: 2, accepted: 2, pointsEarned: 2 * INVITER_POINTS });
    // The third friend came with a code shared by hand: paid all the same.
    expect(await expectBalanceIsLedgerSum(inviter.api)).toBe(WELCOME_BONUS + 3 * INVITER_POINTS);
  });

  it('refuses a second claim (ALREADY_REFERRED), one’s own code (OWN_REFERRAL_CODE) and an unknown code (404)', async () => {
    const [inviter, other, friend] = await Promise.all([createMember(), createMember(), createMember()]);
    const own = await claim(friend, await referralCodeOf(friend));
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ error: { code: 'OWN_REFERRAL_CODE', message: 'You cannot use your own referral code.' } });
    expect((await claim(friend, 'CINEMA-NOSUCH')).status).toBe(404);
    expect((await friend.api.post('/api/me/referral', {})).status).toBe(400);

    expect((await claim(friend, await referralCodeOf(inviter))).status).toBe(200);
    for (const code of [await referralCodeOf(inviter), await referralCodeOf(other)]) {
      const again = await claim(friend, code);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: { code: 'ALREADY_REFERRED', message: 'You have already used a referral code.' } });
    }
    expect(await expectBalanceIsLedgerSum(friend.api)).toBe(WELCOME_BONUS + FRIEND_POINTS);
    expect(await expectBalanceIsLedgerSum(other.api)).toBe(WELCOME_BONUS);
  });

  it('refuses a code more than 14 days after sign-up', async () => {
    const inviter = await createMember();
    const email = `late-${randomUUID()}@test.local`;
    const password = 'Late-passw0rd!';
    const ids = { userPoolId: inject('userPoolId'), userPoolClientId: inject('userPoolClientId') };
    const userId = await ensureUser(cognitoClient(), ids, { email, password, name: 'Late Larry' });
    // Signed up 15 days ago (the profile as the post-confirmation trigger made it then).
    await db.entities.profile.create({ userId, email, name: 'Late Larry', referralCode: `CINEMA-${randomUUID().slice(0, 8).toUpperCase()}`, createdAt: new Date(Date.now() - 15 * 86_400_000).toISOString() }).go();
    const api = apiClient(await signIn(cognitoClient(), ids.userPoolClientId, email, password));

    const late = await api.post('/api/me/referral', { code: await referralCodeOf(inviter) });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: { code: 'REFERRAL_WINDOW_CLOSED', message: 'A referral code can only be used within 14 days of signing up.' } });
    expect(await expectBalanceIsLedgerSum(inviter.api)).toBe(WELCOME_BONUS);
  });

  it('pays once when one friend claims 10 times at once', async () => {
    const inviter = await createMember();
    const friendEmail = `racer-${randomUUID()}@test.local`;
    await invite(inviter, friendInput(friendEmail));
    const friend = await createMember({ email: friendEmail });
    const code = await referralCodeOf(inviter);

    const responses = await Promise.all(Array.from({ length: 10 }, () => claim(friend, code)));

    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: { code: 'ALREADY_REFERRED' } });
    }
    expect(await expectBalanceIsLedgerSum(friend.api)).toBe(WELCOME_BONUS + FRIEND_POINTS);
    expect(await expectBalanceIsLedgerSum(inviter.api)).toBe(WELCOME_BONUS + INVITER_POINTS);
    expect((await invitations(inviter)).stats).toEqual({ total: 1, accepted: 1, pointsEarned: INVITER_POINTS });
  });

  it("pays every friend claiming one inviter's code at once; the inviter's statement chains; each open invitation accepted once", async () => {
    const inviter = await createMember();
    await invite(inviter, friendInput());
    await invite(inviter, friendInput());
    const friends = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    const code = await referralCodeOf(inviter);

    const responses = await Promise.all(friends.map((friend) => claim(friend, code)));

    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    for (const friend of friends) expect(await expectBalanceIsLedgerSum(friend.api)).toBe(WELCOME_BONUS + FRIEND_POINTS);
    expect(await expectBalanceIsLedgerSum(inviter.api)).toBe(WELCOME_BONUS + 5 * INVITER_POINTS);
    expect(await fullHistory(inviter.api)).toHaveLength(6);
    const list = await invitations(inviter);
    expect(list.stats).toEqual({ total: 2, accepted: 2, pointsEarned: 2 * INVITER_POINTS });
    const acceptedBy = await Promise.all(list.items.map(async (i) => (await db.entities.invitation.get({ invitationId: i.id }).go()).data!.friendUserId));
    expect(new Set(acceptedBy).size).toBe(2);
  });
});
