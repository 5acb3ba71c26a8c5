import { pointsValueSchema, type PointsConfigItem } from '@shared/api/routes/admin-members';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { failureToast } from '../api/failure';
import { AdminPageHeader } from '../components/admin-page-header';
import styles from './admin-points-config-page.module.css';

/** back-office §2: Points Configuration: one card per activity with a number input and a save button. */
export default function AdminPointsConfigPage() {
  const config = useApi(apiKey('listPointsConfig'));
  return (
    <main className="page">
      <AdminPageHeader title="Points Configuration" description="The points each activity awards. A saved value applies to the very next award." />
      {config.error && !config.data ? (
        <LoadError title="Failed to load points configuration" onRetry={() => void config.mutate()} />
      ) : (
        <ul className={styles.cards} aria-busy={!config.data || undefined}>
          {config.data
            ? config.data.items.map((item) => <ActivityCard key={item.activityType} item={item} onSaved={() => void config.mutate()} />)
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i} className="card">
                  <Skeleton height="6rem" />
                </li>
              ))}
        </ul>
      )}
    </main>
  );
}

function ActivityCard({ item, onSaved }: { item: PointsConfigItem; onSaved: () => void }) {
  const { toast } = useToast();
  const [value, setValue] = useState(String(item.pointsValue));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = value !== String(item.pointsValue);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = pointsValueSchema.safeParse({ pointsValue: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setSaving(true);
    try {
      await api('updatePointsConfig', { params: { activityType: item.activityType }, body: parsed.data });
      toast({ title: 'Points updated', description: `${item.label}: ${parsed.data.pointsValue} points.`, variant: 'success' });
      onSaved();
    } catch (failure) {
      toast(failureToast('Failed to update points', failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className={`card ${styles.card}`}>
      <form onSubmit={(event) => void save(event)} noValidate aria-labelledby={`activity-${item.activityType}`}>
        <h2 id={`activity-${item.activityType}`} className={styles.label}>
          {item.label}
        </h2>
        <p className={styles.description}>{item.description}</p>
        <div className={styles.row}>
          <TextField
            label={`Points for ${item.label}`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value}
            error={error ?? undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" loading={saving} disabled={!changed && !saving} aria-label={`Save ${item.label}`}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </li>
  );
}
