import { MAX_BULK_ASSETS, type AdminAsset } from '@shared/api/routes/admin-assets';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ImageIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { ASSET_TYPE_LABELS, ASSET_TYPE_VARIANTS } from './asset-types';
import { useAssets, useRefreshAssets } from './assets-api';
import { bulkInChunks } from '../lib/bulk-in-chunks';
import { failureToast } from '../lib/failure-toast';
import { AssetFormDialog } from './asset-form-dialog';
import { ImportMovieDialog } from './import-movie-dialog';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ACTIONS_COLUMN_ID, DataTable, selectionColumn } from '../components/data-table';
import { StatusToggle } from '../components/status-toggle';
import { RowActions } from '../components/row-actions';
import styles from '../components/admin.module.css';

type BulkAction = 'activate' | 'deactivate' | 'delete';
const column = createColumnHelper<AdminAsset>();
const BULK_WORDS: Record<BulkAction, { doing: string; failure: string; done: string }> = {
  activate: { doing: 'Activating', failure: 'Failed to update assets', done: 'activated' },
  deactivate: { doing: 'Deactivating', failure: 'Failed to update assets', done: 'deactivated' },
  delete: { doing: 'Deleting', failure: 'Failed to delete assets', done: 'deleted' },
};

/** Assets Manager: select-all table, status toggles, bulk actions, add/edit and the movie-database import (docs/back-office.md, "Pages"). */
export default function AdminAssetsPage() {
  const { toast } = useToast();
  const assets = useAssets();
  const refresh = useRefreshAssets();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<{ asset: AdminAsset | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<AdminAsset | null>(null);
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  // What the open confirmation deletes, kept as it opened: the list's refresh after the delete drops
  // the deleted assets from the selection while the confirmation is still open ("Delete 0 assets?").
  const [bulkDeleteIds, setBulkDeleteIds] = useState<string[]>([]);
  const [bulk, setBulk] = useState<{ action: BulkAction; done: number; total: number } | null>(null);
  // A reload part way through would stop the chunks still to go.
  useLeaveWarning(bulk !== null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const existing = useMemo(() => new Set((assets.data ?? []).map((a) => a.id)), [assets.data]);
  const selectedIds = Object.keys(selection).filter((id) => selection[id] && existing.has(id));

  const toggle = async (asset: AdminAsset) => {
    setBusyIds((current) => new Set(current).add(asset.id));
    try {
      await api('setAssetStatus', { params: { id: asset.id }, body: { isActive: !asset.isActive } });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to update asset', error));
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(asset.id);
        return next;
      });
    }
  };

  /**
   * Runs a bulk action 100 assets at a time, with progress; failures are counted and said, the list
   * reloads from the server. Resolves with the ids left to try again (kept selected).
   */
  const runBulk = async (action: BulkAction, ids: string[], settled?: () => void): Promise<string[]> => {
    if (ids.length === 0) return [];
    setBulk({ action, done: 0, total: ids.length });
    try {
      const { failed, retry, reason: lastReason } = await bulkInChunks(
        'bulkUpdateAssets',
        ids,
        MAX_BULK_ASSETS,
        (chunk) => api('bulkUpdateAssets', { body: { action, ids: chunk } }),
        (done) => setBulk({ action, done, total: ids.length }),
      );
      // Done once the chunks are: from the toast on, a reload stops nothing (the list's refresh below may still run).
      setBulk(null);
      settled?.();
      const words = BULK_WORDS[action];
      if (failed.length > 0) {
        toast({
          title: words.failure,
          description: `${formatNumber(failed.length)} of ${formatNumber(ids.length)} could not be ${words.done}${lastReason ? `: ${lastReason}` : '.'}`,
          variant: 'error',
        });
        setSelection(Object.fromEntries(retry.map((id) => [id, true])));
      } else {
        toast({ title: `${formatNumber(ids.length)} asset${ids.length === 1 ? '' : 's'} ${words.done}`, variant: 'success' });
        setSelection({});
      }
      await refresh();
      return retry;
    } finally {
      setBulk(null);
    }
  };

  const askBulkDelete = () => {
    setBulkDeleteIds(selectedIds);
    setConfirmBulkDelete(true);
  };

  const bulkDelete = async (settled: () => void) => {
    const retry = await runBulk('delete', bulkDeleteIds, settled);
    if (retry.length > 0) {
      // Keeps the confirmation open for another try of what is left.
      setBulkDeleteIds(retry);
      throw new Error('Some deletes failed');
    }
  };

  const deleteOne = async () => {
    if (!deleting) return;
    try {
      await api('deleteAsset', { params: { id: deleting.id } });
      toast({ title: 'Asset deleted', variant: 'success' });
      setSelection((current) => {
        const next = { ...current };
        delete next[deleting.id];
        return next;
      });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to delete asset', error));
      throw error;
    }
  };

  const columns = useMemo(
    () => [
      selectionColumn<AdminAsset>((asset) => asset.title),
      column.accessor('type', {
        header: 'Type',
        cell: ({ getValue }) => <Badge variant={ASSET_TYPE_VARIANTS[getValue()]}>{ASSET_TYPE_LABELS[getValue()]}</Badge>,
      }),
      column.accessor('title', {
        header: 'Title',
        cell: ({ row: { original: a } }) => (
          <>
            <span className={styles.cellMain}>{a.title}</span>
            {a.movieTitle && <span className={styles.cellSub}>Movie: {a.movieTitle}</span>}
          </>
        ),
      }),
      column.accessor('brand', { header: 'Brand', cell: ({ getValue }) => getValue() || '—' }),
      column.accessor('duration', { header: 'Duration', cell: ({ getValue }) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{getValue()}</span> }),
      column.accessor('isActive', {
        header: 'Status',
        cell: ({ row: { original: a } }) => <StatusToggle active={a.isActive} name={a.title} busy={busyIds.has(a.id)} onToggle={() => void toggle(a)} />,
      }),
      column.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row: { original: a } }) => (
          <RowActions name={a.title} onEdit={() => setEditing({ asset: a })} onDelete={() => setDeleting(a)} />
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the toggle reads the latest busy state
    [busyIds],
  );

  const bulkBusy = bulk !== null;
  return (
    <main className="page">
      <AdminPageHeader
        title="Assets Manager"
        description="Ads, trailers, movies and promotional items played in sessions."
        actions={
          <>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import from Movie Database
            </Button>
            <Button onClick={() => setEditing({ asset: null })}>Add Asset</Button>
          </>
        }
      />
      {selectedIds.length > 0 && (
        <div className={styles.toolbar} role="region" aria-label="Bulk actions">
          <span className={styles.toolbarText} aria-live="polite">
            {bulk ? `${BULK_WORDS[bulk.action].doing} ${formatNumber(bulk.done)} of ${formatNumber(bulk.total)}…` : `${formatNumber(selectedIds.length)} selected`}
          </span>
          <Button size="sm" variant="secondary" onClick={() => void runBulk('activate', selectedIds)} disabled={bulkBusy} loading={bulk?.action === 'activate'}>
            Activate
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void runBulk('deactivate', selectedIds)} disabled={bulkBusy} loading={bulk?.action === 'deactivate'}>
            Deactivate
          </Button>
          <Button size="sm" variant="danger" onClick={askBulkDelete} disabled={bulkBusy}>
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection({})} disabled={bulkBusy}>
            Clear
          </Button>
        </div>
      )}
      <DataTable
        label="Assets"
        data={assets.data}
        columns={columns}
        getRowId={(a) => a.id}
        isLoading={assets.isLoading}
        error={assets.error}
        errorTitle="Failed to load assets"
        onRetry={() => void assets.mutate()}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        empty={
          <EmptyState
            icon={<ImageIcon size={40} />}
            title="No Assets Found"
            description="Add an ad or promotional item, or import a movie with its trailer."
            action={<Button onClick={() => setImporting(true)}>Import from Movie Database</Button>}
          />
        }
      />
      {editing && <AssetFormDialog asset={editing.asset} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
      <ImportMovieDialog open={importing} onOpenChange={setImporting} onImported={() => void refresh()} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete asset?"
        description={deleting ? `Delete ${deleting.title}? It is also taken out of the sessions that play it.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        onConfirm={deleteOne}
      />
      <ConfirmDialog
        open={confirmBulkDelete}
        onOpenChange={setConfirmBulkDelete}
        title={`Delete ${formatNumber(bulkDeleteIds.length)} asset${bulkDeleteIds.length === 1 ? '' : 's'}?`}
        description="They are also taken out of the sessions that play them. This cannot be undone."
        confirmLabel="Delete"
        busyLabel={bulk ? `Deleting ${formatNumber(bulk.done)} of ${formatNumber(bulk.total)}…` : 'Deleting…'}
        onConfirm={bulkDelete}
      >
        {bulk && (
          <p className={styles.progress} aria-live="polite">
            {formatNumber(bulk.done)} of {formatNumber(bulk.total)} done
          </p>
        )}
      </ConfirmDialog>
    </main>
  );
}
