import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAsset } from '../../shared/api/routes/admin-assets';
import { db } from '../../functions/data/service';
import { createAdmin, type TestUser } from '../helpers';
import { holdApiAnswers, launchBrowser, newPage, reloadAndStay, signIn, toastAfter } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** A new admin with an ad of their own, signed in on Asset Survey Management. */
async function adminOnSurveys(viewport: { width: number; height: number }): Promise<{ admin: TestUser; page: Page; asset: AdminAsset }> {
  const admin = await createAdmin({ name: 'Survey Admin' });
  const created = await admin.api.post<AdminAsset>('/api/admin/assets', {
    type: 'ad',
    title: `Browser Ad ${randomUUID().slice(0, 6)}`,
    brand: 'Fizz Cola',
    fileUrl: 'https://media.example.com/ads/fizz.mp4',
  });
  expect(created.status).toBe(201);
  const page = await newPage(browser, viewport);
  await signIn(page, admin.email, admin.password, '/admin/questions');
  await page.getByRole('heading', { name: 'Asset Survey Management' }).waitFor();
  return { admin, page, asset: created.body };
}

async function chooseAsset(page: Page, asset: AdminAsset) {
  await page.getByLabel('Asset type').selectOption('ad');
  await page.getByLabel('Asset', { exact: true }).selectOption(asset.id);
  await page.getByRole('heading', { name: `Questions of ${asset.title}` }).waitFor();
}

/** `count` new questions of a new admin's ad, selected in Question-Asset Links' Linked tab (1280x800). */
async function linkedQuestionsSelected(count: number): Promise<{ admin: TestUser; page: Page; texts: string[]; ids: string[] }> {
  const { admin, page, asset } = await adminOnSurveys({ width: 1280, height: 800 });
  const tag = randomUUID().slice(0, 6);
  const texts = Array.from({ length: count }, (_, i) => `Bulk ${tag} question ${i + 1}?`);
  const saved = await admin.api.post<{ items: { id: string }[] }>('/api/admin/questions', {
    assetId: asset.id,
    questions: texts.map((text) => ({ text, options: [{ id: 'a', text: 'Yes' }, { id: 'b', text: 'No' }], correctOptionId: null })),
  });
  expect(saved.status).toBe(201);
  await page.goto('/admin/question-assets');
  await page.getByRole('tab', { name: /^Linked/ }).click();
  for (const text of texts) await page.getByLabel(`Select ${text}`).check();
  return { admin, page, texts, ids: saved.body.items.map((item) => item.id) };
}

const drafts = (page: Page) => page.getByRole('list', { name: 'Generated drafts' }).locator(':scope > li');

