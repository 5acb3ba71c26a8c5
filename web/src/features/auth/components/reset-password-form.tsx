import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import styles from './auth-dialog.module.css';

/** The mailed code and a new password. */
export function ResetPasswordForm({ defaultEmail, onSubmit, onBack }: { defaultEmail?: string; onSubmit: (input: ResetPasswordInput) => Promise<void>; onBack: () => void }) {
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
