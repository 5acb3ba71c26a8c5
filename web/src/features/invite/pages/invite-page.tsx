import { UsersIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { useInvitations, useReferralPoints } from '../api/invitations';
import { InvitationsTable } from '../components/invitations-table';
import { InviteForm } from '../components/invite-form';
import { InviteStats } from '../components/invite-stats';
import { ShareInvite } from '../components/share-invite';
import { inviteLink } from '../invite-message';
import styles from '../components/invite.module.css';

function Invitations() {
  const { data, error, isLoading, mutate } = useInvitations();
  if (isLoading) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading your invitations">
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  if (error || !data) return <LoadError title="Failed to fetch invites." description={CHECK_CONNECTION} onRetry={() => void mutate()} />;
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<UsersIcon size={40} />}
        title="No invitations yet"
        description="Invite a friend above: you both earn points when they join."
      />
    );
  }
  return <InvitationsTable invitations={data.items} />;
}

/** What both earn, once the points configuration has loaded. */
function ReferralBonus({ points }: { points: { friend?: number; inviter?: number } }) {
  if (points.friend === undefined || points.inviter === undefined) return <>You both earn points when a friend joins with your link.</>;
  return (
    <>
      Your friend gets {formatNumber(points.friend)} bonus points when they join with your link, and you earn {formatNumber(points.inviter)}.
    </>
  );
}

/** /invite: stats, the send form with its preview, the share message with the invite link, and the invitations. */
export default function InvitePage() {
  const { user } = useAuth();
  const { data, error } = useInvitations();
  const points = useReferralPoints();
  // The route is behind RequireAuth: a member is always there.
  const link = inviteLink(user!.referralCode);
  return (
    <main className="page">
      <h1 className="page-title">Invite Friends</h1>
      <p className={styles.lead}>
        Invite your friends to Watch. Answer. Win. <ReferralBonus points={points} />
      </p>
      <InviteStats stats={data?.stats} failed={Boolean(error)} />
      <div className={styles.columns}>
        <section className="card" aria-labelledby="send-invite">
          <h2 id="send-invite" className={styles.sectionTitle}>
            Send an Invite
          </h2>
          <InviteForm link={link} friendPoints={points.friend} />
        </section>
        <ShareInvite link={link} points={points} />
      </div>
      <section aria-labelledby="your-invitations" className={styles.invitations}>
        <h2 id="your-invitations" className={styles.sectionTitle}>
          Your Invitations
        </h2>
        <Invitations />
      </section>
    </main>
  );
}
