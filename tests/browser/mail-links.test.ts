import type { Profile } from '@shared/schemas/profile';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDateKey } from '@shared/booking/calendar';
import { createAdmin, createMember, type TestUser } from '../helpers';
import { launchBrowser, newPage } from '../helpers/browser';
import { quizQuestionsOf } from '../helpers/live';
import { waitForMail, type CaughtMail } from '../helpers/mail';
import { book, createShow } from '../helpers/shows';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The path and query of the link a mail's HTML names by its text (the mail's links carry the site's origin). */
function linkOf(mail: CaughtMail, text: string): string {
  const href = [...mail.html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].find((link) => link[2] === text)?.[1];
  if (!href) throw new Error(`No "${text}" link in "${mail.subject}"`);
  const url = new URL(href.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

describe("a live game's mail's Unsubscribe, followed signed out on a phone", () => {
  let member: TestUser;
  let mail: CaughtMail;

  beforeAll(async () => {
    let admin: TestUser;
    [admin, member] = await Promise.all([createAdmin(), createMember({ name: 'Una Mail' })]);
    const { sessionId } = await createShow({ sessionDate: addDays(utcDateKey(), 1), sessionTime: '20:00' });
    await book(member, sessionId, ['A1']);
    const questionIds = await quizQuestionsOf(sessionId, 1);
    expect((await admin.api.post(`/api/admin/sessions/${sessionId}/live`, { questionIds })).status).toBe(201);
    // The booking's confirmation, then the game's.
    const mails = await waitForMail(member.email, 2);
    mail = mails.find((caught) => /^The live game of .+ is about to start$/.test(caught.subject))!;
    expect(mail).toBeDefined();
  });

  it('Unsubscribe asks first, then turns the notifications off and takes the focus to what it did', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(linkOf(mail, 'Unsubscribe'));
    await page.getByText('Stop these e-mails? You can turn them back on any time in My Account.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText("You're unsubscribed.").waitFor();
    await page.getByText("You won't get e-mail notifications (cancelled shows, live games about to start) any more. Booking confirmations are still sent.").waitFor();
    // The button that held the focus is gone: the focus goes to the answer, not to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("You're unsubscribed.");
    expect((await member.api.get<Profile>('/api/me')).body.preferences).toEqual({ emailNotifications: false, sessionReminders: true });
    await page.context().close();
  });
});
