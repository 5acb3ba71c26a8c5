import type { Profile } from '@shared/schemas/profile';
import { LAST_PROFILE_KEY } from '@shared/session-mark';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { currentIdToken, ensureAmplify, mayHaveSession, onAmplifyReady, signOutOfAmplify } from './amplify';
import { api, ApiError } from './api-client';
import { forgetMember } from './member-storage';
import { safeReturnPath } from './return-path';

export type AuthMode = 'login' | 'register';

export interface AuthContextValue {
  user: Profile | null;
  isAuthenticated: boolean;
  /** True until the first session check (and profile load) has finished. */
  isLoading: boolean;
  /** Reloads the profile (GET /api/me); call it after anything that changes points. */
  refreshProfile: () => Promise<Profile | null>;
  signOut: () => Promise<void>;
  /** Opens the sign-in dialog; after signing in, the member goes on to `returnTo` (a path on this site) if given. */
  openAuthDialog: (mode?: AuthMode, returnTo?: string | null) => void;
}

/** Whether the sign-in dialog is open, and in which mode; the app renders the dialog (features/auth) from it. */
export interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
  /** The page to go on to once signed in (a guard or a home tile opened the dialog for it). */
  returnTo: string | null;
  onOpenChange: (open: boolean) => void;
  /** Called once the member is on their way to `returnTo`. */
  clearReturnTo: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const AuthDialogContext = createContext<AuthDialogState | null>(null);

/**
 * The last profile loaded, so a member who loses the network (at the cinema door) stays signed in
 * and keeps their tickets on screen. Only a network failure falls back to it; an answer from the
 * API that refuses the session still signs out. It is read before anyone is known (opening the app
 * offline), so it has a fixed key rather than a member-storage one; it also names whose data to remove.
 * The session mark reads its role before the first paint (shared/session-mark.ts).
 */
const lastProfile = (): Profile | null => {
  try {
    return JSON.parse(localStorage.getItem(LAST_PROFILE_KEY) ?? 'null') as Profile | null;
  } catch {
    return null;
  }
};
const rememberProfile = (profile: Profile | null) => {
  // A member no longer signed in here (signed out, session refused, someone else signed in) leaves
  // nothing behind on the device: the offline tickets and the profile go with them.
  const previous = lastProfile();
  if (previous && previous.id !== profile?.id) forgetMember(previous.id);
  if (profile) localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify(profile));
  else localStorage.removeItem(LAST_PROFILE_KEY);
};

/** Auth provider events after which the profile is reloaded (docs/product-rules.md, "Signing in"). */
const PROFILE_EVENTS = new Set(['signedIn', 'tokenRefresh', 'signInWithRedirect', 'customOAuthState']);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<Profile | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [dialog, setDialog] = useState<{ open: boolean; mode: AuthMode; returnTo: string | null }>({ open: false, mode: 'login', returnTo: null });
  const { mutate } = useSWRConfig();
  // Only the newest profile request may set state (sign-in and Hub events can overlap).
  const latestRequest = useRef(0);

  const clearCachedData = useCallback(() => mutate(() => true, undefined, { revalidate: false }), [mutate]);

  const refreshProfile = useCallback(async (): Promise<Profile | null> => {
    const request = ++latestRequest.current;
    let profile: Profile | null = null;
    try {
      if (await currentIdToken()) profile = await api('getMe');
      // Offline with an expired token: nothing can be refreshed, the member is still who they were.
      else if (!navigator.onLine) profile = lastProfile();
      rememberProfile(profile);
    } catch (error) {
      if (error instanceof ApiError) {
        // A failed profile load means signed out (docs/product-rules.md, "Signing in"); a rejected token is dropped.
        if (error.status === 401 || error.status === 403) await signOutOfAmplify().catch(() => undefined);
        rememberProfile(null);
      } else {
        // No answer at all (offline): keep the member as last seen.
        profile = lastProfile();
      }
      console.error('Profile load failed', error);
    }
    if (request === latestRequest.current) {
      setUser(profile);
      setIsLoading(false);
    }
    return profile;
  }, []);

  const signOut = useCallback(async () => {
    latestRequest.current++;
    try {
      await signOutOfAmplify();
    } finally {
      rememberProfile(null);
      setUser(null);
      await clearCachedData();
    }
  }, [clearCachedData]);

  useEffect(() => {
    let cancelled = false;
    let stopListening = () => {};
    // Amplify's events once Amplify is in use (a stored session, or the sign-in dialog loaded it).
    const stopWaiting = onAmplifyReady((Hub) => {
      if (cancelled) return;
      stopListening = Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedOut') {
          latestRequest.current++;
          rememberProfile(null);
          setUser(null);
          void clearCachedData();
        } else if (PROFILE_EVENTS.has(payload.event)) {
          // Back from Google's hosted UI: the page the dialog was opened for, carried in the OAuth
          // state; still only a path on this site.
          if (payload.event === 'customOAuthState') {
            const returnTo = safeReturnPath(payload.data);
            if (returnTo) setDialog((current) => ({ ...current, returnTo }));
          }
          void refreshProfile();
        }
      });
    });
    if (mayHaveSession()) {
      ensureAmplify()
        .then(() => {
          if (!cancelled) void refreshProfile();
        })
        .catch((error: unknown) => {
          console.error('Auth configuration failed', error);
          if (!cancelled) setIsLoading(false);
        });
    } else {
      // No session on this device: a guest, known without loading Amplify (lib/amplify.ts).
      void refreshProfile();
    }
    return () => {
      cancelled = true;
      stopWaiting();
      stopListening();
    };
  }, [refreshProfile, clearCachedData]);

  // Every opening names its own return target (or none), so a dismissed dialog's target never outlives it.
  const openAuthDialog = useCallback(
    (mode: AuthMode = 'login', returnTo: string | null = null) => setDialog({ open: true, mode, returnTo: safeReturnPath(returnTo) }),
    [],
  );
  const dialogState = useMemo<AuthDialogState>(
    () => ({
      ...dialog,
      onOpenChange: (open) => setDialog((current) => ({ ...current, open })),
      clearReturnTo: () => setDialog((current) => ({ ...current, returnTo: null })),
    }),
    [dialog],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      refreshProfile,
      signOut,
      openAuthDialog,
    }),
    [user, isLoading, refreshProfile, signOut, openAuthDialog],
  );

  return (
    <AuthContext.Provider value={value}>
      <AuthDialogContext.Provider value={dialogState}>{children}</AuthDialogContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** The sign-in dialog's state, for the one place that renders the dialog (web/src/app). */
export function useAuthDialog(): AuthDialogState {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used within an AuthProvider');
  return context;
}
