import { randomUUID } from 'node:crypto';
import type { Profile } from '@shared/schemas/profile';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberWithPoints, type TestUser } from '../helpers';
import { launchBrowser, newPage, recordLayoutShifts, shot, signIn, toastAfter } from '../helpers/browser';
import { book, createShowStartingIn } from '../helpers/shows';

const SIZES = [
  ['1280x800', { width: 1280, height: 800 }],
  ['390x844', { width: 390, height: 844 }],
] as const;
const TIPS = ['Charge your band for at least 10 minutes.', 'Turn on Bluetooth and keep your band within 2 meters of your phone.', "Hold the band's button for 2 seconds."];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const newBand = () => `BAND-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
const pair = async (member: TestUser, bandId: string) => expect((await member.api.put('/api/me/band', { bandId })).status).toBe(200);
const isFocused = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).evaluate((element) => element === document.activeElement);

async function signedIn(member: TestUser, viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signIn(page, member.email, member.password, path);
  return page;
}

describe.each(SIZES)('wearable band (%s)', (_size, viewport) => {
  it('sets up a band: required, upper-cased as typed, at most 11 characters, the API refuses a band paired to another member; Setup Complete! and the help', async () => {
    const [member, other] = await Promise.all([createMember({ name: 'Bea Band' }), createMember({ name: 'Otto Other' })]);
    const taken = newBand();
    await pair(other, taken);
    const page = await signedIn(member, viewport, '/pre-show');
    const panel = page.getByRole('region', { name: 'Wearable Band' });
    await panel.getByText('No band paired yet.', { exact: false }).waitFor();

    await panel.getByRole('button', { name: 'Set Up Band' }).click();
    const setup = page.getByRole('dialog', { name: 'Set Up Your Band' });
    const bandId = setup.getByRole('textbox', { name: 'Band ID' });
    await expect.poll(() => bandId.evaluate((element) => element === document.activeElement)).toBe(true);
    await setup.getByRole('button', { name: 'Pair Band' }).click();
    await setup.getByText('Band ID Required').waitFor();

    await bandId.pressSequentially('band-abc1234');
    await expect(bandId.inputValue()).resolves.toBe('BAND-ABC123');
    await bandId.fill('');
    await bandId.pressSequentially('wrist-1');
    await setup.getByRole('button', { name: 'Pair Band' }).click();
    await setup.getByText('Band ID must look like BAND-ABC123').waitFor();

    await bandId.fill('');
    await bandId.pressSequentially(taken.toLowerCase());
    await setup.getByRole('button', { name: 'Pair Band' }).click();
    await setup.getByText('This band is already paired with another member.').waitFor();
    expect((await member.api.get<Profile>('/api/me')).body.bandId).toBeNull();

    const mine = newBand();
    await bandId.fill('');
    await bandId.pressSequentially(mine.toLowerCase());
    await toastAfter(page, 'Setup Complete!', () => setup.getByRole('button', { name: 'Pair Band' }).click());
    await setup.waitFor({ state: 'detached' });
    await panel.getByText(mine, { exact: true }).waitFor();
    expect((await member.api.get<Profile>('/api/me')).body.bandId).toBe(mine);
    await expect.poll(() => isFocused(page, 'Change Band')).toBe(true);

    await panel.getByRole('button', { name: 'Band Help' }).click();
    const help = page.getByRole('dialog', { name: 'Band Help & Troubleshooting' });
    for (const tip of TIPS) await expect(help.getByText(tip, { exact: true }).isVisible()).resolves.toBe(true);
    await help.getByRole('button', { name: 'Close', exact: true }).first().click();
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, 'Band Help')).toBe(true);
  });

  it('check-in without a booking today fails with the reason, what to do and Try Again; once booked, Try Again checks in and says which show and seats', async () => {
    const member = await memberWithPoints(100, { name: 'Cheka Inn' });
    const band = newBand();
    await pair(member, band);
    const page = await signedIn(member, viewport, '/pre-show');
    await page.getByRole('region', { name: 'Wearable Band' }).getByRole('button', { name: 'Check in with band' }).click();

    const failed = page.getByRole('dialog', { name: 'Check-in Failed' });
    await failed.getByText('No booking found for today.').waitFor();
    // Troubleshooting for what is wrong: the booking's day, not the band.
    await expect(failed.getByText('Check the day of your show in My Tickets.', { exact: true }).isVisible()).resolves.toBe(true);
    for (const tip of TIPS) await expect(failed.getByText(tip, { exact: true }).count()).resolves.toBe(0);

    const show = await createShowStartingIn(30);
    await book(member, show.sessionId, ['A1', 'A2']);
    await failed.getByRole('button', { name: 'Try Again' }).click();

    const done = page.getByRole('dialog', { name: 'Checked In!' });
    await done.getByText(`Checked in to ${show.movieTitle}: seats A1, A2. Enjoy the show!`).waitFor();
    await expect(done.getByText(show.movieTitle, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(done.getByText('A1, A2', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(done.getByRole('button', { name: 'Try Again' }).count()).resolves.toBe(0);
    // Checked in once: the API says so to a second attempt.
    const again = await member.api.post<{ success: boolean; outcome: string }>('/api/check-ins', { bandId: band });
    expect(again.body).toMatchObject({ success: false, outcome: 'ALREADY_CHECKED_IN' });
  });

  it('check-in too early says when it opens, in its troubleshooting too, rather than the band\'s tips', async () => {
    const member = await memberWithPoints(100, { name: 'Erin Early' });
    const band = newBand();
    await pair(member, band);
    const show = await createShowStartingIn(180, { round: 'up' });
    await book(member, show.sessionId, ['A3']);
    const page = await signedIn(member, viewport, '/pre-show');
    await page.getByRole('region', { name: 'Wearable Band' }).getByRole('button', { name: 'Check in with band' }).click();

    const failed = page.getByRole('dialog', { name: 'Check-in Failed' });
    const message = failed.getByText(/^Too early: check-in opens at \d{1,2}:\d\d [AP]M, 60 minutes before the show\.$/);
    await message.waitFor();
    const opensAt = (await message.innerText()).match(/opens at (.+?),/)![1];
    // The troubleshooting sits in the status region with the refusal, so a screen reader announces them together.
    const status = failed.getByRole('status');
    await expect(status.getByRole('heading', { name: 'Troubleshooting' }).isVisible()).resolves.toBe(true);
    await expect(status.getByText('Check-in has not opened yet.', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(status.getByRole('listitem').allInnerTexts()).resolves.toEqual([`Check-in opens at ${opensAt}, 60 minutes before the show.`, 'Choose Try Again once it has opened.']);
    for (const tip of TIPS) await expect(failed.getByText(tip, { exact: true }).count()).resolves.toBe(0);
    await expect(failed.getByRole('button', { name: 'Try Again' }).isVisible()).resolves.toBe(true);
    await shot(page, `band-check-in-too-early-${viewport.width}x${viewport.height}`);
  });

  it("My Tickets offers Check in with band for today's show; without a band it sets one up first, then checks in", async () => {
    const member = await memberWithPoints(100, { name: 'Tia Today' });
    const show = await createShowStartingIn(20);
    await book(member, show.sessionId, ['B3']);
    const page = await signedIn(member, viewport, '/my-tickets');
    await page.getByText('You have a show today.').waitFor();
    await page.getByRole('button', { name: 'Check in with band' }).click();

    const setup = page.getByRole('dialog', { name: 'Set Up Your Band' });
    const band = newBand();
    await setup.getByRole('textbox', { name: 'Band ID' }).pressSequentially(band);
    await setup.getByRole('button', { name: 'Pair Band' }).click();

    // (The check-in dialog follows at once: as a modal it hides the Setup Complete! toast from the accessibility tree.)
    const done = page.getByRole('dialog', { name: 'Checked In!' });
    await done.getByText(`Checked in to ${show.movieTitle}: seat B3. Enjoy the show!`).waitFor();
    expect((await member.api.get<Profile>('/api/me')).body.bandId).toBe(band);
    await done.getByRole('button', { name: 'Done' }).click();
    await done.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, 'Check in with band')).toBe(true);
  });

  it('Pre Show Setup draws the band panel once the sessions above it are in, rather than being pushed down by them', async () => {
    const member = await memberWithPoints(100, { name: 'Paula Preshow' });
    for (const minutes of [60, 120]) {
      const show = await createShowStartingIn(minutes, { round: 'up' });
      await book(member, show.sessionId, ['A1']);
    }
    const page = await newPage(browser, viewport);
    await signIn(page, member.email, member.password);
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/pre-show');
    await expect.poll(() => page.getByRole('main').getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Set Up Band' }).waitFor();
    await page.waitForTimeout(1_000);
    // Before: 0.10 at 390 px and 0.03 at 1280 px (the panel moved down under the two sessions).
    expect(await layoutShift()).toBeLessThan(0.02);
  });
});
