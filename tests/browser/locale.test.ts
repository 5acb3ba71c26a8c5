import { randomUUID } from 'node:crypto';
import type { MemberAuditEntry } from '@shared/api/routes/admin-members';
import type { InvitationView } from '@shared/api/routes/invitations';
import { formatTime, formatTimestampDate } from '@shared/booking/format';
import { zonedClock } from '@shared/check-in';
import { INVITE_RESEND_INTERVAL_MS } from '@shared/schemas/invitation';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import { createAdmin, memberWithPoints } from '../helpers';
import { launchBrowser, newPage, shot, signIn } from '../helpers/browser';
import { book, createShowStartingIn, zoneAtAboutNoon } from '../helpers/shows';

/**
 * The product writes every figure, date and time in en-US (web/src/lib/format.ts), whatever the
 * browser's language: a German browser, on a clock 5:30 ahead of UTC, reads "1,334" and "4:28 AM" in the
 * back office and the member app alike, not "1.334" and "04:28". An instant is on the browser's own clock;
 * a session's time, and the check-in times and booking days beside it (Session Detail, the wallet), on its venue's.
 */

const GERMAN = { locale: 'de-DE', timezoneId: 'Asia/Kolkata' };
/** What en-US writes on the browser's clock, to compare with what the page shows. */
const enUs = (instant: string | number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: GERMAN.timezoneId, ...options }).format(new Date(instant));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('A German browser', () => {
  it("reads the admin's Member Management, Adjust Points and Audit Trail in en-US", async () => {
    const name = `Locale Member${randomUUID().slice(0, 8)}`;
    const member = await memberWithPoints(1234, { name });
    const admin = await createAdmin({ name: 'Locale Admin' });
    const adjusted = await admin.api.post(`/api/admin/members/${member.userId}/points`, { delta: 100, reason: 'Locale check' });
    expect(adjusted.status).toBe(200);
    const audit = await admin.api.get<{ items: MemberAuditEntry[] }>(`/api/admin/members/${member.userId}/audit`);
    const [entry] = audit.body.items;

    const page = await newPage(browser, GERMAN);
    await signIn(page, admin.email, admin.password, '/admin/members');
    await page.getByLabel('Search members').fill(member.email);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('1,334Lifetime 1,334');

    await row.getByRole('button', { name: `Adjust Points of ${name}` }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust Member Points' });
    await adjust.getByText(`${name} has 1,334 points. A negative amount debits.`).waitFor();
    await adjust.getByLabel('Amount').fill('1000');
    await adjust.getByText('New balance: 2,334 points').waitFor();
    await adjust.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await adjust.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `Audit Trail of ${name}` }).click();
    const trail = page.getByRole('dialog', { name: 'Audit Trail' }).getByRole('list', { name: 'Audit entries' });
    await trail.getByText('1,234 pts → 1,334 pts').waitFor();
    await expect(trail.locator('time').innerText()).resolves.toBe(enUs(entry.at, { dateStyle: 'medium', timeStyle: 'short' }));
    await page.context().close();
  });

  it("reads the member's Invite resend time in en-US, on the browser's clock", async () => {
    const member = await memberWithPoints(1234, { name: 'Locale Inviter' });
    const friendName = `Locale Friend${randomUUID().slice(0, 8)}`;
    const sent = await member.api.post<InvitationView>('/api/invitations', { friendName, friendEmail: `friend-${randomUUID()}@example.com`, friendPhone: '+1 555 010 2030' });
    expect(sent.status).toBe(201);

    const page = await newPage(browser, GERMAN);
    await signIn(page, member.email, member.password, '/invite');
    const resendableAt = enUs(Date.parse(sent.body.sentDate) + INVITE_RESEND_INTERVAL_MS, { hour: 'numeric', minute: '2-digit' });
    expect(resendableAt).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    await page.getByRole('row').filter({ hasText: friendName }).getByText(`Can be resent from ${resendableAt}`).waitFor();
    await expect(page.getByRole('banner').getByTestId('member-status').innerText()).resolves.toContain('1,234');
    await page.context().close();
  });
});

