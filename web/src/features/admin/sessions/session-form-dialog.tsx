import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminAsset } from '@shared/api/routes/admin-assets';
import { sessionInputSchema, type AdminSession, type SessionInput } from '@shared/api/routes/admin-sessions';
import type { AdminScreen, AdminSeatCategory, AdminVenue } from '@shared/api/routes/admin-venues';
import { localDateKey } from '@shared/booking/calendar';
import { sessionTimeSlots } from '@shared/admin/form-values';
import { DEFAULT_CATEGORY_PRICE, PRICE_MAX, PRICE_MIN } from '@shared/admin/pricing';
import { screenClashes, screenClashNotice } from '@shared/admin/screen-clash';
import { useId, useMemo, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { seatMapSummary } from '../lib/seat-map-summary';
import { ASSET_TYPE_LABELS, ASSET_TYPE_VARIANTS } from '../assets/asset-types';
import { useAssets } from '../assets/assets-api';
import { useScreens, useSeatCategories, useVenues } from '../venues/venues-api';
import { FormChoicesPending, useFormOpener } from '../components/form-choices';
import { FormDialog, useSave } from '../components/form-dialog';
import { ActionButton } from '../components/row-actions';
import { SelectField } from '../components/select-field';
import { VenueOptions } from '../components/venue-options';
import { SortableList } from '../components/sortable-list';
import { useScreenSessionsAround } from './sessions-api';
import styles from '../components/admin.module.css';

/** The form: the API's session schema without the running order, which the sortable list keeps. */
const sessionFormSchema = sessionInputSchema.omit({ assetIds: true });
type SessionForm = z.input<typeof sessionFormSchema>;
type SessionFormOut = z.output<typeof sessionFormSchema>;

const TIME_SLOTS = sessionTimeSlots();

export interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; absent to create one. */
  session?: AdminSession | null;
  onSaved: (session: AdminSession) => void;
}

interface ChosenAsset {
  id: string;
  title: string;
  type: string;
}

/**
 * Create or edit a session (docs/back-office.md, "Sessions"): venue, screen, date and time (5-minute steps) required,
 * an optional movie, a price per seat category (0-10000, step 0.01, default 10; only prices above 0 are
 * stored) and the assets it plays, chosen and ordered by drag or keyboard.
 */
export function SessionFormDialog({ open, ...props }: SessionFormDialogProps) {
  return open ? <SessionFormChoices {...props} /> : null;
}

/** The form starts once its venues, screens, assets and seat categories are here (`FormChoicesPending`). */
function SessionFormChoices({ onOpenChange, session, onSaved }: Omit<SessionFormDialogProps, 'open'>) {
  const categories = useSeatCategories();
  const venues = useVenues();
  const screens = useScreens();
  const assets = useAssets();
  const opener = useFormOpener();
  const lists = [categories, venues, screens, assets];
  if (!categories.data || !venues.data || !screens.data || !assets.data) {
    return <FormChoicesPending title={session ? 'Edit Session' : 'Create Session'} size="lg" onClose={() => onOpenChange(false)} lists={lists} returnFocus={opener} />;
  }
  return (
    <SessionFormBody
      opener={opener}
      onOpenChange={onOpenChange}
      session={session}
      onSaved={onSaved}
      choices={{ categories: categories.data.items, venues: venues.data, screens: screens.data.items, assets: assets.data }}
    />
  );
}

interface SessionFormChoicesLoaded {
  categories: AdminSeatCategory[];
  venues: AdminVenue[];
  screens: AdminScreen[];
  assets: AdminAsset[];
}

