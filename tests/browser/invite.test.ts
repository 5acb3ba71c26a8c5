import { randomUUID } from 'node:crypto';
import type { InvitationView } from '@shared/api/routes/invitations';
import { formatTimestampDate } from '@shared/booking/format';
import type { Profile } from '@shared/schemas/profile';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WELCOME_BONUS, createMember, type TestUser } from '../helpers';
import { holdApiAnswers, launchBrowser, newPage, signIn, toastAfter } from '../helpers/browser';

const CONFIRMATION_CODE = '123456'; // scripts/local/cognito.ts: the emulator's code for every sign-up
const FRIEND_POINTS = 200;
const INVITER_POINTS = 100;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const referralCodeOf = async (member: TestUser) => (await member.api.get<Profile>('/api/me')).body.referralCode;
/** The header's points, as read (the phone header hides the word "pts" visually, not from the text). */
const points = async (page: Page) => (await page.getByRole('banner').getByTestId('member-status').innerText()).replace(/\s+/g, ' ');
/** A stats card's figure, by its label. */
const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Invitation stats' }).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

async function openInvitePage(member: TestUser, size: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, size);
  await signIn(page, member.email, member.password, '/invite');
  await page.getByRole('heading', { name: 'Invite Friends', level: 1 }).waitFor();
  return page;
}

async function fillInvite(page: Page, friend: { name?: string; email?: string; phone?: string; note?: string }) {
  const form = page.getByRole('form', { name: 'Invite a friend' });
  await form.getByLabel("Friend's Name").fill(friend.name ?? '');
  await form.getByLabel("Friend's Email").fill(friend.email ?? '');
  await form.getByLabel("Friend's Phone").fill(friend.phone ?? '');
  await form.getByLabel('Personal Note (optional)').fill(friend.note ?? '');
  return form;
}

