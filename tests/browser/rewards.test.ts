import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReward as createRewardWithStock } from '../../functions/data/reward-stock';
import { db } from '../../functions/data/service';
import type { MyReward } from '../../shared/api/routes/rewards';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import type { RewardCategory } from '../../shared/rewards';
import { creditPoints, memberWithPoints, type TestUser } from '../helpers';
import { launchBrowser, newPage, signIn, SIZES, toastAfter } from '../helpers/browser';
import { book, createShow, createShowStartingIn, moveShowStart } from '../helpers/shows';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});


const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** A reward of its own for one test, so no other test's redemptions change its stock. */
async function createReward(fields: { pointsCost: number; stock?: number; category?: RewardCategory }) {
  const rewardId = `reward-${randomUUID().slice(0, 8)}`;
  const name = `Browser Reward ${rewardId.slice(7)}`;
  await createRewardWithStock({ rewardId, name, description: 'A reward for browser tests', category: fields.category ?? 'concession', pointsCost: fields.pointsCost, stock: fields.stock, available: true });
  return { rewardId, name };
}

async function openRewards(member: TestUser, size: (typeof SIZES)[number]): Promise<Page> {
  const page = await newPage(browser, size);
  await signIn(page, member.email, member.password, '/rewards');
  await page.getByRole('heading', { name: 'Available Rewards' }).waitFor();
  return page;
}

const balanceOf = async (member: TestUser) => ((await member.api.get<{ points: number }>('/api/me')).body).points;

