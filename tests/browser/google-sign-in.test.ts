import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMember, type TestUser } from '../helpers';
import { launchBrowser, newPage, pathOf, signInWithGoogle, SIZES } from '../helpers/browser';

/**
 * "Continue with Google" leaves the app for the hosted UI and comes back by a redirect that reloads
 * it; the page a guest asked for survives that round trip (locally the Cognito emulator's hosted UI
 * stands in for Google: tests/helpers/browser.ts, useLocalHostedUi).
 */

let browser: Browser;
let member: TestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember({ name: 'Google Tester' });
});

afterAll(async () => {
  await browser?.close();
});

describe.each(SIZES)('Google sign-in at $width x $height', (size) => {
  const open = async (path: string) => {
    const page = await newPage(browser, { width: size.width, height: size.height, hostedUi: true });
    await page.goto(path);
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    return page;
  };

  it('a guest sent from a protected page to sign in ends on that page after the round trip through the hosted UI', async () => {
    const page = await open('/rewards?from=google#catalog');
    expect(pathOf(page)).toBe('/');

    await signInWithGoogle(page, member.email, member.password);

    await page.waitForURL((url) => url.pathname === '/rewards');
    expect(pathOf(page)).toBe('/rewards?from=google#catalog');
    await page.getByRole('heading', { name: 'Rewards', level: 1 }).waitFor();
    // The code and state of the redirect are gone from the address and the history entry.
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    await page.context().close();
  });

  it('a return path to another site never goes through the round trip: the member ends home', async () => {
    const page = await open('/login?next=//evil.example/steal');

    await signInWithGoogle(page, member.email, member.password);

    await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(new URL(page.url()).origin).toBe(new URL(inject('webUrl')).origin);
    await page.context().close();
  });

  it('a return path to another site carried back in the OAuth state is dropped: the member ends home', async () => {
    const page = await newPage(browser, { width: size.width, height: size.height, hostedUi: true });
    // Stands for a state naming another site that still passes Amplify's check (which compares it with
    // the state it stored): on the way back the custom part (hex, as Amplify encodes it) is swapped
    // for a foreign path in both the address and the stored state, before the app starts.
    await page.context().addInitScript(
      ({ storageKey, forged }) => {
        const url = new URL(location.href);
        const state = url.searchParams.get('state');
        if (!url.searchParams.has('code') || !state) return;
        const forgedState = `${state.split('-')[0]}-${forged}`;
        url.searchParams.set('state', forgedState);
        history.replaceState(history.state, '', url);
        localStorage.setItem(storageKey, forgedState);
      },
      { storageKey: `CognitoIdentityServiceProvider.${inject('userPoolClientId')}.oauthState`, forged: Buffer.from('//evil.example/steal').toString('hex') },
    );
    await page.goto('/rewards');
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();

    await signInWithGoogle(page, member.email, member.password);

    await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.context().close();
  });

  it('signing in with Google from the header, with no page asked for, stays home', async () => {
    const page = await newPage(browser, { width: size.width, height: size.height, hostedUi: true });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign In' }).click();

    await signInWithGoogle(page, member.email, member.password);

    await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.context().close();
  });
});
