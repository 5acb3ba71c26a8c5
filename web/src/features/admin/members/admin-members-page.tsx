import { formatTimestampDate } from '@shared/booking/format';
import { formatPhone } from '@shared/members/phone';
import { MEMBER_SEARCH_MAX_LENGTH, MEMBER_SEARCH_MIN_LENGTH } from '@shared/members/search';
import type { AdminMember } from '@shared/api/routes/admin-members';
import { TIER_LABELS, TIERS, type Tier } from '@shared/constants';
import { ROLE_LABELS } from '@shared/members/roles';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { UsersIcon } from '../../../components/icons';
import { TierBadge } from '../../../components/tier-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api, apiKey } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useApi } from '../../../lib/use-api';
import { failureToast } from '../lib/failure-toast';
import { AdminPageHeader } from '../components/admin-page-header';
import { CursorPager, useCursorPages } from '../components/cursor-pager';
import { ACTIONS_COLUMN_ID, DataTable } from '../components/data-table';
import { ActionButton, BlockedAction } from '../components/row-actions';
import styles from '../components/admin.module.css';
import { AddMemberDialog } from './add-member-dialog';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { AuditDialog } from './audit-dialog';
import { RoleDialog } from './role-dialog';
import { StatusDialog } from './status-dialog';
import { formatNumber } from '../../../lib/format';

const PAGE_SIZE = 20;
/**
 * Why the admin's own row offers neither Change Role nor Suspend: the API refuses both (409
 * CANNOT_DEMOTE_SELF, CANNOT_SUSPEND_SELF; docs/access.md), and admin to admin changes nothing.
 */
const OWN_ACCOUNT = 'Your own account';
const column = createColumnHelper<AdminMember>();

/**
 * Member Management (docs/back-office.md, "Pages"): the members a page at a time (newest first, or searched), Adjust
 * Points, Add New Member, Update User Role, the tier; suspend and reinstate, and each member's audit
 * trail (docs/access.md).
 */
