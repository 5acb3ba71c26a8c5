import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReward } from '../../functions/data/reward-stock';
import { apiClient, createAdmin, createStaff, memberWithPoints, type TestUser } from '../helpers';
import { launchBrowser, newPage, recordLayoutShifts, signIn, SIZES } from '../helpers/browser';

/**
 * Pages opened directly (a full load: a reload, a link from elsewhere) paint where they stay, for
 * whoever opens them (docs/first-visit.md, "Staff and admins"): an admin's or a staff member's page is
 * laid out beside the Admin Panel's place from the first paint, not at full width and then pushed aside
 * (down on a phone) when the panel comes; a member's rewards and the leaderboard do not move as their
 * reads arrive.
 */
let browser: Browser;
let paths: string[];
let users: Record<'admin' | 'staff' | 'member', TestUser>;

/** How many rewards the member has redeemed: more than My Rewards' two skeleton cards, two rows on a large screen. */
const REDEEMED = 6;

beforeAll(async () => {
  browser = await launchBrowser();
  const guest = apiClient();
  const movieId = String((await guest.get<{ results: { id: number }[] }>('/api/movies?list=now_playing')).body.results[0].id);
  const movie = (await guest.get<{ credits: { cast: { id: number }[] } }>(`/api/movies/${movieId}`)).body;
  paths = ['/', '/movies', `/movies/${movieId}`, `/person/${movie.credits.cast[0].id}`, '/leaderboard', '/rewards'];
  const member = await memberWithPoints(5_000, { name: 'Reward Collector' });
  const rewardId = `reward-${randomUUID().slice(0, 8)}`;
  await createReward({ rewardId, name: 'First Paint Popcorn', description: 'Redeemed again and again', category: 'concession', pointsCost: 10, available: true });
  for (let i = 0; i < REDEEMED; i++) {
    const redeemed = await member.api.post(`/api/rewards/${rewardId}/redemptions`, { idempotencyKey: randomUUID() });
    expect(redeemed.status).toBe(201);
  }
  users = { admin: await createAdmin({ name: 'Paint Admin' }), staff: await createStaff({ name: 'Paint Staff' }), member };
});

afterAll(async () => {
  await browser?.close();
});

/** Opens `path` by a full load and returns its layout shift once it has settled (for a signed-in visit, the header showing who is here). */
async function layoutShiftOfOpening(page: Page, path: string, signedIn: boolean, layoutShift: () => Promise<number>): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (signedIn) await page.getByTestId('member-status').waitFor();
  await page.waitForTimeout(500);
  return layoutShift();
}

/** The pages that moved more than the target (a layout shift of 0.01), with their shift. */
const movedPages = (shifts: Record<string, number>) => Object.entries(shifts).filter(([, shift]) => shift > 0.01);

describe.each(SIZES)('pages opened directly at $width x $height', (size) => {
  it.each(['admin', 'staff', 'member', 'guest'] as const)('do not move as they settle for %s', async (who) => {
    const page = await newPage(browser, size);
    if (who !== 'guest') await signIn(page, users[who].email, users[who].password);
    const layoutShift = await recordLayoutShifts(page);
    const shifts: Record<string, number> = {};
    for (const path of paths) {
      shifts[path] = await layoutShiftOfOpening(page, path, who !== 'guest', layoutShift);
      if (who === 'admin' || who === 'staff') await page.getByRole('button', { name: /^(Collapse|Expand) Admin Panel$/ }).waitFor();
    }
    // Before: 0.17 at 1280 px and 0.06 at 390 px on every page an admin or staff member opened (the panel
    // pushed the page aside, or down); 0.04 on /rewards at 1280 px (Available Rewards pushed down by My Rewards).
    expect(movedPages(shifts)).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['closed', 'true'],
    ['open', 'false'],
  ])('do not move for an admin who left the Admin Panel %s', async (_state, collapsed) => {
    const page = await newPage(browser, size);
    await signIn(page, users.admin.email, users.admin.password);
    await page.evaluate((value) => localStorage.setItem('cinema.adminPanelCollapsed', value), collapsed);
    const layoutShift = await recordLayoutShifts(page);
    const shifts: Record<string, number> = {};
    for (const path of ['/', '/movies']) {
      shifts[path] = await layoutShiftOfOpening(page, path, true, layoutShift);
      await page.getByRole('button', { name: collapsed === 'true' ? 'Expand Admin Panel' : 'Collapse Admin Panel' }).waitFor();
    }
    if (size.name === 'phone' && collapsed === 'false') {
      // The narrowest phone too: there two of the open panel's labels took two lines, 42 px more than its place kept.
      await page.setViewportSize({ width: 320, height: 640 });
      shifts['/movies at 320 px'] = await layoutShiftOfOpening(page, '/movies', true, layoutShift);
    }
    expect(movedPages(shifts)).toEqual([]);
    await page.context().close();
  });
});
