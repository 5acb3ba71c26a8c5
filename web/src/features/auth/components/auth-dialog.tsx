import { zodResolver } from '@hookform/resolvers/zod';
import {
  confirmSignUpSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type ConfirmSignUpInput,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@shared/schemas/auth';
import type { Profile } from '@shared/schemas/profile';
import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { currentIdToken, ensureAmplify } from '../../../lib/amplify';
import { api } from '../../../lib/api-client';
import { useAuth, type AuthMode } from '../../../lib/auth';
import { REFERRAL_STORAGE_KEY, storedReferralCode } from '../../../lib/referral';
import styles from './auth-dialog.module.css';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@shared/errors';

type Step = AuthMode | 'confirm' | 'forgot' | 'reset';

/** Who just registered: the confirmation step signs them in and puts their name on the profile. */
interface PendingAccount {
  email: string;
  password?: string;
  name?: string;
}

const TITLES: Record<Step, string> = {
  login: 'Sign In',
  register: 'Create Account',
  confirm: 'Confirm your email',
  forgot: 'Reset your password',
  reset: 'Choose a new password',
};

const DESCRIPTIONS: Record<Step, string> = {
  login: 'Welcome back! Sign in to book seats, answer questions and earn points.',
  register: 'Join to watch, answer and win.',
  confirm: 'Enter the 6-digit code we sent to your email.',
  forgot: "Enter your email and we'll send you a code.",
  reset: 'Enter the code from your email and a new password.',
};

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : '');

/** A refused sign-in as the member reads it: Cognito refuses a disabled user (a suspended member, docs/access.md) with "User is disabled.". */
const loginFailure = (error: unknown) =>
  error instanceof Error && error.name === 'NotAuthorizedException' && error.message === 'User is disabled.'
    ? { title: 'Account suspended', description: ACCOUNT_SUSPENDED_MESSAGE, variant: 'error' as const }
    : { title: 'Login failed', description: errorMessage(error) || 'Invalid credentials', variant: 'error' as const };

export interface AuthDialogProps {
  initialMode: AuthMode;
  onOpenChange: (open: boolean) => void;
  /** The page to go on to once signed in; a Google sign-in carries it through the hosted UI's redirect. */
  returnTo: string | null;
}

