import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminMember } from '@shared/api/routes/admin-members';
import { MESSAGES } from '@shared/errors';
import { pointsAdjustmentSchema, type PointsAdjustment } from '@shared/schemas/profile';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../api/failure';
import { FormActions } from '../components/form-actions';

type AdjustForm = z.input<typeof pointsAdjustmentSchema>;

export interface AdjustPointsDialogProps {
  member: AdminMember | null;
  onOpenChange: (open: boolean) => void;
  onAdjusted: () => void;
}

/** Adjust Member Points (back-office §5): a non-zero whole amount (negative debits), a reason, never below zero. */
export function AdjustPointsDialog({ member, onOpenChange, onAdjusted }: AdjustPointsDialogProps) {
  const { toast } = useToast();
  const { register, handleSubmit, reset, setError, control, formState } = useForm<AdjustForm, unknown, PointsAdjustment>({
    resolver: zodResolver(pointsAdjustmentSchema),
    defaultValues: { delta: 0, reason: '' },
  });
  const { errors, isSubmitting } = formState;
  const delta = useWatch({ control, name: 'delta' });

  useEffect(() => {
    if (member) reset({ delta: 0, reason: '' });
  }, [member, reset]);

  const onSubmit = async (input: PointsAdjustment) => {
    if (!member) return;
    if (member.points + input.delta < 0) {
      setError('delta', { message: MESSAGES.pointsBelowZero });
      return;
    }
    try {
      await api('adjustMemberPoints', { params: { id: member.id }, body: input });
      toast({ title: 'Points adjusted', description: `${member.name}: ${input.delta > 0 ? '+' : ''}${input.delta} points.`, variant: 'success' });
      onAdjusted();
      onOpenChange(false);
    } catch (error) {
      toast(failureToast('Failed to adjust points', error));
    }
  };

  const newBalance = member && Number.isInteger(delta) ? member.points + Number(delta) : null;
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      dismissible={!isSubmitting}
      title="Adjust Member Points"
      description={member ? `${member.name} has ${member.points.toLocaleString()} points. A negative amount debits.` : undefined}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label="Amount"
          type="number"
          inputMode="numeric"
          step={1}
          error={errors.delta?.message}
          hint={newBalance !== null && newBalance >= 0 ? `New balance: ${newBalance.toLocaleString()} points` : undefined}
          {...register('delta', { valueAsNumber: true })}
        />
        <TextField label="Reason" autoComplete="off" error={errors.reason?.message} {...register('reason')} />
        <FormActions busy={isSubmitting} onCancel={() => onOpenChange(false)} label="Adjust Points" busyLabel="Saving…" />
      </form>
    </Dialog>
  );
}
