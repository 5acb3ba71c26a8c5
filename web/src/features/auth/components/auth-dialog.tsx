import { useRef } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/layout/main-content';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AuthMode } from '../../../lib/auth';
import { useAuthFlow, type AuthStep } from '../hooks/use-auth-flow';
import styles from './auth-dialog.module.css';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const TITLES: Record<AuthStep, string> = {
  login: 'Sign In',
  register: 'Create Account',
  confirm: 'Confirm your email',
  forgot: 'Reset your password',
  reset: 'Choose a new password',
};

const DESCRIPTIONS: Record<AuthStep, string> = {
  login: 'Welcome back! Sign in to book seats, answer questions and earn points.',
  register: 'Join to watch, answer and win.',
  confirm: 'Enter the 6-digit code we sent to your email.',
  forgot: "Enter your email and we'll send you a code.",
  reset: 'Enter the code from your email and a new password.',
};

export interface AuthDialogProps {
  initialMode: AuthMode;
  onOpenChange: (open: boolean) => void;
  /** The page to go on to once signed in; a Google sign-in carries it through the hosted UI's redirect. */
  returnTo: string | null;
}

/** Sign in, register and their follow-up steps (confirm the email, reset a password), one form at a time. */
export default function AuthDialog({ initialMode, onOpenChange, returnTo }: AuthDialogProps) {
  // Signed in, the focus goes to the page: the header's Sign In that opened the dialog is gone (the account
  // menu is in its place), or the page asked for is on its way; it fell to the document before.
  const afterSignIn = useRef<HTMLElement | null>(null);
  const flow = useAuthFlow(initialMode, () => {
    afterSignIn.current = document.getElementById(MAIN_CONTENT_ID);
    onOpenChange(false);
  });
  const { step, setStep, email } = flow;
  const backToLogin = () => setStep('login');
  const showTabs = step === 'login' || step === 'register';

  return (
    <Dialog open onOpenChange={onOpenChange} title={TITLES[step]} description={DESCRIPTIONS[step]} size="sm" returnFocus={afterSignIn}>
      {showTabs && (
        <Tabs value={step} onValueChange={(value) => setStep(value as AuthMode)} className={styles.tabs}>
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="login">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm defaultEmail={email} onSubmit={flow.login} onForgot={() => setStep('forgot')} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onSubmit={flow.registerAccount} />
          </TabsContent>
        </Tabs>
      )}
      {step === 'confirm' && <ConfirmSignUpForm defaultEmail={email} onSubmit={flow.confirm} onResend={flow.resendCode} onBack={backToLogin} />}
      {step === 'forgot' && <ForgotPasswordForm defaultEmail={email} onSubmit={flow.requestPasswordReset} onBack={backToLogin} />}
      {step === 'reset' && <ResetPasswordForm defaultEmail={email} onSubmit={flow.resetPasswordWithCode} onBack={backToLogin} />}
      {showTabs && <GoogleSignInButton returnTo={returnTo} />}
    </Dialog>
  );
}