describe('A browser on another clock than the venue', () => {
  it("reads Session Detail's check-in times on the venue's clock, as the session's time, and its points in en-US", async () => {
    // A venue where it is about noon (a whole-hour zone), seen from Asia/Kolkata (5:30 ahead of UTC): never the same clock.
    const show = await createShowStartingIn(30);
    await db.entities.sessionCategoryPricing.put({ sessionId: show.sessionId, categoryId: 'it-regular', price: 1500 }).go();
    const member = await memberWithPoints(1500, { name: 'Zoned Guest' });
    const code = await book(member, show.sessionId, ['A1']);
    const admin = await createAdmin({ name: 'Zoned Admin' });
    const checkedIn = await admin.api.post<{ success: boolean }>('/api/check-ins', { bookingCode: code });
    expect(checkedIn.body.success).toBe(true);
    const detail = await admin.api.get<{ bookings: { checkedInAt: string | null }[] }>(`/api/admin/sessions/${show.sessionId}`);
    const checkedInAt = detail.body.bookings[0].checkedInAt!;
    const venueClock = formatTime(zonedClock(new Date(checkedInAt), show.timeZone));
    expect(venueClock).not.toBe(enUs(checkedInAt, { hour: 'numeric', minute: '2-digit' }));

    const page = await newPage(browser, GERMAN);
    await signIn(page, admin.email, admin.password, `/admin/sessions/${show.sessionId}`);
    await page.getByText(`at ${formatTime(zonedClock(show.startsAt, show.timeZone))}`, { exact: false }).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe(venueClock);
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toBe('1,500 pts');
    await page.getByText('Test Regular · 1,500 pts').waitFor();
    await shot(page, 'session-detail-venue-clock-1280x800');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'session-detail-venue-clock-390x844');
    await page.context().close();
  });

  it("reads the wallet's check-in time and Session Detail's Booked day on the venue's clock, a day away from the browser's", async () => {
    // The venue is at about noon; the browser 13 hours ahead (1 AM the next day) or behind (11 PM the day before).
    const show = await createShowStartingIn(30);
    const venueOffset = 12 - new Date().getUTCHours();
    const viewerOffset = venueOffset <= 1 ? venueOffset + 13 : venueOffset - 13;
    const viewer = { timezoneId: viewerOffset > 0 ? `Etc/GMT-${viewerOffset}` : `Etc/GMT+${-viewerOffset}` };
    expect(show.timeZone).toBe(zoneAtAboutNoon());
    const member = await memberWithPoints(100, { name: 'Far Guest' });
    const code = await book(member, show.sessionId, ['A2']);
    const admin = await createAdmin({ name: 'Far Admin' });
    expect((await admin.api.post<{ success: boolean }>('/api/check-ins', { bookingCode: code })).body.success).toBe(true);
    const detail = await admin.api.get<{ bookings: { checkedInAt: string | null; createdAt: string }[] }>(`/api/admin/sessions/${show.sessionId}`);
    const { checkedInAt, createdAt } = detail.body.bookings[0];
    const venueClock = formatTime(zonedClock(new Date(checkedInAt!), show.timeZone));
    const venueDay = formatTimestampDate(createdAt, show.timeZone);
    expect(venueDay).not.toBe(formatTimestampDate(createdAt, viewer.timezoneId));

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const wallet = await newPage(browser, { ...viewer, ...viewport });
      await signIn(wallet, member.email, member.password, '/my-tickets');
      // The wallet files tickets by the viewer's calendar day: a day ahead of the venue's, tonight's show is under Past.
      if (viewerOffset > venueOffset) await wallet.getByRole('tab', { name: /^Past/ }).click();
      const card = wallet.getByTestId('booking-card').filter({ hasText: code });
      await card.getByText(`Used · checked in at ${venueClock}`, { exact: true }).waitFor();
      await card.getByRole('button', { name: /^Open ticket/ }).focus();
      await wallet.keyboard.press('Enter');
      await wallet.getByTestId('ticket-viewer').getByText(`Used · checked in at ${venueClock}`, { exact: true }).waitFor();
      await shot(wallet, `wallet-venue-clock-${viewport.width}x${viewport.height}`);
      await wallet.context().close();
    }

    const page = await newPage(browser, viewer);
    await signIn(page, admin.email, admin.password, `/admin/sessions/${show.sessionId}`);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.getByRole('cell').nth(6).textContent()).toBe(venueDay);
    await expect(row.getByRole('cell').nth(5).textContent()).resolves.toBe(venueClock);
    await shot(page, 'session-detail-booked-day-1280x800');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'session-detail-booked-day-390x844');
    await page.context().close();
  });
});