describe('Asset Survey Management and Question-Asset Links in the browser', () => {
  it('generates 10 then 5 more survey questions for an asset, edits and discards drafts, saves them and links one to another asset (1280x800)', async () => {
    const { admin, page, asset } = await adminOnSurveys({ width: 1280, height: 800 });

    // No asset yet: the spec's text, also when adding.
    await expect.poll(() => page.getByRole('heading', { name: 'Please select an asset first' }).isVisible()).toBe(true);
    await toastAfter(page, 'Please select an asset first', () => page.getByRole('button', { name: 'Add Question' }).click());

    await chooseAsset(page, asset);
    await page.getByText('No questions yet').waitFor();

    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect.poll(() => drafts(page).count(), { timeout: 20_000 }).toBe(10);
    await page.getByRole('button', { name: 'Generate More' }).click();
    await expect.poll(() => drafts(page).count(), { timeout: 20_000 }).toBe(15);
    const texts = await drafts(page).locator('p').allTextContents();
    expect(new Set(texts).size).toBe(15);

    // Review: edit the last draft (saved last: the newest, first in the Linked tab), discard the second.
    await page.getByRole('button', { name: /^Edit draft 15:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Draft' });
    await dialog.getByLabel('Question').fill('');
    await dialog.getByRole('button', { name: 'Keep Draft' }).click();
    await dialog.getByText('All questions must have text').waitFor();
    await dialog.getByLabel('Question').fill('Which Fizz Cola flavour did the ad show?');
    await dialog.getByRole('button', { name: 'Remove option 4' }).click();
    await dialog.getByRole('button', { name: 'Remove option 3' }).click();
    await dialog.getByRole('button', { name: 'Remove option 2' }).click();
    await dialog.getByRole('button', { name: 'Keep Draft' }).click();
    await dialog.getByText('Each question must have at least 2 options').waitFor();
    await dialog.getByRole('button', { name: 'Add Option' }).click();
    await dialog.getByLabel('Option 2', { exact: true }).fill('Cherry');
    await dialog.getByLabel('Option 1 is the correct answer').check();
    await dialog.getByRole('button', { name: 'Keep Draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Discard draft 2:/ }).click();
    await expect.poll(() => drafts(page).count()).toBe(14);

    await toastAfter(page, '14 questions saved', () => page.getByRole('button', { name: 'Save 14 Questions' }).click());
    const saved = page.getByRole('list', { name: `Questions of ${asset.title}` }).locator(':scope > li');
    await expect.poll(() => saved.count()).toBe(14);
    await expect.poll(() => saved.filter({ hasText: 'Which Fizz Cola flavour did the ad show?' }).filter({ hasText: '(correct)' }).count()).toBe(1);

    // Link: the edited question leaves this asset and goes to another one.
    const other = await admin.api.post<AdminAsset>('/api/admin/assets', { type: 'promotional', title: `Promo ${randomUUID().slice(0, 6)}`, fileUrl: 'https://media.example.com/p.mp4' });
    await page.goto('/admin/question-assets');
    await page.getByRole('heading', { name: 'Question-Asset Links' }).waitFor();
    const counter = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    const unlinked = async () => Number((await counter('Unlinked').textContent())!.replaceAll(',', ''));
    await expect.poll(unlinked).toBeGreaterThanOrEqual(0);
    const unlinkedBefore = await unlinked();
    await page.getByRole('tab', { name: /^Linked/ }).click();
    await toastAfter(page, 'Unlinked from asset', () => page.getByRole('button', { name: 'Unlink from asset: Which Fizz Cola flavour did the ad show?' }).click());
    await expect.poll(unlinked).toBe(unlinkedBefore + 1);
    await page.getByRole('tab', { name: /^Unlinked/ }).click();
    // A row's asset choice holds its prompt alone until reached (a big chain's 442 assets in each row made
    // drawing the tab a 1.1 s task); focused, as on a click or a Tab, it lists every other active asset.
    const unlinkedTable = page.getByRole('table', { name: 'Unlinked questions' });
    const picker = unlinkedTable.getByRole('combobox', { name: 'Link to asset: Which Fizz Cola flavour did the ad show?' });
    await picker.waitFor();
    expect(await unlinkedTable.locator('option').count()).toBe(await unlinkedTable.getByRole('combobox').count());
    await picker.focus();
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(2);
    await toastAfter(page, `Linked to ${other.body.title}`, () => picker.selectOption(other.body.id));
    await expect.poll(unlinked).toBe(unlinkedBefore);
    const onOther = await admin.api.get<{ items: { text: string }[] }>(`/api/admin/assets/${other.body.id}/questions`);
    expect(onOther.body.items.map((q) => q.text)).toEqual(['Which Fizz Cola flavour did the ad show?']);
    await page.context().close();
  });

  it('bulk deletes linked questions: one deleted meanwhile is said by its reason, and nothing is left selected to retry (1280x800)', async () => {
    const { admin, page, texts, ids } = await linkedQuestionsSelected(3);
    // Another admin deletes one of them first.
    expect((await admin.api.delete(`/api/admin/questions/${ids[1]}`)).status).toBe(204);

    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 3 questions?' });
    await toastAfter(page, 'Question not found\n1 of 3 could not be deleted.', () => confirm.getByRole('button', { name: 'Delete' }).click());
    // The one that failed is gone too: no confirmation left open, nothing kept selected.
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Bulk actions' }).waitFor({ state: 'detached' });
    for (const text of texts) expect(await page.getByLabel(`Select ${text}`).count(), text).toBe(0);
    await page.context().close();
  });

  it('asks the browser\'s "Leave site?" while a bulk delete\'s chunks run, and not once its toast says they are done, while the list still refreshes (1280x800)', async () => {
    const { page } = await linkedQuestionsSelected(2);
    const chunk = await holdApiAnswers(page, (url) => url.pathname === '/api/admin/questions/bulk-delete');
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 questions?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await chunk.arrived;
    await expect(reloadAndStay(page)).resolves.toBe('beforeunload');
    // Done once its toast says so, while the list's refresh after it is still on its way (held here).
    const refresh = await holdApiAnswers(page, (url) => url.pathname === '/api/admin/question-links');
    await toastAfter(page, '2 questions deleted', async () => chunk.release());
    await refresh.arrived;
    // Still counting what it deleted while the list refreshes, not the selection cleared ("Delete 0 questions?").
    await expect(confirm.isVisible()).resolves.toBe(true);
    await expect(reloadAndStay(page)).resolves.toBeNull();
    refresh.release();
    await page.context().close();
  });

  it('lists, counts and selects every linked question past the thousandth, as the Linked counter says (1280x800)', async () => {
    const { page, asset } = await adminOnSurveys({ width: 1280, height: 800 });
    // 1,010 questions linked to the asset, put straight into the table (1,010 creates through the API would take minutes).
    const createdAt = Date.now();
    await db.entities.sessionQuestion
      .put(
        Array.from({ length: 1010 }, (_, i) => ({
          questionId: `many-${asset.id}-${i}`,
          assetId: asset.id,
          linkState: 'linked' as const,
          questionText: `Chain question ${i + 1}?`,
          options: [
            { id: 'a', text: 'Yes' },
            { id: 'b', text: 'No' },
          ],
          createdAt: new Date(createdAt - i).toISOString(),
        })),
      )
      .go({ concurrency: 8 });
    await page.goto('/admin/question-assets');
    await page.getByRole('tab', { name: /^Linked \(/ }).click();
    // Past the thousandth, every count is written with its thousands separator ("1,010", not "1010"), as the app's figures are.
    const count = (text: string | null, before: string, after: string) =>
      Number(new RegExp(`${before}(\\d{1,3}(?:,\\d{3})*)${after}`).exec(text ?? '')![1].replaceAll(',', ''));
    const linkedTab = async () => count(await page.getByRole('tab', { name: /^Linked \(/ }).textContent(), '\\(', '\\)');
    const pager = page.getByRole('navigation', { name: 'Linked questions pages' });
    const listed = async () => count(await pager.locator('span').first().textContent(), 'of ', '$');
    await expect.poll(async () => (await listed()) >= 1010 && (await listed()) === (await linkedTab()), { timeout: 30_000 }).toBe(true);
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).check();
    const selected = count(await page.getByRole('region', { name: 'Bulk actions' }).getByText(/selected$/).textContent(), '^', ' selected$');
    expect(selected).toBe(await listed());
    const linkedCounter = page.locator('dl > div').filter({ has: page.getByText('Linked', { exact: true }) }).locator('dd');
    expect(count(await linkedCounter.textContent(), '^', '$')).toBeGreaterThanOrEqual(1010);
    await page.context().close();
  }, 90_000);

  it("keeps an asset's unsaved drafts with it, through another asset, another page, a reload and a late generation, until sign-out (1280x800)", async () => {
    const { admin, page, asset } = await adminOnSurveys({ width: 1280, height: 800 });
    const other = await admin.api.post<AdminAsset>('/api/admin/assets', { type: 'ad', title: `Other Ad ${randomUUID().slice(0, 6)}`, brand: 'Fizz Cola', fileUrl: 'https://media.example.com/ads/other.mp4' });
    expect(other.status).toBe(201);
    await page.reload();
    await chooseAsset(page, asset);
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect.poll(() => drafts(page).count(), { timeout: 20_000 }).toBe(10);
    const texts = await drafts(page).locator('p').allTextContents();

    // Another asset shows none of them; its picker says which asset holds drafts.
    await chooseAsset(page, other.body);
    expect(await drafts(page).count()).toBe(0);
    await page.getByLabel('Asset', { exact: true }).locator('option', { hasText: `${asset.title} (Ad) · 10 unsaved drafts` }).waitFor({ state: 'attached' });
    await chooseAsset(page, asset);
    expect(await drafts(page).locator('p').allTextContents()).toEqual(texts);

    // Another page of the back office, then a reload: the drafts are there when the asset is chosen again.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Assets', exact: true }).click();
    await page.getByRole('heading', { name: 'Assets Manager' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Asset Survey Management' }).waitFor();
    await page.reload();
    await chooseAsset(page, asset);
    expect(await drafts(page).locator('p').allTextContents()).toEqual(texts);

    // A generation answered after the admin chose another asset adds its drafts to the asset it was asked for.
    let answered!: () => void;
    const held = new Promise<void>((resolve) => (answered = resolve));
    let heldGenerations = 0;
    await page.route('**/api/admin/assets/*/questions/generate', async (route) => {
      heldGenerations += 1;
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Generate More' }).click();
    // On its way (the route sees it a moment after the click on a busy machine) before another asset is chosen.
    await expect.poll(() => heldGenerations).toBe(1);
    await chooseAsset(page, other.body);
    await toastAfter(page, '5 questions generated: review them before saving', async () => answered());
    expect(await drafts(page).count()).toBe(0);
    await chooseAsset(page, asset);
    await expect.poll(() => drafts(page).count()).toBe(15);

    // Signing out removes them from the device.
    const stored = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.questionDrafts')).length);
    expect(await stored()).toBe(1);
    await page.getByRole('banner').getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByText('Guest').waitFor();
    expect(await stored()).toBe(0);
    await page.context().close();
  });

  it('says when the assets failed to load, rather than asking to choose from an empty list, and Retry brings them (390x844)', async () => {
    const admin = await createAdmin({ name: 'Survey Admin' });
    const page = await newPage(browser, { width: 390, height: 844 });
    let failing = true;
    await page.route(/\/api\/admin\/assets\?/, (route) => (failing ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
    await signIn(page, admin.email, admin.password, '/admin/questions');
    const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Failed to load assets' }) });
    await failed.waitFor();
    await expect(page.getByRole('heading', { name: 'Please select an asset first' }).count()).resolves.toBe(0);

    failing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Please select an asset first' }).waitFor();
    await expect.poll(() => page.getByLabel('Asset', { exact: true }).locator('option').count()).toBeGreaterThan(1);
    await page.context().close();
  });

  it('drafts and saves questions on a phone (390x844)', async () => {
    const { page, asset } = await adminOnSurveys({ width: 390, height: 844 });
    await chooseAsset(page, asset);
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect.poll(() => drafts(page).count(), { timeout: 20_000 }).toBe(10);
    // Discard All asks first: backing out keeps the ten.
    await page.getByRole('button', { name: 'Discard All' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard all drafts?' });
    await discard.getByText('The 10 generated drafts are not saved yet').waitFor();
    await discard.getByRole('button', { name: 'Keep Drafts' }).click();
    await discard.waitFor({ state: 'detached' });
    await expect(drafts(page).count()).resolves.toBe(10);
    await toastAfter(page, '10 questions saved', () => page.getByRole('button', { name: 'Save 10 Questions' }).click());
    const saved = page.getByRole('list', { name: `Questions of ${asset.title}` }).locator(':scope > li');
    await expect.poll(() => saved.count()).toBe(10);
    // Nothing runs off the side of the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
