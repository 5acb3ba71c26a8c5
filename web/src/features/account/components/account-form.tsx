import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@shared/schemas/profile';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth';
import { updateProfile } from '../api/profile';
import styles from './account.module.css';

/** Name, email and phone, validated with the API's own schema (an empty phone clears it). */
export function AccountForm({ user }: { user: Profile }) {
  const { refreshProfile } = useAuth();
  const { toast } = useToast();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = async (update: ProfileUpdate) => {
    try {
      const saved = await updateProfile(update);
      reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '' });
      await refreshProfile();
      toast({ title: 'Profile updated successfully', variant: 'success' });
    } catch (error) {
      console.error('Profile update failed', error);
      toast({
        title: 'Failed to update profile',
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    }
  };

  return (
    <section className="card" aria-labelledby="account-information">
      <h2 id="account-information" className={styles.sectionTitle}>
        Account Information
      </h2>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className={styles.form}>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+15551234567"
          hint="Optional. Digits only, with an optional leading +."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save Changes
          </Button>
        </div>
      </form>
    </section>
  );
}
