import { signInWithRedirect } from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ensureAmplify } from '../../../lib/amplify';
import { cognitoMessage } from '../../../lib/cognito-message';
import styles from './auth-dialog.module.css';

/** "Continue with Google" under an "or" divider, shown only when the user pool has Google sign-in configured. */
export function GoogleSignInButton({ returnTo }: { returnTo: string | null }) {
  const [enabled, setEnabled] = useState(false);
  const { toast } = useToast();

  useEffect(() => {
    let active = true;
    ensureAmplify()
      .then((config) => active && setEnabled(Boolean(config.oauth)))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const signInWithGoogle = async () => {
    try {
      // The page reloads on the way back: the return target rides in the OAuth state (which Amplify
      // checks against the one it stored), and lib/auth takes it back from the customOAuthState event.
      await signInWithRedirect({ provider: 'Google', ...(returnTo ? { customState: returnTo } : {}) });
    } catch (error) {
      toast({ title: 'Google Sign-In failed', description: cognitoMessage(error) || undefined, variant: 'error' });
    }
  };

  if (!enabled) return null;
  return (
    <>
      <div className={styles.divider}>
        <span>or</span>
      </div>
      <Button variant="secondary" fullWidth onClick={() => void signInWithGoogle()}>
        Continue with Google
      </Button>
    </>
  );
}
