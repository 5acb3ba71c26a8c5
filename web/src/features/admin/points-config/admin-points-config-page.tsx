import { pointsValueSchema, type PointsConfigItem } from '@shared/api/routes/admin-members';
import { POINTS_ACTIVITIES } from '@shared/constants';
import type { EarningLimit, LimitPeriod } from '@shared/earning-limits';
import { earningLimitSchema } from '@shared/schemas/earning-limits';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { failureToast } from '../lib/failure-toast';
import { AdminPageHeader } from '../components/admin-page-header';
import { SelectField } from '../components/select-field';
import styles from './admin-points-config-page.module.css';
import { formatNumber } from '../../../lib/format';

/** Points Configuration: one card per activity with a number input, its earning limit and a save button (docs/back-office.md, "Pages"). */
export default function AdminPointsConfigPage() {
  const config = useApi(apiKey('listPointsConfig'));
  return (
    <main className="page">
      <AdminPageHeader title="Points Configuration" description="The points each activity awards and the most one member may earn from it a day or a month. A saved value applies to the very next award." />
      {config.error && !config.data ? (
        <LoadError title="Failed to load points configuration" onRetry={() => void config.mutate()} />
      ) : (
        <ul className={styles.cards} aria-busy={!config.data || undefined}>
          {config.data
            ? config.data.items.map((item) => <ActivityCard key={item.activityType} item={item} onSaved={() => void config.mutate()} />)
            : POINTS_ACTIVITIES.map((_, i) => (
                <li key={i} className="card">
                  <Skeleton height="6rem" />
                </li>
              ))}
        </ul>
      )}
    </main>
  );
}

/** The limit select's choices: none, or points per UTC day or month. */
type LimitChoice = 'none' | LimitPeriod;
const LIMIT_CHOICES: { value: LimitChoice; label: string }[] = [
  { value: 'none', label: 'No limit' },
  { value: 'day', label: 'Per day' },
  { value: 'month', label: 'Per month' },
];

const sameLimit = (a: EarningLimit | null, b: EarningLimit | null) => (a === null || b === null ? a === b : a.points === b.points && a.period === b.period);
const limitText = (limit: EarningLimit | null) => (limit ? `Limit ${formatNumber(limit.points)} a ${limit.period}.` : 'No limit.');

function ActivityCard({ item, onSaved }: { item: PointsConfigItem; onSaved: () => void }) {
  const { toast } = useToast();
  const [value, setValue] = useState(String(item.pointsValue));
  const [limitChoice, setLimitChoice] = useState<LimitChoice>(item.limit?.period ?? 'none');
  const [limitPoints, setLimitPoints] = useState(item.limit ? String(item.limit.points) : '');
  const [errors, setErrors] = useState<{ value?: string; limit?: string }>({});
  const [saving, setSaving] = useState(false);
  const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const limitInput = limitChoice === 'none' ? null : { points: numberOrNaN(limitPoints), period: limitChoice };
  const changed = value !== String(item.pointsValue) || !sameLimit(limitInput, item.limit);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsedValue = pointsValueSchema.safeParse({ pointsValue: numberOrNaN(value) });
    const parsedLimit = earningLimitSchema.nullable().safeParse(limitInput);
    if (!parsedValue.success || !parsedLimit.success) {
      setErrors({ value: parsedValue.error?.issues[0].message, limit: parsedLimit.error?.issues[0].message });
      return;
    }
    setSaving(true);
    try {
      const saved = await api('updatePointsConfig', { params: { activityType: item.activityType }, body: { pointsValue: parsedValue.data.pointsValue, limit: parsedLimit.data } });
      toast({ title: 'Points updated', description: `${item.label}: ${formatNumber(saved.pointsValue)} points. ${limitText(saved.limit)}`, variant: 'success' });
      onSaved();
    } catch (failure) {
      toast(failureToast('Failed to update points', failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className={`card ${styles.card}`}>
      <form onSubmit={(event) => void save(event)} noValidate aria-labelledby={`activity-${item.activityType}`} className={styles.form}>
        <h2 id={`activity-${item.activityType}`} className={styles.label}>
          {item.label}
        </h2>
        <p className={styles.description}>{item.description}</p>
        <TextField
          label={`Points for ${item.label}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          error={errors.value}
          onChange={(event) => {
            setValue(event.target.value);
            setErrors({});
          }}
        />
        <fieldset className={styles.limit}>
          <legend>Limit per member</legend>
          <div className={styles.row}>
            <SelectField
              label="Period"
              aria-label={`Limit for ${item.label}, period`}
              value={limitChoice}
              onChange={(event) => {
                setLimitChoice(event.target.value as LimitChoice);
                setErrors({});
              }}
            >
              {LIMIT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
            {limitChoice !== 'none' && (
              <TextField
                label="Points"
                aria-label={`Limit for ${item.label}, points`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={limitPoints}
                error={errors.limit}
                onChange={(event) => {
                  setLimitPoints(event.target.value);
                  setErrors({});
                }}
              />
            )}
          </div>
          <p className={styles.hint}>{limitChoice === 'none' ? 'Members may earn any number of points from this.' : 'Days and months of UTC; past the limit an award pays what is left.'}</p>
        </fieldset>
        <Button type="submit" loading={saving} disabled={!changed && !saving} aria-label={`Save ${item.label}`} className={styles.save}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </li>
  );
}