export default function AuthDialog({ initialMode, onOpenChange, returnTo }: AuthDialogProps) {
  const [step, setStep] = useState<Step>(initialMode);
  const [pending, setPending] = useState<PendingAccount | null>(null);
  const [googleEnabled, setGoogleEnabled] = useState(false);
  const { refreshProfile } = useAuth();
  const { toast } = useToast();

  useEffect(() => {
    let active = true;
    ensureAmplify()
      .then((config) => active && setGoogleEnabled(Boolean(config.oauth)))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const close = () => onOpenChange(false);

  /** Signs in and loads the profile; returns the step Cognito still needs, if any. */
  const signInAndLoad = async (email: string, password: string): Promise<'CONFIRM_SIGN_UP' | Profile> => {
    // A session whose profile failed to load would make Cognito refuse a new sign-in.
    if (await currentIdToken()) await signOut();
    const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'CONFIRM_SIGN_UP';
    if (!result.isSignedIn) throw new Error('Additional sign-in steps are not supported');
    const profile = await refreshProfile();
    if (!profile) throw new Error('Could not load your profile');
    return profile;
  };

  const askForConfirmation = (account: PendingAccount) => {
    toast({
      title: 'Email confirmation required',
      description: 'Please check your email and click the confirmation link before logging in',
      variant: 'error',
    });
    setPending(account);
    setStep('confirm');
  };

  const onLogin = async ({ email, password }: LoginInput) => {
    try {
      const outcome = await signInAndLoad(email, password);
      if (outcome === 'CONFIRM_SIGN_UP') return askForConfirmation({ email, password });
      toast({ title: 'Welcome back!', variant: 'success' });
      close();
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotConfirmedException') return askForConfirmation({ email, password });
      toast(loginFailure(error));
    }
  };

  const onRegister = async ({ name, email, password, referralCode }: RegisterInput) => {
    try {
      if (referralCode) localStorage.setItem(REFERRAL_STORAGE_KEY, referralCode);
      const result = await signUp({
        username: email,
        password,
        options: {
          userAttributes: { email, name },
          ...(referralCode ? { clientMetadata: { referralCode } } : {}),
        },
      });
      setPending({ email, password, name });
      if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
        toast({ title: 'Check your email!', description: 'Please confirm your email to complete registration.', variant: 'success' });
        setStep('confirm');
      } else {
        await finishRegistration({ email, password, name });
      }
    } catch (error) {
      toast({ title: 'Registration failed', description: errorMessage(error) || 'Something went wrong', variant: 'error' });
    }
  };

  /** After confirmation: sign in with the password just chosen and make sure the profile carries the name. */
  const finishRegistration = async (account: PendingAccount) => {
    if (!account.password) {
      toast({ title: 'Email confirmed', description: 'You can now sign in.', variant: 'success' });
      setStep('login');
      return;
    }
    const outcome = await signInAndLoad(account.email, account.password);
    if (outcome === 'CONFIRM_SIGN_UP') return askForConfirmation(account);
    if (account.name && outcome.name !== account.name) {
      await api('updateMe', { body: { name: account.name } });
      await refreshProfile();
    }
    toast({ title: 'Welcome back!', variant: 'success' });
    close();
  };

  const onConfirm = async ({ email, code }: ConfirmSignUpInput) => {
    try {
      await confirmSignUp({ username: email, confirmationCode: code });
    } catch (error) {
      toast({ title: 'Confirmation failed', description: errorMessage(error) || 'Invalid code', variant: 'error' });
      return;
    }
    try {
      await finishRegistration({ ...pending, email });
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error) || 'Invalid credentials', variant: 'error' });
      setStep('login');
    }
  };

  const onResendCode = async (email: string) => {
    try {
      await resendSignUpCode({ username: email });
      toast({ title: 'Check your email!', description: 'We sent you a new confirmation code.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not resend the code', description: errorMessage(error) || 'Something went wrong', variant: 'error' });
    }
  };

  const onForgot = async ({ email }: ForgotPasswordInput) => {
    try {
      await resetPassword({ username: email });
      toast({ title: 'Check your email!', description: 'We sent you a code to reset your password.', variant: 'success' });
      setPending({ email });
      setStep('reset');
    } catch (error) {
      toast({ title: 'Password reset failed', description: errorMessage(error) || 'Something went wrong', variant: 'error' });
    }
  };

  const onReset = async ({ email, code, newPassword }: ResetPasswordInput) => {
    try {
      await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
      toast({ title: 'Password updated', description: 'Sign in with your new password.', variant: 'success' });
      setPending({ email });
      setStep('login');
    } catch (error) {
      toast({ title: 'Password reset failed', description: errorMessage(error) || 'Something went wrong', variant: 'error' });
    }
  };

  const onGoogle = async () => {
    try {
      // The page reloads on the way back: the return target rides in the OAuth state (which Amplify
      // checks against the one it stored), and lib/auth takes it back from the customOAuthState event.
      await signInWithRedirect({ provider: 'Google', ...(returnTo ? { customState: returnTo } : {}) });
    } catch (error) {
      toast({ title: 'Google Sign-In failed', description: errorMessage(error) || undefined, variant: 'error' });
    }
  };

  const showTabs = step === 'login' || step === 'register';

  return (
    <Dialog open onOpenChange={onOpenChange} title={TITLES[step]} description={DESCRIPTIONS[step]} size="sm">
      {showTabs && (
        <Tabs value={step} onValueChange={(value) => setStep(value as AuthMode)} className={styles.tabs}>
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="login">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm defaultEmail={pending?.email} onSubmit={onLogin} onForgot={() => setStep('forgot')} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onSubmit={onRegister} />
          </TabsContent>
        </Tabs>
      )}
      {step === 'confirm' && (
        <ConfirmForm defaultEmail={pending?.email} onSubmit={onConfirm} onResend={onResendCode} onBack={() => setStep('login')} />
      )}
      {step === 'forgot' && <ForgotForm defaultEmail={pending?.email} onSubmit={onForgot} onBack={() => setStep('login')} />}
      {step === 'reset' && <ResetForm defaultEmail={pending?.email} onSubmit={onReset} onBack={() => setStep('login')} />}
      {showTabs && googleEnabled && (
        <>
          <div className={styles.divider}>
            <span>or</span>
          </div>
          <Button variant="secondary" fullWidth onClick={() => void onGoogle()}>
            Continue with Google
          </Button>
        </>
      )}
    </Dialog>
  );
}

function LoginForm({ defaultEmail, onSubmit, onForgot }: { defaultEmail?: string; onSubmit: (input: LoginInput) => Promise<void>; onForgot: () => void }) {
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Sign In
      </Button>
      <button type="button" className={styles.linkButton} onClick={onForgot}>
        Forgot password?
      </button>
    </form>
  );
}

function RegisterForm({ onSubmit }: { onSubmit: (input: RegisterInput) => Promise<void> }) {
  const { register, handleSubmit, formState } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', referralCode: storedReferralCode() ?? '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextField
        label="Referral code (optional)"
        autoComplete="off"
        hint="From a friend's invite link"
        error={errors.referralCode?.message}
        {...register('referralCode')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Create Account
      </Button>
    </form>
  );
}

function ConfirmForm({
  defaultEmail,
  onSubmit,
  onResend,
  onBack,
}: {
  defaultEmail?: string;
  onSubmit: (input: ConfirmSignUpInput) => Promise<void>;
  onResend: (email: string) => Promise<void>;
  onBack: () => void;
}) {
  const { register, handleSubmit, formState, getValues } = useForm<ConfirmSignUpInput>({
    resolver: zodResolver(confirmSignUpSchema),
    defaultValues: { email: defaultEmail ?? '', code: '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        autoFocus
        {...register('code')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Confirm
      </Button>
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={() => void onResend(getValues('email'))}>
          Resend code
        </button>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          Back to Sign In
        </button>
      </div>
    </form>
  );
}

function ForgotForm({ defaultEmail, onSubmit, onBack }: { defaultEmail?: string; onSubmit: (input: ForgotPasswordInput) => Promise<void>; onBack: () => void }) {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail ?? '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Send code
      </Button>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        Back to Sign In
      </button>
    </form>
  );
}

function ResetForm({ defaultEmail, onSubmit, onBack }: { defaultEmail?: string; onSubmit: (input: ResetPasswordInput) => Promise<void>; onBack: () => void }) {
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: defaultEmail ?? '', code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={errors.code?.message} {...register('code')} />
      <TextField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Update password
      </Button>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        Back to Sign In
      </button>
    </form>
  );
}
