import type { AdminFeatured } from '@shared/api/routes/admin-home';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { StarIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../lib/failure-toast';
import { useFeaturedScreenings, useRefreshHome } from './home-content-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ACTIONS_COLUMN_ID, DataTable } from '../components/data-table';
import { StatusToggle } from '../components/status-toggle';
import { RowActions } from '../components/row-actions';
import styles from '../components/admin.module.css';
import { FeaturedFormDialog } from './featured-form-dialog';

const column = createColumnHelper<AdminFeatured>();

/** Featured Screening: the newest active one is on the member home; add, edit, toggle, delete. */
export function FeaturedTab() {
  const { toast } = useToast();
  const featured = useFeaturedScreenings();
  const refresh = useRefreshHome();
  const [editing, setEditing] = useState<{ item: AdminFeatured | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminFeatured | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (item: AdminFeatured) => {
    setBusy(item.id);
    try {
      await api('updateFeaturedScreening', { params: { id: item.id }, body: { isActive: !item.isActive } });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to update content', error));
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: 'Title',
        cell: ({ row: { original: f } }) => (
          <>
            <span className={styles.cellMain}>{f.title}</span>
            <span className={styles.cellSub}>
              {f.genre}
              {f.assetTitle && f.assetTitle !== f.title ? ` · ${f.assetTitle}` : ''}
            </span>
          </>
        ),
      }),
      column.accessor('date', { header: 'Date & Time', cell: ({ row: { original: f } }) => `${formatShortDate(f.date)} · ${formatTime(f.time)}` }),
      column.accessor('location', { header: 'Location' }),
      column.accessor('isActive', {
        header: 'Status',
        cell: ({ row: { original: f } }) => <StatusToggle active={f.isActive} name={f.title} busy={busy === f.id} onToggle={() => void toggle(f)} />,
      }),
      column.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row: { original: f } }) => (
          <RowActions name={f.title} onEdit={() => setEditing({ item: f })} onDelete={() => setDeleting(f)} />
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the toggle reads the latest busy state
    [busy],
  );

  return (
    <section aria-label="Featured Screening">
      <div className={styles.toolbar}>
        <span className={styles.toolbarText}>The newest active featured screening shows on the member home page.</span>
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          Add Featured Screening
        </Button>
      </div>
      <DataTable
        label="Featured screenings"
        data={featured.data?.items}
        columns={columns}
        getRowId={(f) => f.id}
        isLoading={featured.isLoading}
        error={featured.error}
        errorTitle="Failed to fetch home content"
        onRetry={() => void featured.mutate()}
        empty={
          <EmptyState
            icon={<StarIcon size={36} />}
            title="No Featured Screening"
            description="Feature a movie on the home page."
            action={<Button onClick={() => setEditing({ item: null })}>Add Featured Screening</Button>}
          />
        }
      />
      {editing && <FeaturedFormDialog featured={editing.item} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete featured screening?"
        description={deleting ? `Delete the featured screening ${deleting.title}?` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await api('deleteFeaturedScreening', { params: { id: deleting.id } });
            toast({ title: 'Featured screening deleted', variant: 'success' });
            await refresh();
          } catch (error) {
            toast(failureToast('Failed to delete content', error));
            throw error;
          }
        }}
      />
    </section>
  );
}
