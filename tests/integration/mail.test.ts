import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { outboxWrite } from '../../functions/data/outbox';
import { bookingsToRemind } from '../../functions/data/reminders';
import { db, documentClient } from '../../functions/data/service';
import { transactionEntities, writeTransaction } from '../../functions/data/transactions';
import { gameScheduled } from '../../functions/live/games';
import { queueDueReminders } from '../../functions/mail/reminders';
import { countTableUse } from '../../scripts/bench/table-use';
import { signIn } from '../../scripts/local/cognito';
import type { FailedMailList } from '../../shared/api/routes/admin-reports';
import type { InvitationView } from '../../shared/api/routes/invitations';
import type { Profile } from '../../shared/schemas/profile';
import { apiClient, cognitoClient, createAdmin, createMember, memberWithPoints, type TestUser } from '../helpers';
import { attachmentText, mailTo, waitForMail, type CaughtMail } from '../helpers/mail';
import { book, createShowStartingIn, moveShowStart } from '../helpers/shows';

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

const isReminder = (mail: CaughtMail) => mail.subject.startsWith('Coming up: ');
const reminders = async (address: string) => (await mailTo(address)).filter(isReminder);

/** Waits for `expected` of an address's mails of one kind to arrive and a while more, then returns them all. */
async function mailsAfterSettling(address: string, expected: number, ofKind: (mail: CaughtMail) => boolean) {
  const matching = async () => (await mailTo(address)).filter(ofKind);
  if (expected > 0) {
    const deadline = Date.now() + 20_000;
    while ((await matching()).length < expected && Date.now() < deadline) await sleep(250);
  }
  // Time for another mail to arrive, were one queued (the worker sends every second).
  await sleep(2_500);
  return matching();
}

const remindersAfterSettling = (address: string, expected: number) => mailsAfterSettling(address, expected, isReminder);

/** A show a day away booked by two members, each confirmation arrived; `quiet` then switched notifications off. */
async function showBookedByTwo() {
  const show = await createShowStartingIn(26 * 60);
  const told = await memberWithPoints(100);
  const quiet = await memberWithPoints(100);
  await book(told, show.sessionId, ['A1', 'A2']);
  await book(quiet, show.sessionId, ['B1']);
  await waitForMail(told.email);
  await waitForMail(quiet.email);
  await quiet.api.patch('/api/me', { preferences: { emailNotifications: false } });
  return { show, told, quiet };
}

/** Queues a reminder of a member's real booking of a show a day away, as the reminder job does (one outbox item, its own transaction). */
async function queueReminder(member: TestUser, movieTitle: string) {
  const show = await createShowStartingIn(26 * 60);
  const bookingCode = await book(member, show.sessionId, ['A1']);
  const payload = { bookingCode, sessionId: show.sessionId, movieTitle, startsAt: show.startsAt.toISOString(), seats: ['A1'] };
  await writeTransaction([outboxWrite(transactionEntities, { kind: 'showReminder', to: { memberId: member.userId }, payload })]);
}

