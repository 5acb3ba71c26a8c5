import type { InvitationView } from '@shared/api/routes/invitations';
import { formatTimestampDate } from '@shared/booking/format';
import { INVITE_RESEND_INTERVAL_MS } from '@shared/schemas/invitation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { refusalMessage } from '../../../lib/api-client';
import { invitationsKey, resendInvitation } from '../api/invitations';
import styles from './invite.module.css';
import { formatClockTime } from '../../../lib/format-time';

const STATUS: Record<InvitationView['status'], { label: string; variant: BadgeVariant }> = {
  sent: { label: 'Sent', variant: 'default' },
  pending: { label: 'Pending', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'danger' },
};

/**
 * The member's invitations: friend, phone, sent date, status, and Resend, replaced by the accepted date
 * once accepted. On a phone each row becomes a card of labelled lines (nothing is cut).
 */
export function InvitationsTable({ invitations }: { invitations: InvitationView[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Your invitations</caption>
      <thead>
        <tr>
          <th scope="col">Friend</th>
          <th scope="col">Phone</th>
          <th scope="col">Sent</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </tbody>
    </table>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationView }) {
  const status = STATUS[invitation.status];
  return (
    <tr>
      <th scope="row" className={styles.friend}>
        <span className={styles.friendName}>{invitation.friendName}</span>
        <span className={styles.muted}>{invitation.friendEmail}</span>
      </th>
      <td data-label="Phone">{invitation.friendPhone}</td>
      <td data-label="Sent">{formatTimestampDate(invitation.sentDate)}</td>
      <td data-label="Status">
        <Badge variant={status.variant}>{status.label}</Badge>
      </td>
      <td className={styles.action}>
        {invitation.status === 'accepted' && invitation.acceptedDate ? (
          <span className={styles.accepted}>Accepted {formatTimestampDate(invitation.acceptedDate)}</span>
        ) : (
          <ResendButton invitation={invitation} />
        )}
      </td>
    </tr>
  );
}

function ResendButton({ invitation }: { invitation: InvitationView }) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [resending, setResending] = useState(false);
  // When the table was shown: a hint that outlives its hour says nothing wrong (the API has the last word).
  const [shownAt] = useState(() => Date.now());

  const resend = async () => {
    setResending(true);
    try {
      await resendInvitation(invitation.id);
      toast({ title: 'Invite Resent!', description: `We sent your invite to ${invitation.friendName} again.`, variant: 'success' });
    } catch (error) {
      console.error('Failed to resend the invitation', error);
      // The API says why when it refuses (once an hour, at most 5 times, already accepted).
      const description = refusalMessage(error) ?? 'Failed to resend invite. Please try again.';
      toast({ title: 'Failed to Resend', description, variant: 'error' });
    } finally {
      setResending(false);
      await mutate(invitationsKey);
    }
  };

  // Resend mails the invitation again, at most once an hour: say from when (docs/mail.md).
  const resendableAt = Date.parse(invitation.sentDate) + INVITE_RESEND_INTERVAL_MS;
  return (
    <>
      <Button variant="secondary" size="sm" loading={resending} onClick={() => void resend()} aria-label={`Resend invite to ${invitation.friendName}`}>
        Resend
      </Button>
      {resendableAt > shownAt ? (
        <p className="field-hint">Can be resent from {formatClockTime(resendableAt)}</p>
      ) : null}
    </>
  );
}
