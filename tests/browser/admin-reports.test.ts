import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../helpers';
import { launchBrowser, newPage, signInThroughDialog } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new admin on Reports & Analytics, the report of the default range loaded. */
async function reportsPage(viewport: { width: number; height: number }): Promise<Page> {
  const admin = await createAdmin({ name: 'Reports Admin' });
  const page = await newPage(browser, viewport);
  await signInThroughDialog(page, admin.email, admin.password);
  await page.goto('/admin/reports');
  await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor();
  await page.getByRole('table', { name: 'Occupancy per venue' }).waitFor({ timeout: 20_000 });
  return page;
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cellsOf = (page: Page, table: string, rowText: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: rowText }).first().getByRole('cell');

describe('Reports & Analytics in the browser', () => {
  it("reads the seeded day of activity (bookings, check-ins, answers, redemptions) and downloads a table's CSV (1280x800)", async () => {
    const page = await reportsPage({ width: 1280, height: 800 });

    // The seed's audience booked 9 seats at Grand Central and Northgate and 4 of them were checked in.
    const venues = page.getByRole('table', { name: 'Occupancy per venue' });
    await expect.poll(() => venues.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    const grand = await cellsOf(page, 'Occupancy per venue', 'Grand Central Cinema').allTextContents();
    expect(Number(grand[3])).toBeGreaterThanOrEqual(1);
    expect(Number(grand[4])).toBeGreaterThanOrEqual(1);

    // Each of the 8 seeded members answered the Lobby Bar quiz question; most of them right.
    const quiz = await cellsOf(page, 'Q&A participation and correctness', 'How much do members save at the Lobby Bar with points?').allTextContents();
    expect(Number(quiz[2])).toBeGreaterThanOrEqual(8);
    expect(quiz[4]).toMatch(/^\d+(\.\d)?%$/);
    const survey = await cellsOf(page, 'Q&A participation and correctness', "How did you hear about today's screening?").allTextContents();
    expect(survey[4]).toBe('Survey');
    const popcorn = await cellsOf(page, 'Top rewards', 'Small Popcorn').allTextContents();
    expect(Number(popcorn[3])).toBeGreaterThanOrEqual(3);
    await expect.poll(() => section(page, 'Points earned and spent per week').locator('canvas').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV: Q&A participation and correctness' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^questions_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Question,Topic,Answers,Correct,Correct rate');
    expect(lines.find((line) => line.startsWith('How much do members save at the Lobby Bar with points?,'))).toMatch(/^[^,]+,[^,]+,\d+,\d+,0?\.?\d+$/);
    expect(csv.endsWith('\r\n')).toBe(true);
    await page.context().close();
  });

  it('draws readable charts on a phone and refuses a reversed range (390x844)', async () => {
    const page = await reportsPage({ width: 390, height: 844 });
    const charts = page.locator('canvas');
    await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(3);
    for (const box of await Promise.all((await charts.all()).map((chart) => chart.boundingBox()))) {
      expect(box!.width).toBeGreaterThan(250);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByText('The last day must not be before the first day.').waitFor();
    await page.context().close();
  });
});
