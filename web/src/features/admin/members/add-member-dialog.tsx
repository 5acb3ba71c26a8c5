import { zodResolver } from '@hookform/resolvers/zod';
import { newMemberSchema, type AdminMember, type NewMember } from '@shared/api/routes/admin-members';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../api/failure';
import styles from '../components/admin.module.css';
import { FormActions } from '../components/form-actions';

type MemberForm = z.input<typeof newMemberSchema>;

export interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (member: AdminMember) => void;
}

const emptyMember = (): MemberForm => ({ name: '', email: '', phone: '', initialPoints: 0 });

/** Add New Member (back-office §5): name and email required, phone optional, initial points (default 0). */
export function AddMemberDialog({ open, onOpenChange, onAdded }: AddMemberDialogProps) {
  const { toast } = useToast();
  const { register, handleSubmit, reset, formState } = useForm<MemberForm, unknown, NewMember>({
    resolver: zodResolver(newMemberSchema),
    defaultValues: emptyMember(),
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(emptyMember());
  }, [open, reset]);

  const onSubmit = async (input: NewMember) => {
    try {
      const member = await api('createMember', { body: { ...input, phone: input.phone || null } });
      toast({ title: 'Member added', description: `${member.name} will receive a temporary password by e-mail.`, variant: 'success' });
      onAdded(member);
      onOpenChange(false);
    } catch (error) {
      toast(failureToast('Failed to add member', error));
    }
  };

  const requiredError = errors.name?.message ?? errors.email?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      dismissible={!isSubmitting}
      title="Add New Member"
      description="The member receives a temporary password by e-mail and sets their own at first sign-in."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className={styles.formGrid}>
          <TextField label="Name" autoComplete="off" aria-required="true" aria-invalid={errors.name ? true : undefined} {...register('name')} />
          <TextField label="Email" type="email" autoComplete="off" aria-required="true" aria-invalid={errors.email ? true : undefined} {...register('email')} />
        </div>
        {requiredError && (
          <p className="field-error" role="alert" style={{ marginTop: '-0.5rem', marginBottom: '1rem' }}>
            {requiredError}
          </p>
        )}
        <div className={styles.formGrid}>
          <TextField label="Phone (optional)" type="tel" placeholder="+15551234567" error={errors.phone?.message} {...register('phone')} />
          <TextField
            label="Initial Points"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.initialPoints?.message}
            {...register('initialPoints', { valueAsNumber: true })}
          />
        </div>
        <FormActions busy={isSubmitting} onCancel={() => onOpenChange(false)} label="Add Member" busyLabel="Adding…" />
      </form>
    </Dialog>
  );
}
