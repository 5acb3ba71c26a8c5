import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { InvitationView } from '../../shared/api/routes/invitations';
import { createMember, memberWithPoints } from '../helpers';
import { attachmentText, mailTo, waitForMail } from '../helpers/mail';
import { book, createShowStartingIn } from '../helpers/shows';

const friendInput = (friendEmail: string) => ({
  friendName: 'Mina Mailed',
  friendEmail,
  friendPhone: `+1 (555) ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
});

describe('the invitation mail', () => {
  it('reaches the friend with a ?ref= link that signs up and pays the referral', async () => {
    const inviter = await createMember({ name: 'Ivy Inviter' });
    const friendEmail = `mailed-friend-${randomUUID()}@test.local`;
    const sent = await inviter.api.post<InvitationView>('/api/invitations', { ...friendInput(friendEmail), note: 'Movie night on Friday!' });
    expect(sent.status).toBe(201);

    const [mail] = await waitForMail(friendEmail);
    expect(mail.subject).toBe('Ivy Inviter invited you to Cinema · Watch. Answer. Win.');
    expect(mail.text).toContain('Hi Mina Mailed,');
    expect(mail.text).toContain('Movie night on Friday!');
    const link = /(https?:\/\/\S+\?ref=(\S+))/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const code = decodeURIComponent(link![2]);
    expect(code).toBe(sent.body.referralCode);
    expect(mail.html).toContain(`href="${link![1]}"`);
    // An invitation is the inviter's own action and goes to someone who is no member: no unsubscribe.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    // The friend signs up through the link (the app claims the kept code after the first sign-in).
    const friend = await createMember({ email: friendEmail });
    const claim = await friend.api.post<{ pointsAwarded: number }>('/api/me/referral', { code });
    expect(claim.status).toBe(200);
    expect(claim.body.pointsAwarded).toBeGreaterThan(0);
    const invitations = await inviter.api.get<{ items: InvitationView[] }>('/api/me/invitations');
    expect(invitations.body.items[0]).toMatchObject({ status: 'accepted', pointsAwarded: expect.any(Number) });
    expect(invitations.body.items[0].pointsAwarded).toBeGreaterThan(0);
  });

  it('is sent again by Resend (once the hour has passed), and not by a refused Resend', async () => {
    const inviter = await createMember();
    const friendEmail = `resent-friend-${randomUUID()}@test.local`;
    const sent = await inviter.api.post<InvitationView>('/api/invitations', friendInput(friendEmail));
    await waitForMail(friendEmail);

    expect((await inviter.api.post(`/api/invitations/${sent.body.id}/resend`)).status).toBe(429);
    // An hour later.
    await db.entities.invitation.patch({ invitationId: sent.body.id }).set({ sentDate: new Date(Date.now() - 3_601_000).toISOString() }).go();
    expect((await inviter.api.post(`/api/invitations/${sent.body.id}/resend`)).status).toBe(200);

    const mails = await waitForMail(friendEmail, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(`?ref=${encodeURIComponent(sent.body.referralCode)}`);
  });
});

describe('the booking confirmation', () => {
  it('reaches the member with the ticket code and the show as an .ics', async () => {
    const member = await memberWithPoints(100);
    const show = await createShowStartingIn(26 * 60);
    const bookingCode = await book(member, show.sessionId, ['A1', 'A2']);

    const [mail] = await waitForMail(member.email);
    expect(mail.subject).toContain(`Booked: ${show.movieTitle}`);
    expect(mail.text).toContain(`Ticket code: ${bookingCode}`);
    expect(mail.text).toContain('Seats A1, A2');
    expect(mail.html).toContain(bookingCode);
    expect(mail.attachments?.map((a) => a.fileName)).toEqual([`${bookingCode}.ics`]);
    const ics = await attachmentText(mail, `${bookingCode}.ics`);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${bookingCode}@cinema`);
    expect(ics).toContain(`DTSTART:${show.startsAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  });

  it('goes once for a booking retried with the same key', async () => {
    const member = await memberWithPoints(100);
    const show = await createShowStartingIn(26 * 60);
    const body = { sessionId: show.sessionId, seats: ['B1'], idempotencyKey: randomUUID() };
    expect((await member.api.post('/api/bookings', body)).status).toBe(201);
    expect((await member.api.post('/api/bookings', body)).status).toBe(201);
    await waitForMail(member.email);
    // Time for a second mail to arrive, were one queued.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await mailTo(member.email)).toHaveLength(1);
  });
});
