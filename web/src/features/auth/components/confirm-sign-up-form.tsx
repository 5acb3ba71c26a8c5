import { zodResolver } from '@hookform/resolvers/zod';
import { confirmSignUpSchema, type ConfirmSignUpInput } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import styles from './auth-dialog.module.css';

/** The 6-digit code Cognito mailed after registration; the code can be sent again. */
export function ConfirmSignUpForm({
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
