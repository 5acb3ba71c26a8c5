import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zonedClock } from '@shared/check-in';
import { formatTime } from '@shared/booking/format';
import { createAdmin, memberWithPoints, type TestUser } from '../helpers';
import { CHROMIUM_PATH, launchBrowser, newPage, shot, signIn, toastAfter } from '../helpers/browser';
import { book, createShowStartingIn } from '../helpers/shows';

let browser: Browser;
let staff: TestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await createAdmin({ name: 'Door Staff' });
});

afterAll(async () => {
  await browser?.close();
});

async function doorPage(width: number, height: number): Promise<Page> {
  const page = await newPage(browser, { width, height });
  await signIn(page, staff.email, staff.password, '/admin/check-in');
  await page.getByRole('heading', { name: 'Door Check-in' }).waitFor();
  return page;
}

describe('Door check-in (/admin/check-in)', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    it(`checks a typed booking code in once, says which seats, then refuses it again with the time (${width}x${height})`, async () => {
      const member = await memberWithPoints(100, { name: `Guest ${width}` });
      const show = await createShowStartingIn(30);
      const code = await book(member, show.sessionId, ['B2', 'A1']);
      const page = await doorPage(width, height);
      const result = page.getByRole('status').filter({ has: page.getByText(/checked in|The result of each check-in/i) });

      await page.getByLabel('Booking code').fill(code);
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await result.getByText('Checked in', { exact: true }).waitFor();
      await result.getByText(`Checked in to ${show.movieTitle}: seats A1, B2. Enjoy the show!`).waitFor();
      await expect(result.getByText('A1, B2', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(result.getByRole('heading', { name: 'Troubleshooting' }).count()).resolves.toBe(0);
      // Ready for the next guest: the field is empty and focused.
      await expect(page.getByLabel('Booking code').inputValue()).resolves.toBe('');
      await expect.poll(() => page.getByLabel('Booking code').evaluate((element) => element === document.activeElement)).toBe(true);

      const tickets = (await member.api.get<{ items: { checkedInAt: string | null }[] }>('/api/me/tickets')).body.items;
      const checkedInAt = tickets[0].checkedInAt!;
      await page.getByLabel('Booking code').fill(code);
      await page.keyboard.press('Enter');
      await result.getByText('Not checked in', { exact: true }).waitFor();
      await result.getByText(`Already checked in at ${formatTime(zonedClock(new Date(checkedInAt), show.timeZone))}.`).waitFor();

      // The member's wallet shows the ticket used.
      const wallet = await newPage(browser, { width, height });
      await signIn(wallet, member.email, member.password, '/my-tickets');
      await wallet.getByTestId('booking-card').filter({ hasText: code }).getByText(/^Used · checked in at /).waitFor();
    });
  }

  it('says why a code is refused (unknown, too long to be one, or too early) and what to do about it', async () => {
    const member = await memberWithPoints(100, { name: 'Early Guest' });
    const later = await createShowStartingIn(180, { round: 'up' });
    const code = await book(member, later.sessionId, ['A1']);
    const page = await doorPage(1280, 800);
    const status = page.getByRole('region', { name: 'Check-in result' }).getByRole('status');

    await page.getByLabel('Booking code').fill('BK-00000000-0000-0000-0000-000000000000');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await status.getByText('No booking found with this code.').waitFor();
    // What to do about it, in the same status region: announced with the refusal.
    await status.getByRole('heading', { name: 'Troubleshooting' }).waitFor();
    // The likely cause, not the refusal again.
    await status.getByText('A code is long (BK- and 36 more characters): one character typed wrong is the usual cause.', { exact: true }).waitFor();
    // Steps for the staff at the door, not the member's own.
    await expect(status.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      "Check the code against the member's ticket in My Tickets, and type it again.",
      "Or choose Scan QR code and scan the ticket's QR code.",
      'If the ticket shows exactly the code you typed, call an admin.',
    ]);

    // Longer than any code (a QR code of something else): said in words, not in the schema's.
    await page.getByLabel('Booking code').fill(`BK-${'X'.repeat(200)}`);
    await toastAfter(page, 'A booking code is at most 128 characters', () => page.getByRole('button', { name: 'Check in', exact: true }).click());

    await page.getByLabel('Booking code').fill(code);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await status.getByText(/^Too early: check-in opens at \d{1,2}:\d\d [AP]M, 60 minutes before the show\.$/).waitFor();
    await status.getByText('Check-in has not opened yet.', { exact: true }).waitFor();
    const opensAt = (await status.getByText(/^Too early: check-in opens at /).innerText()).match(/opens at (.+?),/)![1];
    // What to tell the member, and when to check the code in again: the door has no Try Again.
    await expect(status.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      `Check-in for this show opens at ${opensAt}: ask the member to come back then, and check the code in again.`,
    ]);
    await expect(page.getByText(/Try Again/).count()).resolves.toBe(0);
    await shot(page, 'door-check-in-too-early-1280x800');
    await page.setViewportSize({ width: 390, height: 844 });
    await status.getByText('Check-in has not opened yet.', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'door-check-in-too-early-390x844');
  });

  it('brings each answer into sight on a small phone (360x640), the field ready for the next code', async () => {
    const member = await memberWithPoints(100, { name: 'Small Phone Guest' });
    const later = await createShowStartingIn(180, { round: 'up' });
    const code = await book(member, later.sessionId, ['A1']);
    const page = await doorPage(360, 640);
    const answer = page.getByRole('region', { name: 'Check-in result' });
    const inSight = () =>
      answer.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });

    await page.getByLabel('Booking code').fill(code);
    await page.keyboard.press('Enter');
    await answer.getByText(/^Too early: check-in opens at /).waitFor();
    await shot(page, 'door-answer-360x640');
    // Before: under the form, only "Not checked in" showed above the screen's edge; the why and the show were below it.
    await expect.poll(inSight).toBe(true);
    await expect(page.getByLabel('Booking code').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('is reached from the Admin Panel, and says so clearly when the camera cannot start', async () => {
    const page = await newPage(browser, { width: 1280, height: 800 });
    await signIn(page, staff.email, staff.password, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Door Check-in' }).click();
    await page.waitForURL('**/admin/check-in');
    // This headless Chromium has no camera and grants none.
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /^(Camera access was denied|No camera was found)/ });
    await alert.waitFor();
    await expect(page.getByRole('button', { name: 'Scan QR code' }).isEnabled()).resolves.toBe(true);
  });
});

