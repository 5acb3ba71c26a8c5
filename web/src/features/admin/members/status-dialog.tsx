import { zodResolver } from '@hookform/resolvers/zod';
import { statusChangeSchema, type AdminMember } from '@shared/api/routes/admin-members';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { FormDialog, useSave } from '../components/form-dialog';
import { TextAreaField } from '../components/text-area-field';

const reasonSchema = statusChangeSchema.pick({ reason: true });
type ReasonForm = z.input<typeof reasonSchema>;
const REASON_MAX = 500;

export interface StatusDialogProps {
  member: AdminMember | null;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}

/**
 * Suspend or reinstate a member (docs/access.md), with the reason the audit trail keeps: a suspended
 * member cannot sign in and is refused everywhere; their points and bookings stay.
 */
export function StatusDialog({ member, onOpenChange, onChanged }: StatusDialogProps) {
  const save = useSave();
  const { register, handleSubmit, reset, control, formState } = useForm<ReasonForm, unknown, z.output<typeof reasonSchema>>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const reason = useWatch({ control, name: 'reason' });
  useEffect(() => {
    if (member) reset({ reason: '' });
  }, [member, reset]);

  const suspending = member?.status !== 'suspended';
  const onSubmit = async (input: z.output<typeof reasonSchema>) => {
    if (!member) return;
    const status = suspending ? 'suspended' : 'active';
    await save({
      request: () => api('updateMemberStatus', { params: { id: member.id }, body: { status, reason: input.reason } }),
      success: () => ({
        title: suspending ? 'Member suspended' : 'Member reinstated',
        description: suspending ? `${member.name} is signed out and cannot sign in.` : `${member.name} can sign in again.`,
      }),
      failure: suspending ? 'Failed to suspend member' : 'Failed to reinstate member',
      onSaved: () => {
        onChanged();
        onOpenChange(false);
      },
    });
  };

  return (
    <FormDialog
      open={member !== null}
      onClose={() => onOpenChange(false)}
      busy={isSubmitting}
      dirty={isDirty}
      title={suspending ? 'Suspend Member' : 'Reinstate Member'}
      description={
        member
          ? suspending
            ? `${member.name} (${member.email}) will be signed out everywhere and refused until reinstated. Their points and bookings stay; they leave the leaderboard until then.`
            : `${member.name} (${member.email}) will be able to sign in and use their account again, and return to the leaderboard.`
          : undefined
      }
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={suspending ? 'Suspend' : 'Reinstate'}
      submitVariant={suspending ? 'danger' : 'primary'}
      busyLabel={suspending ? 'Suspending…' : 'Reinstating…'}
    >
      <TextAreaField label="Reason" rows={3} maxLength={REASON_MAX} count={reason?.length ?? 0} error={errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
