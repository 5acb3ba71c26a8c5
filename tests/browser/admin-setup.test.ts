import { randomUUID } from 'node:crypto';
import { addDays, localDateKey } from '@shared/booking/calendar';
import type { ApiErrorBody } from '@shared/errors';
import type { AdminAsset } from '@shared/api/routes/admin-assets';
import type { AdminSessionDetail } from '@shared/api/routes/admin-sessions';
import type { AdminScreen, VenueDetail } from '@shared/api/routes/admin-venues';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, creditPoints, memberWithPoints, type TestUser } from '../helpers';
import { createSession, daysAhead, putSessions, venueWithScreen, type AdminScreenSetup } from '../helpers/admin';
import { holdApiAnswers, launchBrowser, newPage, overlap, pageTo, pathOf, reloadAndStay, shot, signIn, toast, toastAfter } from '../helpers/browser';
import { book, createShowStartingIn, moveShowStart } from '../helpers/shows';

/** Pages a table to `row` from its first page (ten rows a page, among the rows of other tests), and gives it back. */
async function pagedTo(page: Page, tableName: string, row: Locator): Promise<Locator> {
  const previous = page.getByRole('navigation', { name: `${tableName} pages` }).getByRole('button', { name: 'Previous' });
  while ((await previous.count()) > 0 && (await previous.isEnabled())) await previous.click();
  await pageTo(page, tableName, row);
  return row;
}

/** A venue's row in Venue Management's Venues tab, paged to. */
const venueRowIn = (page: Page, name: string) =>
  pagedTo(page, 'Venues', page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) }));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** An admin (a new one unless given), signed in on `path` (home by default), with the Admin Panel showing. */
async function signedInAdmin(options: { width?: number; height?: number } = {}, path?: string, given?: TestUser): Promise<{ admin: TestUser; page: Page }> {
  const admin = given ?? (await createAdmin({ name: 'Setup Admin' }));
  const page = await newPage(browser, options);
  if (process.env.DEBUG_ADMIN_TEST) {
    page.on('response', async (r) => {
      if (r.url().includes('/api/admin') && r.request().method() !== 'GET') console.log(r.status(), r.request().method(), r.url(), (await r.text()).slice(0, 200));
    });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
  }
  await signIn(page, admin.email, admin.password, path);
  await page.getByRole('navigation', { name: 'Admin' }).or(page.getByRole('button', { name: 'Expand Admin Panel' })).first().waitFor();
  return { admin, page };
}

interface AdminSessionRow {
  id: string;
  venueId: string;
  venueName: string;
  seatMapVersion: number;
  status: string;
}

