import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazySlot, SLOT_NOT_LOADED } from '../components/lazy-slot';
import { useToast } from '../components/ui/toast';
import { useAuth, useAuthDialog } from '../lib/auth';

// The dialog (forms, validation) loads only when someone opens it; if it cannot (offline), it closes and says so.
const AuthDialog = lazySlot(() => import('../features/auth/components/auth-dialog'));

/**
 * The sign-in dialog, opened by `useAuth().openAuthDialog()` anywhere. The auth state lives in
 * lib/auth (used by every feature); the dialog is the auth feature's, so the app puts it in place.
 * Once the visitor is signed in, they go on to the page the dialog was opened for (a protected page
 * they were sent away from, a home tile), also after a Google sign-in's round trip through the hosted UI.
 */
export function AuthDialogSlot() {
  const { open, mode, returnTo, onOpenChange, clearReturnTo } = useAuthDialog();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (!isAuthenticated || !returnTo) return;
    clearReturnTo();
    navigate(returnTo);
  }, [isAuthenticated, returnTo, clearReturnTo, navigate]);

  if (!open) return null;
  return (
    <AuthDialog
      initialMode={mode} onOpenChange={onOpenChange} returnTo={returnTo} onFailed={() => {
        onOpenChange(false);
        toast(SLOT_NOT_LOADED);
      }}
    />
  );
}
