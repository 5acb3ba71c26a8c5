import type { AuthSession } from 'aws-amplify/auth';
import type { Hub as AmplifyHub } from 'aws-amplify/utils';
import { AMPLIFY_KEY_PREFIX } from '@shared/session-mark';
import { loadConfig, type AppConfig } from './config';

/**
 * Amplify, loaded when it is needed and not before: a visitor's first page paints without it.
 *
 * Amplify v6 keeps everything it knows about a session (tokens, the last user, a Google sign-in under
 * way) in localStorage under keys that start with `AMPLIFY_KEY_PREFIX`. With no such key
 * nobody is signed in on this device, so a guest's API calls go out at once, without Amplify and
 * without waiting for /config.json. Amplify is loaded and configured when such a key exists, when the
 * hosted UI redirects back (`?code=&state=`), or when someone opens the sign-in dialog.
 */
/** Whether this page load is the hosted UI (Google) redirecting back with a sign-in to complete. */
export function isOAuthReturn(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has('code') && params.has('state');
}

/** Whether this device may hold a Cognito session (or a Google sign-in coming back to it). */
export function mayHaveSession(): boolean {
  try {
    if (isOAuthReturn()) return true;
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(AMPLIFY_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    // No storage access (privacy modes): let Amplify decide.
    return true;
  }
}

type ReadyListener = (hub: typeof AmplifyHub) => void;

let ready: Promise<AppConfig> | null = null;
let hub: typeof AmplifyHub | null = null;
const readyListeners = new Set<ReadyListener>();

/**
 * Calls `listener` with Amplify's Hub once Amplify is configured (at once if it already is), before a
 * Google sign-in coming back is completed, so a listener hears all of its events; returns the unsubscribe.
 */
export function onAmplifyReady(listener: ReadyListener): () => void {
  if (ready) {
    void ready.then(() => hub && listener(hub), () => undefined);
    return () => undefined;
  }
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Loads Amplify and configures its Auth from /config.json, once. Every Amplify call waits for it. */
export function ensureAmplify(): Promise<AppConfig> {
  // Each import names what it takes, so the bundler leaves the rest of the module out (aws-amplify/utils
  // is mostly what the app never uses).
  ready ??= Promise.all([loadConfig(), import('aws-amplify').then(({ Amplify }) => Amplify), import('aws-amplify/utils').then(({ Hub }) => Hub)]).then(([config, Amplify, Hub]) => {
    const origin = window.location.origin;
    // A user pool endpoint is set only for the local Cognito emulator, on purpose: Amplify's warning
    // about a custom endpoint is silenced while it is configured (Amplify's loggers read the page's
    // LOG_LEVEL), so a page load logs no warning.
    const page = window as { LOG_LEVEL?: string };
    const logLevel = page.LOG_LEVEL;
    if (config.userPoolEndpoint) page.LOG_LEVEL = 'ERROR';
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          signUpVerificationMethod: 'code',
          loginWith: {
            email: true,
            ...(config.oauth
              ? {
                  oauth: {
                    domain: config.oauth.domain,
                    scopes: config.oauth.scopes ?? ['openid', 'email', 'profile'],
                    redirectSignIn: config.oauth.redirectSignIn ?? [`${origin}/`],
                    redirectSignOut: config.oauth.redirectSignOut ?? [`${origin}/`],
                    responseType: 'code' as const,
                  },
                }
              : {}),
          },
        },
      },
    });
    page.LOG_LEVEL = logLevel;
    hub = Hub;
    for (const listener of readyListeners) listener(Hub);
    readyListeners.clear();
    // The hosted UI (Google) redirects back to /; the listener completes that sign-in. Only now, once
    // the app listens to the Hub: its signInWithRedirect and customOAuthState events come from here.
    if (config.oauth) void import('aws-amplify/auth/enable-oauth-listener');
    return config;
  });
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

/** The current Cognito ID token (refreshed by Amplify when it has expired), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  // Nobody signed in on this device, and Amplify not in use yet: a guest, no need to load it.
  if (!ready && !mayHaveSession()) return null;
  await ensureAmplify();
  try {
    const { fetchAuthSession } = await import('aws-amplify/auth');
    const session: AuthSession = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** Signs out through Amplify (everywhere it has tokens); nothing to do when it never had a session. */
export async function signOutOfAmplify(): Promise<void> {
  if (!ready && !mayHaveSession()) return;
  await ensureAmplify();
  const { signOut } = await import('aws-amplify/auth');
  await signOut();
}
