import { zodResolver } from '@hookform/resolvers/zod';
import { newMemberSchema, type AdminMember, type NewMember } from '@shared/api/routes/admin-members';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { FormDialog, useSave } from '../components/form-dialog';
import styles from '../components/admin.module.css';

type MemberForm = z.input<typeof newMemberSchema>;

export interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (member: AdminMember) => void;
}

const emptyMember = (): MemberForm => ({ name: '', email: '', phone: '', initialPoints: 0 });

/** Add New Member (docs/back-office.md, "Members and points"): name and email required, phone optional, initial points (default 0). */
export function AddMemberDialog({ open, onOpenChange, onAdded }: AddMemberDialogProps) {
  const save = useSave();
  const { register, handleSubmit, reset, formState } = useForm<MemberForm, unknown, NewMember>({
    resolver: zodResolver(newMemberSchema),
    defaultValues: emptyMember(),
  });
  const { errors, isSubmitting, isDirty } = formState;

  useEffect(() => {
    if (open) reset(emptyMember());
  }, [open, reset]);

  const onSubmit = (input: NewMember) =>
    save({
      request: () => api('createMember', { body: { ...input, phone: input.phone || null } }),
      success: (member) => ({ title: 'Member added', description: `${member.name} will receive a temporary password by e-mail.` }),
      failure: 'Failed to add member',
      onSaved: (member) => {
        onAdded(member);
        onOpenChange(false);
      },
    });

  const requiredError = errors.name?.message ?? errors.email?.message;
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      busy={isSubmitting}
      dirty={isDirty}
      title="Add New Member"
      description="The member receives a temporary password by e-mail and sets their own at first sign-in."
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Add Member"
      busyLabel="Adding…"
    >
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
    </FormDialog>
  );
}
