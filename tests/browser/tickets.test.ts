import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { CheckInResult, SessionSummary, Ticket } from '@shared/api/routes/booking';
import { addDays, utcDateKey } from '@shared/booking/calendar';
import { formatLongDate, formatTime } from '@shared/booking/format';
import { zonedClock } from '@shared/check-in';
import { zonedTimeToInstant } from '@shared/time-zone';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import { createAdmin, createMember, creditPoints, memberWithPoints, type TestUser } from '../helpers';
import { drawnLines, launchBrowser, newPage, pathOf, shot, signIn, toastAfter } from '../helpers/browser';
import { quizQuestionsOf } from '../helpers/live';
import { book, bookFreeSeat, createShow, createShowStartingIn } from '../helpers/shows';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A member with one ticket, booked through the API with their own token. */
async function memberWithTicket(name: string): Promise<{ member: TestUser; ticket: Ticket }> {
  const member = await createMember({ name });
  await creditPoints(member.userId, 100);
  const sessions = (await member.api.get<{ items: SessionSummary[] }>('/api/sessions')).body.items;
  // The last session of the week: the booking browser test starts with the first.
  await bookFreeSeat(member, sessions.at(-1)!.id);
  const tickets = (await member.api.get<{ items: Ticket[] }>('/api/me/tickets')).body.items;
  expect(tickets).toHaveLength(1);
  return { member, ticket: tickets[0] };
}

async function openWallet(member: TestUser, ticket: Ticket): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, member.email, member.password, '/my-tickets');
  await page.getByRole('article').filter({ hasText: ticket.bookingCode }).waitFor();
  return page;
}

/** Every localStorage entry as one "key=value" string each. */
const storedEntries = (page: Page) => page.evaluate(() => Object.entries(localStorage).map(([key, value]) => `${key}=${value}`));

describe('My Tickets', () => {
  it('forgets the member on sign-out: neither their ticket list nor their profile stays on the device', async () => {
    const { member, ticket } = await memberWithTicket('Shared Device');
    const page = await openWallet(member, ticket);

    // While signed in, the wallet and the profile are kept for offline use.
    const before = await storedEntries(page);
    expect(before.some((entry) => entry.includes(ticket.bookingCode))).toBe(true);
    expect(before.some((entry) => entry.includes(member.email))).toBe(true);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu for Shared Device' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await header.getByText('Guest').waitFor();
    // Home, as a guest, and not asked to sign in again by the members-only page they left.
    expect(pathOf(page)).toBe('/');
    await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const after = await storedEntries(page);
    expect(after.filter((entry) => entry.includes(ticket.bookingCode))).toEqual([]);
    expect(after.filter((entry) => entry.includes(member.email) || entry.includes(member.userId))).toEqual([]);
  });

  it("exposes a card's date, time, venue and code to assistive tech, and opens the viewer from anywhere on the card", async () => {
    const { member, ticket } = await memberWithTicket('Screen Reader');
    const page = await openWallet(member, ticket);
    const card = page.getByRole('article').filter({ hasText: ticket.bookingCode });

    // Each fact is plain content of the card: not hidden, and not inside a control, of which assistive
    // tech reads only the name (the old card's aria-label stood in for all of it).
    const facts = [formatLongDate(ticket.session.date!), formatTime(ticket.session.time!), `${ticket.session.venue} · ${ticket.session.location}`, ticket.bookingCode, `Seat ${ticket.seat}`];
    for (const fact of facts) {
      const text = card.getByText(fact, { exact: true });
      await expect(text.isVisible()).resolves.toBe(true);
      await expect(text.evaluate((element) => element.closest('button, a, [role="button"], [aria-hidden="true"]') === null)).resolves.toBe(true);
    }
    await card.getByRole('heading', { name: ticket.session.movieTitle! }).waitFor();
    // Nothing nested inside the button (invalid HTML).
    const open = card.getByRole('button', { name: /^Open ticket/ });
    await expect(open.locator('*').count()).resolves.toBe(0);

    // A mouse click where the code is shown (the button lies over it) opens the full-size viewer.
    const codeBox = (await card.getByText(ticket.bookingCode, { exact: true }).boundingBox())!;
    await page.mouse.click(codeBox.x + codeBox.width / 2, codeBox.y + codeBox.height / 2);
    const viewer = page.getByTestId('ticket-viewer');
    await viewer.getByText('1 / 1').waitFor();
    await expect(viewer.getByText(ticket.bookingCode, { exact: true }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Enter on the focused button opens it too, and the Pre Show Setup link stays a link of its own above it.
    await open.focus();
    await page.keyboard.press('Enter');
    await viewer.getByText('1 / 1').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await card.getByRole('link', { name: 'Pre Show Setup' }).click();
    await page.waitForURL((url) => url.pathname === '/pre-show' && !url.searchParams.has('session'));
    await expect(page.getByTestId('ticket-viewer').count()).resolves.toBe(0);
  });
});

describe('My Tickets on a phone (390 x 844)', () => {
  it("wraps a ticket's code after a hyphen only, on the card and in the viewer", async () => {
    const { member, ticket } = await memberWithTicket('Code Reader');
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, member.email, member.password, '/my-tickets');
    const card = page.getByRole('article').filter({ hasText: ticket.bookingCode });
    const expectWrappedAtHyphens = async (code: Locator) => {
      const lines = await drawnLines(code);
      // Narrower than the code: two lines or more, each but the last ending with a whole group.
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join('')).toBe(ticket.bookingCode);
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/-$/);
    };
    await expectWrappedAtHyphens(card.getByText(ticket.bookingCode, { exact: true }));
    await card.click();
    await expectWrappedAtHyphens(page.getByTestId('ticket-viewer').getByText(ticket.bookingCode, { exact: true }));
    await page.context().close();
  });
});