describe('show reminders', () => {
  it('reach a booking of a show starting within 3 hours once, however often the job runs', async () => {
    const member = await memberWithPoints(100);
    const show = await createShowStartingIn(90);
    const bookingCode = await book(member, show.sessionId, ['A1', 'A2']);

    await Promise.all([queueDueReminders(), queueDueReminders()]);
    await queueDueReminders();

    const [reminder, ...more] = await remindersAfterSettling(member.email, 1);
    expect(more).toHaveLength(0);
    expect(reminder.subject).toContain(`Coming up: ${show.movieTitle}`);
    expect(reminder.text).toContain(`Ticket code: ${bookingCode}`);
    expect(reminder.text).toContain('Seats A1, A2');
    // Its Pre Show Setup is this show's, not the list of every show the member booked.
    expect(reminder.text).toContain(`/pre-show?session=${encodeURIComponent(show.sessionId)}`);
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('read each booking once: a later run reads nothing of a reminded booking, and a booking made after a run is reminded at the next', async () => {
    const show = await createShowStartingIn(90);
    const first = await memberWithPoints(100);
    const firstCode = await book(first, show.sessionId, ['A1', 'A2']);
    await queueDueReminders();
    // Nothing of the reminded booking is left for a run to read.
    expect((await bookingsToRemind(show.sessionId)).map((booking) => booking.bookingCode)).not.toContain(firstCode);

    const later = await memberWithPoints(100);
    const laterCode = await book(later, show.sessionId, ['B1']);
    const secondRun = await countTableUse(documentClient, () => queueDueReminders());
    // Neither its seats nor its reminder: the code appears in nothing the second run read.
    expect(JSON.stringify(secondRun.returned)).not.toContain(firstCode);
    expect(await bookingsToRemind(show.sessionId)).toEqual([]);

    expect(await remindersAfterSettling(first.email, 1)).toHaveLength(1);
    const [reminder, ...more] = await remindersAfterSettling(later.email, 1);
    expect(more).toHaveLength(0);
    expect(reminder.text).toContain(`Ticket code: ${laterCode}`);
    expect(reminder.text).toContain('Seat B1');
  });

  it('never reach a booking cancelled before the job runs, nor the bookings of a cancelled show', async () => {
    // Both shows start 5 hours away while they are booked and cancelled, outside the reminders' 3 hours, so
    // the local stack's own reminder job (every minute) cannot queue a reminder in between; then they move
    // inside it.
    const admin = await createAdmin();
    const cancelling = await memberWithPoints(100);
    const show = await createShowStartingIn(5 * 60);
    const code = await book(cancelling, show.sessionId, ['A1']);
    expect((await cancelling.api.delete(`/api/bookings/${encodeURIComponent(code)}`)).status).toBe(200);

    const refunded = await memberWithPoints(100);
    const cancelledShow = await createShowStartingIn(5 * 60);
    await book(refunded, cancelledShow.sessionId, ['A1']);
    expect((await admin.api.post(`/api/admin/sessions/${cancelledShow.sessionId}/cancel`)).status).toBe(200);

    await moveShowStart(show, 150);
    await moveShowStart(cancelledShow, 60);
    await queueDueReminders();
    expect(await remindersAfterSettling(cancelling.email, 0)).toHaveLength(0);
    expect(await reminders(refunded.email)).toHaveLength(0);
  });

  it("leave nothing behind for a booking the job never saw ahead (one in the show's last minute): once the show has started its item goes, unreminded", async () => {
    const member = await memberWithPoints(100);
    // Booked 5 hours ahead, outside the local stack's own runs, then started a minute ago: as a booking made
    // after the last run that saw its show ahead.
    const show = await createShowStartingIn(5 * 60);
    const bookingCode = await book(member, show.sessionId, ['A1']);
    expect((await bookingsToRemind(show.sessionId)).map((booking) => booking.bookingCode)).toEqual([bookingCode]);
    await moveShowStart(show, -1);

    // (Other files' shows may be due their reminders in this run: the count is theirs.)
    await queueDueReminders();
    expect(await bookingsToRemind(show.sessionId)).toEqual([]);
    expect((await db.entities.outboxMail.get({ mailId: `reminder#${bookingCode}` }).go({ consistent: true })).data).toBeNull();
  });

  it('wait for a show 5 hours away until it is within 3 hours', async () => {
    const member = await memberWithPoints(100);
    const show = await createShowStartingIn(5 * 60);
    await book(member, show.sessionId, ['A1']);
    await queueDueReminders();
    expect(await remindersAfterSettling(member.email, 0)).toHaveLength(0);

    await moveShowStart(show, 2 * 60);
    await queueDueReminders();
    expect(await remindersAfterSettling(member.email, 1)).toHaveLength(1);
  });

  it('are not sent to a member who switched session reminders off', async () => {
    const member = await memberWithPoints(100);
    expect((await member.api.patch('/api/me', { preferences: { sessionReminders: false } })).status).toBe(200);
    const show = await createShowStartingIn(60);
    await book(member, show.sessionId, ['A1']);
    await queueDueReminders();
    await waitForMail(member.email);
    expect(await remindersAfterSettling(member.email, 0)).toHaveLength(0);
  });
});

describe('preferences and one-click unsubscribe', () => {
  it('PATCH /api/me switches a preference off on the profile, and GET /api/me (another device) reads it', async () => {
    const member = await createMember();
    expect((await member.api.get<Profile>('/api/me')).body.preferences).toEqual({ emailNotifications: true, sessionReminders: true });
    const patched = await member.api.patch<Profile>('/api/me', { preferences: { sessionReminders: false } });
    expect(patched.status).toBe(200);
    expect(patched.body.preferences).toEqual({ emailNotifications: true, sessionReminders: false });
    // Another device: a new sign-in.
    const elsewhere = apiClient(await signIn(cognitoClient(), inject('userPoolClientId'), member.email, member.password));
    expect((await elsewhere.get<Profile>('/api/me')).body.preferences).toEqual({ emailNotifications: true, sessionReminders: false });
    expect((await member.api.patch('/api/me', { preferences: { sessionReminders: 'no' } })).status).toBe(400);
  });

  it('a reminder carries RFC 8058 headers whose link turns reminders off without signing in; later reminders are not sent', async () => {
    const member = await memberWithPoints(100);
    await queueReminder(member, 'First Reminder Movie');
    const [reminder] = await remindersAfterSettling(member.email, 1);
    expect(reminder.subject).toContain('Coming up: First Reminder Movie');
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(reminder.headers['list-unsubscribe'])![1];
    expect(reminder.text).toContain('/unsubscribe?token=');

    // What a mail client does on one click: a POST with no credentials.
    const response = await fetch(oneClick.replace(/^https?:\/\/[^/]+/, inject('apiUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ preference: 'sessionReminders' });
    expect((await member.api.get<Profile>('/api/me')).body.preferences).toEqual({ emailNotifications: true, sessionReminders: false });

    await queueReminder(member, 'Second Reminder Movie');
    expect((await remindersAfterSettling(member.email, 0)).map((mail) => mail.subject)).toEqual([reminder.subject]);
  });

  it('refuses a token that is not ours: 400 INVALID_LINK', async () => {
    const response = await apiClient().post(`/api/unsubscribe?token=${encodeURIComponent('bWVtYmVy.sessionReminders.forged')}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'INVALID_LINK' } });
  });
});

describe('the cancelled-show notice', () => {
  it("tells each refunded member once, with the points refunded, even when the admin's cancel runs twice; not a member who switched notifications off", async () => {
    const admin = await createAdmin();
    const { show, told, quiet } = await showBookedByTwo();

    const cancels = await Promise.all([1, 2].map(() => admin.api.post(`/api/admin/sessions/${show.sessionId}/cancel`)));
    expect(cancels.map((c) => c.status)).toEqual([200, 200]);

    const [, notice] = await waitForMail(told.email, 2);
    expect(notice.subject).toContain(`Cancelled: ${show.movieTitle}`);
    expect(notice.text).toContain('20 points are back in your balance');
    expect(notice.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await mailTo(told.email)).toHaveLength(2);
    expect(await mailTo(quiet.email)).toHaveLength(1);
  });
});

describe('the live game mail', () => {
  it("tells each member booked for the show once when a game is created, not a member who switched notifications off", async () => {
    const admin = await createAdmin();
    const { show, told, quiet } = await showBookedByTwo();
    const questionId = `mail-live-q-${randomUUID().slice(0, 8)}`;
    await db.entities.sessionQuestion
      .create({
        questionId,
        assetId: `mail-live-asset-${randomUUID().slice(0, 8)}`,
        timingPhase: 'pre-show',
        linkState: 'linked',
        questionText: 'Which is right?',
        options: [
          { id: 'a', text: 'Right' },
          { id: 'b', text: 'Wrong' },
        ],
        correctAnswer: 'a',
        createdAt: new Date().toISOString(),
      })
      .go();

    const created = await admin.api.post<{ gameId: string }>(`/api/admin/sessions/${show.sessionId}/live`, { questionIds: [questionId], secondsPerQuestion: 10 });
    expect(created.status).toBe(201);
    // The announcement run again (a retried hook) queues nothing more.
    await gameScheduled(created.body.gameId, show);

    const isLiveMail = (mail: CaughtMail) => mail.subject === `The live game of ${show.movieTitle} is about to start`;
    const [mail, ...more] = await mailsAfterSettling(told.email, 1, isLiveMail);
    expect(more).toHaveLength(0);
    expect(mail.text).toContain(`/live/${created.body.gameId}`);
    // The plain part says what the HTML does.
    expect(mail.text).toContain('The whole auditorium plays at once.');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await mailTo(quiet.email)).filter(isLiveMail)).toHaveLength(0);
  });
});

describe('failed mail', () => {
  it('is retried, shown to admins with its recipient, last error and tries after the last try, and sent by "Send again" once the address is fixed', async () => {
    const admin = await createAdmin();
    const member = await createMember();
    // An address the mail server refuses (maildev answers 501 to RCPT TO).
    await db.entities.profile.patch({ userId: member.userId }).set({ email: 'refused@@mail.test' }).go();
    const movieTitle = `Refused Mail ${randomUUID().slice(0, 8)}`;
    const payload = { movieTitle, startsAt: new Date(Date.now() + 86_400_000).toISOString(), pointsRefunded: 10 };
    const mailId = `failing-${randomUUID()}`;
    await writeTransaction([outboxWrite(transactionEntities, { kind: 'sessionCancelled', mailId, to: { memberId: member.userId }, payload })]);

    const outboxItem = async () => (await db.entities.outboxMail.get({ mailId }).go()).data!;
    const until = async (done: (mail: Awaited<ReturnType<typeof outboxItem>>) => boolean) => {
      const deadline = Date.now() + 20_000;
      for (let mail = await outboxItem(); ; mail = await outboxItem()) {
        if (done(mail)) return mail;
        expect(Date.now(), `still ${mail.status} after ${mail.attempts} tries`).toBeLessThan(deadline);
        await sleep(200);
      }
    };
    // The first try is refused and the next one waits a minute.
    const retried = await until((mail) => mail.attempts === 1 && mail.lastError !== undefined);
    expect(retried.status).toBe('pending');
    expect(retried.lastError).toContain('501');
    expect(Date.parse(retried.nextAttemptAt) - Date.now()).toBeGreaterThan(30_000);
    // The waits of the second to fourth tries (1, 5 and 30 minutes) pass: the fifth and last is due now.
    await db.entities.outboxMail.patch({ mailId }).set({ attempts: 4, nextAttemptAt: new Date().toISOString() }).where((attr, op) => op.eq(attr.attempts, 1)).go();
    const mail = await until((item) => item.status === 'failed');
    expect(mail.attempts).toBe(5);

    const listed = await admin.api.get<FailedMailList>('/api/admin/mail/failed');
    expect(listed.status).toBe(200);
    expect(listed.body.items.find((item) => item.id === mailId)).toMatchObject({
      kind: 'sessionCancelled',
      recipient: 'refused@@mail.test',
      attempts: 5,
      lastError: expect.stringContaining('501'),
    });
    expect((await member.api.get('/api/admin/mail/failed')).status).toBe(403);

    // The member's address is put right; an admin sends the mail again (a second click finds nothing to send).
    await db.entities.profile.patch({ userId: member.userId }).set({ email: member.email }).go();
    expect((await admin.api.post(`/api/admin/mail/${encodeURIComponent(mailId)}/resend`)).body).toEqual({ id: mailId, status: 'pending' });
    expect((await admin.api.post(`/api/admin/mail/${encodeURIComponent(mailId)}/resend`)).status).toBe(404);
    const [notice] = await waitForMail(member.email);
    expect(notice.subject).toContain(`Cancelled: ${movieTitle}`);
    expect((await admin.api.get<FailedMailList>('/api/admin/mail/failed')).body.items.map((item) => item.id)).not.toContain(mailId);
  });

  it('is listed a page at a time: three failed mails read two to a page, none twice, none lost, newest first', async () => {
    const admin = await createAdmin();
    // Three mails that failed a second apart (the oldest first), as the worker leaves them after the last try.
    const failedAt = Date.now();
    const mailIds = [0, 1, 2].map((i) => `paged-failed-${i}-${randomUUID()}`);
    await Promise.all(
      mailIds.map((mailId, i) =>
        db.entities.outboxMail
          .create({
            mailId,
            kind: 'invitation',
            toAddress: `paged-${i}@mail.test`,
            payload: JSON.stringify({ inviterName: 'Pam Pager', friendName: 'Friend', referralCode: 'PAGED' }),
            status: 'failed',
            attempts: 5,
            lastError: '501 refused',
            nextAttemptAt: new Date(failedAt + i * 1_000).toISOString(),
            createdAt: new Date(failedAt - 3_600_000).toISOString(),
          })
          .go(),
      ),
    );

    // Every page from the first on, two at most each (other tests' failed mail may be listed too).
    const pages: FailedMailList[] = [];
    for (let cursor: string | undefined; pages.length === 0 || cursor; ) {
      const page = await admin.api.get<FailedMailList>(`/api/admin/mail/failed?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      pages.push(page.body);
      cursor = page.body.nextCursor;
    }
    const listed = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(listed).size).toBe(listed.length);
    // All three, newest first, over at least two pages.
    expect(listed.filter((id) => mailIds.includes(id))).toEqual([...mailIds].reverse());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0].nextCursor).toBeDefined();
    expect(pages.at(-1)!.nextCursor).toBeUndefined();

    // Without a limit a page holds up to 50; bad limits and cursors are bad input.
    const firstPage = await admin.api.get<FailedMailList>('/api/admin/mail/failed');
    expect(firstPage.body.items.length).toBeLessThanOrEqual(50);
    expect(firstPage.body.items.map((item) => item.id)).toEqual(expect.arrayContaining(mailIds));
    for (const query of ['limit=51', 'limit=0', 'limit=two', 'cursor=e30', `cursor=${Buffer.from('{"pk":"x","sk":"y"}').toString('base64url')}`]) {
      const refused = await admin.api.get<{ error: { code: string } }>(`/api/admin/mail/failed?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.code, query).toBe('VALIDATION_ERROR');
    }
  });
});