export default function AdminMembersPage() {
  const { toast } = useToast();
  const ownId = useAuth().user?.id;
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { cursor, reset: resetPages } = pages;
  const [adding, setAdding] = useState(false);
  const [adjusting, setAdjusting] = useState<AdminMember | null>(null);
  const [changingRole, setChangingRole] = useState<AdminMember | null>(null);
  const [changingStatus, setChangingStatus] = useState<AdminMember | null>(null);
  const [auditing, setAuditing] = useState<AdminMember | null>(null);

  // Searching as the admin types (a short pause first); fewer than two characters lists everyone.
  useEffect(() => {
    const typed = searchInput.trim();
    const next = typed.length >= MEMBER_SEARCH_MIN_LENGTH ? typed : '';
    const timer = setTimeout(() => {
      setSearch((current) => {
        if (current !== next) resetPages();
        return next;
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput, resetPages]);

  // The rows on screen stay until the next page's arrive, so Next and Previous stay under the pointer; a
  // new search shows the table loading until its own rows do, not the last search's members to act on.
  const members = useApi(apiKey('listAdminMembers', { query: { limit: PAGE_SIZE, ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) } }), {
    keepPreviousPage: true,
  });
  const refresh = () => void members.mutate();

  const grantTier = async (member: AdminMember, tier: Tier) => {
    try {
      await api('updateMemberTier', { params: { id: member.id }, body: { tier } });
      toast({ title: 'Tier updated', description: `${member.name}: ${TIER_LABELS[tier]}.`, variant: 'success' });
      refresh();
    } catch (error) {
      toast(failureToast('Failed to update tier', error));
    }
  };

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Member',
        cell: ({ row: { original: m } }) => (
          <>
            <span className={styles.cellMain}>{m.name}</span>
            <span className={styles.cellSub}>Joined {formatTimestampDate(m.createdAt)}</span>
            {m.status === 'suspended' && <Badge variant="danger">Suspended</Badge>}
          </>
        ),
      }),
      column.accessor('email', {
        header: 'Contact',
        cell: ({ row: { original: m } }) => (
          <>
            <span className={styles.cellMain}>{m.email}</span>
            {m.phone && <span className={styles.cellSub}>{formatPhone(m.phone)}</span>}
          </>
        ),
      }),
      column.accessor('tier', {
        header: 'Tier',
        cell: ({ row: { original: m } }) => (
          <div className={styles.rowActionsStack}>
            <TierBadge tier={m.tier} />
            <label className="visually-hidden" htmlFor={`tier-${m.id}`}>{`Granted tier for ${m.name}`}</label>
            <select
              id={`tier-${m.id}`}
              className={`input ${styles.cellSelect}`}
              value={m.grantedTier ?? ''}
              onChange={(event) => event.target.value && void grantTier(m, event.target.value as Tier)}
            >
              {!m.grantedTier && <option value="">Grant a tier…</option>}
              {TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {TIER_LABELS[tier]}
                </option>
              ))}
            </select>
          </div>
        ),
      }),
      column.accessor('points', {
        header: 'Points',
        cell: ({ row: { original: m } }) => (
          <>
            <span className={styles.cellMain} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(m.points)}
            </span>
            <span className={styles.cellSub}>Lifetime {formatNumber(m.lifetimePoints)}</span>
          </>
        ),
      }),
      column.accessor('role', {
        header: 'Role',
        cell: ({ getValue }) => <Badge variant={getValue() === 'user' ? 'default' : 'primary'}>{ROLE_LABELS[getValue()]}</Badge>,
      }),
      column.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row: { original: m } }) => (
          <div className={styles.rowActionsGrid}>
            <ActionButton onClick={() => setAdjusting(m)} aria-label={`Adjust Points of ${m.name}`}>
              Adjust Points
            </ActionButton>
            <BlockedAction reason={m.id === ownId ? OWN_ACCOUNT : undefined}>
              {(blocked) => (
                <ActionButton onClick={() => setChangingRole(m)} aria-label={`Change Role of ${m.name}`} {...blocked}>
                  Change Role
                </ActionButton>
              )}
            </BlockedAction>
            <BlockedAction reason={m.id === ownId ? OWN_ACCOUNT : undefined}>
              {(blocked) => (
                <ActionButton onClick={() => setChangingStatus(m)} aria-label={`${m.status === 'suspended' ? 'Reinstate' : 'Suspend'} ${m.name}`} {...blocked}>
                  {m.status === 'suspended' ? 'Reinstate' : 'Suspend'}
                </ActionButton>
              )}
            </BlockedAction>
            <ActionButton onClick={() => setAuditing(m)} aria-label={`Audit Trail of ${m.name}`}>
              Audit Trail
            </ActionButton>
          </div>
        ),
      }),
    ],
    // grantTier only reads state through its arguments and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ownId],
  );

  const page = members.data;
  return (
    <main className="page">
      <AdminPageHeader
        title="Member Management"
        description="Members newest first. Search by the start of a name or an e-mail address."
        actions={<Button onClick={() => setAdding(true)}>Add New Member</Button>}
      />
      <div className={styles.toolbar}>
        <TextField
          label="Search members"
          type="search"
          placeholder="Name or email"
          maxLength={MEMBER_SEARCH_MAX_LENGTH}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          hint={searchInput.trim().length === 1 ? `Type at least ${MEMBER_SEARCH_MIN_LENGTH} characters to search.` : undefined}
        />
      </div>
      <DataTable
        label="Members"
        data={page?.items}
        columns={columns}
        getRowId={(m) => m.id}
        isLoading={members.isLoading}
        error={members.error}
        errorTitle="Failed to load members"
        onRetry={refresh}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<UsersIcon size={32} />}
            title={search ? 'No Members Found' : 'No Members Yet'}
            description={search ? `No member's name or email starts with “${search}”.` : 'Members appear here when they sign up or are added.'}
          />
        }
      />
      <CursorPager pages={pages} nextCursor={page?.nextCursor} label="Member pages" />
      <AddMemberDialog open={adding} onOpenChange={setAdding} onAdded={refresh} />
      <AdjustPointsDialog member={adjusting} onOpenChange={(open) => !open && setAdjusting(null)} onAdjusted={refresh} />
      <RoleDialog member={changingRole} onOpenChange={(open) => !open && setChangingRole(null)} onChanged={refresh} />
      <StatusDialog member={changingStatus} onOpenChange={(open) => !open && setChangingStatus(null)} onChanged={refresh} />
      <AuditDialog member={auditing} onOpenChange={(open) => !open && setAuditing(null)} />
    </main>
  );
}
