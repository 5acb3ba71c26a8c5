import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with the flags that keep it quiet and offline-friendly. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface NewPageOptions {
  width?: number;
  height?: number;
  /** Keep the 3-second splash of a device's first visit at home (off by default so tests start at once). */
  showSplash?: boolean;
}

/** A page in a fresh context (no session) whose relative URLs go to the SPA under test. */
export async function newPage(browser: Browser, { width = 1280, height = 800, showSplash = false }: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('webUrl'), viewport: { width, height } });
  if (!showSplash) await context.addInitScript(() => localStorage.setItem('cinema.splashShown', 'true'));
  return context.newPage();
}

/** Signs in through the header's Sign In dialog and waits until the header shows the member. */
export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/** The two sizes every page is tried at: a desktop and a phone. */
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * A toast on screen with this text. Not by role: Radix announces a toast through a live region for a
 * moment only, and while a modal dialog is open the page under it (where the toasts sit) is hidden
 * from the role queries.
 */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByTestId('toast').filter({ hasText: text }).first();
