import { zodResolver } from '@hookform/resolvers/zod';
import { venueInputSchema, type AdminVenue, type VenueInput } from '@shared/api/routes/admin-venues';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { FormDialog, useSave } from '../components/form-dialog';
import { SelectField } from '../components/select-field';
import styles from '../components/admin.module.css';

type VenueForm = z.input<typeof venueInputSchema>;

export interface VenueFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The venue to edit; absent to add one. */
  venue?: AdminVenue | null;
  onSaved: (venue: AdminVenue) => void;
}

const emptyVenue = (): VenueForm => ({ name: '', location: '', address: '', phone: '', timeZone: 'UTC' });

/** Add or edit a venue: name and location required (docs/back-office.md, "Venues, screens and seat maps"), address, phone, the venue's time zone. */
export function VenueFormDialog({ open, onOpenChange, venue, onSaved }: VenueFormDialogProps) {
  const save = useSave();
  const timeZones = useMemo(() => {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return zones.includes('UTC') ? zones : ['UTC', ...zones];
  }, []);
  const { register, handleSubmit, reset, formState } = useForm<VenueForm, unknown, VenueInput>({
    resolver: zodResolver(venueInputSchema),
    defaultValues: emptyVenue(),
  });
  const { errors, isSubmitting, isDirty } = formState;

  useEffect(() => {
    if (!open) return;
    reset(
      venue
        ? { name: venue.name, location: venue.location, address: venue.address ?? '', phone: venue.phone ?? '', timeZone: venue.timeZone }
        : emptyVenue(),
    );
  }, [open, venue, reset]);

  const onSubmit = (input: VenueInput) => {
    const body = { ...input, address: input.address || null, phone: input.phone || null };
    return save({
      request: () => (venue ? api('updateVenue', { params: { id: venue.id }, body }) : api('createVenue', { body })),
      success: venue ? 'Venue updated' : 'Venue added',
      failure: 'Failed to save venue',
      onSaved: (saved) => {
        onSaved(saved);
        onOpenChange(false);
      },
    });
  };

  const firstError = errors.name?.message ?? errors.location?.message;
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      busy={isSubmitting}
      dirty={isDirty}
      title={venue ? 'Edit Venue' : 'Add Venue'}
      description="Name and location are required."
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={venue ? 'Save Venue' : 'Add Venue'}
    >
      <div className={styles.formGrid}>
        <TextField label="Name" autoComplete="off" aria-required="true" aria-invalid={errors.name ? true : undefined} {...register('name')} />
        <TextField
          label="Location"
          autoComplete="off"
          aria-required="true"
          aria-invalid={errors.location ? true : undefined}
          {...register('location')}
        />
      </div>
      {firstError && (
        <p className="field-error" role="alert" style={{ marginTop: '-0.5rem', marginBottom: '1rem' }}>
          {firstError}
        </p>
      )}
      <TextField label="Address" autoComplete="off" error={errors.address?.message} {...register('address')} />
      <div className={styles.formGrid}>
        <TextField label="Phone" type="tel" placeholder="+15551234567" error={errors.phone?.message} {...register('phone')} />
        <SelectField label="Time Zone" error={errors.timeZone?.message} hint="Session dates and times are the venue's wall-clock time." {...register('timeZone')}>
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
      </div>
    </FormDialog>
  );
}
