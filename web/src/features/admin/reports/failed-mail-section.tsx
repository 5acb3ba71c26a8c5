import { FAILED_MAIL_PAGE_SIZE, type FailedMail } from '@shared/api/routes/admin-reports';
import { formatTimestampDate } from '@shared/booking/format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { api, apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useApi } from '../../../lib/use-api';
import { CursorPager, useCursorPages } from '../components/cursor-pager';
import { ACTIONS_COLUMN_ID, DataTable } from '../components/data-table';
import { ActionButton } from '../components/row-actions';
import { failureToast } from '../lib/failure-toast';
import styles from './reports.module.css';

/** Each kind of mail as admins read it. */
const KIND_NAMES: Record<string, string> = {
  invitation: 'Invitation',
  bookingConfirmation: 'Booking confirmation',
  showReminder: 'Show reminder',
  sessionCancelled: 'Cancelled show',
  liveGameStarting: 'Live game starting',
};

const kindName = (kind: string) => KIND_NAMES[kind] ?? kind;
const column = createColumnHelper<FailedMail>();

/**
 * Reports' Failed mail (docs/mail.md, "Failed mail"): the mail every try of which failed, with its
 * kind, recipient, last error and tries, and "Send again", which puts it back in the outbox after a
 * confirmation.
 */
export function FailedMailSection() {
  const { toast } = useToast();
  const pages = useCursorPages();
  // The rows on screen stay until the next page's arrive, so Next and Previous stay under the pointer.
  const failed = useApi(apiKey('listFailedMail', { query: pages.cursor ? { cursor: pages.cursor } : {} }), { keepPreviousPage: true });
  const revalidate = useRevalidate('listFailedMail');
  const [resending, setResending] = useState<FailedMail | null>(null);
  // Memoized: a cell renderer made anew on each render remounts its cell, and the opener of the dialog loses the focus it gets back.
  const columns = useMemo(
    () => [
      column.accessor('kind', { header: 'Kind', cell: ({ row: { original: mail } }) => kindName(mail.kind) }),
      column.accessor('recipient', { header: 'Recipient', cell: ({ row: { original: mail } }) => mail.recipient ?? 'A member no longer here' }),
      column.accessor('lastError', {
        header: 'Last error',
        cell: ({ row: { original: mail } }) => <span className={styles.mailError}>{mail.lastError ?? '—'}</span>,
      }),
      column.accessor('attempts', { header: 'Tries' }),
      column.accessor('failedAt', { header: 'Failed', cell: ({ row: { original: mail } }) => formatTimestampDate(mail.failedAt) }),
      column.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row: { original: mail } }) => (
          <ActionButton onClick={() => setResending(mail)} aria-label={`Send again: ${kindName(mail.kind)} to ${mail.recipient ?? 'a former member'}`}>
            Send again
          </ActionButton>
        ),
      }),
    ],
    [],
  );
  return (
    <section className={styles.section} aria-labelledby="failed-mail-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="failed-mail-title" className={styles.sectionTitle}>
            Failed mail
          </h2>
          <p className={styles.description}>Mail that could not be delivered after five tries. Send again once the problem is fixed.</p>
        </div>
      </div>
      <DataTable
        label="Failed mail"
        data={failed.data?.items}
        columns={columns}
        getRowId={(mail) => mail.id}
        isLoading={failed.isLoading}
        error={failed.error}
        errorTitle="Failed to load failed mail"
        onRetry={() => void failed.mutate()}
        pageSize={FAILED_MAIL_PAGE_SIZE}
        empty={<EmptyState title="No failed mail" description="Every mail was delivered or is still being tried." />}
      />
      <CursorPager pages={pages} nextCursor={failed.data?.nextCursor} label="Failed mail pages" />
      <ConfirmDialog
        open={resending !== null}
        onOpenChange={(open) => !open && setResending(null)}
        title="Send this mail again?"
        description={resending ? `The ${kindName(resending.kind).toLowerCase()} to ${resending.recipient ?? 'a former member'} goes back in the outbox and is tried five more times.` : ''}
        confirmLabel="Send again"
        busyLabel="Queuing…"
        variant="primary"
        onConfirm={async () => {
          if (!resending) return;
          try {
            await api('resendFailedMail', { params: { mailId: resending.id } });
            toast({ title: 'Mail queued again', variant: 'success' });
          } catch (error) {
            toast(failureToast('Failed to send the mail again', error));
            throw error;
          } finally {
            await revalidate();
          }
        }}
      />
    </section>
  );
}
