import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { formatTimestampDate } from '../../shared/booking/format';
import { createAdmin, createMember, type TestUser } from '../helpers';
import { holdApiAnswers, launchBrowser, newPage, shot, signIn, toastAfter } from '../helpers/browser';
import { book, createShow } from '../helpers/shows';

/**
 * Back-office II (issue #14 items 1, 4, 5) as an admin uses it: add a member with initial points,
 * adjust them, promote with the password (a wrong one refused, the sixth try blocked), change a
 * points value and see the next award follow it, and the dashboard's figures move after a booking.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


async function signedInAdmin(size: { width: number; height: number }, path?: string): Promise<{ admin: TestUser; page: Page }> {
  const admin = await createAdmin({ name: 'Members Admin' });
  const page = await newPage(browser, size);
  await signIn(page, admin.email, admin.password, path);
  return { admin, page };
}

describe.each([
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])('Member Management at $width x $height', (size) => {
  it('adds a member with initial points, adjusts them, and promotes with the password (wrong refused, the sixth try blocked)', async () => {
    const { admin, page } = await signedInAdmin(size, '/admin/members');
    await page.getByRole('heading', { name: 'Member Management' }).waitFor();
    // The table is a named, focusable region only while it scrolls sideways (components/ui/scroll-region.tsx).
    await page.getByRole('table').first().waitFor();
    await shot(page, `members-${size.width}`);

    // Add New Member: the spec's text first, then a member with 300 points.
    await page.getByRole('button', { name: 'Add New Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Member' });
    await add.getByRole('button', { name: 'Add Member' }).click();
    await expect.poll(() => add.getByRole('alert').textContent()).toBe('Name and email are required');
    const tag = randomUUID().slice(0, 8);
    await add.getByLabel('Name').fill(`Browser Member${tag}`);
    await add.getByLabel('Email').fill(`browser-${tag}@test.local`);
    await add.getByLabel('Initial Points').fill('300');
    await shot(page, `add-member-${size.width}`);
    await toastAfter(page, 'Member added', () => add.getByRole('button', { name: 'Add Member' }).click());
    await add.waitFor({ state: 'detached' });

    await page.getByLabel('Search members').fill(`member${tag}`);
    const row = page.getByRole('row').filter({ hasText: `browser-${tag}@test.local` });
    // The search's answer is in (the header row and the one found): rows no longer move under the pointer.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    // The day they joined reads as every date of the back office does ("Nov 27, 2026"), whatever the browser's locale.
    await row.getByText(`Joined ${formatTimestampDate(new Date().toISOString())}`).waitFor();
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toMatch(/^300/);

    // Adjust Member Points: the three texts, then a debit.
    await row.getByRole('button', { name: `Adjust Points of Browser Member${tag}` }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust Member Points' });
    const amount = adjust.getByLabel('Amount');
    await adjust.getByRole('button', { name: 'Adjust Points' }).click();
    await adjust.getByText('Please enter a non-zero amount').waitFor();
    await amount.fill('-50');
    await adjust.getByRole('button', { name: 'Adjust Points' }).click();
    await adjust.getByText('Please provide a reason for the points adjustment').waitFor();
    await adjust.getByLabel('Reason').fill('Browser correction');
    await amount.fill('-301');
    await adjust.getByRole('button', { name: 'Adjust Points' }).click();
    await adjust.getByText('Cannot reduce points below zero').waitFor();
    await amount.fill('-50');
    await shot(page, `adjust-${size.width}`);
    await toastAfter(page, 'Points adjusted', () => adjust.getByRole('button', { name: 'Adjust Points' }).click());
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toMatch(/^250Lifetime 300/);

    // Update User Role: no password, then the right one (promoted), then wrong ones until blocked.
    const openRole = async () => {
      await row.getByRole('button', { name: `Change Role of Browser Member${tag}` }).click();
      return page.getByRole('dialog', { name: 'Update User Role' });
    };
    let role = await openRole();
    await role.getByRole('button', { name: 'Update Role' }).click();
    await role.getByText('Please enter your admin password').waitFor();
    await role.getByLabel('Your admin password').fill(admin.password);
    await toastAfter(page, 'Role updated', () => role.getByRole('button', { name: 'Update Role' }).click());
    await expect.poll(() => row.getByRole('cell').nth(4).textContent()).toBe('Admin');

    role = await openRole();
    await expect.poll(() => role.getByLabel('Role').inputValue()).toBe('user');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await role.getByLabel('Your admin password').fill(`Wrong-${attempt}`);
      await role.getByRole('button', { name: 'Update Role' }).click();
      await role.getByText('The password is not correct.').waitFor();
    }
    await role.getByLabel('Your admin password').fill(admin.password);
    await role.getByRole('button', { name: 'Update Role' }).click();
    await role.getByText('Too many wrong passwords. Please try again later.').waitFor();
    await shot(page, `role-blocked-${size.width}`);
    await page.keyboard.press('Escape');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Admin');
    await page.context().close();
  });

  it("offers the admin's own row neither Change Role nor Suspend, which the API refuses, and says why", async () => {
    const otherName = `Other Member${randomUUID().slice(0, 8)}`;
    const other = await createMember({ name: otherName });
    const { admin, page } = await signedInAdmin(size, '/admin/members');
    const reasonOf = (button: Locator) => button.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent ?? null);

    await page.getByLabel('Search members').fill(admin.email);
    const own = page.getByRole('row').filter({ hasText: admin.email });
    for (const name of ['Change Role of Members Admin', 'Suspend Members Admin']) {
      const button = own.getByRole('button', { name });
      await expect.poll(() => button.isDisabled()).toBe(true);
      await expect.poll(() => reasonOf(button)).toBe('Your own account');
    }
    await shot(page, `members-own-row-${size.width}`);

    await page.getByLabel('Search members').fill(other.email);
    const theirs = page.getByRole('row').filter({ hasText: other.email });
    for (const name of [`Change Role of ${otherName}`, `Suspend ${otherName}`]) {
      const button = theirs.getByRole('button', { name });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await expect(reasonOf(button)).resolves.toBeNull();
    }
    await page.context().close();
  });
});

describe('Member Management while a search loads', () => {
  it("shows the table loading, not the last search's members and their buttons, until the new search's answer is in (390x844)", async () => {
    const tag = randomUUID().slice(0, 8);
    const [alpha, beta] = await Promise.all([createMember({ name: `Alpha${tag} Member` }), createMember({ name: `Beta${tag} Member` })]);
    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/members');
    const search = page.getByLabel('Search members');
    const rowOf = (member: TestUser) => page.getByRole('row').filter({ hasText: member.email });
    await search.fill(`Alpha${tag}`);
    await rowOf(alpha).waitFor();

    const nextSearch = await holdApiAnswers(page, (url) => url.searchParams.get('search') === `Beta${tag}`);
    await search.fill(`Beta${tag}`);
    await nextSearch.arrived;
    await expect.poll(() => rowOf(alpha).count()).toBe(0);
    await expect(page.getByRole('table', { name: 'Members' }).getAttribute('aria-busy')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: `Adjust Points of Alpha${tag} Member` }).count()).resolves.toBe(0);
    await shot(page, 'members-next-search-loading');
    nextSearch.release();
    await rowOf(beta).waitFor();
    await page.context().close();
  });
});

describe('Member Management on a phone', () => {
  it("keeps a long e-mail address inside the Audit Trail and Change Role dialogs' descriptions (390x844)", async () => {
    const email = `maximilian.alexander.wolfeschlegel.${randomUUID().slice(0, 8)}@example-long-domain.com`;
    const { admin, page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/members');
    expect((await admin.api.post('/api/admin/members', { name: 'Maximilian Wolfeschlegel', email })).status).toBe(201);
    await page.getByLabel('Search members').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    for (const [button, title] of [
      ['Audit Trail', 'Audit Trail'],
      ['Change Role', 'Update User Role'],
    ]) {
      await row.getByRole('button', { name: new RegExp(`^${button}`) }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const description = dialog.getByText(email, { exact: false }).first();
      await description.waitFor();
      const [text, box] = await Promise.all([description.boundingBox(), dialog.boundingBox()]);
      expect(text!.x + text!.width, title).toBeLessThanOrEqual(box!.x + box!.width);
      expect(await description.evaluate((element) => element.scrollWidth <= element.clientWidth), title).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });
});

describe('Points Configuration and Dashboard', () => {
  it('saves a points value per card, and the next award follows it', async () => {
    const { page } = await signedInAdmin({ width: 1280, height: 800 }, '/admin/points-config');
    const card = page.getByRole('form', { name: 'Welcome Bonus' });
    const input = card.getByLabel('Points for Welcome Bonus');
    await expect.poll(() => input.inputValue()).toBe('100');
    try {
      await input.fill('-1');
      await card.getByRole('button', { name: 'Save Welcome Bonus' }).click();
      await card.getByText('Points must be a whole number of at least 0').waitFor();
      await input.fill('137');
      await toastAfter(page, 'Points updated', () => card.getByRole('button', { name: 'Save Welcome Bonus' }).click());
      await shot(page, 'points-config-1280');
      // The next member who signs up gets the new value.
      const member = await createMember();
      expect((await member.api.get<{ points: number }>('/api/me')).body.points).toBe(137);
    } finally {
      await input.fill('100');
      await toastAfter(page, 'Welcome Bonus: 100 points.', () => card.getByRole('button', { name: 'Save Welcome Bonus' }).click());
    }
    await page.context().close();
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('shows the six figures and the eight quick actions at $width x $height; bookings and points spent move after a booking', async (size) => {
    const { page } = await signedInAdmin(size, '/admin');
    const figure = (key: string) => page.locator(`[data-metric="${key}"]`);
    await figure('bookings').waitFor();
    const read = async (key: string) => Number((await figure(key).textContent())!.replace(/\D/g, ''));
    const [bookings, spent] = [await read('bookings'), await read('pointsSpent')];
    const quickActions = page.getByRole('region', { name: 'Quick Actions' }).or(page.locator('section[aria-labelledby="admin-quick-actions"]')).getByRole('link');
    expect(await quickActions.count()).toBe(8);
    // The actions side by side are as tall as each other, whichever label wraps.
    const boxes = await Promise.all((await quickActions.all()).map(async (link) => (await link.boundingBox())!));
    for (const box of boxes) {
      for (const other of boxes.filter((b) => Math.abs(b.y - box.y) < 1)) expect(other.height).toBeCloseTo(box.height, 0);
    }
    await shot(page, `dashboard-${size.width}`);

    const show = await createShow({ sessionDate: addDays(utcDateKey(), 3), sessionTime: '21:00' });
    const member = await createMember();
    await book(member, show.sessionId, ['A1', 'A2']);
    await page.reload();
    await expect.poll(() => read('bookings')).toBe(bookings + 2);
    expect(await read('pointsSpent')).toBe(spent + 20);
    await page.context().close();
  });
});
