import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStaff, memberWithPoints } from '../helpers';
import { createSession, venueWithScreen } from '../helpers/admin';
import { book } from '../helpers/shows';
import { launchBrowser, newPage, pageTo, recordLayoutShifts, shot, signIn, SIZES, toast } from '../helpers/browser';

/**
 * The back office on a phone and the small things an admin notices (docs/back-office.md, "On a phone"):
 * a row's actions in reach without a sideways scroll, tabs on one line, Escape leaving a dialog that
 * shows an error toast.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInAdmin(size: { width: number; height: number }, path?: string): Promise<Page> {
  const admin = await createAdmin({ name: 'Phone Admin' });
  const page = await newPage(browser, size);
  await signIn(page, admin.email, admin.password, path);
  return page;
}

/**
 * Reachable where it is: inside the viewport's width, and the element a tap on its centre lands on
 * (not covered by the cells that scroll beneath it).
 */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.left >= 0 && box.right <= document.documentElement.clientWidth && hit !== null && element.contains(hit);
  });

describe.each(SIZES)('the back office at $width x $height', (size) => {
  it("reaches a row's actions without scrolling the table sideways, on every table with row actions", async () => {
    const tables = [
      { path: '/admin/sessions', table: 'Sessions', action: /^Edit / },
      { path: '/admin/members', table: 'Members', action: /^Adjust Points of / },
      { path: '/admin/venues', table: 'Venues', action: /^Edit / },
      { path: '/admin/venues', tab: /^Screens/, table: 'Screens', action: /^Seat Map Editor for / },
    ];
    const page = await signedInAdmin(size, tables[0].path);
    for (const [index, { path, tab, table, action }] of tables.entries()) {
      // The first table's page is the one signed in on.
      if (index > 0) await page.goto(path);
      if (tab) await page.getByRole('tab', { name: tab }).click();
      const grid = page.getByRole('table', { name: table });
      const button = grid.getByRole('button', { name: action }).first();
      await button.waitFor();
      await shot(page, `phone-actions-${table}-${size.width}`);
      await expect(reachable(button), `${table}: the first row's action in reach`).resolves.toBe(true);
      // The table is still a table: its header names the column of the action.
      await expect(grid.getByRole('columnheader', { name: 'Actions' }).isVisible()).resolves.toBe(true);
    }
  });

  it('leaves a dialog that shows an error toast at the first Escape (asking first: its fields hold unsaved input)', async () => {
    const page = await signedInAdmin(size, '/admin/members');
    const opener = page.getByRole('button', { name: 'Add New Member' });
    await opener.click();
    const add = page.getByRole('dialog', { name: 'Add New Member' });
    // An e-mail that is taken: the add fails, its toast shows and the dialog stays for another try.
    await add.getByLabel('Name').fill('Taken Address');
    await add.getByLabel('Email').fill('admin@cinema.local');
    await add.getByRole('button', { name: 'Add Member' }).click();
    const failure = toast(page, 'Failed to add member');
    await failure.waitFor();
    await shot(page, `phone-dialog-toast-${size.width}`);
    await expect(add.isVisible()).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard Changes' }).click();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('opens a back-office page directly (a reload, a link) without it being pushed aside when the Admin Panel arrives', async () => {
    const page = await signedInAdmin(size);
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/admin/sessions');
    await page.getByRole('heading', { name: 'Sessions Management' }).waitFor();
    await page.getByRole('button', { name: /^(Collapse|Expand) Admin Panel$/ }).waitFor();
    await page.getByRole('columnheader', { name: 'Venue & Screen' }).or(page.getByRole('heading', { name: 'No Sessions Found' })).first().waitFor();
    await page.waitForTimeout(1_000);
    // Before: 0.17 at 1280 px (the page moved 240 px right) and 0.06 at 390 px (down under the panel's bar).
    expect(await layoutShift()).toBeLessThan(0.02);
  });

  it("leaves Question-Asset Links' questions room beside the Actions column that stays in view", async () => {
    const page = await signedInAdmin(size, '/admin/question-assets');
    await page.getByRole('tab', { name: /^Linked/ }).click();
    const grid = page.getByRole('table', { name: 'Linked questions' });
    await grid.getByRole('button', { name: /^Unlink from asset: / }).first().waitFor();
    await shot(page, `question-links-${size.width}`);
    // The "Move to asset…" choice is as wide as its prompt (11rem), not as the longest asset title: the
    // Actions column, which stays in view, then leaves the question its room. (The question's share of
    // the table depends on the titles other files' assets bring, so the choice's width is what is held.)
    const choiceWidths = await grid.getByRole('combobox', { name: /^Move to asset/ }).evaluateAll((choices) => choices.map((choice) => choice.getBoundingClientRect().width));
    expect(choiceWidths.length).toBeGreaterThan(0);
    for (const width of choiceWidths) expect(width).toBeLessThanOrEqual(11 * 16 + 0.5);
  });

  it("keeps Home Content's tabs on one line, each shown whole, and moves between them with the arrow keys", async () => {
    const page = await signedInAdmin(size, '/admin/home-content');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabs.first().waitFor();
    await expect(tabs.allTextContents()).resolves.toEqual(['Featured Screening', 'Trailers', 'Recommended Movies']);
    const tops = await tabs.evaluateAll((elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size);
    expect(tops, 'tabs on one line').toBe(1);
    for (const tab of await tabs.all()) {
      await expect(
        tab.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.left >= 0 && box.right <= document.documentElement.clientWidth && element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight;
        }),
        `${await tab.textContent()} in view and not cut`,
      ).resolves.toBe(true);
    }
    await shot(page, `phone-home-content-tabs-${size.width}`);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Trailers' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows a venue's phone grouped, in the table and the panel, as stored digits are hard to read", async () => {
    const page = await signedInAdmin(size, '/admin/venues');
    // A seeded venue, read only: its phone is stored as +15550100100.
    const table = page.getByRole('table', { name: 'Venues' });
    const row = table.getByRole('row', { name: /Grand Central Cinema/ });
    await pageTo(page, 'Venues', row);
    await row.getByText('+1 555-010-0100').waitFor();
    await table.getByText('Grand Central Cinema').click();
    const panel = page.getByRole('dialog', { name: 'Grand Central Cinema' });
    await panel.getByText('+1 555-010-0100').waitFor();
    await shot(page, `phone-venue-panel-${size.width}`);
  });
});


