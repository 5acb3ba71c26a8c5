import type { SessionSummary } from '@shared/api/routes/booking';
import { addDays, utcDateKey } from '@shared/booking/calendar';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createMember, creditPoints, type TestUser } from '../helpers';
import { launchBrowser, newPage, signIn } from '../helpers/browser';
import { createShow, bookFreeSeat } from '../helpers/shows';
import { smallTargets, type SmallTarget } from '../helpers/target-size';

/**
 * WCAG 2.2 AA 2.5.8, Target Size (Minimum), on a phone (390x844): every link, button and control of
 * the main member pages is at least 24x24 CSS px or spaced as the exception allows
 * (tests/helpers/target-size.ts). The footer is on every page; the review form's stars and the seat
 * map's seats are opened where they are.
 */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let member: TestUser;
let page: Page;
let movieId: string;
let wideShowTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const guest = apiClient();
  movieId = String((await guest.get<{ results: { id: number }[] }>('/api/movies?list=now_playing')).body.results[0].id);
  member = await createMember({ name: 'Thumb Member' });
  await creditPoints(member.userId, 500);
  // A ticket for My Tickets, and a show of its own on a screen of 24 seats a row for the seat map.
  const sessions = (await guest.get<{ items: SessionSummary[] }>('/api/sessions')).body.items;
  await bookFreeSeat(member, sessions.at(-1)!.id);
  wideShowTitle = (await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00', rows: 6, columns: 24, movieTitle: `Thumb Wide ${Date.now()}` })).movieTitle;
  page = await newPage(browser, PHONE);
  await signIn(page, member.email, member.password);
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page and waits until it has drawn its title and data (nothing busy, no request for a while). */
async function open(path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
}

describe('tap targets on a phone (390x844)', () => {
  it('are measured by a checker that finds crowded small ones and spares links inside a sentence', async () => {
    await open('/leaderboard');
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.id = 'target-size-probe';
      probe.innerHTML = '<button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button> Read <a href="#terms">the terms</a> first.';
      document.body.prepend(probe);
    });
    try {
      expect(await smallTargets(page, page.locator('#target-size-probe'))).toEqual([
        { target: '<button> "a"', width: 16, height: 16 },
        { target: '<button> "b"', width: 16, height: 16 },
      ]);
    } finally {
      await page.evaluate(() => document.getElementById('target-size-probe')?.remove());
    }
  });

  it('are large enough or spaced enough on the main member pages, footer included', async () => {
    const found: Record<string, SmallTarget[]> = {};
    for (const path of ['/', '/movies', `/movies/${movieId}`, '/shows', '/my-tickets', '/rewards', '/leaderboard', '/invite', '/my-account']) {
      await open(path);
      const small = await smallTargets(page);
      if (small.length > 0) found[path] = small;
    }
    expect(found).toEqual({});
    // The footer's links stand in a list, not a sentence: each as high as a finger's target.
    const footerLinks = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(footerLinks.length).toBeGreaterThan(0);
    for (const height of footerLinks) expect(height).toBeGreaterThanOrEqual(24);
  });

  it("are on the review form (the rating's stars)", async () => {
    await open(`/movies/${movieId}`);
    await page.getByRole('button', { name: 'Rate This Movie' }).click();
    const form = page.locator('#review-form');
    await form.getByRole('radio').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    // The stars themselves: ten radios, each pressed where its star is drawn, of at least 24x24.
    const stars = await form.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getBoundingClientRect()));
    expect(stars).toHaveLength(10);
    for (const star of stars) expect(Math.min(star.width, star.height)).toBeGreaterThanOrEqual(24);
  });

  it("are on the booking dialog's seat map, a row of 24 seats scrolling sideways", async () => {
    await open(`/shows?movie=${encodeURIComponent(wideShowTitle)}`);
    await page.getByRole('button', { name: /^Book Now/, disabled: false }).first().click();
    const seats = page.getByRole('dialog').getByRole('group', { name: 'Seats' });
    await seats.getByRole('button').first().waitFor();
    // Measured once the dialog's pop-in has ended: its scale shrinks every box a little until then (23.97 px on CI).
    await page.getByRole('dialog').evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect(await smallTargets(page)).toEqual([]);
    const sizes = await seats.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
    expect(sizes).toHaveLength(6 * 24);
    for (const seat of sizes) expect(Math.min(seat.width, seat.height)).toBeGreaterThanOrEqual(24);
  });
});
