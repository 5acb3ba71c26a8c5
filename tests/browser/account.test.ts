import { randomUUID } from 'node:crypto';
import type { Profile } from '@shared/schemas/profile';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_BONUS, createAdmin, createMember, type TestUser } from '../helpers';
import { drawnLines, holdApiAnswers, launchBrowser, newPage, recordLayoutShifts, signIn, SIZES, toast, toastAfter } from '../helpers/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A member signed in, on /my-account. */
async function openMyAccount(member: TestUser): Promise<Page> {
  const page = await newPage(browser, { width: 390, height: 844 }); // a phone-sized screen
  await signIn(page, member.email, member.password, '/my-account');
  await page.getByRole('heading', { name: 'Account Information' }).waitFor();
  return page;
}

const profileOf = async (member: TestUser) => (await member.api.get<Profile>('/api/me')).body;

describe('My Account', () => {
  it('refuses a bad phone number, then saves a good one', async () => {
    const member = await createMember({ name: 'Phoebe Phone' });
    const page = await openMyAccount(member);
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });

    await phone.fill('call me maybe');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Invalid phone number format').waitFor();
    expect((await profileOf(member)).phone ?? '').toBe('');

    await phone.fill('+15551234567');
    await toastAfter(page, 'Profile updated successfully', () => page.getByRole('button', { name: 'Save Changes' }).click());
    await expect(page.getByText('Invalid phone number format').count()).resolves.toBe(0);
    expect((await profileOf(member)).phone).toBe('+15551234567');
  });

  it("says a preference or a profile that could not be saved offline failed, not the browser's \"Failed to fetch\", and saves on the next try", async () => {
    const member = await createMember({ name: 'Olive Offline' });
    const page = await openMyAccount(member);
    let failures = 2;
    await page.route('**/api/me', (route) =>
      route.request().method() !== 'GET' && failures-- > 0 ? route.abort('internetdisconnected') : route.fallback(),
    );
    const reminders = page.getByRole('switch', { name: 'Session reminders' });
    const before = (await reminders.getAttribute('aria-checked')) === 'true';
    await reminders.click();
    const failed = toast(page, 'Failed to save your preference');
    await failed.waitFor();
    await expect(failed.innerText()).resolves.not.toContain('Failed to fetch');
    await expect.poll(() => reminders.getAttribute('aria-checked')).toBe(String(before));

    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+15557654321');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const profileFailed = toast(page, 'Failed to update profile');
    await profileFailed.waitFor();
    await expect(profileFailed.innerText()).resolves.not.toContain('Failed to fetch');

    await reminders.click();
    await expect.poll(async () => (await profileOf(member)).preferences.sessionReminders).toBe(!before);
    await toastAfter(page, 'Profile updated successfully', () => page.getByRole('button', { name: 'Save Changes' }).click());
    expect((await profileOf(member)).phone).toBe('+15557654321');
  });

  it('keeps the focus on a preference switched from the keyboard while it saves, so the next key press reaches it', async () => {
    const member = await createMember({ name: 'Kay Board' });
    const page = await openMyAccount(member);
    const reminders = page.getByRole('switch', { name: 'Session reminders' });
    const focused = () => reminders.evaluate((element) => element === document.activeElement);
    const saving = await holdApiAnswers(page, (url) => url.pathname === '/api/me');

    await reminders.focus();
    await page.keyboard.press('Space');
    await saving.arrived;
    await expect(focused()).resolves.toBe(true);
    await expect(reminders.getAttribute('aria-disabled')).resolves.toBe('true');
    saving.release();
    await expect.poll(async () => (await profileOf(member)).preferences.sessionReminders).toBe(false);
    await expect.poll(() => reminders.getAttribute('aria-disabled')).toBeNull();
    await expect(focused()).resolves.toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(async () => (await profileOf(member)).preferences.sessionReminders).toBe(true);
    await expect.poll(() => reminders.getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the focus on Save Changes pressed from the keyboard, and saves nothing more while there is nothing new', async () => {
    const member = await createMember({ name: 'Sam Saver' });
    const page = await openMyAccount(member);
    const save = page.getByRole('button', { name: 'Save Changes' });
    const focused = () => save.evaluate((element) => element === document.activeElement);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/me') patches.push(request.url());
    });

    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+15550001111');
    await save.focus();
    await toastAfter(page, 'Profile updated successfully', () => page.keyboard.press('Enter'));
    expect((await profileOf(member)).phone).toBe('+15550001111');
    await expect(focused()).resolves.toBe(true);
    await expect.poll(() => save.getAttribute('aria-disabled')).toBe('true');

    // Nothing new: Enter and Space send nothing (the next save is the second request, not the fourth).
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(focused()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+15550002222');
    await toastAfter(page, 'Profile updated successfully', () => save.click());
    expect(patches).toHaveLength(2);
  });

  it('shows the profile, the tier progress and the points statement', async () => {
    const member = await createMember({ name: 'Stella Stats' });
    const admin = await createAdmin();
    const credit = await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: 1200, reason: 'Festival prize' });
    expect(credit.status).toBe(200);

    const page = await openMyAccount(member);
    await page.getByRole('heading', { name: 'Stella Stats' }).waitFor();
    const statement = page.getByRole('region', { name: 'Points Statement' });
    await statement.getByText('Festival prize').waitFor();
    await expect(statement.getByText('+1,200').isVisible()).resolves.toBe(true);
    // 1,300 lifetime points (the welcome bonus and the prize): Silver (1,000), 20% of the way to Gold (2,500)
    expect(WELCOME_BONUS).toBe(100);
    const progress = page.getByRole('progressbar', { name: 'Progress to Gold' });
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('20');
    await page.getByText('1,200 points needed for Gold').waitFor();

    // On a phone the statement fits without scrolling sideways: the date goes under the description.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => statement.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
    await expect(statement.getByRole('columnheader', { name: 'Date' }).isVisible()).resolves.toBe(false);
    await expect(statement.getByRole('row').filter({ hasText: 'Festival prize' }).getByText(/ · \w{3} \d+, \d{4}/).isVisible()).resolves.toBe(true);
  });

  it('wraps a long e-mail address after its @ on a phone, not inside its domain (390 x 844)', async () => {
    // Wider than the profile card on a phone, each half narrower than the form's box beside its Change
    // button, and no break of its own but the @ (no hyphen, no space).
    const local = `longaddress${randomUUID().replaceAll('-', '').slice(0, 6)}`;
    const domain = 'cinemafans.example';
    const member = await createMember({ name: 'Long Address', email: `${local}@${domain}` });
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, member.email, member.password, '/my-account');
    const profileEmail = page.getByText(member.email, { exact: true });
    const formEmail = page.getByRole('region', { name: 'Account Information' }).locator('p').filter({ hasText: member.email });
    for (const shown of [profileEmail, formEmail]) {
      await expect(drawnLines(shown).then((lines) => lines.slice(-2))).resolves.toEqual([`${local}@`, domain]);
    }
    await page.context().close();
  });

  it('locks the photos above the member tier, saves an unlocked one and goes back to the default', async () => {
    const member = await createMember({ name: 'Lia Locked' });
    const page = await openMyAccount(member);
    const photoSaves: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/me') photoSaves.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Change Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Profile Photo' });
    await dialog.waitFor();

    const platinum = dialog.locator('[data-photo-id="p1"]');
    await expect(platinum.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(dialog.getByText('Reach Platinum tier to unlock').isVisible()).resolves.toBe(true);
    await platinum.click({ force: true }); // a user can still click it; nothing may happen
    await expect(dialog.isVisible()).resolves.toBe(true);

    // Then an unlocked photo. Had the locked click started a save, it would have sent its request
    // first and this click would be ignored while it ran: the only save must be this one.
    const bronze = dialog.locator('[data-photo-id="b2"]');
    await expect(bronze.getAttribute('aria-disabled')).resolves.toBeNull();
    await toastAfter(page, 'Profile photo updated', () => bronze.click());
    expect(photoSaves).toEqual([{ profilePhoto: 'b2' }]);
    expect((await profileOf(member)).profilePhoto).toBe('b2');

    // The default photo every member starts with can be picked again.
    await page.getByRole('button', { name: 'Change Photo' }).click();
    const cinema = dialog.getByRole('button', { name: 'cinema (Default)' });
    await expect(cinema.getAttribute('aria-pressed')).resolves.toBe('false');
    await toastAfter(page, 'Profile photo updated', () => cinema.click());
    expect(photoSaves).toEqual([{ profilePhoto: 'b2' }, { profilePhoto: 'cinema' }]);
    expect((await profileOf(member)).profilePhoto).toBe('cinema');
    await page.getByRole('button', { name: 'Change Photo' }).click();
    await expect(cinema.getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it("changes the e-mail only with the code Cognito sends to the new address", async () => {
    const member = await createMember({ name: 'Eli Email' });
    const page = await openMyAccount(member);
    const newAddress = `eli-${member.userId.slice(0, 8)}@New.Test.Local`;

    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    await dialog.getByRole('textbox', { name: 'New email' }).fill(newAddress);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    const codeStep = page.getByRole('dialog', { name: 'Enter the code' });
    await codeStep.getByText(`We sent a 6-digit code to ${newAddress.toLowerCase()}`).waitFor();
    // Nothing changes before the code is confirmed.
    expect((await profileOf(member)).email).toBe(member.email);

    await codeStep.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    await toastAfter(page, 'Could not verify the code', () => codeStep.getByRole('button', { name: 'Verify' }).click());
    expect((await profileOf(member)).email).toBe(member.email);

    await codeStep.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await toastAfter(page, 'Email updated', () => codeStep.getByRole('button', { name: 'Verify' }).click());
    await codeStep.waitFor({ state: 'detached' });
    await page.getByText(newAddress.toLowerCase()).first().waitFor();
    expect((await profileOf(member)).email).toBe(newAddress.toLowerCase());
  });

  it("refuses an e-mail another member signs in with, as Cognito does, and keeps the member's own", async () => {
    const member = await createMember({ name: 'Taken Address' });
    const other = await createMember({ name: 'Holder Address' });
    const page = await openMyAccount(member);

    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    await dialog.getByRole('textbox', { name: 'New email' }).fill(other.email);
    await toastAfter(page, 'An account with the given email already exists.', () => dialog.getByRole('button', { name: 'Send Code' }).click());
    await expect(page.getByRole('dialog', { name: 'Enter the code' }).count()).resolves.toBe(0);
    expect((await profileOf(member)).email).toBe(member.email);
  });
});

