import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { PointsConfigItem } from '../../shared/api/routes/admin-members';
import { createAdmin, createMember, type TestUser } from '../helpers';
import { launchBrowser, newPage, signIn, SIZES, toastAfter } from '../helpers/browser';

/**
 * Earning limits as an admin and a member see them: the limit field of each Points Configuration card
 * (per day, per month, no limit), a member's earnings against the limits on My Account, and Reports'
 * Top earners.
 */

let browser: Browser;
let admin: TestUser;
let original: PointsConfigItem;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createAdmin({ name: 'Limits Admin' });
  original = (await admin.api.get<{ items: PointsConfigItem[] }>('/api/admin/points-config')).body.items.find((item) => item.activityType === 'correct_answer')!;
});
const restoreCorrectAnswer = () => admin.api.put('/api/admin/points-config/correct_answer', { pointsValue: original.pointsValue, limit: original.limit });
afterAll(async () => {
  await restoreCorrectAnswer();
  await browser?.close();
});

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function signedIn(user: TestUser, size: { width: number; height: number }, path?: string): Promise<Page> {
  const page = await newPage(browser, size);
  await signIn(page, user.email, user.password, path);
  return page;
}

describe.each(SIZES)('earning limits at $width x $height', (size) => {
  it('Points Configuration: sets a monthly limit, removes it, refuses a bad one, and keeps the daily default', async () => {
    const page = await signedIn(admin, size, '/admin/points-config');
    const card = page.getByRole('form', { name: 'Correct Answer' });
    const period = card.getByLabel('Limit for Correct Answer, period');
    const points = card.getByLabel('Limit for Correct Answer, points');
    const save = card.getByRole('button', { name: 'Save Correct Answer' });
    await expect.poll(() => period.inputValue()).toBe('day');
    expect(await points.inputValue()).toBe('600');
    await shot(page, `points-config-limits-${size.width}`);
    try {
      await period.selectOption('month');
      await points.fill('1000');
      await toastAfter(page, 'Correct Answer: 20 points. Limit 1,000 a month.', () => save.click());

      await points.fill('');
      await save.click();
      await card.getByText('Limit must be a whole number from 0 to 1000000').waitFor();

      await period.selectOption('none');
      await expect.poll(() => points.count()).toBe(0);
      await card.getByText('Members may earn any number of points from this.').waitFor();
      await toastAfter(page, 'Correct Answer: 20 points. No limit.', () => save.click());
      const saved = (await admin.api.get<{ items: PointsConfigItem[] }>('/api/admin/points-config')).body.items.find((item) => item.activityType === 'correct_answer');
      expect(saved?.limit).toBeNull();
    } finally {
      await period.selectOption('day');
      await card.getByLabel('Limit for Correct Answer, points').fill('600');
      await toastAfter(page, 'Limit 600 a day.', () => save.click());
    }
    await page.context().close();
  });

  it("My Account shows today's earnings against the limits; Reports' Top earners ranks the member", async () => {
    await admin.api.put('/api/admin/points-config/correct_answer', { pointsValue: 20, limit: { points: 30, period: 'day' } });
    const member = await createMember({ name: `Capped Carla${randomUUID().slice(0, 4)}` });
    for (let i = 0; i < 2; i++) {
      const questionId = `browser-limit-q-${randomUUID()}`;
      await db.entities.sessionQuestion
        .create({ questionId, movieId: 990_000 + i, questionText: 'Which?', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correctAnswer: 'a' })
        .go();
      await member.api.post(`/api/questions/${questionId}/answers`, { optionId: 'a' });
    }

    const page = await signedIn(member, size, '/my-account');
    const card = page.getByRole('region', { name: 'Earning Limits', exact: true });
    await card.getByText('30 / 30 today').waitFor();
    await card.getByText(/^Limit reached · resets /).waitFor();
    expect(await card.getByRole('progressbar', { name: 'Correct Answer: points earned today' }).getAttribute('aria-valuenow')).toBe('30');
    await shot(page, `my-account-earnings-${size.width}`);
    await page.context().close();

    const adminPage = await signedIn(admin, size, '/admin/reports');
    // Today only: the share is of one day's limit.
    const today = new Date().toISOString().slice(0, 10);
    await adminPage.getByLabel('From', { exact: true }).fill(today);
    await adminPage.getByLabel('To', { exact: true }).fill(today);
    const section = adminPage.getByRole('region', { name: 'Top earners: Correct Answer', exact: true });
    const row = section.getByRole('row').filter({ hasText: member.email });
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('30');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('100%');
    await adminPage.getByLabel('Top earners of').selectOption('survey_answer');
    await adminPage.getByRole('region', { name: 'Top earners: Survey Answer', exact: true }).waitFor();
    await shot(adminPage, `reports-top-earners-${size.width}`);
    await adminPage.context().close();
    await restoreCorrectAnswer();
  });
});