describe('a table scrolled sideways under its Actions column (390x844)', () => {
  it("brings a session's date link reached with Tab clear of the Actions column, from the table scrolled to its end", async () => {
    const admin = await createAdmin({ name: 'Phone Admin' });
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup);
    // Booked: its Delete is shown disabled with "Has bookings" under it, which widens the Actions column.
    await book(await memberWithPoints(100), session.id, ['A1']);
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, admin.email, admin.password, '/admin/sessions');
    await page.getByLabel('Venue').selectOption(setup.venue.id);
    const grid = page.getByRole('table', { name: 'Sessions' });
    const row = grid.getByRole('row').filter({ hasText: setup.screen.name });
    const dateLink = row.getByRole('link', { name: /: session detail$/ });
    await dateLink.waitFor();
    const region = page.getByRole('region', { name: 'Sessions' });
    await region.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
      box.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    await expect(dateLink.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await shot(page, 'sessions-date-focused-390');
    const [date, actions] = await Promise.all([dateLink.boundingBox(), row.getByRole('cell').last().boundingBox()]);
    // Its focus ring too (2 px, 2 px off the link: global.css).
    expect(date!.x + date!.width + 4, 'the date link and its focus ring end where the Actions column begins, or before').toBeLessThanOrEqual(actions!.x + 0.5);
    expect(date!.x).toBeGreaterThanOrEqual(0);
  });
});

