import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@shared/schemas/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { WrapAfter } from '../../../components/wrap-after';
import { useToast } from '../../../components/ui/toast';
import { refusalMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { updateProfile } from '../api/profile';
import styles from './account.module.css';
import { EmailChangeDialog } from './email-change-dialog';

/**
 * Name and phone, validated with the API's own schema (an empty phone clears it); the e-mail
 * changes in its own dialog, through the code Cognito sends to the new address.
 */
export function AccountForm({ user }: { user: Profile }) {
  const { refreshProfile } = useAuth();
  const { toast } = useToast();
  const [changingEmail, setChangingEmail] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = async (update: ProfileUpdate) => {
    try {
      const saved = await updateProfile(update);
      reset({ name: saved.name, phone: saved.phone ?? '' });
      await refreshProfile();
      toast({ title: 'Profile updated successfully', variant: 'success' });
    } catch (error) {
      console.error('Profile update failed', error);
      toast({
        title: 'Failed to update profile',
        description: refusalMessage(error),
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
        <div className={styles.emailRow}>
          <p className={styles.emailValue}>
            <span className={styles.emailLabel}>Email</span>
            <WrapAfter text={user.email} after="@" />
          </p>
          <Button type="button" variant="secondary" size="sm" onClick={() => setChangingEmail(true)} aria-label="Change email">
            Change
          </Button>
        </div>
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
          {/* Nothing to save: aria-disabled and the click cancelled, not disabled, which would drop the focus
              of a member who just saved with it to the page. */}
          <Button type="submit" loading={isSubmitting} aria-disabled={!isDirty || undefined} onClick={(event) => !isDirty && event.preventDefault()}>
            Save Changes
          </Button>
        </div>
      </form>
      <EmailChangeDialog currentEmail={user.email} open={changingEmail} onOpenChange={setChangingEmail} />
    </section>
  );
}
