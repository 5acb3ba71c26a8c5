import { MAX_QUESTIONS_PER_CALL, type AdminQuestion } from '@shared/api/routes/admin-questions';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { LinkIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { api, ApiError } from '../../../lib/api-client';
import { ASSET_TYPE_LABELS, ASSET_TYPE_VARIANTS } from '../assets/asset-types';
import { AssetPicker } from './asset-picker';
import { useAssets } from '../assets/assets-api';
import { useQuestionLinkCounts, useQuestionLinks, useRefreshQuestions } from './questions-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { bulkInChunks } from '../lib/bulk-in-chunks';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ACTIONS_COLUMN_ID, DataTable, selectionColumn } from '../components/data-table';
import adminStyles from '../components/admin.module.css';
import styles from './questions.module.css';
import { formatNumber } from '../../../lib/format';

type LinkTab = 'unlinked' | 'linked';
const column = createColumnHelper<AdminQuestion>();

/** On this page the backend's own message is shown when it gave one (docs/back-office.md, "Questions"). */
const linkFailure = (fallback: string, error: unknown) => {
  console.error(fallback, error);
  return { title: error instanceof ApiError && error.message ? error.message : fallback, variant: 'error' as const };
};

/**
 * Question-Asset Links (docs/back-office.md, "Questions"): counters (Unlinked, Linked, Available Assets), the Unlinked and
 * Linked tabs, linking a question to an asset or "Unlink from asset", select-all and bulk delete.
 */
export default function AdminQuestionAssetsPage() {
  const { toast } = useToast();
  const [tab, setTab] = useState<LinkTab>('unlinked');
  const counts = useQuestionLinkCounts();
  const unlinked = useQuestionLinks('unlinked');
  const linked = useQuestionLinks('linked');
  const assets = useAssets();
  const refresh = useRefreshQuestions();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);

  const current = tab === 'unlinked' ? unlinked : linked;
  const shown = useMemo(() => new Set((current.data ?? []).map((q) => q.id)), [current.data]);
  const selectedIds = Object.keys(selection).filter((id) => selection[id] && shown.has(id));
  const activeAssets = useMemo(() => (assets.data ?? []).filter((a) => a.isActive), [assets.data]);

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const link = async (question: AdminQuestion, assetId: string | null) => {
    setBusy(question.id, true);
    try {
      const updated = await api('linkQuestion', { params: { id: question.id }, body: { assetId } });
      toast({ title: assetId ? `Linked to ${updated.assetTitle ?? 'the asset'}` : 'Unlinked from asset', variant: 'success' });
      await refresh();
    } catch (error) {
      toast(linkFailure('Failed to update question', error));
    } finally {
      setBusy(question.id, false);
    }
  };

  /**
   * Deletes the selection 50 at a time; each question answers for itself, failures keep their selection.
   * Done once the chunks are: from the toast on, a reload stops nothing (`settled`; the list's refresh may still run).
   */
  const bulkDelete = async (settled: () => void) => {
    const ids = selectedIds;
    const { failed, retry, reason } = await bulkInChunks('bulkDeleteQuestions', ids, MAX_QUESTIONS_PER_CALL, (chunk) => api('bulkDeleteQuestions', { body: { ids: chunk } }));
    settled();
    if (failed.length > 0) {
      toast({ title: reason ?? 'Failed to delete question', description: `${formatNumber(failed.length)} of ${formatNumber(ids.length)} could not be deleted.`, variant: 'error' });
    } else {
      toast({ title: `${formatNumber(ids.length)} question${ids.length === 1 ? '' : 's'} deleted`, variant: 'success' });
    }
    await refresh();
    // After the refresh: the open confirmation's title counts the selection ("Delete 2 questions?", not 0).
    setSelection(Object.fromEntries(retry.map((id) => [id, true])));
    // Keeps the confirmation open for another try of what is left.
    if (retry.length > 0) throw new Error('Some deletes failed');
  };

  const linkSelect = (question: AdminQuestion, label: string) => (
    <AssetPicker question={question} label={label} assets={activeAssets} disabled={busyIds.has(question.id)} onPick={(assetId) => void link(question, assetId)} />
  );

  const columns = useMemo(
    () => [
      selectionColumn<AdminQuestion>((q) => q.text),
      column.accessor('text', {
        header: 'Question',
        cell: ({ row: { original: q } }) => (
          <>
            <span className={adminStyles.cellMain}>{q.text}</span>
            <span className={adminStyles.cellSub}>
              {q.options.length} options · {q.correctOptionId ? 'quiz' : 'survey'}
              {q.isActive ? '' : ' · inactive'}
            </span>
          </>
        ),
      }),
      column.accessor('assetTitle', {
        header: 'Asset',
        cell: ({ row: { original: q } }) =>
          q.assetId ? (
            <>
              <span className={adminStyles.cellMain}>{q.assetTitle ?? q.assetId}</span>
              {q.assetType && <Badge variant={ASSET_TYPE_VARIANTS[q.assetType]}>{ASSET_TYPE_LABELS[q.assetType]}</Badge>}
            </>
          ) : (
            <span className={adminStyles.muted}>No asset</span>
          ),
      }),
      column.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row: { original: q } }) => (
          <div className={adminStyles.rowActions}>
            {q.assetId ? (
              <>
                {linkSelect(q, 'Move to asset')}
                <Button size="sm" variant="secondary" onClick={() => void link(q, null)} disabled={busyIds.has(q.id)} aria-label={`Unlink from asset: ${q.text}`}>
                  Unlink from asset
                </Button>
              </>
            ) : (
              linkSelect(q, 'Link to asset')
            )}
          </div>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest busy state and assets
    [busyIds, activeAssets],
  );

  const figures: [string, number | undefined][] = [
    ['Unlinked', counts.data?.unlinked],
    ['Linked', counts.data?.linked],
    ['Available Assets', counts.data?.availableAssets],
  ];
  const table = (state: LinkTab) => {
    const list = state === 'unlinked' ? unlinked : linked;
    return (
      <DataTable
        label={state === 'unlinked' ? 'Unlinked questions' : 'Linked questions'}
        data={list.data}
        columns={columns}
        getRowId={(q) => q.id}
        isLoading={list.isLoading}
        error={list.error}
        errorTitle="Failed to load questions"
        onRetry={() => void list.mutate()}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        empty={
          <EmptyState
            icon={<LinkIcon size={40} />}
            title={state === 'unlinked' ? 'No unlinked questions' : 'No linked questions'}
            description={state === 'unlinked' ? 'Every question is linked to an asset.' : 'Link a question to an asset from the Unlinked tab.'}
          />
        }
      />
    );
  };

  return (
    <main className="page">
      <AdminPageHeader title="Question-Asset Links" description="Link survey questions to the assets they are asked around." />
      <dl className={styles.counters} aria-busy={counts.isLoading || undefined}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.counter}>
            <dt>{label}</dt>
            <dd className={styles.counterValue}>{counts.error ? '—' : value === undefined ? '…' : formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      {selectedIds.length > 0 && (
        <div className={adminStyles.toolbar} role="region" aria-label="Bulk actions">
          <span className={adminStyles.toolbarText} aria-live="polite">
            {formatNumber(selectedIds.length)} selected
          </span>
          <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)}>
            Delete Selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection({})}>
            Clear
          </Button>
        </div>
      )}
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as LinkTab);
          setSelection({});
        }}
      >
        <TabsList aria-label="Questions by link">
          <TabsTrigger value="unlinked">Unlinked{counts.data ? ` (${formatNumber(counts.data.unlinked)})` : ''}</TabsTrigger>
          <TabsTrigger value="linked">Linked{counts.data ? ` (${formatNumber(counts.data.linked)})` : ''}</TabsTrigger>
        </TabsList>
        <TabsContent value="unlinked">{table('unlinked')}</TabsContent>
        <TabsContent value="linked">{table('linked')}</TabsContent>
      </Tabs>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${formatNumber(selectedIds.length)} question${selectedIds.length === 1 ? '' : 's'}?`}
        description="Members' answers stay in their history. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        onConfirm={bulkDelete}
      />
    </main>
  );
}