describe('admin: venue, screen, seat map and session through the UI', () => {
  it('sets up a show, a member books it, the seat map changes, the session is cancelled and the member is refunded once', async () => {
    const { admin, page } = await signedInAdmin({}, '/admin/venues');
    const suffix = randomUUID().slice(0, 6);
    const venueName = `Journey Cinema ${suffix}`;

    // 1. A venue (Add Venue dialog, focused on its first field).
    await page.getByRole('heading', { name: 'Venue Management' }).waitFor();
    const addVenue = page.getByRole('main').getByRole('button', { name: 'Add Venue' }).first();
    await addVenue.click();
    const venueDialog = page.getByRole('dialog', { name: 'Add Venue' });
    await expect.poll(() => isFocused(venueDialog.getByLabel('Name')), { timeout: 15_000 }).toBe(true);
    await venueDialog.getByLabel('Name').fill(venueName);
    await venueDialog.getByLabel('Location').fill('Testville');
    await toastAfter(page, 'Venue added', () => venueDialog.getByRole('button', { name: 'Add Venue' }).click());
    await venueDialog.waitFor({ state: 'detached' });
    // Closing returns the focus to the button that opened the dialog.
    await expect.poll(() => isFocused(addVenue), { timeout: 15_000 }).toBe(true);

    // 2. A screen, from the venue's side panel.
    await (await venueRowIn(page, venueName)).getByRole('button', { name: `Open ${venueName}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: venueName });
    await panel.getByText('Total Screens').waitFor();
    await panel.getByRole('button', { name: 'Add Screen' }).click();
    const screenDialog = page.getByRole('dialog', { name: 'Add Screen' });
    await screenDialog.getByLabel('Name').fill('Screen J');
    await screenDialog.getByLabel('Capacity').fill('20');
    await toastAfter(page, 'Screen added', () => screenDialog.getByRole('button', { name: 'Add Screen' }).click());
    await panel.getByText('Capacity 20 · no seat map yet').waitFor();
    await expect(panel.getByText('20', { exact: true }).count()).resolves.toBeGreaterThan(0);

    // 3. Its seat map: refused above the capacity, then 4 x 5 with A1 marked unavailable (mouse) and A2 (keyboard).
    await panel.getByRole('button', { name: 'Seat Map Editor for Screen J' }).click();
    const editor = page.getByRole('dialog', { name: 'Seat Map Editor · Screen J' });
    await editor.getByLabel('Rows').fill('5');
    await editor.getByLabel('Columns').fill('5');
    await editor.getByRole('button', { name: 'Generate Layout' }).click();
    await editor.getByText('Cannot generate 25 seats. Screen capacity is 20 seats. Please adjust rows, columns, or aisles.').waitFor();
    await expect(editor.getByRole('button', { name: 'Save Seat Map' }).isDisabled()).resolves.toBe(true);
    await editor.getByLabel('Rows').fill('4');
    await editor.getByRole('button', { name: 'Generate Layout' }).click();
    await editor.getByRole('button', { name: 'Seat D5, Regular, available' }).waitFor();
    await editor.getByRole('button', { name: 'Seat A1, Regular, available' }).click();
    await editor.getByRole('button', { name: 'Seat A1, Regular, unavailable' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await editor.getByRole('button', { name: 'Seat A2, Regular, unavailable' }).waitFor();
    await editor.getByText('20 seats (2 unavailable)').waitFor();
    await toastAfter(page, 'Seat map saved', () => editor.getByRole('button', { name: 'Save Seat Map' }).click());
    await editor.waitFor({ state: 'detached' });
    await panel.getByText(/seat map v1 · 18 of 20 seats for sale/).waitFor();
    // (Escape would first dismiss the toast, the top layer: close the panel with its button.)
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    // 4. A session tomorrow at 19:00 with prices and two assets, the second moved first with the keyboard.
    await page.goto('/admin/sessions');
    await page.getByRole('heading', { name: 'Sessions Management' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Create Session' }).first().click();
    const sessionDialog = page.getByRole('dialog', { name: 'Create Session' });
    await sessionDialog.getByLabel('Venue').selectOption({ label: `${venueName} · Testville` });
    await sessionDialog.getByLabel('Screen').selectOption({ index: 1 });
    const tomorrow = addDays(localDateKey(new Date()), 1);
    await sessionDialog.getByLabel('Date').fill(tomorrow);
    await sessionDialog.getByLabel('Time').selectOption('19:00');
    await expect(sessionDialog.getByLabel('Regular price', { exact: true }).inputValue()).resolves.toBe('10');
    await sessionDialog.getByLabel('Regular price', { exact: true }).fill('15');
    const assetPicker = sessionDialog.getByLabel('Asset to add');
    const firstAsset = (await assetPicker.locator('option').nth(1).textContent())!.split(' · ').slice(1).join(' · ');
    await assetPicker.selectOption({ index: 1 });
    await sessionDialog.getByRole('button', { name: 'Add Asset' }).click();
    const secondAsset = (await assetPicker.locator('option').nth(1).textContent())!.split(' · ').slice(1).join(' · ');
    await assetPicker.selectOption({ index: 1 });
    await sessionDialog.getByRole('button', { name: 'Add Asset' }).click();
    const secondHandle = sessionDialog.getByRole('button', { name: `Reorder ${secondAsset}, position 2` });
    await secondHandle.focus();
    // Space picks it up (the handle is pressed while it moves), ArrowUp moves it (announced), Space drops it.
    await page.keyboard.press('Space');
    await sessionDialog.locator('button[aria-pressed="true"]').waitFor();
    // dnd-kit starts listening for the arrow keys a tick after the pick-up: press until the move is announced
    // (a second ArrowUp at the top changes nothing).
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowUp');
          return liveRegion.textContent();
        },
        { timeout: 15_000 },
      )
      .toContain(`${secondAsset} moved to position 1 of 2.`);
    await page.keyboard.press('Space');
    await sessionDialog.getByRole('button', { name: `Reorder ${secondAsset}, position 1` }).waitFor();
    await sessionDialog.getByRole('button', { name: `Reorder ${firstAsset}, position 2` }).waitFor();
    await toastAfter(page, 'Session created successfully', () => sessionDialog.getByRole('button', { name: 'Create Session' }).click());

    const session = (
      await admin.api.get<{ items: (AdminSessionRow & { assets: { title: string; displayOrder: number }[]; prices: { name: string; price: number }[] })[] }>(
        `/api/admin/sessions?date=${tomorrow}&limit=100`,
      )
    ).body.items.find((s) => s.venueName === venueName);
    expect(session).toBeDefined();
    expect([...session!.assets].sort((a, b) => a.displayOrder - b.displayOrder).map((a) => a.title)).toEqual([secondAsset, firstAsset]);
    expect(session!.prices.map((p) => [p.name, p.price])).toContainEqual(['Regular', 15]);
    await page.getByLabel('Venue').selectOption({ label: `${venueName} · Testville` });
    const row = page.getByRole('row').filter({ hasText: venueName });
    await row.getByText('0/18').waitFor();
    await row.getByText('Regular: 15 pts').waitFor();

    // 5. A member books seat B2 (15 points) through the API.
    const member = await createMember({ name: 'Journey Member' });
    await creditPoints(member.userId, 100);
    const before = (await member.api.get<{ points: number }>('/api/me')).body.points;
    const booking = await member.api.post<{ bookingCode: string; totalPrice: number }>('/api/bookings', { sessionId: session!.id, seats: ['B2'] });
    expect(booking.status).toBe(201);
    expect(booking.body.totalPrice).toBe(15);
    expect((await member.api.get<{ points: number }>('/api/me')).body.points).toBe(before - 15);

    // 6. The admin changes the screen's seat map to 5 x 4: a new version; the booked session keeps its own.
    // The list reads the mark the booking leaves on its screen a moment after it.
    await expect
      .poll(async () => (await admin.api.get<VenueDetail>(`/api/admin/venues/${session!.venueId}`)).body.screens.map((s) => s.hasBookingsAhead))
      .toEqual([true]);
    await page.goto('/admin/venues');
    await page.getByRole('tab', { name: /Screens/ }).click();
    // A screen with a booked session ahead offers no Delete: the API would refuse it.
    const screenRow = page.getByRole('row').filter({ hasText: venueName });
    await pageTo(page, 'Screens', screenRow);
    await expect(screenRow.getByRole('button', { name: 'Delete Screen J' }).isDisabled()).resolves.toBe(true);
    await screenRow.getByText('Has bookings ahead', { exact: true }).waitFor();
    // The Screens tab words the seat map as the venue panel does.
    await screenRow.getByText('seat map v1 · 18 of 20 seats for sale').waitFor();
    await page.getByRole('button', { name: `Seat Map Editor for Screen J, ${venueName}` }).click();
    const editorAgain = page.getByRole('dialog', { name: 'Seat Map Editor · Screen J' });
    await editorAgain.getByRole('button', { name: 'Seat A1, Regular, unavailable' }).waitFor();
    await editorAgain.getByLabel('Rows').fill('5');
    await editorAgain.getByLabel('Columns').fill('4');
    await editorAgain.getByRole('button', { name: 'Regenerate Layout' }).click();
    await editorAgain.getByRole('button', { name: 'Seat E4, Regular, available' }).waitFor();
    await toastAfter(page, 'Seat map saved', () => editorAgain.getByRole('button', { name: 'Save Seat Map' }).click());

    await page.goto(`/admin/sessions/${encodeURIComponent(session!.id)}`);
    await page.getByRole('heading', { name: 'Seat Map · version 1' }).waitFor();
    await page.getByLabel('Seat B2, Regular, booked').waitFor();
    // Still the 4 x 5 map it was created with: A5 exists there, E1 does not.
    await expect(page.getByLabel(/^Seat A5, /).count()).resolves.toBe(1);
    await expect(page.getByLabel(/^Seat E1, /).count()).resolves.toBe(0);
    const bookings = page.getByRole('region', { name: 'Bookings' });
    await bookings.getByText(booking.body.bookingCode).waitFor();
    await page.getByText('1/18').waitFor();

    // 7. Cancel the session: the confirmation says the bookings are refunded.
    await page.getByRole('link', { name: 'Live Game' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Session' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel session?' });
    await confirm.getByText(/will be refunded/).waitFor();
    // Backing out is not another "Cancel" beside "Cancel Session".
    await expect(confirm.getByRole('button', { name: 'Keep Session' }).isVisible()).resolves.toBe(true);
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true }).count()).resolves.toBe(0);
    await toastAfter(page, 'Session cancelled\n1 booking refunded (15 pts).', () => confirm.getByRole('button', { name: 'Cancel Session' }).click());
    await page.getByRole('main').getByText('cancelled', { exact: true }).first().waitFor();
    // Nobody holds a booking of it any more: no live game is offered, and the API refuses one.
    expect(await page.getByRole('link', { name: 'Live Game' }).count()).toBe(0);
    const game = await admin.api.post<ApiErrorBody>(`/api/admin/sessions/${encodeURIComponent(session!.id)}/live`, {});
    expect(game.status).toBe(409);
    expect(game.body.error).toEqual({ code: 'SHOW_CLOSED', message: 'This session was cancelled: its bookings were refunded, so nobody can play.' });

    // 8. The member's points come back, once, even when the cancel is sent again.
    await expect.poll(async () => (await member.api.get<{ points: number }>('/api/me')).body.points).toBe(before);
    const again = await admin.api.post<{ refundedBookings: number }>(`/api/admin/sessions/${encodeURIComponent(session!.id)}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body.refundedBookings).toBe(0);
    expect((await member.api.get<{ points: number }>('/api/me')).body.points).toBe(before);
  }, 300_000);
});

describe('admin: Sessions Management offers only what will work', () => {
  it("shows a booked session's Delete disabled with the reason written under it, a finished one without Edit or Cancel, and the reason when a show ends while the page is open; a free one deletes (390x844)", async () => {
    const admin = await createAdmin();
    const member = await memberWithPoints(50);
    const free = await createShowStartingIn(120, { round: 'up', durationMinutes: 90 });
    const booked = await createShowStartingIn(180, { round: 'up', durationMinutes: 90 });
    const ended = await createShowStartingIn(240, { round: 'up', durationMinutes: 90 });
    await book(member, booked.sessionId, ['A1']);
    await book(member, ended.sessionId, ['A1']);
    // Watched earlier today, on its venue's clock.
    await moveShowStart(ended, -120);
    // The table reads the listing's copy of the seats booked, made a moment after the booking.
    for (const show of [booked, ended]) {
      await expect
        .poll(async () => (await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${show.sessionId}`)).body.session.bookedSeats)
        .toBe(1);
    }

    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/sessions', admin);
    await page.getByRole('heading', { name: 'Sessions Management' }).waitFor();
    const rowOf = async (show: { venueId: string; movieTitle: string }) => {
      await page.getByLabel('Venue').selectOption(show.venueId);
      const row = page.getByRole('row').filter({ hasText: show.movieTitle });
      await row.waitFor();
      return row;
    };
    const button = (row: Locator, name: string) => row.getByRole('button', { name: new RegExp(`^${name} `) });

    const bookedRow = await rowOf(booked);
    await expect(button(bookedRow, 'Delete').isDisabled()).resolves.toBe(true);
    // The reason is on screen (a touch screen shows no tooltip) and is the button's description.
    await expect(bookedRow.getByText('Has bookings', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(button(bookedRow, 'Delete').evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent)).resolves.toBe('Has bookings');
    await expect(button(bookedRow, 'Edit').isEnabled()).resolves.toBe(true);
    await expect(button(bookedRow, 'Cancel session').isEnabled()).resolves.toBe(true);
    // The show ends while the page is open: its Cancel is refused with the reason, nothing refunded.
    await moveShowStart(booked, -120);
    await button(bookedRow, 'Cancel session').click();
    const confirmCancel = page.getByRole('dialog', { name: 'Cancel session?' });
    await toastAfter(page, 'Failed to cancel session\nThis session has finished: its members have watched it, so it cannot be cancelled.', () =>
      confirmCancel.getByRole('button', { name: 'Cancel Session' }).click(),
    );
    expect((await member.api.get<{ points: number }>('/api/me')).body.points).toBe(30);
    await confirmCancel.getByRole('button', { name: 'Keep Session' }).click();
    await confirmCancel.waitFor({ state: 'detached' });

    const endedRow = await rowOf(ended);
    await endedRow.getByText('completed', { exact: true }).waitFor();
    await expect(button(endedRow, 'Edit').isDisabled()).resolves.toBe(true);
    await expect(button(endedRow, 'Cancel session').count()).resolves.toBe(0);
    await expect(button(endedRow, 'Delete').isDisabled()).resolves.toBe(true);

    const freeRow = await rowOf(free);
    await expect(freeRow.getByText('Has bookings').count()).resolves.toBe(0);
    await button(freeRow, 'Delete').click();
    await toastAfter(page, 'Session deleted', () => page.getByRole('dialog', { name: 'Delete session?' }).getByRole('button', { name: 'Delete' }).click());
    await expect.poll(() => admin.api.get(`/api/admin/sessions/${free.sessionId}`).then((r) => r.status)).toBe(404);
  }, 120_000);

  it('closes a Delete whose session was deleted meanwhile and says why', async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup);
    const { page } = await signedInAdmin({ width: 1280, height: 800 }, '/admin/sessions', admin);
    await page.getByLabel('Venue').selectOption(setup.venue.id);
    const row = page.getByRole('row').filter({ hasText: session.movieTitle });
    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete session?' });
    await confirm.waitFor();
    // Another admin deletes it first.
    expect((await admin.api.delete(`/api/admin/sessions/${session.id}`)).status).toBe(204);
    await toastAfter(page, 'Failed to delete session\nSession not found', () => confirm.getByRole('button', { name: 'Delete' }).click());
    await confirm.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('says Session not found on Session Detail when its Cancel Session is refused for a session deleted meanwhile, rather than still offering it', async () => {
    const admin = await createAdmin();
    const session = await createSession(admin.api, await venueWithScreen(admin.api));
    const { page } = await signedInAdmin({ width: 1280, height: 800 }, `/admin/sessions/${encodeURIComponent(session.id)}`, admin);
    await page.getByRole('button', { name: 'Cancel Session' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel session?' });
    await confirm.waitFor();
    // Another admin deletes it first.
    expect((await admin.api.delete(`/api/admin/sessions/${session.id}`)).status).toBe(204);
    await toastAfter(page, 'Failed to cancel session\nSession not found', () => confirm.getByRole('button', { name: 'Cancel Session' }).click());
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Session not found' }).waitFor();
    await expect(page.getByRole('button', { name: 'Cancel Session' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("reads a venue's busy range a page of 20 at a time, Next and Previous under the table, rather than every session before the first row", async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api);
    // 45 shows over three days, put straight into the table (45 creates through the API would be most of the test's time).
    const sessions = Array.from({ length: 45 }, (_, i) => ({
      sessionId: `paged-${setup.screen.id}-${i}`,
      movieTitle: `Paged Show ${String(i + 1).padStart(2, '0')}`,
      venueId: setup.venue.id,
      venueName: setup.venue.name,
      location: setup.venue.location,
      screenId: setup.screen.id,
      screenName: setup.screen.name,
      timeZone: 'UTC',
      sessionDate: daysAhead(2 + Math.floor(i / 15)),
      sessionTime: `${String(8 + (i % 15)).padStart(2, '0')}:00`,
      totalSeats: 12,
    }));
    await putSessions(sessions);
    const { page } = await signedInAdmin({}, '/admin/sessions', admin);
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/sessions') listReads.push(request.url());
    });
    await page.getByLabel('Venue').selectOption(setup.venue.id);
    const pager = page.getByRole('navigation', { name: 'Session pages' });
    const shows = () => page.getByRole('row').filter({ hasText: 'Paged Show' });
    await page.getByRole('row').filter({ hasText: 'Paged Show 01' }).waitFor();
    await expect(shows().count()).resolves.toBe(20);
    await pager.getByText('Page 1').waitFor();
    // Distinct pages read: SWR may read a page again when it comes back on screen more than 2 s after its first read (a busy machine).
    const venueReads = () => new Set(listReads.filter((url) => url.includes(setup.venue.id))).size;
    expect(venueReads()).toBe(1);

    // While the next page loads, the page on screen stays: the table keeps its height, the pager its place.
    const nextPage = await holdApiAnswers(page, (url) => url.pathname === '/api/admin/sessions' && url.searchParams.has('cursor'));
    await pager.getByRole('button', { name: 'Next' }).click();
    await nextPage.arrived;
    await expect(shows().count()).resolves.toBe(20);
    await expect(page.getByRole('table', { name: 'Sessions' }).getAttribute('aria-busy')).resolves.toBeNull();
    nextPage.release();
    await page.getByRole('row').filter({ hasText: 'Paged Show 21' }).waitFor();
    await expect(shows().count()).resolves.toBe(20);
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('row').filter({ hasText: 'Paged Show 45' }).waitFor();
    await expect(shows().count()).resolves.toBe(5);
    await expect(pager.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('row').filter({ hasText: 'Paged Show 40' }).waitFor();
    await shot(page, 'sessions-paged');
    expect(venueReads()).toBe(3);
  }, 90_000);

  it("shows the table loading while another venue's or other dates' sessions load, never the rows (and their buttons) of the filter before", async () => {
    const admin = await createAdmin();
    const [first, second] = await Promise.all([venueWithScreen(admin.api), venueWithScreen(admin.api)]);
    await createSession(admin.api, first, { date: daysAhead(2) });
    await createSession(admin.api, second, { date: daysAhead(5) });
    const { page } = await signedInAdmin({}, '/admin/sessions', admin);
    const table = page.getByRole('table', { name: 'Sessions' });
    const rowsAt = (setup: AdminScreenSetup) => page.getByRole('row').filter({ hasText: setup.venue.name });
    await page.getByLabel('Venue').selectOption(first.venue.id);
    await rowsAt(first).waitFor();

    const otherVenue = await holdApiAnswers(page, (url) => url.searchParams.get('venueId') === second.venue.id);
    await page.getByLabel('Venue').selectOption(second.venue.id);
    await otherVenue.arrived;
    await expect.poll(() => rowsAt(first).count()).toBe(0);
    await expect(table.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(page.getByRole('main').getByRole('button', { name: /^(Edit|Delete|Cancel session) / }).count()).resolves.toBe(0);
    await shot(page, 'sessions-other-venue-loading');
    otherVenue.release();
    await rowsAt(second).waitFor();

    // Dates that end before its session: the table loads, then says there is none.
    const otherDates = await holdApiAnswers(page, (url) => url.searchParams.get('to') === daysAhead(3));
    await page.getByLabel('To', { exact: true }).fill(daysAhead(3));
    await otherDates.arrived;
    await expect.poll(() => rowsAt(second).count()).toBe(0);
    await expect(table.getAttribute('aria-busy')).resolves.toBe('true');
    otherDates.release();
    await page.getByRole('heading', { name: 'No Sessions Found' }).waitFor();
  }, 90_000);
});

describe('admin: a form whose choices load after it opens', () => {
  it("opens Edit Session on the session's own screen and movie, not a select's placeholder, when the lists of screens and assets come after the dialog", async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api);
    const assets = await admin.api.get<{ items: AdminAsset[] }>('/api/admin/assets?limit=100');
    const movie = assets.body.items.find((asset) => asset.type === 'movie' && asset.movieId);
    expect(movie, 'a seeded movie asset').toBeDefined();
    await createSession(admin.api, setup, { date: daysAhead(3), movieId: movie!.movieId });
    const { page } = await signedInAdmin({}, '/admin/sessions', admin);
    await page.getByLabel('Venue').selectOption(setup.venue.id);
    const row = page.getByRole('row').filter({ hasText: setup.venue.name });
    await row.waitFor();

    const lists = await holdApiAnswers(page, (url) => url.pathname === '/api/admin/screens' || url.pathname === '/api/admin/assets');
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Session' });
    await dialog.waitFor();
    await lists.arrived;
    await shot(page, 'edit-session-choices-loading');
    lists.release();
    await dialog.locator(`option[value="${setup.screen.id}"]`).waitFor({ state: 'attached' });
    await dialog.locator(`option[value="${movie!.movieId}"]`).waitFor({ state: 'attached' });
    await expect.poll(() => dialog.getByLabel('Screen').inputValue()).toBe(setup.screen.id);
    await expect.poll(() => dialog.getByLabel('Movie').inputValue()).toBe(movie!.movieId);
  }, 90_000);

  it('gives the focus back to Create Session and Add Asset when their forms, opened while their lists load, close', async () => {
    const { page } = await signedInAdmin({}, '/admin/sessions');
    const forms = [
      { path: '/admin/sessions', opener: 'Create Session', list: '/api/admin/assets', field: 'Venue' },
      { path: '/admin/assets', opener: 'Add Asset', list: '/api/admin/recommended-movies', field: 'Title' },
    ];
    for (const { path, opener, list, field } of forms) {
      if (pathOf(page) !== path) await page.goto(path);
      const lists = await holdApiAnswers(page, (url) => url.pathname === list);
      const button = page.getByRole('main').getByRole('button', { name: opener }).first();
      await button.click();
      const dialog = page.getByRole('dialog', { name: opener });
      await lists.arrived;
      await dialog.getByText('Loading').waitFor();
      lists.release();
      await dialog.getByLabel(field, { exact: true }).waitFor();
      // Untouched, Cancel closes it at once.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(button), { timeout: 5000 }).toBe(true);
    }
  }, 90_000);
});

describe('admin: two shows on one screen at once', () => {
  // Times as the form writes them: the browser may put a narrow no-break space before AM and PM.
  const spoken = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

  it('warns in the session form, in a polite live region, of the show already on the screen at the chosen time, not at a free time, and still saves', async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api);
    const date = daysAhead(3);
    const showing = await createSession(admin.api, setup, { date, time: '20:00', movieId: '1001' });
    // The local movie database runs film 1001 for 124 minutes: 8:00 PM - 10:04 PM.
    expect(showing.durationMinutes).toBe(124);
    const { page } = await signedInAdmin({}, '/admin/sessions', admin);
    await page.getByRole('main').getByRole('button', { name: 'Create Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    await dialog.getByLabel('Venue').selectOption(setup.venue.id);
    await dialog.getByLabel('Screen').selectOption(setup.screen.id);
    await dialog.getByLabel('Date').fill(date);
    const notice = dialog.getByRole('status');
    await expect(notice.getAttribute('aria-live')).resolves.toBe('polite');

    await dialog.getByLabel('Time').selectOption('21:00');
    const warning = `${setup.screen.name} already has ${showing.movieTitle} at 8:00 PM - 10:04 PM.`;
    await expect.poll(async () => spoken(await notice.textContent()), { timeout: 15_000 }).toBe(warning);
    await shot(page, 'session-form-screen-clash');

    // Once the show has ended the screen is free (the new show, with no movie, counts as 3 hours).
    await dialog.getByLabel('Time').selectOption('22:05');
    await expect.poll(async () => spoken(await notice.textContent())).toBe('');

    // A warning, not a refusal: the clashing session saves.
    await dialog.getByLabel('Time').selectOption('21:00');
    await expect.poll(async () => spoken(await notice.textContent())).toBe(warning);
    await toastAfter(page, 'Session created successfully', () => dialog.getByRole('button', { name: 'Create Session' }).click());
    await dialog.waitFor({ state: 'detached' });
  }, 90_000);
});

describe('admin: validation texts and empty states', () => {
  it('shows the spec texts for a venue, a screen and a trailer without a movie', async () => {
    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/venues');
    await page.getByRole('main').getByRole('button', { name: 'Add Venue' }).first().click();
    const venueDialog = page.getByRole('dialog', { name: 'Add Venue' });
    await venueDialog.getByRole('button', { name: 'Add Venue' }).click();
    await venueDialog.getByText('Name and location are required', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('main').getByRole('button', { name: 'Add Screen' }).first().click();
    const screenDialog = page.getByRole('dialog', { name: 'Add Screen' });
    await expect(screenDialog.getByLabel('Capacity').inputValue()).resolves.toBe('100');
    await expect(screenDialog.getByLabel('Screen Type').inputValue()).resolves.toBe('standard');
    await screenDialog.getByLabel('Capacity').fill('0');
    await screenDialog.getByRole('button', { name: 'Add Screen' }).click();
    await screenDialog.getByText('Please select a venue').waitFor();
    await screenDialog.getByText('Screen name is required').waitFor();
    await screenDialog.getByText('Capacity must be at least 1').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/admin/assets');
    await page.getByRole('main').getByRole('button', { name: 'Add Asset' }).first().click();
    const assetDialog = page.getByRole('dialog', { name: 'Add Asset' });
    await expect(assetDialog.getByLabel('Duration (HH:MM:SS)').inputValue()).resolves.toBe('00:00:30');
    await assetDialog.getByLabel('Type').selectOption('trailer');
    await assetDialog.getByLabel('Title').fill('Trailer without a movie');
    await assetDialog.getByLabel('File URL').fill('https://media.example.com/t.mp4');
    await assetDialog.getByLabel('Duration (HH:MM:SS)').fill('2 minutes');
    await assetDialog.getByRole('button', { name: 'Add Asset' }).click();
    await assetDialog.getByText('Duration must be HH:MM:SS').waitFor();
    await assetDialog.getByText('Please select a movie for this trailer').waitFor();
  }, 120_000);

  it("says in words what is wrong in a featured screening's title, genre and location, not in the schema's terms", async () => {
    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/home-content');
    await page.getByRole('button', { name: 'Add Featured Screening' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Featured Screening' });
    await dialog.getByLabel('Genre').fill('G'.repeat(101));
    await dialog.getByLabel('Location').fill(' ');
    await dialog.getByRole('button', { name: 'Create Featured Screening' }).click();
    const errors = () => dialog.locator('.field-error').allTextContents();
    await expect
      .poll(errors)
      .toEqual(['Please select a movie', 'Title is required', 'Genre must be at most 100 characters', 'Location is required']);
  }, 120_000);

  it('says under the range why Sessions Management cannot list it, rather than a failed list with Retry', async () => {
    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/sessions');
    await page.getByRole('heading', { name: 'Sessions Management' }).waitFor();
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    const failed = page.getByRole('heading', { name: 'Failed to load sessions' });

    await to.fill('2099-01-10');
    await from.fill('2099-01-01');
    await page.getByRole('heading', { name: 'No Sessions Found' }).waitFor();

    await from.fill('2097-01-01');
    await page.getByRole('alert').filter({ hasText: 'At most 366 days at a time.' }).waitFor();
    await expect(to.getAttribute('aria-invalid')).resolves.toBe('true');
    await from.fill('2099-02-01');
    await page.getByRole('alert').filter({ hasText: 'The last day must not be before the first day.' }).waitFor();
    await page.waitForTimeout(1_000);
    await expect(failed.count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'No Sessions Found' }).count()).resolves.toBe(0);

    await to.fill('2099-02-02');
    await page.getByRole('heading', { name: 'No Sessions Found' }).waitFor();
    await expect(to.getAttribute('aria-invalid')).resolves.toBeNull();
  }, 120_000);

  it("stops Member Management's and the movie import's searches at the length the API takes, so a long one is searched, not refused", async () => {
    const { page } = await signedInAdmin({}, '/admin/members');
    const members = page.getByLabel('Search members');
    await members.fill('q'.repeat(300));
    await expect(members.inputValue()).resolves.toHaveLength(100);
    await page.getByRole('heading', { name: 'No Members Found' }).waitFor();

    await page.goto('/admin/assets');
    await page.getByRole('button', { name: 'Import from Movie Database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from Movie Database' });
    const title = dialog.getByLabel('Movie title');
    await title.fill('q'.repeat(300));
    await expect(title.inputValue()).resolves.toHaveLength(200);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByText('No movies found').waitFor();
    await expect(toast(page, 'Failed to fetch movies from TMDB').count()).resolves.toBe(0);
  }, 120_000);

  it("keeps Movies Management's filters to what the API takes: a year before 1870 is said, a long title is cut, and the list never fails", async () => {
    const { page } = await signedInAdmin({}, '/admin/movies');
    const count = page.getByTitle('Movies matching the filters');
    await count.waitFor();
    const failed = page.getByRole('heading', { name: 'Failed to load movies' });

    const year = page.getByLabel('Release Year');
    await year.fill('1800');
    await page.getByText('Enter a year from 1870 to 2200', { exact: true }).waitFor();
    await expect(year.getAttribute('aria-invalid')).resolves.toBe('true');
    // Past the filters' pause: the list is still there, unfiltered by the year.
    await page.waitForTimeout(1_000);
    await expect(failed.count()).resolves.toBe(0);
    await expect.poll(() => count.textContent()).toMatch(/^[1-9]\d* movies?$/);

    await year.fill('');
    const title = page.getByLabel('Title');
    await title.fill('T'.repeat(250));
    await expect(title.inputValue()).resolves.toHaveLength(200);
    await page.getByRole('heading', { name: 'No movies found' }).waitFor();
    await expect(failed.count()).resolves.toBe(0);

    // An upcoming film nobody has rated yet says so, as the member app's cards do, not "★ 0.0".
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await title.fill('Starlight Freight');
    const card = page.getByRole('list', { name: 'Upcoming movies' }).getByRole('listitem').filter({ hasText: 'Starlight Freight' });
    await expect(card.textContent()).resolves.toContain('Not rated');
    await expect(card.textContent()).resolves.not.toContain('★');
  }, 120_000);

  it("Home Content's Trailers says in a sentence, whole on a phone, that every trailer is on the home page, not while the list loads, and takes the focus there once the last is added (390x844)", async () => {
    const admin = await createAdmin();
    const page = await newPage(browser, { width: 390, height: 844 });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // The API's list with every trailer active but the first until it is added: what the home page shows is not changed.
    let firstAdded = false;
    await page.route(/\/api\/admin\/home-trailers/, async (route) => {
      const response = await route.fetch({ method: 'GET', postData: undefined });
      const body = (await response.json()) as { items: { isActive: boolean }[] };
      const items = body.items.map((item, i) => ({ ...item, isActive: i > 0 || firstAdded }));
      if (route.request().method() === 'POST') {
        firstAdded = true;
        return route.fulfill({ json: { ...items[0], isActive: true } });
      }
      await answered;
      await route.fulfill({ response, json: { ...body, items } });
    });
    await signIn(page, admin.email, admin.password, '/admin/home-content');
    await page.getByRole('tab', { name: 'Trailers' }).click();
    const panel = page.getByRole('region', { name: 'Trailers' });
    const choice = panel.getByLabel('Trailer to add');
    await choice.waitFor();
    const sentence = panel.getByText('Every trailer asset is already on the home page.', { exact: true });
    await expect(sentence.count()).resolves.toBe(0);

    release();
    await expect.poll(() => choice.locator('option').count()).toBe(2);
    await choice.selectOption({ index: 1 });
    await toastAfter(page, 'Trailer added to the home page', () => panel.getByRole('button', { name: 'Add Trailer' }).click());
    await sentence.waitFor();
    await expect(choice.count()).resolves.toBe(0);
    await expect.poll(() => isFocused(sentence)).toBe(true);
    const [text, box] = await Promise.all([sentence.boundingBox(), panel.boundingBox()]);
    expect(text!.x + text!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await page.context().close();
  }, 60_000);

  it("Movies Management's count says no figure, rather than one still loading, while the list has failed, and the count once Retry brings it", async () => {
    let failing = true;
    const admin = await createAdmin({ name: 'Setup Admin' });
    const page = await newPage(browser);
    await page.route(/\/api\/admin\/movies\?/, (route) => (failing ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
    await signIn(page, admin.email, admin.password, '/admin/movies');
    await page.getByRole('heading', { name: 'Failed to load movies' }).waitFor();
    const count = page.getByTitle('Movies matching the filters');
    await expect(count.textContent()).resolves.toBe('—');

    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => count.textContent()).toMatch(/^[1-9]\d* movies?$/);
  }, 120_000);

  it('says No Sessions Found for dates without sessions, and Retry brings a failed list back', async () => {
    const { page } = await signedInAdmin({}, '/admin/sessions');
    await page.getByRole('heading', { name: 'Sessions Management' }).waitFor();
    await page.getByLabel('To', { exact: true }).fill('2099-01-02');
    await page.getByLabel('From', { exact: true }).fill('2099-01-01');
    await page.getByRole('heading', { name: 'No Sessions Found' }).waitFor();

    // The API down for a moment: the error state with Retry, then the list once it answers again.
    let failing = true;
    await page.route(/\/api\/admin\/assets\?/, (route) => (failing ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
    await page.goto('/admin/assets');
    await page.getByRole('heading', { name: 'Failed to load assets' }).waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Assets' }).waitFor();
  }, 120_000);
});

describe('admin: bulk actions on assets', () => {
  /** A new admin's own ads ("<word> <tag> ad <n>"), on the Assets Manager, every one of them selected. */
  async function adsSelected(count: number, word: string, size: { width?: number; height?: number } = {}) {
    const admin = await createAdmin();
    const tag = randomUUID().slice(0, 6);
    const titles = Array.from({ length: count }, (_, i) => `${word} ${tag} ad ${i + 1}`);
    const ids: string[] = [];
    for (const title of titles) {
      const created = await admin.api.post<{ id: string }>('/api/admin/assets', { type: 'ad', title, fileUrl: `https://media.example.com/ads/${word.toLowerCase()}.mp4` });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const { page } = await signedInAdmin(size, '/admin/assets', admin);
    for (const title of titles) await page.getByLabel(`Select ${title}`).check();
    return { admin, page, titles, ids };
  }

  it('asks the browser\'s "Leave site?" before a reload stops a bulk action part way, and not once it is done', async () => {
    const { page } = await adsSelected(2, 'Leave');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/assets/bulk', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Deactivating 0 of 2…').waitFor();
    await expect(reloadAndStay(page)).resolves.toBe('beforeunload');
    // Done once its toast says so, while the list's refresh after it is still on its way (held here).
    const refresh = await holdApiAnswers(page, (url) => url.pathname === '/api/admin/assets');
    await toastAfter(page, '2 assets deactivated', async () => release());
    await page.unroute('**/api/admin/assets/bulk');
    await refresh.arrived;
    await expect(reloadAndStay(page)).resolves.toBeNull();
    refresh.release();
  });

  it('counts what its bulk delete deletes while the list refreshes after it, not the selection cleared (1280x800)', async () => {
    const { page, titles } = await adsSelected(2, 'Count');

    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 assets?' });
    const refresh = await holdApiAnswers(page, (url) => url.pathname === '/api/admin/assets');
    await toastAfter(page, '2 assets deleted', () => confirm.getByRole('button', { name: 'Delete' }).click());
    await refresh.arrived;
    // Still open under its busy button while the list refreshes, and still "Delete 2 assets?" (it read "Delete 0 assets?").
    await expect(confirm.isVisible()).resolves.toBe(true);
    refresh.release();
    await confirm.waitFor({ state: 'detached' });
    for (const title of titles) expect(await page.getByLabel(`Select ${title}`).count(), title).toBe(0);
  });

  it('bulk deletes assets on a phone: one deleted meanwhile is said by its reason, and nothing is left selected to retry (390x844)', async () => {
    const { admin, page, titles, ids } = await adsSelected(3, 'Bulk', { width: 390, height: 844 });
    // Another admin deletes one of them first.
    expect((await admin.api.delete(`/api/admin/assets/${ids[0]}`)).status).toBe(204);

    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 3 assets?' });
    await toastAfter(page, 'Failed to delete assets\n1 of 3 could not be deleted: Asset not found', () => confirm.getByRole('button', { name: 'Delete' }).click());
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Bulk actions' }).waitFor({ state: 'detached' });
    for (const title of titles) expect(await page.getByLabel(`Select ${title}`).count(), title).toBe(0);
  }, 120_000);
});

describe('admin: a venue or screen with bookings ahead', () => {
  it('shows its Delete disabled with the reason under it, in the Venues and Screens tabs and the venue panel, at 1280 and 390 wide', async () => {
    const setupAdmin = await createAdmin();
    const booked = await venueWithScreen(setupAdmin.api);
    const free = await venueWithScreen(setupAdmin.api);
    const session = await createSession(setupAdmin.api, booked);
    const member = await memberWithPoints(50);
    await book(member, session.id, ['A1']);
    // The lists read the marks the booking leaves on its screen and venue a moment after it.
    await expect
      .poll(async () => (await setupAdmin.api.get<VenueDetail>(`/api/admin/venues/${booked.venue.id}`)).body.venue.hasBookingsAhead)
      .toBe(true);

    const description = (button: Locator) => button.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent ?? null);
    /** The Delete of a row or panel: disabled with the note on screen as its description, or offered without one. */
    const expectBlocked = async (scope: Locator, deleteButton: Locator) => {
      await expect(deleteButton.isDisabled()).resolves.toBe(true);
      await expect(scope.getByText('Has bookings ahead', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(description(deleteButton)).resolves.toBe('Has bookings ahead');
    };
    const expectOffered = async (scope: Locator, deleteButton: Locator) => {
      await expect(deleteButton.isEnabled()).resolves.toBe(true);
      await expect(scope.getByText('Has bookings ahead').count()).resolves.toBe(0);
      await expect(description(deleteButton)).resolves.toBeNull();
    };

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      const { page } = await signedInAdmin({ width, height }, '/admin/venues');
      await page.getByRole('heading', { name: 'Venue Management' }).waitFor();
      const venueRow = (name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) });
      await venueRowIn(page, booked.venue.name);
      await expectBlocked(venueRow(booked.venue.name), venueRow(booked.venue.name).getByRole('button', { name: `Delete ${booked.venue.name}`, exact: true }));
      await venueRowIn(page, free.venue.name);
      await expectOffered(venueRow(free.venue.name), venueRow(free.venue.name).getByRole('button', { name: `Delete ${free.venue.name}`, exact: true }));

      await page.getByRole('tab', { name: /^Screens/ }).click();
      const screenRow = (setup: typeof booked) => page.getByRole('row').filter({ hasText: setup.venue.name }).filter({ hasText: setup.screen.name });
      await pagedTo(page, 'Screens', screenRow(booked));
      await expectBlocked(screenRow(booked), screenRow(booked).getByRole('button', { name: `Delete ${booked.screen.name}`, exact: true }));
      await pagedTo(page, 'Screens', screenRow(free));
      await expectOffered(screenRow(free), screenRow(free).getByRole('button', { name: `Delete ${free.screen.name}`, exact: true }));

      await page.getByRole('tab', { name: /^Venues/ }).click();
      await venueRowIn(page, booked.venue.name);
      await venueRow(booked.venue.name).getByRole('button', { name: `Open ${booked.venue.name}`, exact: true }).click();
      const panel = page.getByRole('dialog', { name: booked.venue.name });
      await panel.getByText('Total Capacity').waitFor();
      const deleteVenue = panel.getByRole('button', { name: 'Delete Venue', exact: true });
      await expect(deleteVenue.isDisabled()).resolves.toBe(true);
      await expect(description(deleteVenue)).resolves.toBe('Has bookings ahead');
      const deleteScreen = panel.getByRole('button', { name: `Delete ${booked.screen.name}`, exact: true });
      await expect(deleteScreen.isDisabled()).resolves.toBe(true);
      await expect(description(deleteScreen)).resolves.toBe('Has bookings ahead');
      await expect(panel.getByText('Has bookings ahead', { exact: true }).count()).resolves.toBe(2);
      await page.context().close();
    }
  }, 120_000);
});

describe('admin: two venues of one name', () => {
  it('are told apart by location, and by address where the location is shared too, in the Sessions filter and the session form (390x844)', async () => {
    const setupAdmin = await createAdmin();
    const name = `Twin Cinema ${randomUUID().slice(0, 6)}`;
    const venues = [
      { name, location: 'Northside', address: '1 Hill Road' },
      { name, location: 'Southside', address: '2 Bay Road' },
      { name, location: 'Southside', address: '3 Pier Road' },
    ];
    for (const venue of venues) expect((await setupAdmin.api.post('/api/admin/venues', venue)).status).toBe(201);
    const expected = [`${name} · Northside`, `${name} · Southside · 2 Bay Road`, `${name} · Southside · 3 Pier Road`];
    const twinLabels = (select: Locator) =>
      select.evaluate((element, prefix) => [...(element as HTMLSelectElement).options].map((option) => option.text).filter((text) => text.startsWith(prefix)).sort(), name);

    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/sessions');
    await page.getByRole('heading', { name: 'Sessions Management' }).waitFor();
    await expect.poll(() => twinLabels(page.getByLabel('Venue')), { timeout: 15_000 }).toEqual(expected);
    await page.getByRole('main').getByRole('button', { name: 'Create Session' }).first().click();
    const sessionDialog = page.getByRole('dialog', { name: 'Create Session' });
    await expect.poll(() => twinLabels(sessionDialog.getByLabel('Venue')), { timeout: 15_000 }).toEqual(expected);
  }, 60_000);
});

describe('admin: the focus after a delete', () => {
  it("moves to the next row's Delete, then to the list's heading when none is left, rather than falling to the page (venue panel, Venues tab)", async () => {
    const setupAdmin = await createAdmin();
    const { venue, screen } = await venueWithScreen(setupAdmin.api);
    const second = await setupAdmin.api.post<AdminScreen>(`/api/admin/venues/${venue.id}/screens`, { name: `${screen.name} bis`, capacity: 10 });
    expect(second.status).toBe(201);
    const other = await venueWithScreen(setupAdmin.api);
    const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? document.activeElement?.tagName);

    const { page } = await signedInAdmin({}, '/admin/venues');
    await (await venueRowIn(page, venue.name)).getByRole('button', { name: `Open ${venue.name}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: venue.name });
    await panel.getByText('Total Capacity').waitFor();
    const deleteScreen = async (name: string) => {
      await panel.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await toastAfter(page, 'Screen deleted', () => page.getByRole('dialog', { name: 'Delete screen?' }).getByRole('button', { name: 'Delete' }).click());
      await panel.getByRole('button', { name: `Delete ${name}`, exact: true }).waitFor({ state: 'detached' });
    };
    const [first, last] = [screen.name, second.body.name].sort();
    await deleteScreen(first!);
    await expect.poll(() => focused(page)).toBe(`Delete ${last}`);
    await deleteScreen(last!);
    await expect.poll(() => focused(page)).toBe('Screens');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    // In the Venues tab the next row is whichever venue sorts after it (its Delete may be blocked, then its first button takes the focus).
    const venueRow = await venueRowIn(page, other.venue.name);
    await venueRow.getByRole('button', { name: `Delete ${other.venue.name}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete venue?' }).getByRole('button', { name: 'Delete' }).click();
    await venueRow.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('tbody tr') !== null)).toBe(true);
  }, 60_000);
});

describe('admin: a delete that takes seconds', () => {
  it("says what a venue's delete is doing while its button reads Deleting…, and the dialog closes once it is done (390x844)", async () => {
    const setupAdmin = await createAdmin();
    const { venue, screen } = await venueWithScreen(setupAdmin.api);
    expect((await setupAdmin.api.post(`/api/admin/venues/${venue.id}/screens`, { name: `${screen.name} bis`, capacity: 10 })).status).toBe(201);
    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/venues');
    const deletion = await holdApiAnswers(page, (url) => url.pathname === `/api/admin/venues/${venue.id}`);
    const venueRow = await venueRowIn(page, venue.name);
    await venueRow.getByRole('button', { name: `Delete ${venue.name}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete venue?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await deletion.arrived;
    await expect
      .poll(() => confirm.getByRole('status').textContent())
      .toBe('Deleting its 2 screens with their seat maps and upcoming sessions without bookings. This can take a few seconds.');
    await confirm.getByRole('button', { name: 'Deleting…' }).waitFor();
    await toastAfter(page, 'Venue deleted', async () => deletion.release());
    await confirm.waitFor({ state: 'detached' });
  });
});

describe('admin: the focus after a cancel', () => {
  it("moves to Session Detail's heading once Cancel Session, no longer offered, is gone, rather than falling to the page (390x844)", async () => {
    const admin = await createAdmin();
    const session = await createSession(admin.api, await venueWithScreen(admin.api));
    const { page } = await signedInAdmin({ width: 390, height: 844 }, `/admin/sessions/${encodeURIComponent(session.id)}`, admin);
    await page.getByRole('button', { name: 'Cancel Session' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel session?' });
    await toastAfter(page, 'Session cancelled', () => confirm.getByRole('button', { name: 'Cancel Session' }).click());
    await page.getByRole('main').getByText('cancelled', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Cancel Session' }).count()).resolves.toBe(0);
    await expect.poll(() => isFocused(page.getByRole('heading', { level: 1, name: session.movieTitle }))).toBe(true);
  }, 60_000);
});

describe('admin: the seat-map editor by keyboard on a phone', () => {
  it('scrolls each seat the arrow keys reach clear of the faded edge, to the last column (390x844)', async () => {
    const admin = await createAdmin();
    const { venue, screen } = await venueWithScreen(admin.api, { rows: 2, columns: 18 });
    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/venues', admin);
    await page.getByRole('tab', { name: /^Screens/ }).click();
    const editorOpener = page.getByRole('button', { name: `Seat Map Editor for ${screen.name}, ${venue.name}` });
    await pageTo(page, 'Screens', editorOpener);
    await editorOpener.click();
    const editor = page.getByRole('dialog', { name: `Seat Map Editor · ${screen.name}` });
    await editor.getByRole('button', { name: /^Seat A1,/ }).focus();
    // Where the focused seat's right edge stands from the hall's: at least 3rem (the fade) while more seats lie past it.
    const clearance = () =>
      page.evaluate(() => {
        const seat = document.activeElement!.getBoundingClientRect();
        const hall = document.activeElement!.closest('[data-screen]')!;
        const fade = hall.hasAttribute('data-more-after') ? 48 : 0;
        return Math.round(hall.getBoundingClientRect().right - fade - seat.right);
      });
    for (let column = 2; column <= 18; column++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.split(',')[0])).toBe(`Seat A${column}`);
      await expect.poll(clearance, { message: `Seat A${column}` }).toBeGreaterThanOrEqual(0);
    }
  }, 60_000);
});

describe("admin: the seat-map editor's toasts", () => {
  it('leave its seat count in sight, and its Cancel and Save: a failed save says so above them (1280x800)', async () => {
    const admin = await createAdmin({ name: 'Seat Count Admin' });
    // A map that fills the laptop's screen: the editor's footer at the screen's bottom, where toasts stand.
    const setup = await venueWithScreen(admin.api, { rows: 12, columns: 18 });
    const { page } = await signedInAdmin({ width: 1280, height: 800 }, '/admin/venues', admin);
    await page.route(/\/api\/admin\/screens\/[^/]+\/seat-map$/, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } }) : route.fallback(),
    );
    await page.getByRole('tab', { name: /^Screens/ }).click();
    const editorButton = page.getByRole('button', { name: new RegExp(`^Seat Map Editor for ${setup.screen.name}`) });
    await pageTo(page, 'Screens', editorButton);
    await editorButton.click();
    const editor = page.getByRole('dialog', { name: /Seat Map Editor/ });
    const count = editor.getByText('216 seats · capacity 216', { exact: true });
    const save = editor.getByRole('button', { name: 'Save Seat Map' });
    await count.waitFor();
    await save.click();
    const failed = page.getByTestId('toast').filter({ hasText: 'Failed to save seat map' });
    await failed.waitFor();
    await failed.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await shot(page, 'seat-map-editor-failed-save');
    // Before: at the bottom left, over the count.
    for (const kept of [count, editor.getByRole('button', { name: 'Cancel' }), save]) {
      await expect(overlap(failed, kept), (await kept.textContent()) ?? undefined).resolves.toBe(false);
    }
  });
});

describe('admin: unsaved work is not closed without asking', () => {
  it('asks "Discard changes?" before the seat-map editor or a form with changes closes, and not when nothing changed or on save (390x844)', async () => {
    const setupAdmin = await createAdmin();
    const { venue, screen } = await venueWithScreen(setupAdmin.api);
    const isFocusedNow = (locator: Locator) => expect.poll(() => isFocused(locator)).toBe(true);
    const { page } = await signedInAdmin({ width: 390, height: 844 }, '/admin/venues');
    await (await venueRowIn(page, venue.name)).getByRole('button', { name: `Open ${venue.name}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: venue.name });
    const opener = panel.getByRole('button', { name: `Seat Map Editor for ${screen.name}`, exact: true });
    await opener.click();
    const editor = page.getByRole('dialog', { name: `Seat Map Editor · ${screen.name}` });
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });

    // A seat painted: Escape asks, and Escape on the question goes back to the seat, the editor still open.
    const seat = editor.getByRole('button', { name: 'Seat A1, Regular, available' });
    await seat.click();
    await editor.getByRole('button', { name: 'Seat A1, Regular, unavailable' }).waitFor();
    await page.keyboard.press('Escape');
    await discard.getByText('Your changes here are not saved yet: discarded, they are gone.').waitFor();
    await shot(page, 'discard-changes-seat-map-390');
    // The question holds the keyboard (its title focused) before Escape is pressed on it.
    await expect.poll(() => discard.evaluate((question) => question.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await discard.waitFor({ state: 'detached' });
    await isFocusedNow(editor.getByRole('button', { name: 'Seat A1, Regular, unavailable' }));
    // Escape twice in quick succession: the second, pressed as the question appears (before it holds the
    // keyboard), goes back to the work as Escape on the question does, and never leaves the question stuck.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Escape');
      await discard.getByText('Your changes here are not saved yet: discarded, they are gone.').waitFor();
      await page.keyboard.press('Escape');
      await discard.waitFor({ state: 'detached', timeout: 3000 });
      await editor.waitFor();
    }
    // Cancel and × ask too; Keep Editing goes back to the button pressed.
    const cancel = editor.getByRole('button', { name: 'Cancel', exact: true });
    await cancel.click();
    await discard.getByRole('button', { name: 'Keep Editing' }).click();
    await discard.waitFor({ state: 'detached' });
    await isFocusedNow(cancel);
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    // Discard Changes closes the editor, nothing saved, the focus back on the button that opened it.
    await discard.getByRole('button', { name: 'Discard Changes' }).click();
    await editor.waitFor({ state: 'detached' });
    await isFocusedNow(opener);
    expect((await setupAdmin.api.get<{ unavailable: string[] }>(`/api/admin/screens/${screen.id}/seat-map`)).body.unavailable).toEqual([]);

    // Untouched, it closes at the first Escape.
    await opener.click();
    await editor.getByRole('button', { name: 'Seat A1, Regular, available' }).waitFor();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await expect(discard.count()).resolves.toBe(0);

    // A form: a changed name asks on ×, Keep Editing goes back to it; a save closes without asking.
    await panel.getByRole('button', { name: 'Edit Venue' }).click();
    const venueDialog = page.getByRole('dialog', { name: 'Edit Venue' });
    const name = venueDialog.getByLabel('Name');
    await name.fill(`${venue.name} renamed`);
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Keep Editing' }).click();
    await isFocusedNow(name);
    await expect(name.inputValue()).resolves.toBe(`${venue.name} renamed`);
    // Reloading the tab asks the browser's "Leave site?" first; staying keeps the work.
    await expect(reloadAndStay(page)).resolves.toBe('beforeunload');
    await expect(name.inputValue()).resolves.toBe(`${venue.name} renamed`);
    await toastAfter(page, 'Venue updated', () => venueDialog.getByRole('button', { name: 'Save Venue' }).click());
    await venueDialog.waitFor({ state: 'detached' });
    await expect(discard.count()).resolves.toBe(0);
  }, 60_000);
});