describe('the points statement', () => {
  it('moves the focus to the first entry Load more brought, not back to the top of the page', async () => {
    const member = await createMember({ name: 'Long Ledger' });
    const admin = await createAdmin();
    // The welcome bonus and 20 credits: one entry past the first page of 20.
    for (let credit = 1; credit <= 20; credit++) {
      expect((await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: credit, reason: `Credit ${credit}` })).status).toBe(200);
    }
    const page = await openMyAccount(member);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await loadMore.waitFor({ state: 'detached' });
    const statement = page.getByRole('region', { name: 'Points Statement' });
    await expect.poll(() => statement.getByRole('row').count()).toBe(22);
    // The oldest entry, the only one on the second page.
    const focused = () => page.evaluate(() => (document.activeElement?.tagName === 'TR' ? document.activeElement.textContent : document.activeElement?.tagName));
    await expect.poll(focused).toMatch(/^.*Welcome/);
  });
});

describe.each(SIZES)('My Account opened directly by an admin at $width x $height', (size) => {
  it('appears beside the Admin Panel rather than being pushed aside when the panel arrives', async () => {
    const admin = await createAdmin({ name: 'Account Admin' });
    const page = await newPage(browser, size);
    await signIn(page, admin.email, admin.password);
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/my-account');
    await page.getByRole('heading', { name: 'Account Information' }).waitFor();
    await page.getByRole('button', { name: /^(Collapse|Expand) Admin Panel$/ }).waitFor();
    await page.getByRole('region', { name: 'Points Statement' }).waitFor();
    await page.waitForTimeout(1_000);
    // Before: 0.17 at 1280 px (the page moved 240 px right) and 0.06 at 390 px (down under the panel's bar).
    expect(await layoutShift()).toBeLessThan(0.02);
  });
});