describe('a seat map or a report wider than the phone', () => {
  /** How the hall's edges show: faded where seats go on out of sight (its mask), or not at all. */
  const edges = (hall: Locator) => hall.evaluate((element) => getComputedStyle(element).maskImage);
  // Opaque, then faint at the right edge (or the left); the build writes the directions in degrees.
  const FADES_RIGHT = /^linear-gradient\((to right|90deg), rgb\(0, 0, 0\) calc\(100% - \d+px\), rgba\(0, 0, 0, 0\.15\)\)$/;
  const FADES_LEFT = /^linear-gradient\((to left|270deg), rgb\(0, 0, 0\) calc\(100% - \d+px\), rgba\(0, 0, 0, 0\.15\)\)$/;

  it("fades the edge with seats out of sight past it, in the seat-map editor and on the session's page, and a table without an Actions column (the bookings, a report) its columns, rather than cutting them clean", async () => {
    const admin = await createAdmin({ name: 'Wide Map Admin' });
    const setup = await venueWithScreen(admin.api, { rows: 6, columns: 18 });
    const session = await createSession(admin.api, setup);
    await book(await memberWithPoints(100, { name: 'Wide Map Guest' }), session.id, ['A1']);
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, admin.email, admin.password, '/admin/venues');
    await page.getByRole('tab', { name: /^Screens/ }).click();
    const editorButton = page.getByRole('button', { name: new RegExp(`^Seat Map Editor for ${setup.screen.name}`) });
    await pageTo(page, 'Screens', editorButton);
    await editorButton.click();
    const editor = page.getByRole('dialog', { name: /Seat Map Editor/ });
    // The hall: the box the grid scrolls in.
    const hall = editor.getByRole('group', { name: 'Seat grid' }).locator('xpath=..');
    await hall.getByRole('button', { name: /^Seat F18,/ }).waitFor({ state: 'attached' });
    await hall.scrollIntoViewIfNeeded();
    await shot(page, 'phone-seat-map-editor-edge');
    // Before: cut clean after column 11 of 18, as if the map ended there.
    await expect.poll(() => edges(hall)).toMatch(FADES_RIGHT);
    await hall.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    // Scrolled to its end: the left edge fades instead, the right one is the map's own.
    await expect.poll(() => edges(hall)).toMatch(FADES_LEFT);

    await page.goto(`/admin/sessions/${encodeURIComponent(session.id)}`);
    const map = page.getByRole('region', { name: 'Seat map', exact: true });
    await map.waitFor();
    await expect.poll(() => edges(map)).toMatch(FADES_RIGHT);
    // Its bookings, a table with no Actions column at the edge: Paid, Status, Checked In and Booked were cut clean past Seats.
    // The table's own scrolling region (its section is a region named Bookings too).
    const bookings = page.locator('[role="region"][aria-label="Bookings"]');
    await bookings.scrollIntoViewIfNeeded();
    await shot(page, 'phone-session-bookings-edge');
    await expect.poll(() => edges(bookings)).toMatch(FADES_RIGHT);
    // A table whose Actions column stays at the right edge is not faded there.
    await page.goto('/admin/sessions');
    const sessions = page.locator('[role="region"][aria-label="Sessions"]');
    await sessions.getByRole('button', { name: /^Edit / }).first().waitFor();
    await expect(edges(sessions)).resolves.toBe('none');

    // So does a report's table, whose last columns (booked, checked in) were cut clean past the Venue.
    await page.goto('/admin/reports');
    const report = page.getByRole('region', { name: 'Occupancy and check-ins per session table' });
    await report.waitFor();
    await report.scrollIntoViewIfNeeded();
    await shot(page, 'phone-report-table-edge');
    await expect.poll(() => edges(report)).toMatch(FADES_RIGHT);
  });
});

