import type { AdminMember, MemberAuditEntry } from '@shared/api/routes/admin-members';
import { TIER_LABELS, type Role, type Tier } from '@shared/constants';
import { ROLE_LABELS } from '@shared/members/roles';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMemberAudit } from './member-audit-api';
import styles from './audit-dialog.module.css';
import { loadFailureText } from '../lib/failure-toast';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';

const ACTION_LABELS: Record<MemberAuditEntry['action'], string> = {
  points: 'Points adjusted',
  tier: 'Tier granted',
  role: 'Role changed',
  status: 'Status changed',
};

/** A recorded value as the admin reads it: a balance, a tier, a role or a status. */
function describeValue(action: MemberAuditEntry['action'], value: MemberAuditEntry['before']): string {
  if (value === null) return action === 'tier' ? 'None' : '—';
  if (action === 'points') return `${formatNumber(Number(value))} pts`;
  if (action === 'tier') return TIER_LABELS[value as Tier] ?? String(value);
  if (action === 'role') return ROLE_LABELS[value as Role] ?? String(value);
  return value === 'suspended' ? 'Suspended' : 'Active';
}

export interface AuditDialogProps {
  member: AdminMember | null;
  onOpenChange: (open: boolean) => void;
}

/** A member's audit trail (docs/access.md): every admin change to them, newest first, with who made it and why. */
export function AuditDialog({ member, onOpenChange }: AuditDialogProps) {
  const { entries, error, isLoading, hasMore, isLoadingMore, loadMore, retry } = useMemberAudit(member?.id ?? null);
  return (
    <Dialog
      open={member !== null}
      onOpenChange={onOpenChange}
      size="lg"
      initialFocus="title"
      title="Audit Trail"
      description={member ? `Changes admins made to ${member.name} (${member.email}), newest first.` : undefined}
    >
      {error ? (
        <LoadError title="Failed to load the audit trail" description={loadFailureText(error)} onRetry={retry} />
      ) : isLoading ? (
        <div aria-busy="true" aria-label="Loading the audit trail">
          <Skeleton height="3rem" />
        </div>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>No admin has changed this member yet.</p>
      ) : (
        <>
          <ol className={styles.trail} aria-label="Audit entries">
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <div className={styles.head}>
                  <span className={styles.action}>{ACTION_LABELS[entry.action]}</span>
                  <time dateTime={entry.at} className={styles.when}>
                    {formatDateTime(entry.at)}
                  </time>
                </div>
                <p className={styles.change}>
                  {describeValue(entry.action, entry.before)} → {describeValue(entry.action, entry.after)}
                </p>
                {entry.reason && <p className={styles.reason}>Reason: {entry.reason}</p>}
                <p className={styles.actor}>By {entry.actorName ?? 'a former admin'}</p>
              </li>
            ))}
          </ol>
          {hasMore && (
            <Button variant="ghost" onClick={() => void loadMore()} loading={isLoadingMore}>
              Show older changes
            </Button>
          )}
        </>
      )}
    </Dialog>
  );
}
