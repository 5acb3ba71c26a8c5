import { zodResolver } from '@hookform/resolvers/zod';
import { ASSET_TYPES, assetInputSchema, type AdminAsset, type AssetInput } from '@shared/api/routes/admin-assets';
import type { RecommendedMovieRow } from '@shared/api/routes/admin-home';
import { DEFAULT_DURATION } from '@shared/admin/duration';
import type { RefObject } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type * as z from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { ASSET_TYPE_LABELS } from './asset-types';
import { FormChoicesPending, useFormOpener } from '../components/form-choices';
import { FormDialog, useSave } from '../components/form-dialog';
import { SelectField } from '../components/select-field';
import { TextAreaField } from '../components/text-area-field';
import styles from '../components/admin.module.css';

type AssetForm = z.input<typeof assetInputSchema>;

export interface AssetFormDialogProps {
  /** The asset to edit; null to add one. */
  asset: AdminAsset | null;
  onClose: () => void;
  onSaved: (asset: AdminAsset) => void;
}

const DESCRIPTION_MAX = 1000;

/** The first message of a failed schema check (shown before saving; docs/back-office.md, "Assets and the movie import"). */
function firstIssue(errors: FieldErrors<AssetForm>): string | undefined {
  for (const name of ['type', 'title', 'brand', 'fileUrl', 'thumbnailUrl', 'description', 'duration', 'movieId'] as const) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * Add or edit an asset (docs/back-office.md, "Assets and the movie import"): title required (max 200), brand max 100, file URL required
 * (URL, max 500), poster URL optional, description max 1000 with a counter, duration HH:MM:SS (default
 * 00:00:30), and a linked movie, which a trailer needs. Mounted while open, so it starts with the asset.
 */
export function AssetFormDialog(props: AssetFormDialogProps) {
  const movies = useApi(apiKey('listAdminRecommendedMovies', { query: { all: 'true' } }));
  const opener = useFormOpener();
  if (!movies.data) return <FormChoicesPending title={props.asset ? 'Edit Asset' : 'Add Asset'} size="lg" onClose={props.onClose} lists={[movies]} returnFocus={opener} />;
  return <AssetFormBody {...props} opener={opener} movieOptions={movies.data.items} />;
}

function AssetFormBody({ asset, onClose, onSaved, opener, movieOptions }: AssetFormDialogProps & { opener: RefObject<HTMLElement | null>; movieOptions: RecommendedMovieRow[] }) {
  const { toast } = useToast();
  const save = useSave();
  const { register, handleSubmit, control, formState } = useForm<AssetForm, unknown, AssetInput>({
    resolver: zodResolver(assetInputSchema),
    defaultValues: asset
      ? {
          type: asset.type,
          title: asset.title,
          brand: asset.brand ?? '',
          fileUrl: asset.fileUrl,
          thumbnailUrl: asset.thumbnailUrl ?? '',
          description: asset.description ?? '',
          duration: asset.duration,
          movieId: asset.movieId ?? '',
        }
      : { type: 'ad', title: '', brand: '', fileUrl: '', thumbnailUrl: '', description: '', duration: DEFAULT_DURATION, movieId: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const type = useWatch({ control, name: 'type' });
  const description = String(useWatch({ control, name: 'description' }) ?? '');

  const onSubmit = (input: AssetInput) =>
    save({
      request: () => (asset ? api('updateAsset', { params: { id: asset.id }, body: input }) : api('createAsset', { body: input })),
      success: asset ? 'Asset updated' : 'Asset added',
      failure: asset ? 'Failed to update asset' : 'Failed to add asset',
      onSaved: (saved) => {
        onSaved(saved);
        onClose();
      },
    });
  const onInvalid = (invalid: FieldErrors<AssetForm>) => {
    const message = firstIssue(invalid);
    if (message) toast({ title: message, variant: 'error' });
  };

  return (
    <FormDialog
      returnFocus={opener}
      onClose={onClose}
      busy={isSubmitting}
      dirty={isDirty}
      title={asset ? 'Edit Asset' : 'Add Asset'}
      description="Title and file URL are required; a trailer needs a movie."
      size="lg"
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      submitLabel={asset ? 'Save Asset' : 'Add Asset'}
    >
      <div className={styles.formGrid}>
        <SelectField label="Type" error={errors.type?.message} {...register('type')}>
          {ASSET_TYPES.map((t) => (
            <option key={t} value={t}>
              {ASSET_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField label="Duration (HH:MM:SS)" placeholder="00:00:30" inputMode="numeric" error={errors.duration?.message} {...register('duration')} />
      </div>
      <TextField label="Title" maxLength={200} aria-required="true" error={errors.title?.message} {...register('title')} />
      <TextField label="Brand" maxLength={100} error={errors.brand?.message} {...register('brand')} />
      <TextField label="File URL" type="url" maxLength={500} placeholder="https://" aria-required="true" error={errors.fileUrl?.message} {...register('fileUrl')} />
      <TextField label="Poster URL" type="url" maxLength={500} placeholder="https://" error={errors.thumbnailUrl?.message} {...register('thumbnailUrl')} />
      <SelectField
        label={type === 'trailer' ? 'Movie (required for a trailer)' : 'Movie'}
        aria-required={type === 'trailer' || undefined}
        error={errors.movieId?.message}
        hint={movieOptions.length === 0 ? 'No movies yet: import one from the movie database.' : undefined}
        {...register('movieId')}
      >
        <option value="">No movie</option>
        {movieOptions.map((movie) => (
          <option key={movie.movieId} value={String(movie.movieId)}>
            {movie.title}
            {movie.releaseDate ? ` (${movie.releaseDate.slice(0, 4)})` : ''}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="asset-description"
        label="Description"
        maxLength={DESCRIPTION_MAX}
        count={description.length}
        error={errors.description?.message}
        {...register('description')}
      />
    </FormDialog>
  );
}