describe.each(SIZES)('Rewards at $width x $height', (size) => {
  it('shows the balance, lifetime points, tier and progress; redeems once on a double click; the code shows in My Rewards and the balance drops', async () => {
    // 1,300 lifetime points: Silver (1,000), 20% of the way to Gold (2,500), 1,200 to go.
    const member = await memberWithPoints(1300, { name: 'Reward Hunter' });
    const reward = await createReward({ pointsCost: 40, stock: 2 });
    const page = await openRewards(member, size);

    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('1,300');
    await expect(page.getByTestId('lifetime-points').textContent()).resolves.toBe('1,300');
    await page.getByRole('main').getByTitle('Silver tier').waitFor();
    const progress = page.getByRole('progressbar', { name: 'Progress to Gold' });
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('20');
    await page.getByText('20% · 1,200 points needed for Gold').waitFor();
    await page.getByRole('heading', { name: 'No rewards yet' }).waitFor();

    const catalog = page.getByRole('region', { name: 'Available Rewards' });
    const card = catalog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reward.name }) });
    await card.getByText('2 left').waitFor();
    await card.getByRole('button', { name: `Redeem ${reward.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Reward' });
    await expect.poll(() => isFocused(dialog.getByRole('heading', { name: 'Redeem Reward' }))).toBe(true);
    await dialog.getByText('1,260 points').waitFor();
    const keys: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/rewards/${reward.rewardId}/redemptions`)) keys.push(request.postDataJSON()?.idempotencyKey);
    });
    const redeemedToast = new RegExp(`^Reward Redeemed!\n${reward.name}: your code is (CONCESSION[A-Z2-9]{6})\\.\n`);
    const shown = await toastAfter(page, redeemedToast, () => dialog.getByRole('button', { name: 'Redeem for 40 points' }).dblclick());
    const code = redeemedToast.exec(shown)![1];

    await dialog.waitFor({ state: 'detached' });
    const myRewards = page.getByRole('region', { name: 'My Rewards' });
    await expect(myRewards.locator('code').first().textContent()).resolves.toBe(code);
    const mine = myRewards.getByRole('listitem').filter({ hasText: code });
    await mine.getByRole('heading', { name: reward.name }).waitFor();
    await mine.getByText('Active').waitFor();
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('1,260');
    await card.getByText('1 left').waitFor();
    // Charged once, one code.
    expect(await balanceOf(member)).toBe(1260);
    const redeemed = (await member.api.get<{ items: MyReward[] }>('/api/me/rewards')).body.items;
    expect(redeemed.map((r) => r.code)).toEqual([code]);
    // Each request carries an idempotency key, so a retry after a lost answer is charged once too.
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toEqual(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The lifetime points (and so the tier) stay: spending never lowers them.
    await expect(page.getByTestId('lifetime-points').textContent()).resolves.toBe('1,300');
  });

  it('says how many points are missing, from the balance shown and from the server when the balance changed meanwhile', async () => {
    const member = await memberWithPoints(100, { name: 'Short Of Points' });
    const dear = await createReward({ pointsCost: 130 });
    const fair = await createReward({ pointsCost: 60 });
    const page = await openRewards(member, size);

    const dearCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: dear.name }) });
    await dearCard.getByText('30 more points needed').waitFor();
    await dearCard.getByRole('button', { name: `Redeem ${dear.name}` }).click();
    await toastAfter(page, 'Insufficient Points\nYou need 30 more points.', () => page.getByRole('dialog').getByRole('button', { name: 'Redeem for 130 points' }).click());
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Spent elsewhere after the page loaded: the server refuses with the points missing.
    await creditPoints(member.userId, -80);
    await page.getByRole('button', { name: `Redeem ${fair.name}` }).click();
    await toastAfter(page, 'You need 40 more points.', () => page.getByRole('dialog').getByRole('button', { name: 'Redeem for 60 points' }).click());
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('20');
    expect(await balanceOf(member)).toBe(20);
  });

  it('shows an out-of-stock reward unavailable, and an expired reward as expired', async () => {
    const member = await memberWithPoints(500, { name: 'Late Comer' });
    const soldOut = await createReward({ pointsCost: 45, stock: 0, category: 'merchandise' });
    const code = `MERCHANDISE${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
    await db.entities.redeemedReward
      .create({ code, userId: member.userId, rewardId: soldOut.rewardId, rewardName: soldOut.name, category: 'merchandise', pointsCost: 45, redeemedAt: '2020-01-01T10:00:00.000Z', expiresAt: '2020-01-31T10:00:00.000Z' })
      .go();
    const page = await openRewards(member, size);

    const card = page.getByRole('region', { name: 'Merchandise' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: soldOut.name }) });
    await card.getByText('Out of stock').waitFor();
    const unavailable = card.getByRole('button', { name: `Unavailable: ${soldOut.name}` });
    await expect(unavailable.isDisabled()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: /^Redeem/ }).count()).resolves.toBe(0);

    const expired = page.getByRole('region', { name: 'My Rewards' }).getByRole('listitem').filter({ hasText: code });
    await expired.getByText('Expired', { exact: true }).waitFor();
    await expired.getByText('Expired Jan 31, 2020', { exact: false }).waitFor();
  });
});

describe('Rewards when a request fails', () => {
  it('says the catalog failed to load instead of showing it empty, and recovers on Retry', async () => {
    const member = await memberWithPoints(100, { name: 'Patchy Rewards' });
    const page = await newPage(browser);
    await page.route('**/api/rewards', (route) => route.abort('internetdisconnected'));
    await signIn(page, member.email, member.password, '/rewards');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch rewards data.' });
    await alert.waitFor();
    await expect(page.getByText('No rewards available').count()).resolves.toBe(0);

    await page.unroute('**/api/rewards');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Small Popcorn' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('keeps the focus on the reward when its last one goes to another member while its dialog is open', async () => {
    const member = await memberWithPoints(100, { name: 'Second Best' });
    const rival = await memberWithPoints(100, { name: 'First Come' });
    const reward = await createReward({ pointsCost: 30, stock: 1 });
    const page = await openRewards(member, SIZES[0]);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reward.name }) });

    await card.getByRole('button', { name: `Redeem ${reward.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Reward' });
    await dialog.waitFor();
    expect((await rival.api.post(`/api/rewards/${reward.rewardId}/redemptions`, {})).status).toBe(201);
    await toastAfter(page, 'Failed to redeem reward.\nThis reward is out of stock.', () => dialog.getByRole('button', { name: 'Redeem for 30 points' }).click());

    const unavailable = card.getByRole('button', { name: `Unavailable: ${reward.name}` });
    await card.getByText('Out of stock').waitFor();
    await expect.poll(() => isFocused(unavailable)).toBe(true);
    await expect(unavailable.getAttribute('aria-disabled')).resolves.toBe('true');
    expect(await balanceOf(member)).toBe(100);
  });
});

/** Picks a value of a radio scale by keyboard: focus its first radio, then arrow right. */
async function pickByKeyboard(page: Page, group: Locator, value: number) {
  await group.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < value; i++) await page.keyboard.press('ArrowRight');
}

