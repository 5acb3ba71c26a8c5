import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createStaff } from '../helpers';
import { launchBrowser, newPage, shot, signIn, SIZES, toast, toastAfter } from '../helpers/browser';

/** The staff role and suspension in the back office (docs/access.md), as staff and an admin use them. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** The Admin Panel's links (expanded first: on a phone it starts collapsed). */
async function adminPanelLinks(page: Page): Promise<string[]> {
  const panel = page.getByRole('complementary', { name: 'Admin Panel' });
  const expand = panel.getByRole('button', { name: 'Expand Admin Panel' });
  if (await expand.isVisible()) await expand.click();
  const nav = panel.getByRole('navigation', { name: 'Admin' });
  await nav.waitFor();
  return nav.getByRole('link').allTextContents();
}

describe.each(SIZES)('staff on a $name', (size) => {
  it('see Door Check-in only: in the Admin Panel, in the account menu, and no access to any other back-office page', async () => {
    const staff = await createStaff({ name: 'Door Person' });
    const page = await newPage(browser, size);
    await signIn(page, staff.email, staff.password, '/admin/check-in');
    await page.getByRole('heading', { name: 'Door Check-in', level: 1 }).waitFor();
    expect(await adminPanelLinks(page)).toEqual(['Door Check-in']);
    await shot(page, `staff-check-in-${size.width}`);

    await page.getByRole('button', { name: 'Account menu for Door Person' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Role: Staff').waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Door Check-in' }).count()).toBe(1);
    expect(await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    for (const path of ['/admin', '/admin/members', '/admin/sessions', '/admin/reports']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'No Access', level: 1 }).waitFor();
    }
    await shot(page, `staff-no-access-${size.width}`);
    await page.getByRole('link', { name: 'Go to Door Check-in' }).click();
    await page.getByRole('heading', { name: 'Door Check-in', level: 1 }).waitFor();
    await page.close();
  });
});

describe.each(SIZES)('suspension on a $name', (size) => {
  it('an admin suspends a member with a reason (their sign-in refused), reinstates them and sees the trail', async () => {
    const [admin, member] = await Promise.all([createAdmin({ name: 'Trail Admin' }), createMember({ name: `Suspended ${size.name}` })]);
    const page = await newPage(browser, size);
    await signIn(page, admin.email, admin.password, '/admin/members');
    await page.getByLabel('Search members').fill(member.email);
    const row = page.getByRole('row').filter({ hasText: member.email });
    // The search's answer is in (the header row and the one found): rows no longer move under the pointer.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: `Suspend Suspended ${size.name}` }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend Member' });
    await suspend.getByLabel('Reason').fill('no');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await suspend.getByText('Reason must be 3-500 characters').waitFor();
    await suspend.getByLabel('Reason').fill('Shared the account with friends');
    // Suspending takes access away: its button is the red one of destructive actions, not the yellow primary
    // (read with the pointer off it: the first try's click left it hovered).
    await page.mouse.move(0, 0);
    const suspendIsRed = () =>
      suspend.getByRole('button', { name: 'Suspend' }).evaluate((button) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-danger-strong)';
        document.body.append(probe);
        const danger = getComputedStyle(probe).color;
        probe.remove();
        return getComputedStyle(button).backgroundColor === danger;
      });
    // Polled: the hover colour fades out.
    await expect.poll(suspendIsRed).toBe(true);
    await shot(page, `suspend-dialog-${size.width}`);
    await toastAfter(page, 'Member suspended', () => suspend.getByRole('button', { name: 'Suspend' }).click());
    await row.getByText('Suspended', { exact: true }).waitFor();
    await shot(page, `members-suspended-${size.width}`);

    // The member's sign-in is refused with a clear message.
    const memberPage = await newPage(browser, size);
    await memberPage.goto('/');
    await memberPage.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = memberPage.getByRole('dialog');
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await toast(memberPage, 'Your account is suspended. Please contact the cinema.').waitFor();
    await shot(memberPage, `sign-in-suspended-${size.width}`);

    await row.getByRole('button', { name: `Reinstate Suspended ${size.name}` }).click();
    const reinstate = page.getByRole('dialog', { name: 'Reinstate Member' });
    await reinstate.getByLabel('Reason').fill('Promised not to share it again');
    await toastAfter(page, 'Member reinstated', () => reinstate.getByRole('button', { name: 'Reinstate' }).click());
    await expect.poll(() => row.getByText('Suspended', { exact: true }).count()).toBe(0);

    await row.getByRole('button', { name: `Audit Trail of Suspended ${size.name}` }).click();
    const trail = page.getByRole('dialog', { name: 'Audit Trail' });
    const entries = trail.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toMatch(/Status changed.*Suspended → Active.*Reason: Promised not to share it again.*By Trail Admin/);
    expect(await entries.nth(1).textContent()).toMatch(/Status changed.*Active → Suspended.*Reason: Shared the account with friends.*By Trail Admin/);
    await shot(page, `audit-trail-${size.width}`);

    // Reinstated: the member signs in.
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await memberPage.getByRole('button', { name: /^Account menu for / }).waitFor();
    await Promise.all([page.close(), memberPage.close()]);
  });
});
