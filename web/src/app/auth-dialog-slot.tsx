import { lazy, Suspense } from 'react';
import { useAuthDialog } from '../lib/auth';

// The dialog (forms, validation) loads only when someone opens it.
const AuthDialog = lazy(() => import('../features/auth/components/auth-dialog'));

/**
 * The sign-in dialog, opened by `useAuth().openAuthDialog()` anywhere. The auth state lives in
 * lib/auth (used by every feature); the dialog is the auth feature's, so the app puts it in place.
 */
export function AuthDialogSlot() {
  const { open, mode, onOpenChange } = useAuthDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog initialMode={mode} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
