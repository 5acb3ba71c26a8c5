import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers';
import { launchBrowser, newPage, signIn } from '../helpers/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The header's account menu loads its code when a member reaches for it (components/layout/header.tsx). */
describe('the account menu, loaded on demand', () => {
  it('opens from the keyboard on the first press, and gives focus back when closed', async () => {
    const member = await createMember({ name: 'Key Board' });
    const page = await newPage(browser);
    // A page loaded with the stored session (no sign-in toast, which Escape would close first).
    await signIn(page, member.email, member.password);
    const button = page.getByRole('banner').getByRole('button', { name: 'Account menu for Key Board' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'My Account' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Account menu for Key Board');
    // Closed and open again with the menu's own trigger.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await page.context().close();
  });

  it('signed out from the keyboard, leaves the focus on home rather than on the document', async () => {
    const member = await createMember({ name: 'Key Out' });
    const page = await newPage(browser);
    await signIn(page, member.email, member.password, '/rewards');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Key Out' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByText('Guest').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    // The page's main area (components/layout/main-content.ts), where signing in puts it too.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });

  it('opens on the first click and its items work', async () => {
    const member = await createMember({ name: 'Click Once' });
    const page = await newPage(browser);
    await signIn(page, member.email, member.password);
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Click Once' }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.context().close();
  });

  it('keeps a long name whole and the menu inside a phone screen', async () => {
    const name = 'Maximiliana Featherstonehaugh-Worthington';
    const member = await createMember({ name });
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, member.email, member.password);
    await page.getByRole('banner').getByRole('button', { name: `Account menu for ${name}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Sign Out' }).waitFor();

    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The header shows no name on a phone: the menu is where the member reads it, all of it.
    const shownName = menu.getByText(name, { exact: true });
    await expect(shownName.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
    const nameBox = (await shownName.boundingBox())!;
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(box.x + box.width);
    await page.context().close();
  });
});