describe('Pre Show Setup', () => {
  it('says a failed session request failed, offers Retry and recovers; a 404 is still "Session not found"', async () => {
    const { member, ticket } = await memberWithTicket('Patchy Signal');
    const page = await newPage(browser);
    await page.route('**/api/sessions/*', (route) => route.abort('internetdisconnected'));
    await signIn(page, member.email, member.password, `/pre-show?session=${encodeURIComponent(ticket.session.id)}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load this session' });
    await alert.waitFor();
    await expect(page.getByText('Session not found').count()).resolves.toBe(0);

    await page.unroute('**/api/sessions/*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: ticket.session.movieTitle! }).waitFor();
    await page.getByRole('heading', { name: 'Before the movie' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await page.goto('/pre-show?session=no-such-session');
    await page.getByText('Session not found').waitFor();
    await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
  });

  it('says a show kept in a link was cancelled, and offers neither its Q&A nor its live game; so does its Session Q&A', async () => {
    const [member, admin] = await Promise.all([createMember({ name: 'Kept Link' }), createAdmin()]);
    await creditPoints(member.userId, 100);
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 2), sessionTime: '20:00' });
    await book(member, sessionId, ['A1']);
    expect((await admin.api.post(`/api/admin/sessions/${encodeURIComponent(sessionId)}/cancel`)).status).toBe(200);
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, member.email, member.password, `/pre-show?session=${encodeURIComponent(sessionId)}`);
    const session = page.getByRole('region', { name: 'Session' });
    await session.getByRole('status').filter({ hasText: 'This show was cancelled. Its bookings were refunded in points.' }).waitFor();
    expect(await session.getByRole('link').count()).toBe(0);
    await shot(page, 'pre-show-cancelled');

    // Its Session Q&A (a link kept too) says the same, with a way on; an id the API does not know says so.
    await page.goto(`/in-session?session=${encodeURIComponent(sessionId)}`);
    await page.getByRole('status').filter({ hasText: 'This show was cancelled. Its bookings were refunded in points.' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'My Tickets' }).waitFor();
    await page.goto('/in-session?session=no-such-show');
    await page.getByRole('status').filter({ hasText: 'Session not found' }).waitFor();
  });

  it('says a failed programme request failed instead of "Nothing is scheduled", and recovers on Retry', async () => {
    const { member, ticket } = await memberWithTicket('Programme Failure');
    const page = await newPage(browser);
    await signIn(page, member.email, member.password);

    const assets = '**/api/sessions/*/assets';
    await page.route(assets, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }) }),
    );
    await page.goto(`/pre-show?session=${encodeURIComponent(ticket.session.id)}`);
    await page.getByRole('heading', { name: ticket.session.movieTitle! }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the pre-show programme' });
    await alert.waitFor();
    await expect(page.getByText('Nothing is scheduled before this movie.').count()).resolves.toBe(0);

    await page.unroute(assets);
    await alert.getByRole('button', { name: 'Retry' }).click();
    // Every seeded session opens with the welcome asset.
    await page.getByRole('heading', { name: 'Welcome to Watch. Answer. Win.' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('says a failed ticket request failed instead of "No upcoming tickets", and recovers on Retry', async () => {
    const { member, ticket } = await memberWithTicket('Chooser Failure');
    const page = await newPage(browser);
    await signIn(page, member.email, member.password);

    const tickets = '**/api/me/tickets';
    await page.route(tickets, (route) => route.abort('internetdisconnected'));
    await toastAfter(page, 'Failed to fetch sessions', () => page.goto('/pre-show'));
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch sessions' });
    await alert.waitFor();
    await expect(page.getByText('No upcoming tickets').count()).resolves.toBe(0);

    await page.unroute(tickets);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: ticket.session.movieTitle! }).click();
    await page.waitForURL((url) => url.searchParams.get('session') === ticket.session.id);
    await page.getByRole('heading', { name: 'Before the movie' }).waitFor();
  });
});

/** A member with 100 points holding a booking of seats A1 and A2 for a show two days ahead, 19:30 in New York. */
async function memberWithTwoSeats(name: string) {
  const member = await memberWithPoints(100, { name });
  const sessionDate = addDays(utcDateKey(), 2);
  const show = await createShow({ sessionDate, sessionTime: '19:30', timeZone: 'America/New_York', durationMinutes: 150 });
  const code = await book(member, show.sessionId, ['A2', 'A1']);
  return { member, show: { ...show, sessionDate }, code };
}

async function signedInWallet(member: TestUser, width: number, height: number): Promise<Page> {
  const page = await newPage(browser, { width, height });
  await signIn(page, member.email, member.password, '/my-tickets');
  return page;
}


describe('My Tickets: one card per booking', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    it(`shows a booking's seats on one card with one QR, downloads its calendar event and cancels it after a confirmation (${width}x${height})`, async () => {
      const { member, show, code } = await memberWithTwoSeats(`Wallet ${width}`);
      const page = await signedInWallet(member, width, height);
      const cards = page.getByTestId('booking-card');
      const card = cards.filter({ hasText: code });
      await card.waitFor();
      await expect(cards.count()).resolves.toBe(1);
      await page.getByRole('tab', { name: 'Upcoming (1)' }).waitFor();
      for (const seat of ['Seat A1', 'Seat A2']) await expect(card.getByText(seat, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(card.locator('svg > title').filter({ hasText: `QR code for ${code}` }).count()).resolves.toBe(1);
      await expect(card.locator('svg').count()).resolves.toBe(1);

      // The calendar event starts at 19:30 in New York, whatever the viewer's zone, and runs 150 minutes.
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Add to calendar' }).click()]);
      expect(download.suggestedFilename()).toBe(`${code}.ics`);
      // Unfolded: long lines continue on lines that start with a space.
      const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
      const start = zonedTimeToInstant(show.sessionDate, '19:30', 'America/New_York');
      const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(ics).toContain(`\r\nDTSTART:${stamp(start)}\r\n`);
      expect(ics).toContain(`\r\nDTEND:${stamp(new Date(start.getTime() + 150 * 60_000))}\r\n`);
      expect(ics).toContain(`SUMMARY:${show.movieTitle}\r\n`);
      expect(ics).toContain(`DESCRIPTION:Seats A1\\, A2\\nBooking code ${code}\r\n`);

      // Cancel asks first; backing out keeps the booking.
      const cancel = card.getByRole('button', { name: 'Cancel booking' });
      await cancel.click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByText('Seats A1, A2. Your 20 points will be refunded and the seats released.', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Keep booking' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => cancel.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect(cards.count()).resolves.toBe(1);

      await cancel.click();
      await toastAfter(page, 'Booking Cancelled\n20 points were returned to your balance.', () => dialog.getByRole('button', { name: 'Cancel booking' }).click());
      await page.getByText('No upcoming tickets').waitFor();
      await expect(cards.count()).resolves.toBe(0);
      await page.getByTestId('member-status').getByText('100').waitFor();
    });
  }

  it('gives the focus back to the confirm button when a cancellation fails, for another try or Tab to Keep booking', async () => {
    const { member, code } = await memberWithTwoSeats('Cancel Retry');
    const page = await signedInWallet(member, 390, 844);
    const card = page.getByTestId('booking-card').filter({ hasText: code });
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const confirm = dialog.getByRole('button', { name: 'Cancel booking' });
    await confirm.waitFor();

    const cancelRoute = `**/api/bookings/${code}`;
    await page.route(cancelRoute, (route) => route.abort('internetdisconnected'));
    await toastAfter(page, 'Cancellation Failed', () => confirm.click());
    await expect.poll(() => confirm.evaluate((element) => element === document.activeElement)).toBe(true);

    // Enter on it tries again, and this time the cancellation goes through.
    await page.unroute(cancelRoute);
    await toastAfter(page, 'Booking Cancelled', () => page.keyboard.press('Enter'));
    await dialog.waitFor({ state: 'detached' });
  });

  it("lays a booking's actions out as one set: the live game the one primary, the others alike, one size, in line (1280x800, 390x844)", async () => {
    const [admin, member] = await Promise.all([createAdmin(), memberWithPoints(100, { name: 'Action Set' })]);
    // Today, 3 hours ahead (still cancellable), with a live game: every action a card can offer before the show.
    const { sessionId } = await createShowStartingIn(180, { round: 'up' });
    const code = await book(member, sessionId, ['B1']);
    const questionIds = await quizQuestionsOf(sessionId, 1);
    expect((await admin.api.post(`/api/admin/sessions/${sessionId}/live`, { questionIds })).status).toBe(201);

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      const page = await signedInWallet(member, width, height);
      const card = page.getByTestId('booking-card').filter({ hasText: code });
      await card.getByRole('link', { name: 'Join live game' }).waitFor();
      const actions = await card.locator('footer').locator('a, button').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return { name: element.textContent, look: `${style.backgroundColor} ${style.borderColor} ${style.color}`, font: `${style.fontSize} ${style.fontWeight}`, top: box.top, left: box.left, right: box.right, height: box.height };
        }),
      );
      expect(actions.map((action) => action.name)).toEqual(['Join live game', 'Pre Show Setup', 'Add to calendar', 'Cancel booking']);
      const [live, ...others] = actions;
      expect(new Set(others.map((action) => action.look)).size, `${width}: the others look alike`).toBe(1);
      expect(live.look).not.toBe(others[0].look);
      expect(new Set(actions.map((action) => action.font)).size, `${width}: one text size`).toBe(1);
      expect(new Set(actions.map((action) => action.height)).size, `${width}: one height`).toBe(1);
      // In rows: one on a large screen; on a phone every row spans the same width, edge to edge.
      const rows = new Map<number, typeof actions>();
      for (const action of actions) rows.set(Math.round(action.top), [...(rows.get(Math.round(action.top)) ?? []), action]);
      if (width === 1280) expect(rows.size).toBe(1);
      const edges = [...rows.values()].map((row) => `${Math.round(Math.min(...row.map((a) => a.left)))}-${Math.round(Math.max(...row.map((a) => a.right)))}`);
      expect(new Set(edges).size, `${width}: rows ${edges.join(', ')}`).toBe(1);
      await page.context().close();
    }
  });

  it('shows a checked-in booking as used, with no Cancel, and a past booking dimmed under Past', async () => {
    const member = await memberWithPoints(100, { name: 'Used Ticket' });
    const admin = await createAdmin({ name: 'Door Staff' });
    const tonight = await createShowStartingIn(30);
    const code = await book(member, tonight.sessionId, ['B1']);
    const checkIn = await admin.api.post<CheckInResult>('/api/check-ins', { bookingCode: code });
    expect(checkIn.body.success).toBe(true);
    // A booking of a show last week (made then: a show that has started takes no bookings).
    const lastWeek = await createShow({ sessionDate: addDays(utcDateKey(), -7), sessionTime: '18:00' });
    await db.entities.booking
      .create({ sessionId: lastWeek.sessionId, seatNumber: 'A3', bookingId: randomUUID(), userId: member.userId, price: 10, bookingCode: 'BK-past-show', status: 'confirmed', createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .go();

    const page = await signedInWallet(member, 390, 844);
    const used = page.getByTestId('booking-card').filter({ hasText: code });
    // On the venue's clock, as the show's time.
    const clock = formatTime(zonedClock(new Date(checkIn.body.booking!.checkedInAt!), tonight.timeZone));
    await used.getByText(`Used · checked in at ${clock}`).waitFor();
    await expect(used.getAttribute('data-used')).resolves.toBe('true');
    await expect(used.getByRole('button', { name: 'Cancel booking' }).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Past (1)' }).click();
    const past = page.getByTestId('booking-card').filter({ hasText: 'BK-past-show' });
    await past.waitFor();
    await expect(past.getAttribute('data-past')).resolves.toBe('true');
    for (const action of ['Cancel booking', 'Add to calendar']) await expect(past.getByRole('button', { name: action }).count()).resolves.toBe(0);
    await expect(past.getByRole('link', { name: 'Pre Show Setup' }).count()).resolves.toBe(0);
  });
});
