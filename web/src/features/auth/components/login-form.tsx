import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import styles from './auth-dialog.module.css';

/** Email and password, with the way to a forgotten password. */
export function LoginForm({ defaultEmail, onSubmit, onForgot }: { defaultEmail?: string; onSubmit: (input: LoginInput) => Promise<void>; onForgot: () => void }) {
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
