import { zodResolver } from '@hookform/resolvers/zod';
import { SCREEN_TYPES, screenInputSchema, type AdminScreen, type AdminVenue } from '@shared/api/routes/admin-venues';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { FormDialog, useSave } from '../components/form-dialog';
import { SelectField } from '../components/select-field';
import { VenueOptions } from '../components/venue-options';
import styles from '../components/admin.module.css';

export const SCREEN_TYPE_LABELS: Record<(typeof SCREEN_TYPES)[number], string> = {
  standard: 'Standard',
  imax: 'IMAX',
  '3d': '3D',
  '4dx': '4DX',
  vip: 'VIP',
};

/** The screen form: the API's screen schema plus the venue it belongs to (venue and name required; docs/back-office.md, "Venues, screens and seat maps"). */
const screenFormSchema = screenInputSchema.extend({
  venueId: z.string({ error: 'Please select a venue' }).trim().min(1, 'Please select a venue'),
});
type ScreenForm = z.input<typeof screenFormSchema>;
type ScreenFormOut = z.output<typeof screenFormSchema>;

export interface ScreenFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  venues: AdminVenue[];
  /** The screen to edit; absent to add one. */
  screen?: AdminScreen | null;
  /** The venue a new screen goes to (from the venue side panel). */
  venueId?: string | null;
  onSaved: (screen: AdminScreen) => void;
}

/** Add or edit a screen: venue and name required, capacity at least 1 (default 100), type (default standard). */
export function ScreenFormDialog({ open, onOpenChange, venues, screen, venueId, onSaved }: ScreenFormDialogProps) {
  const save = useSave();
  const { register, handleSubmit, reset, formState } = useForm<ScreenForm, unknown, ScreenFormOut>({
    resolver: zodResolver(screenFormSchema),
    defaultValues: { venueId: '', name: '', capacity: 100, screenType: 'standard' },
  });
  const { errors, isSubmitting, isDirty } = formState;

  useEffect(() => {
    if (!open) return;
    reset(
      screen
        ? { venueId: screen.venueId, name: screen.name, capacity: screen.capacity, screenType: screen.screenType }
        : { venueId: venueId ?? '', name: '', capacity: 100, screenType: 'standard' },
    );
  }, [open, screen, venueId, reset]);

  const onSubmit = ({ venueId: chosenVenue, ...input }: ScreenFormOut) =>
    save({
      request: () =>
        screen
          ? api('updateScreen', {
              params: { id: screen.id },
              body: { ...input, ...(chosenVenue !== screen.venueId ? { venueId: chosenVenue } : {}) },
            })
          : api('createScreen', { params: { id: chosenVenue }, body: input }),
      success: screen ? 'Screen updated' : 'Screen added',
      failure: 'Failed to save screen',
      onSaved: (saved) => {
        onSaved(saved);
        onOpenChange(false);
      },
    });

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      busy={isSubmitting}
      dirty={isDirty}
      title={screen ? 'Edit Screen' : 'Add Screen'}
      description="Venue and name are required."
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={screen ? 'Save Screen' : 'Add Screen'}
    >
      <SelectField label="Venue" aria-required="true" error={errors.venueId?.message} {...register('venueId')}>
        <option value="">Select a venue…</option>
        <VenueOptions venues={venues} />
      </SelectField>
      <TextField label="Name" autoComplete="off" aria-required="true" error={errors.name?.message} {...register('name')} />
      <div className={styles.formGrid}>
        <TextField label="Capacity" type="number" min={1} inputMode="numeric" error={errors.capacity?.message} {...register('capacity', { valueAsNumber: true })} />
        <SelectField label="Screen Type" error={errors.screenType?.message} {...register('screenType')}>
          {SCREEN_TYPES.map((type) => (
            <option key={type} value={type}>
              {SCREEN_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
      </div>
    </FormDialog>
  );
}