function SessionFormBody({
  opener,
  onOpenChange,
  session,
  onSaved,
  choices,
}: Omit<SessionFormDialogProps, 'open'> & { opener: RefObject<HTMLElement | null>; choices: SessionFormChoicesLoaded }) {
  const save = useSave();
  const ids = useId();
  const activeCategories = useMemo(() => choices.categories.filter((c) => c.isActive || session?.prices.some((p) => p.categoryId === c.id)), [choices.categories, session]);
  const [startAssets] = useState<ChosenAsset[]>(() =>
    session ? [...session.assets].sort((a, b) => a.displayOrder - b.displayOrder).map((a) => ({ id: a.assetId, title: a.title, type: a.type })) : [],
  );
  const [chosen, setChosen] = useState(startAssets);
  const [assetToAdd, setAssetToAdd] = useState('');

  const { register, handleSubmit, control, setValue, formState } = useForm<SessionForm, unknown, SessionFormOut>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: (() => {
      const prices = Object.fromEntries(
        activeCategories.map((c) => [c.id, session ? (session.prices.find((p) => p.categoryId === c.id)?.price ?? 0) : DEFAULT_CATEGORY_PRICE]),
      );
      return session
        ? { venueId: session.venueId, screenId: session.screenId, date: session.date, time: session.time, movieId: session.movieId ?? '', prices }
        : { venueId: '', screenId: '', date: localDateKey(new Date()), time: '19:00', movieId: '', prices };
    })(),
  });
  const { errors, isSubmitting, isDirty } = formState;
  const [venueId, screenId, date, time, movieId] = useWatch({ control, name: ['venueId', 'screenId', 'date', 'time', 'movieId'] });
  const hasBookings = Boolean(session && session.bookedSeats > 0);

  const pickableVenues = useMemo(() => choices.venues.filter((v) => v.isActive || v.id === session?.venueId), [choices.venues, session]);
  const venueScreens = useMemo(() => choices.screens.filter((s) => s.venueId === venueId && (s.isActive || s.id === session?.screenId)), [choices.screens, venueId, session]);
  const movieAssets = useMemo(() => choices.assets.filter((a) => a.type === 'movie' && a.movieId && (a.isActive || a.movieId === session?.movieId)), [choices.assets, session]);
  const addable = useMemo(() => choices.assets.filter((a) => a.isActive && !chosen.some((c) => c.id === a.id)), [choices.assets, chosen]);

  const addAsset = () => {
    const asset = addable.find((a) => a.id === assetToAdd);
    if (!asset) return;
    setChosen((current) => [...current, { id: asset.id, title: asset.title, type: asset.type }]);
    setAssetToAdd('');
  };

  const onSubmit = (input: SessionFormOut) => {
    const body: SessionInput = { ...input, assetIds: chosen.map((a) => a.id) };
    return save({
      request: () => (session ? api('updateSession', { params: { id: session.id }, body }) : api('createSession', { body })),
      success: session ? 'Session updated successfully' : 'Session created successfully',
      failure: session ? 'Failed to update session' : 'Failed to create session',
      onSaved: (saved) => {
        onSaved(saved);
        onOpenChange(false);
      },
    });
  };

  return (
    <FormDialog
      returnFocus={opener}
      onClose={() => onOpenChange(false)}
      busy={isSubmitting}
      dirty={isDirty || chosen.map((a) => a.id).join() !== startAssets.map((a) => a.id).join()}
      title={session ? 'Edit Session' : 'Create Session'}
      description="Venue, screen, date and time are required."
      size="lg"
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={session ? 'Save Session' : 'Create Session'}
    >
      <div className={styles.formGrid}>
        <SelectField
          label="Venue"
          aria-required="true"
          disabled={hasBookings}
          error={errors.venueId?.message}
          {...register('venueId', { onChange: () => setValue('screenId', '') })}
        >
          <option value="">Select a venue…</option>
          <VenueOptions venues={pickableVenues} />
        </SelectField>
        <SelectField
          label="Screen"
          aria-required="true"
          disabled={hasBookings || !venueId}
          error={errors.screenId?.message}
          hint={hasBookings ? 'A session with bookings keeps its venue and screen.' : undefined}
          {...register('screenId')}
        >
          <option value="">{venueId ? 'Select a screen…' : 'Select a venue first'}</option>
          {venueScreens.map((screen) => (
            <option key={screen.id} value={screen.id}>
              {screen.name} · {seatMapSummary(screen)}
            </option>
          ))}
        </SelectField>
        <TextField label="Date" type="date" aria-required="true" error={errors.date?.message} {...register('date')} />
        <SelectField label="Time" aria-required="true" error={errors.time?.message} {...register('time')}>
          <option value="">Select a time…</option>
          {TIME_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </SelectField>
      </div>
      <ScreenClashNotice
        sessionId={session?.id}
        screen={choices.screens.find((s) => s.id === screenId)}
        date={date}
        time={time}
        durationMinutes={plannedMinutes(choices.assets, movieId, chosen)}
        timeZone={choices.venues.find((v) => v.id === venueId)?.timeZone}
      />
      <SelectField label="Movie" error={errors.movieId?.message} hint="The movie assets in the library (import more in Assets)." {...register('movieId')}>
        <option value="">No movie (the first movie asset plays)</option>
        {movieAssets.map((asset) => (
          <option key={asset.id} value={asset.movieId ?? ''}>
            {asset.title}
          </option>
        ))}
      </SelectField>

      <fieldset className={styles.fieldset}>
        <legend>Pricing per seat category (pts)</legend>
        {activeCategories.length === 0 && <p className={styles.muted}>No seat categories.</p>}
        <div className={styles.formGrid}>
          {activeCategories.map((category) => (
            <TextField
              key={category.id}
              label={`${category.name} price`}
              type="number"
              inputMode="decimal"
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={0.01}
              error={(errors.prices as Record<string, { message?: string }> | undefined)?.[category.id]?.message}
              {...register(`prices.${category.id}`, { valueAsNumber: true })}
            />
          ))}
        </div>
        <p className="field-hint">0 to 10000 in steps of 0.01. A price of 0 leaves the category out of this session.</p>
        {typeof errors.prices?.message === 'string' && (
          <p className="field-error" role="alert">
            {errors.prices.message}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Assets (running order)</legend>
        <div className={styles.toolbar} style={{ marginBottom: 'var(--space-2)' }}>
          <label htmlFor={`${ids}-asset`} className="visually-hidden">
            Asset to add
          </label>
          <select id={`${ids}-asset`} className="input" style={{ flex: '1 1 12rem', minWidth: 0 }} value={assetToAdd} onChange={(event) => setAssetToAdd(event.target.value)}>
            <option value="">Choose an asset to add…</option>
            {addable.map((asset) => (
              <option key={asset.id} value={asset.id}>
                {ASSET_TYPE_LABELS[asset.type]} · {asset.title}
              </option>
            ))}
          </select>
          <Button size="sm" variant="secondary" onClick={addAsset} disabled={!assetToAdd}>
            Add Asset
          </Button>
        </div>
        {chosen.length === 0 ? (
          <p className={styles.muted}>No assets yet. They play in the order listed; drag the handle or use Space and the arrow keys to reorder.</p>
        ) : (
          <SortableList
            label="Session assets in running order"
            items={chosen}
            getId={(asset) => asset.id}
            getName={(asset) => asset.title}
            onReorder={setChosen}
            renderItem={(asset) => (
              <>
                <Badge variant={ASSET_TYPE_VARIANTS[asset.type as AdminAsset['type']] ?? 'default'}>{ASSET_TYPE_LABELS[asset.type as AdminAsset['type']] ?? asset.type}</Badge>
                <span style={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>{asset.title}</span>
                <ActionButton danger onClick={() => setChosen((current) => current.filter((a) => a.id !== asset.id))} aria-label={`Remove ${asset.title}`}>
                  Remove
                </ActionButton>
              </>
            )}
          />
        )}
      </fieldset>
    </FormDialog>
  );
}

/**
 * The show's length as the form knows it: its movie asset's duration (the movie's runtime, as imported
 * from the movie database), for the movie chosen, else for the first movie asset of the running order
 * (the movie the API then shows); null when unknown (under a minute: no runtime was imported).
 */
function plannedMinutes(assets: AdminAsset[], movieId: string | number | null | undefined, chosen: ChosenAsset[]): number | null {
  const firstMovie = chosen.find((asset) => asset.type === 'movie');
  const movieAsset = movieId ? assets.find((asset) => asset.type === 'movie' && String(asset.movieId) === String(movieId)) : assets.find((asset) => asset.id === firstMovie?.id);
  const minutes = Math.floor((movieAsset?.durationSeconds ?? 0) / 60);
  return minutes > 0 ? minutes : null;
}

interface ScreenClashNoticeProps {
  sessionId?: string;
  screen?: AdminScreen;
  date?: string;
  time?: string;
  durationMinutes: number | null;
  timeZone?: string;
}

/**
 * Names the shows already on the chosen screen while this one would run (docs/back-office.md,
 * "Sessions"): a warning, the save still works. A polite live region, kept in the form while empty so
 * that what appears in it is announced; nothing is said until the screen's shows are read.
 */
function ScreenClashNotice({ sessionId, screen, date, time, durationMinutes, timeZone }: ScreenClashNoticeProps) {
  const day = date && sessionInputSchema.shape.date.safeParse(date).success ? date : undefined;
  const shows = useScreenSessionsAround(screen?.id, day);
  const notice =
    screen && day && time && timeZone && shows.data
      ? screenClashNotice(screen.name, day, screenClashes({ id: sessionId, screenId: screen.id, date: day, time, durationMinutes }, shows.data, timeZone))
      : null;
  return (
    <p role="status" aria-live="polite" className={styles.clashNotice} data-empty={notice ? undefined : ''}>
      {notice}
    </p>
  );
}
