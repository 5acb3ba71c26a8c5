import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminMember } from '@shared/api/routes/admin-members';
import { MESSAGES } from '@shared/errors';
import { pointsAdjustmentSchema, type PointsAdjustment } from '@shared/schemas/profile';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { FormDialog, useSave } from '../components/form-dialog';
import { formatNumber, formatSignedNumber } from '../../../lib/format';

type AdjustForm = z.input<typeof pointsAdjustmentSchema>;

export interface AdjustPointsDialogProps {
  member: AdminMember | null;
  onOpenChange: (open: boolean) => void;
  onAdjusted: () => void;
}

/** Adjust Member Points (docs/back-office.md, "Members and points"): a non-zero whole amount (negative debits), a reason, never below zero. */
export function AdjustPointsDialog({ member, onOpenChange, onAdjusted }: AdjustPointsDialogProps) {
  const save = useSave();
  const { register, handleSubmit, reset, setError, control, formState } = useForm<AdjustForm, unknown, PointsAdjustment>({
    resolver: zodResolver(pointsAdjustmentSchema),
    defaultValues: { delta: 0, reason: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
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
    await save({
      request: () => api('adjustMemberPoints', { params: { id: member.id }, body: input }),
      success: () => ({ title: 'Points adjusted', description: `${member.name}: ${formatSignedNumber(input.delta)} points.` }),
      failure: 'Failed to adjust points',
      onSaved: () => {
        onAdjusted();
        onOpenChange(false);
      },
    });
  };

  const newBalance = member && Number.isInteger(delta) ? member.points + Number(delta) : null;
  return (
    <FormDialog
      open={member !== null}
      onClose={() => onOpenChange(false)}
      busy={isSubmitting}
      dirty={isDirty}
      title="Adjust Member Points"
      description={member ? `${member.name} has ${formatNumber(member.points)} points. A negative amount debits.` : undefined}
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Adjust Points"
    >
      <TextField
        label="Amount"
        type="number"
        inputMode="numeric"
        step={1}
        error={errors.delta?.message}
        hint={newBalance !== null && newBalance >= 0 ? `New balance: ${formatNumber(newBalance)} points` : undefined}
        {...register('delta', { valueAsNumber: true })}
      />
      <TextField label="Reason" autoComplete="off" error={errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
