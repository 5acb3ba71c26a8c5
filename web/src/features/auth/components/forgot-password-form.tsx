import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import styles from './auth-dialog.module.css';

/** Asks Cognito to mail a password reset code. */
export function ForgotPasswordForm({ defaultEmail, onSubmit, onBack }: { defaultEmail?: string; onSubmit: (input: ForgotPasswordInput) => Promise<void>; onBack: () => void }) {
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