describe('Invite Friends', () => {
  it("a friend signs up through the member's invite link: the friend gets welcome + 200, the inviter +100 and sees the invitation accepted with its date", async () => {
    const inviter = await createMember({ name: 'Ina Inviter' });
    const code = await referralCodeOf(inviter);
    const friendEmail = `fred-${randomUUID()}@test.local`;

    // The inviter (desktop) sends the invitation through the preview.
    const page = await openInvitePage(inviter, DESKTOP);
    await page.getByText('No invitations yet').waitFor();
    await expect(stat(page, 'Total Invites').innerText()).resolves.toBe('0');
    const form = await fillInvite(page, { name: 'Fred Friend', email: friendEmail, phone: '+1 (555) 010-7788', note: 'Movie night on Friday?' });
    await form.getByRole('button', { name: 'Send Invite' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview Invitation' });
    await preview.getByText(`Hi Fred Friend! Join me at Cinema`).waitFor();
    await expect(preview.innerText()).resolves.toContain(`${inject('webUrl')}/?ref=${code}`);
    await expect(preview.innerText()).resolves.toContain('Movie night on Friday?');
    await toastAfter(page, 'Invitation Sent!', () => preview.getByRole('button', { name: 'Send Invitation' }).click());
    const row = page.getByRole('row').filter({ hasText: 'Fred Friend' });
    await row.getByText('Sent', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: 'Resend invite to Fred Friend' }).isVisible()).resolves.toBe(true);
    await expect(stat(page, 'Total Invites').innerText()).resolves.toBe('1');
    await expect(points(page)).resolves.toContain(`${WELCOME_BONUS} pts`);

    // The friend (phone) opens the link, signs up, confirms and is signed in: both bonuses.
    const friend = await newPage(browser, PHONE);
    await friend.goto(`/?ref=${code}`);
    await friend.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = friend.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Create Account' }).click();
    await expect(dialog.getByLabel('Referral code (optional)').inputValue()).resolves.toBe(code);
    await dialog.getByLabel('Name').fill('Fred Friend');
    await dialog.getByLabel('Email').fill(friendEmail);
    await dialog.getByLabel('Password', { exact: true }).fill('Fr1end-secret');
    await dialog.getByLabel('Confirm Password').fill('Fr1end-secret');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByLabel('Confirmation code').fill(CONFIRMATION_CODE);
    await toastAfter(friend, `Referral Bonus!\nYou earned ${FRIEND_POINTS} points`, () => dialog.getByRole('button', { name: 'Confirm' }).click());
    await expect.poll(() => points(friend)).toContain(`${WELCOME_BONUS + FRIEND_POINTS} pts`);
    // Claimed once: the code is gone, and a reload claims nothing more.
    await expect(friend.evaluate(() => localStorage.getItem('cinema.referralCode'))).resolves.toBeNull();
    await friend.reload();
    await friend.getByRole('button', { name: 'Account menu for Fred Friend' }).waitFor();
    await expect(points(friend)).resolves.toContain(`${WELCOME_BONUS + FRIEND_POINTS} pts`);

    // The inviter sees it accepted, with its date instead of Resend, and their points.
    await page.reload();
    const accepted = page.getByRole('row').filter({ hasText: 'Fred Friend' });
    await accepted.getByText(`Accepted ${formatTimestampDate(new Date().toISOString())}`).waitFor();
    await expect(accepted.getByRole('button', { name: /Resend/ }).count()).resolves.toBe(0);
    await expect(stat(page, 'Accepted').innerText()).resolves.toBe('1');
    await expect(stat(page, 'Points Earned').innerText()).resolves.toBe(String(INVITER_POINTS));
    await expect.poll(() => points(page)).toContain(`${WELCOME_BONUS + INVITER_POINTS} pts`);
  });

  for (const [size, viewport] of [
    ['1280x800', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`shows the spec's validation texts, refuses a friend invited before, resends with the API's reason and copies the message (${size})`, async () => {
      const member = await createMember({ name: 'Vera Validator' });
      const code = await referralCodeOf(member);
      const longName = 'Maximiliana Featherstonehaugh-Worthington';
      const firstEmail = `maximiliana-${randomUUID()}@example.com`;
      const sent = await member.api.post<InvitationView>('/api/invitations', { friendName: longName, friendEmail: firstEmail, friendPhone: '+1 555 010 2030' });
      expect(sent.status).toBe(201);

      const page = await openInvitePage(member, viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const row = page.getByRole('row').filter({ hasText: longName });
      await row.waitFor();
      // The whole name and e-mail are on screen, even on a phone.
      for (const text of [longName, firstEmail]) {
        const cell = row.getByText(text, { exact: true });
        await expect(cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }

      // Nothing filled in.
      const form = page.getByRole('form', { name: 'Invite a friend' });
      await form.getByRole('button', { name: 'Send Invite' }).click();
      await expect.poll(() => form.getByText('Please fill in all required fields').count()).toBe(3);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await form.getByRole('button', { name: 'Preview' }).click();
      await form.getByText('Name Required').waitFor();
      // The focus follows the messages' render (it failed once on a clean clone when read at once).
      await expect.poll(() => form.getByLabel("Friend's Name").evaluate((element) => element === document.activeElement)).toBe(true);

      // Malformed e-mail and phone.
      await fillInvite(page, { name: 'Frida', email: 'frida@example', phone: '555-CALL-NOW' });
      await form.getByRole('button', { name: 'Send Invite' }).click();
      await form.getByText('Invalid Email').waitFor();
      await form.getByText('Invalid Phone Number').waitFor();

      // The same friend again (her e-mail in capitals): User Already Invited, nothing sent.
      await fillInvite(page, { name: 'Maxi', email: firstEmail.toUpperCase(), phone: '+44 20 7946 0000' });
      await form.getByRole('button', { name: 'Send Invite' }).click();
      await toastAfter(page, 'User Already Invited', () => page.getByRole('dialog', { name: 'Preview Invitation' }).getByRole('button', { name: 'Send Invitation' }).click());
      await form.getByText('User Already Invited').waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => form.getByLabel("Friend's Email").evaluate((element) => element === document.activeElement)).toBe(true);
      await expect(stat(page, 'Total Invites').innerText()).resolves.toBe('1');

      // Resend within the hour: the API's reason.
      await toastAfter(page, 'Failed to Resend\nYou can resend an invitation once an hour.', () => row.getByRole('button', { name: `Resend invite to ${longName}` }).click());

      // Copy Message puts the message with the invite link on the clipboard.
      await toastAfter(page, 'Message Copied!', () => page.getByRole('button', { name: 'Copy Message' }).click());
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(`${inject('webUrl')}/?ref=${code}`);
      expect(copied).toContain('200 bonus points');
      // Share appears only where the browser has a share sheet.
      const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
      await expect(page.getByRole('button', { name: 'Share', exact: true }).count()).resolves.toBe(hasShare ? 1 : 0);
    });
  }

  it('writes the bonus figures past a thousand with a thousands separator: the lead, the stats and the message', async () => {
    const member = await createMember({ name: 'Tess Thousands' });
    const page = await newPage(browser, PHONE);
    const api = `${new URL(inject('webUrl')).origin}/api`;
    // A points configuration and a tally of earned points this large, in the answers the page reads.
    await page.route(`${api}/settings`, async (route) => {
      const response = await route.fetch();
      const settings = await response.json();
      await route.fulfill({ response, json: { ...settings, pointsValues: { ...settings.pointsValues, referral_friend: 1500, referral_inviter: 1200 } } });
    });
    await page.route(`${api}/me/invitations`, async (route) => {
      const response = await route.fetch();
      const list = await response.json();
      await route.fulfill({ response, json: { ...list, stats: { ...list.stats, pointsEarned: 2400 } } });
    });
    await signIn(page, member.email, member.password, '/invite');

    await page.getByText('Your friend gets 1,500 bonus points when they join with your link, and you earn 1,200.').waitFor();
    await expect.poll(() => stat(page, 'Points Earned').innerText()).toBe('2,400');
    await expect(page.getByTestId('invite-message').innerText()).resolves.toContain('get 1,500 bonus points:');
  });

  it('opens the share sheet with the message where the browser has one (390x844)', async () => {
    const member = await createMember({ name: 'Sasha Sharer' });
    const code = await referralCodeOf(member);
    const page = await newPage(browser, PHONE);
    await page.context().addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, 'sharedData', { value: shared });
      navigator.share = (data?: ShareData) => {
        shared.push(data ?? {});
        return Promise.resolve();
      };
    });
    await signIn(page, member.email, member.password, '/invite');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData.map((data) => data.text ?? '')))
      .toEqual([expect.stringContaining(`${inject('webUrl')}/?ref=${code}`)]);
  });

  it("drops a code that does not apply once the API has answered: the member's own code quietly, an unknown code with the API's reason", async () => {
    const member = await createMember({ name: 'Rex Referral' });
    const page = await newPage(browser, PHONE);
    const storedCode = () => page.evaluate(() => localStorage.getItem('cinema.referralCode'));

    await signIn(page, member.email, member.password, `/?ref=${await referralCodeOf(member)}`);
    await expect.poll(storedCode).toBeNull();
    await expect(page.getByTestId('toast').filter({ hasText: /Referral/ }).count()).resolves.toBe(0);

    await toastAfter(page, 'Referral code not applied\nThis referral code does not exist.', () => page.goto('/?ref=CINEMA-NOPE00'));
    await expect(storedCode()).resolves.toBeNull();
    await expect(points(page)).resolves.toContain(`${WELCOME_BONUS} pts`);
  });

  it('says when the invitations cannot be loaded, and recovers on Retry', async () => {
    const member = await createMember({ name: 'Lou Offline' });
    const page = await newPage(browser, PHONE);
    await page.route('**/api/me/invitations', (route) => route.abort('internetdisconnected'));
    await signIn(page, member.email, member.password, '/invite');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch invites.' });
    await alert.waitFor();
    await expect(page.getByText('No invitations yet').count()).resolves.toBe(0);
    await page.unroute('**/api/me/invitations');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No invitations yet').waitFor();
    await expect(stat(page, 'Total Invites').innerText()).resolves.toBe('0');
  });

  it('keeps the focus on Resend pressed from the keyboard while it sends and after (1280x800)', async () => {
    const member = await createMember({ name: 'Kit Keys' });
    const friend = `keys-${randomUUID().slice(0, 8)}@example.com`;
    const invitation = (await member.api.post<InvitationView>('/api/invitations', { friendName: 'Rae Resend', friendEmail: friend, friendPhone: '+1 555 010 4242' })).body;
    const page = await openInvitePage(member, DESKTOP);
    const resend = page.getByRole('button', { name: 'Resend invite to Rae Resend' });
    const focused = () => resend.evaluate((element) => element === document.activeElement);
    const sending = await holdApiAnswers(page, (url) => url.pathname === `/api/invitations/${invitation.id}/resend`);

    await resend.focus();
    await toastAfter(page, 'Failed to Resend\nYou can resend an invitation once an hour.', async () => {
      await page.keyboard.press('Enter');
      await sending.arrived;
      await expect(resend.getAttribute('aria-busy')).resolves.toBe('true');
      await expect(focused()).resolves.toBe(true);
      sending.release();
    });
    await expect.poll(() => resend.getAttribute('aria-busy')).toBeNull();
    await expect(focused()).resolves.toBe(true);
  });
});
