import type { ConfirmSignUpInput, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '@shared/schemas/auth';
import type { Profile } from '@shared/schemas/profile';
import { confirmResetPassword, confirmSignUp, resendSignUpCode, resetPassword, signIn, signOut, signUp } from 'aws-amplify/auth';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { currentIdToken } from '../../../lib/amplify';
import { api } from '../../../lib/api-client';
import { cognitoMessage } from '../../../lib/cognito-message';
import { useAuth, type AuthMode } from '../../../lib/auth';
import { REFERRAL_STORAGE_KEY } from '../../../lib/referral';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@shared/errors';

export type AuthStep = AuthMode | 'confirm' | 'forgot' | 'reset';

/** Who just registered: the confirmation step signs them in and puts their name on the profile. */
interface PendingAccount {
  email: string;
  password?: string;
  name?: string;
}

/** The toasts that ask a new member to confirm their email (the spec's titles). */
const CHECK_YOUR_EMAIL = 'Check your email!';
const CONFIRMATION_REQUIRED = 'Email confirmation required';
const LOGIN_FAILED = 'Login failed';

/** A refused sign-in as the member reads it: Cognito refuses a disabled user (a suspended member, docs/access.md) with "User is disabled.". */
const loginFailure = (error: unknown) =>
  error instanceof Error && error.name === 'NotAuthorizedException' && error.message === 'User is disabled.'
    ? { title: 'Account suspended', description: ACCOUNT_SUSPENDED_MESSAGE, variant: 'error' as const }
    : { title: LOGIN_FAILED, description: cognitoMessage(error) || 'Invalid credentials', variant: 'error' as const };

/**
 * The steps of the auth dialog and what each form's submit does with Cognito: sign in, register,
 * confirm the mailed code (which then signs the new member in), resend it, ask for and use a
 * password reset code. The email typed in one step is carried to the next one's form.
 */
export function useAuthFlow(initialMode: AuthMode, close: () => void) {
  const [step, setStep] = useState<AuthStep>(initialMode);
  const [pending, setPending] = useState<PendingAccount | null>(null);
  const { refreshProfile } = useAuth();
  const { toast } = useToast();

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
      title: CONFIRMATION_REQUIRED,
      description: 'Please check your email and click the confirmation link before logging in',
      variant: 'error',
    });
    setPending(account);
    setStep('confirm');
  };

  const login = async ({ email, password }: LoginInput) => {
    try {
      const outcome = await signInAndLoad(email, password);
      if (outcome === 'CONFIRM_SIGN_UP') return askForConfirmation({ email, password });
      // A failed try before this one is over: its toast goes rather than stand beside the welcome.
      toast({ title: 'Welcome back!', variant: 'success', replaces: [LOGIN_FAILED] });
      close();
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotConfirmedException') return askForConfirmation({ email, password });
      toast(loginFailure(error));
    }
  };

  const registerAccount = async ({ name, email, password, referralCode }: RegisterInput) => {
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
        toast({ title: CHECK_YOUR_EMAIL, description: 'Please confirm your email to complete registration.', variant: 'success' });
        setStep('confirm');
      } else {
        await finishRegistration({ email, password, name });
      }
    } catch (error) {
      toast({ title: 'Registration failed', description: cognitoMessage(error) || 'Something went wrong', variant: 'error' });
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
    // The product's one sign-in toast, and the toasts that asked for the confirmation are done with.
    toast({ title: 'Welcome back!', variant: 'success', replaces: [CHECK_YOUR_EMAIL, CONFIRMATION_REQUIRED] });
    close();
  };

  const confirm = async ({ email, code }: ConfirmSignUpInput) => {
    try {
      await confirmSignUp({ username: email, confirmationCode: code });
    } catch (error) {
      toast({ title: 'Confirmation failed', description: cognitoMessage(error) || 'Invalid code', variant: 'error' });
      return;
    }
    try {
      await finishRegistration({ ...pending, email });
    } catch (error) {
      toast({ title: LOGIN_FAILED, description: cognitoMessage(error) || 'Invalid credentials', variant: 'error' });
      setStep('login');
    }
  };

  const resendCode = async (email: string) => {
    try {
      await resendSignUpCode({ username: email });
      toast({ title: 'Check your email!', description: 'We sent you a new confirmation code.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not resend the code', description: cognitoMessage(error) || 'Something went wrong', variant: 'error' });
    }
  };

  const requestPasswordReset = async ({ email }: ForgotPasswordInput) => {
    try {
      await resetPassword({ username: email });
      toast({ title: 'Check your email!', description: 'We sent you a code to reset your password.', variant: 'success' });
      setPending({ email });
      setStep('reset');
    } catch (error) {
      toast({ title: 'Password reset failed', description: cognitoMessage(error) || 'Something went wrong', variant: 'error' });
    }
  };

  const resetPasswordWithCode = async ({ email, code, newPassword }: ResetPasswordInput) => {
    try {
      await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
      toast({ title: 'Password updated', description: 'Sign in with your new password.', variant: 'success' });
      setPending({ email });
      setStep('login');
    } catch (error) {
      toast({ title: 'Password reset failed', description: cognitoMessage(error) || 'Something went wrong', variant: 'error' });
    }
  };

  return {
    step,
    setStep,
    /** The email to prefill in the current step's form. */
    email: pending?.email,
    login,
    registerAccount,
    confirm,
    resendCode,
    requestPasswordReset,
    resetPasswordWithCode,
  };
}