describe.each(SIZES)('Feedback at $width x $height', (size) => {
  it('from Rewards: asks for both scales, shows the points it will earn, and credits them', async () => {
    const member = await memberWithPoints(100, { name: 'Feedback Giver' });
    const page = await openRewards(member, size);
    const opener = page.getByRole('button', { name: 'Give Feedback' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await expect.poll(() => isFocused(dialog.getByRole('heading', { name: 'Share Your Feedback' }))).toBe(true);
    const points = dialog.getByText(/^You will earn/);
    await expect(points.textContent()).resolves.toBe('You will earn 20 points');

    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please provide a rating and recommendation likelihood.' }).waitFor();

    await pickByKeyboard(page, dialog.getByRole('radiogroup', { name: 'Overall rating (1 to 5)' }), 4);
    await expect(dialog.getByRole('radio', { name: '4 stars' }).isChecked()).resolves.toBe(true);
    await pickByKeyboard(page, dialog.getByRole('radiogroup', { name: /^How likely are you to recommend us/ }), 9);
    await expect(dialog.getByRole('radio', { name: '9, Very likely' }).isChecked()).resolves.toBe(true);
    await dialog.getByText('9 · Very likely', { exact: true }).waitFor();
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);

    await dialog.getByRole('checkbox', { name: 'Great story' }).check();
    await expect.poll(() => points.textContent()).toBe('You will earn 25 points');
    await dialog.getByRole('checkbox', { name: 'Seat comfort' }).check();
    const comment = 'The questions between the trailers were a brilliant touch!';
    await dialog.getByLabel('Comments (optional)').fill(comment);
    await dialog.getByText(`${comment.length}/500`).waitFor();
    await expect.poll(() => points.textContent()).toBe('You will earn 35 points');

    await toastAfter(page, 'Feedback Submitted!\nYou earned 35 points', () => dialog.getByRole('button', { name: 'Submit Feedback' }).click());
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener)).toBe(true);
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('135');
  });

  it('from a past ticket in My Tickets: once per session, a second time shows why not', async () => {
    const member = await memberWithPoints(100, { name: 'Past Viewer' });
    const show = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00', movieTitle: `Past Movie ${randomUUID().slice(0, 6)}` });
    await book(member, show.sessionId, ['A1']);
    // The show has been and gone.
    await db.entities.session
      .patch({ sessionId: show.sessionId })
      .set({ sessionDate: addDays(utcDateKey(), -2), sessionTime: '20:00', screenId: show.screenId })
      .go();

    const page = await newPage(browser, size);
    await signIn(page, member.email, member.password, '/my-tickets');
    await page.getByRole('tab', { name: 'Past (1)' }).click();
    const give = page.getByRole('button', { name: `Give Feedback on ${show.movieTitle}` });

    const submit = async () => {
      await give.click();
      const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
      await dialog.getByText(`How was ${show.movieTitle}?`).waitFor();
      await dialog.getByRole('radio', { name: '5 stars' }).check();
      await dialog.getByRole('radio', { name: '7, Likely' }).check();
      await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await toastAfter(page, 'Feedback Submitted!', submit);
    await expect.poll(() => balanceOf(member)).toBe(100 - 10 + 20);

    await toastAfter(page, 'You have already given feedback on this session.', submit);
    expect(await balanceOf(member)).toBe(100 - 10 + 20);
  });

  it("from today's ticket once its show has started, not before (feedback opens at the start)", async () => {
    const member = await memberWithPoints(100, { name: 'Tonight Viewer' });
    const show = await createShowStartingIn(3 * 60);
    await book(member, show.sessionId, ['A1']);

    const page = await newPage(browser, size);
    await signIn(page, member.email, member.password, '/my-tickets');
    const card = page.getByTestId('booking-card').filter({ hasText: show.movieTitle });
    await card.getByRole('button', { name: 'Cancel booking' }).waitFor();
    await expect(card.getByRole('button', { name: /Give Feedback/ }).count()).resolves.toBe(0);

    await moveShowStart(show, -5);
    await page.reload();
    await card.getByRole('button', { name: `Give Feedback on ${show.movieTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByRole('radio', { name: '7, Likely' }).check();
    await toastAfter(page, 'Feedback Submitted!', () => dialog.getByRole('button', { name: 'Submit Feedback' }).click());
    await expect.poll(() => balanceOf(member)).toBe(100 - 10 + 20);
  });
});
