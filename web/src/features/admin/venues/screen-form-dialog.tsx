import { zodResolver } from '@hookform/resolvers/zod';
import { SCREEN_TYPES, screenInputSchema, type AdminScreen, type AdminVenue } from '@shared/api/routes/admin-venues';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../api/failure';
import { SelectField } from '../components/select-field';
import styles from '../components/admin.module.css';

export const SCREEN_TYPE_LABELS: Record<(typeof SCREEN_TYPES)[number], string> = {
  standard: 'Standard',
  imax: 'IMAX',
  '3d': '3D',
  '4dx': '4DX',
  vip: 'VIP',
};

/** The screen form: the API's screen schema plus the venue it belongs to (back-office §5: venue and name required). */
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
  const { toast } = useToast();
  const { register, handleSubmit, reset, formState } = useForm<ScreenForm, unknown, ScreenFormOut>({
    resolver: zodResolver(screenFormSchema),
    defaultValues: { venueId: '', name: '', capacity: 100, screenType: 'standard' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!open) return;
    reset(
      screen
        ? { venueId: screen.venueId, name: screen.name, capacity: screen.capacity, screenType: screen.screenType }
        : { venueId: venueId ?? '', name: '', capacity: 100, screenType: 'standard' },
    );
  }, [open, screen, venueId, reset]);

  const onSubmit = async ({ venueId: chosenVenue, ...input }: ScreenFormOut) => {
    try {
      const saved = screen
        ? await api('updateScreen', {
            params: { id: screen.id },
            body: { ...input, ...(chosenVenue !== screen.venueId ? { venueId: chosenVenue } : {}) },
          })
        : await api('createScreen', { params: { id: chosenVenue }, body: input });
      toast({ title: screen ? 'Screen updated' : 'Screen added', variant: 'success' });
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      toast(failureToast('Failed to save screen', error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      dismissible={!isSubmitting}
      title={screen ? 'Edit Screen' : 'Add Screen'}
      description="Venue and name are required."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <SelectField label="Venue" aria-required="true" error={errors.venueId?.message} {...register('venueId')}>
          <option value="">Select a venue…</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name} · {venue.location}
            </option>
          ))}
        </SelectField>
        <TextField label="Name" autoComplete="off" aria-required="true" error={errors.name?.message} {...register('name')} />
        <div className={styles.formGrid}>
          <TextField label="Capacity" type="number" min={1} inputMode="numeric" error={errors.capacity?.message} {...register('capacity')} />
          <SelectField label="Screen Type" error={errors.screenType?.message} {...register('screenType')}>
            {SCREEN_TYPES.map((type) => (
              <option key={type} value={type}>
                {SCREEN_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.pageActions} style={{ justifyContent: 'flex-end' }}>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Saving…' : screen ? 'Save Screen' : 'Add Screen'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