describe("Session Detail's bookings on a phone (390x844)", () => {
  it('writes a booking code on one line, whole in sight clear of the faded edge, and the page does not scroll sideways', async () => {
    const admin = await createAdmin({ name: 'Code Reader' });
    const session = await createSession(admin.api, await venueWithScreen(admin.api));
    const code = await book(await memberWithPoints(100, { name: 'Code Holder' }), session.id, ['A1']);
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, admin.email, admin.password, `/admin/sessions/${encodeURIComponent(session.id)}`);
    const table = page.locator('[role="region"][aria-label="Bookings"]');
    const cell = table.getByText(code, { exact: true });
    await cell.scrollIntoViewIfNeeded();
    await shot(page, 'phone-session-booking-code');
    // Before: broken at its dashes into four lines of a narrow column.
    await expect(cell.evaluate((element) => element.getClientRects().length)).resolves.toBe(1);
    const [box, region] = [(await cell.boundingBox())!, (await table.boundingBox())!];
    expect(box.x).toBeGreaterThanOrEqual(region.x);
    // The region fades its right 3rem while columns lie past it (scroll-region.module.css).
    expect(box.x + box.width).toBeLessThanOrEqual(region.x + region.width - 48);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).resolves.toBe(true);
  });
});

describe('the Admin Panel on a phone', () => {
  it('is a bar across the screen above the page, closed too, and so is its place while the app starts', async () => {
    const page = await signedInAdmin({ width: 390, height: 844 }, '/admin');
    await page.getByRole('button', { name: 'Expand Admin Panel' }).waitFor();
    // Before: closed, a 56 px box at the left edge, its border under it alone.
    const panel = await page.getByRole('complementary', { name: 'Admin Panel' }).boundingBox();
    expect(panel).toMatchObject({ x: 0, width: 390 });
    // The profile held back: the panel's place, kept before the app knows who is here, is the same box.
    await page.route('**/api/me', () => undefined);
    await page.goto('/movies');
    const place = page.getByTestId('admin-panel-placeholder');
    await place.waitFor();
    expect(await place.boundingBox()).toEqual(panel);
  });

  it.each([
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ])('opened at $width x $height, shows every link in sight, none below a scroll, and keeps its place so while the app starts', async (size) => {
    const page = await signedInAdmin(size, '/admin/sessions');
    await page.getByRole('button', { name: 'Expand Admin Panel' }).click();
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    await expect(links.count()).resolves.toBe(12);
    await shot(page, `phone-admin-panel-open-${size.width}`);
    // Before: a bar 240 px tall whose last links (Points Config, Reports) sat below a scroll inside it.
    for (const link of await links.all()) {
      await expect(
        link.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
        }),
        `${await link.textContent()} in sight`,
      ).resolves.toBe(true);
    }
    const panel = await page.getByRole('complementary', { name: 'Admin Panel' }).boundingBox();
    // The panel's place while the app starts (the admin left it open) is the same box.
    await page.route('**/api/me', () => undefined);
    await page.goto('/movies');
    const place = page.getByTestId('admin-panel-placeholder');
    await place.waitFor();
    expect(await place.boundingBox()).toEqual(panel);
  });

  it("opened by staff, keeps the height of its one link, and so does its place while the app starts", async () => {
    const staff = await createStaff({ name: 'Phone Staff' });
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, staff.email, staff.password, '/admin/check-in');
    await page.getByRole('button', { name: 'Expand Admin Panel' }).click();
    const panel = await page.getByRole('complementary', { name: 'Admin Panel' }).boundingBox();
    // Door Check-in alone, in one row under the head.
    expect(panel!.height).toBeLessThan(120);
    await page.route('**/api/me', () => undefined);
    await page.goto('/movies');
    const place = page.getByTestId('admin-panel-placeholder');
    await place.waitFor();
    expect(await place.boundingBox()).toEqual(panel);
  });
});
