import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { loadConfig, type AppConfig } from './config';

let ready: Promise<AppConfig> | null = null;

/** Configures Amplify Auth from /config.json, once. Every Amplify call waits for it. */
export function ensureAmplify(): Promise<AppConfig> {
  ready ??= loadConfig().then((config) => {
    const origin = window.location.origin;
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
    // The hosted UI (Google) redirects back to /; the listener completes that sign-in.
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
  await ensureAmplify();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
