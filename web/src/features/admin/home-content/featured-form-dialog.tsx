import { zodResolver } from '@hookform/resolvers/zod';
import { FEATURED_DEFAULTS, featuredInputSchema, type AdminFeatured, type FeaturedInput } from '@shared/api/routes/admin-home';
import type { AdminAsset } from '@shared/api/routes/admin-assets';
import { localDateKey } from '@shared/booking/calendar';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useAssets } from '../assets/assets-api';
import { FormChoicesPending, useFormOpener } from '../components/form-choices';
import { FormDialog, useSave } from '../components/form-dialog';
import { SelectField } from '../components/select-field';
import { TextAreaField } from '../components/text-area-field';
import styles from '../components/admin.module.css';

type FeaturedForm = z.input<typeof featuredInputSchema>;

/**
 * Create or edit a featured screening (docs/back-office.md, "Home content"): a movie asset is required (Please select a
 * movie); genre Movie, date today, time 19:00 and location TBA by default. Mounted while open.
 */
export function FeaturedFormDialog(props: FeaturedFormDialogProps) {
  const assets = useAssets();
  const opener = useFormOpener();
  if (!assets.data) return <FormChoicesPending title={props.featured ? 'Edit Featured Screening' : 'Add Featured Screening'} onClose={props.onClose} lists={[assets]} returnFocus={opener} />;
  return <FeaturedFormBody {...props} opener={opener} assets={assets.data} />;
}

interface FeaturedFormDialogProps {
  featured: AdminFeatured | null;
  onClose: () => void;
  onSaved: () => void;
}

function FeaturedFormBody({ featured, onClose, onSaved, opener, assets }: FeaturedFormDialogProps & { opener: RefObject<HTMLElement | null>; assets: AdminAsset[] }) {
  const save = useSave();
  const movieAssets = assets.filter((a) => a.type === 'movie' && (a.isActive || a.id === featured?.assetId));
  const { register, handleSubmit, formState, setValue, getValues } = useForm<FeaturedForm, unknown, FeaturedInput>({
    resolver: zodResolver(featuredInputSchema),
    defaultValues: featured
      ? {
          assetId: featured.assetId,
          title: featured.title,
          genre: featured.genre,
          date: featured.date,
          time: featured.time,
          location: featured.location,
          description: featured.description ?? '',
          isActive: featured.isActive,
        }
      : { assetId: '', title: '', genre: FEATURED_DEFAULTS.genre, date: localDateKey(new Date()), time: FEATURED_DEFAULTS.time, location: FEATURED_DEFAULTS.location, description: '', isActive: true },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = (body: FeaturedInput) =>
    save({
      request: () => (featured ? api('updateFeaturedScreening', { params: { id: featured.id }, body }) : api('createFeaturedScreening', { body })),
      success: featured ? 'Featured screening updated' : 'Featured screening created',
      failure: featured ? 'Failed to update content' : 'Failed to create featured screening',
      onSaved: () => {
        onSaved();
        onClose();
      },
    });

  return (
    <FormDialog
      returnFocus={opener}
      onClose={onClose}
      busy={isSubmitting}
      dirty={isDirty}
      title={featured ? 'Edit Featured Screening' : 'Add Featured Screening'}
      description="Choose the movie to feature on the home page."
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={featured ? 'Save' : 'Create Featured Screening'}
    >
      <SelectField
        label="Movie"
        aria-required="true"
        error={errors.assetId?.message}
        hint={movieAssets.length === 0 ? 'No movie assets yet: import a movie in Assets.' : undefined}
        {...register('assetId', {
          onChange: (event) => {
            const asset = movieAssets.find((a) => a.id === event.target.value);
            if (asset && !getValues('title')) setValue('title', asset.title);
          },
        })}
      >
        <option value="">Select a movie…</option>
        {movieAssets.map((asset) => (
          <option key={asset.id} value={asset.id}>
            {asset.title}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" placeholder="The movie's title" error={errors.title?.message} {...register('title')} />
      <div className={styles.formGrid}>
        <TextField label="Genre" error={errors.genre?.message} {...register('genre')} />
        <TextField label="Location" error={errors.location?.message} {...register('location')} />
        <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <TextField label="Time" type="time" step={300} error={errors.time?.message} {...register('time')} />
      </div>
      <TextAreaField id="featured-description" label="Description" maxLength={1000} {...register('description')} />
      <label className={styles.inlineField} style={{ marginBottom: 'var(--space-4)' }}>
        <input type="checkbox" className={styles.checkbox} {...register('isActive')} /> Show on the home page (active)
      </label>
    </FormDialog>
  );
}
