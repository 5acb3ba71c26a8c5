import { zodResolver } from '@hookform/resolvers/zod';
import { emailCodeSchema, newEmailSchema, type EmailCodeInput, type NewEmailInput } from '@shared/schemas/auth';
import { confirmUserAttribute, sendUserAttributeVerificationCode, updateUserAttribute } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { ensureAmplify } from '../../../lib/amplify';
import { useAuth } from '../../../lib/auth';
import { cognitoMessage } from '../../../lib/cognito-message';
import { adoptVerifiedEmail } from '../api/profile';
import styles from './account.module.css';

const errorMessage = (error: unknown) => cognitoMessage(error) || 'Please try again.';

/**
 * The member's e-mail change through Cognito's own verification: Cognito sends a code to the new
 * address and keeps the old one until the code is confirmed; then the profile takes the new one.
 */
export function EmailChangeDialog({ currentEmail, open, onOpenChange }: { currentEmail: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { refreshProfile } = useAuth();
  const { toast } = useToast();

  // Each opening starts from the first step.
  const changeOpen = (next: boolean) => {
    if (!next) setPendingEmail(null);
    onOpenChange(next);
  };
  // The code step's heading takes focus, so a screen reader reads where the code went.
  useEffect(() => {
    if (pendingEmail) titleRef.current?.focus();
  }, [pendingEmail]);

  const sendCode = async ({ email }: NewEmailInput) => {
    if (email === currentEmail) {
      toast({ title: 'This is already your email', variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      await ensureAmplify();
      await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
      setPendingEmail(email);
    } catch (error) {
      toast({ title: 'Could not send the code', description: errorMessage(error), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
      toast({ title: 'Code sent', description: `We sent a new code to ${pendingEmail}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not send the code', description: errorMessage(error), variant: 'error' });
    }
  };

  const confirm = async ({ code }: EmailCodeInput) => {
    setBusy(true);
    try {
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
      await adoptVerifiedEmail();
      await refreshProfile();
      toast({ title: 'Email updated', description: `You now sign in with ${pendingEmail}.`, variant: 'success' });
      changeOpen(false);
    } catch (error) {
      toast({ title: 'Could not verify the code', description: errorMessage(error), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      dismissible={!busy}
      size="sm"
      title={pendingEmail ? 'Enter the code' : 'Change Email'}
      titleRef={titleRef}
      description={
        pendingEmail
          ? `We sent a 6-digit code to ${pendingEmail}. Your email changes once you enter it.`
          : 'We will send a code to the new address. Until you enter it, you keep signing in with your current email.'
      }
    >
      {pendingEmail ? (
        <CodeForm busy={busy} onSubmit={confirm} onResend={resend} onBack={() => setPendingEmail(null)} />
      ) : (
        <NewEmailForm busy={busy} onSubmit={sendCode} />
      )}
    </Dialog>
  );
}

function NewEmailForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: NewEmailInput) => Promise<void> }) {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(newEmailSchema), defaultValues: { email: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="New email" type="email" autoComplete="email" autoFocus error={formState.errors.email?.message} {...register('email')} />
      <Button type="submit" fullWidth loading={busy}>
        Send Code
      </Button>
    </form>
  );
}

function CodeForm({
  busy,
  onSubmit,
  onResend,
  onBack,
}: {
  busy: boolean;
  onSubmit: (input: EmailCodeInput) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
}) {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(emailCodeSchema), defaultValues: { code: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" fullWidth loading={busy}>
        Verify
      </Button>
      <div className={styles.dialogLinks}>
        <Button type="button" variant="ghost" size="sm" onClick={() => void onResend()} disabled={busy}>
          Resend code
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onBack} disabled={busy}>
          Use another email
        </Button>
      </div>
    </form>
  );
}
