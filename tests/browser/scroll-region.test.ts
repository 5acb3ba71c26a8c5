import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../helpers';
import { launchBrowser, newPage, signIn } from '../helpers/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Venue Management as a new admin at the given size, with the Venues table drawn. */
async function venuesPage(size: { width: number; height: number }): Promise<{ page: Page; box: Locator }> {
  const admin = await createAdmin();
  const page = await newPage(browser, size);
  await signIn(page, admin.email, admin.password, '/admin/venues');
  const table = page.getByRole('table', { name: 'Venues' });
  await table.getByRole('row').nth(1).waitFor();
  // The box the table scrolls in.
  return { page, box: table.locator('xpath=..') };
}

/** Tabs through the page from its start; true once the focus lands on `target` (within `presses`). */
async function tabReaches(page: Page, target: Locator, presses = 80): Promise<boolean> {
  await page.locator('body').focus();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

describe('admin tables scroll by keyboard only when they overflow', () => {
  it('at 1280x800 a table that fits is a plain box, not a stop in the tab order', async () => {
    const { page, box } = await venuesPage({ width: 1280, height: 800 });
    await expect.poll(() => box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await box.evaluate((element) => [element.getAttribute('tabindex'), element.getAttribute('role'), element.getAttribute('aria-label')])).toEqual([
      null,
      null,
      null,
    ]);
    expect(await page.getByRole('region', { name: 'Venues' }).count()).toBe(0);
    expect(await tabReaches(page, box)).toBe(false);
    await page.context().close();
  }, 90_000);

  it('at 390x844 the table overflows: its named region is in the tab order and the arrow keys scroll it', async () => {
    const { page, box } = await venuesPage({ width: 390, height: 844 });
    const region = page.getByRole('region', { name: 'Venues' });
    await region.waitFor();
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await tabReaches(page, region)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    // Made wide enough again, the table fits and leaves the tab order.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => region.count()).toBe(0);
    expect(await box.getAttribute('tabindex')).toBeNull();
    await page.context().close();
  }, 90_000);
});