/**
 * A one-frame Y4M video (what Chromium's fake camera plays, in a loop) of a ticket's QR code: the QR
 * is drawn by the wallet's own QR component, rasterized in a page, and converted to grey YUV 4:2:0.
 */
async function qrVideo(code: string): Promise<string> {
  const width = 640;
  const height = 480;
  // An SVG image needs its namespace (React leaves it out).
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: code, size: 320, level: 'H', marginSize: 4 })).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  const page = await browser.newPage();
  // The page computes the grey levels and hands them over as base64: a plain array of 1.2 million numbers
  // took seconds to cross the DevTools protocol.
  const luma = Buffer.from(
    await page.evaluate(
      async ({ svg, width, height }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width, height });
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        context.drawImage(image, (width - 320) / 2, (height - 320) / 2);
        const rgba = context.getImageData(0, 0, width, height).data;
        let grey = '';
        for (let i = 0; i < width * height; i++) grey += String.fromCharCode(Math.round(0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]));
        return btoa(grey);
      },
      { svg, width, height },
    ),
    'base64',
  );
  await page.close();
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const file = join(await mkdtemp(join(tmpdir(), 'qr-camera-')), 'ticket.y4m');
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]));
  return file;
}

describe('Door check-in with the camera', () => {
  it("reads the ticket's QR code with the device camera (Chromium's fake camera) and checks the booking in", async () => {
    const member = await memberWithPoints(100, { name: 'Scanned Guest' });
    const show = await createShowStartingIn(20);
    const code = await book(member, show.sessionId, ['A3']);
    const video = await qrVideo(code);
    const camera = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = await camera.newContext({ baseURL: inject('webUrl'), viewport: { width: 390, height: 844 }, permissions: ['camera'] });
      await context.addInitScript(() => sessionStorage.setItem('cinema.splashShown', 'true'));
      const page = await context.newPage();
      await signIn(page, staff.email, staff.password, '/admin/check-in');
      await page.getByRole('button', { name: 'Scan QR code' }).click();
      const status = page.getByRole('status');
      await status
        .getByText(`Checked in to ${show.movieTitle}: seat A3. Enjoy the show!`)
        .waitFor({ timeout: 30_000 })
        .catch(async (error: Error) => {
          // Say what the page showed instead (camera state, result, toasts), so a failure can be read.
          throw new Error(`${error.message}\nThe page said:\n${await page.locator('body').innerText()}`);
        });
      // The camera is off again once a code was read.
      await page.getByRole('button', { name: 'Scan QR code' }).waitFor();
      await expect(page.getByLabel('Camera preview').isVisible()).resolves.toBe(false);
    } finally {
      await camera.close();
      await rm(dirname(video), { recursive: true, force: true });
    }
  });
});
