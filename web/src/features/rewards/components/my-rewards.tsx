import type { MyReward } from '@shared/api/routes/rewards';
import { formatTimestampDate } from '@shared/booking/format';
import type { RedeemedRewardStatus } from '@shared/rewards';
import { StarIcon } from '../../../components/icons';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyRewards } from '../api/rewards';
import { formatNumber } from '../../../lib/format';
import { CATEGORY_LABELS } from './format';
import styles from './rewards.module.css';

const STATUS: Record<RedeemedRewardStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  used: { label: 'Used', variant: 'outline' },
  expired: { label: 'Expired', variant: 'danger' },
};

/** The member's redeemed rewards with their codes; an expired one says so and is dimmed. */
export function MyRewards() {
  const { data, error, isLoading, mutate } = useMyRewards();
  const body = () => {
    if (error && !data) return <LoadError title="Failed to fetch rewards data." onRetry={() => void mutate()} />;
    if (isLoading || !data) {
      return (
        <div className={styles.myRewards}>
          <span className="visually-hidden">Loading your rewards…</span>
          <Skeleton height="5.5rem" radius="var(--radius-md)" />
          <Skeleton height="5.5rem" radius="var(--radius-md)" />
        </div>
      );
    }
    if (data.items.length === 0) {
      return <EmptyState icon={<StarIcon />} title="No rewards yet" description="Redeem a reward below and its code will appear here." />;
    }
    return (
      <ul className={styles.myRewards}>
        {data.items.map((reward) => (
          <MyRewardCard key={reward.code} reward={reward} />
        ))}
      </ul>
    );
  };
  return (
    <section className={styles.section} aria-labelledby="my-rewards">
      <h2 id="my-rewards" className={styles.sectionTitle}>
        My Rewards
      </h2>
      {body()}
    </section>
  );
}

function MyRewardCard({ reward }: { reward: MyReward }) {
  const status = STATUS[reward.status];
  return (
    <li className={styles.myReward} data-status={reward.status}>
      <div className={styles.myRewardHead}>
        <h3 className={styles.rewardName}>{reward.rewardName}</h3>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className={styles.code}>
        <span className="visually-hidden">Code: </span>
        <code>{reward.code}</code>
      </p>
      <p className={styles.muted}>
        {reward.category ? `${CATEGORY_LABELS[reward.category]} · ` : ''}
        {formatNumber(reward.pointsCost)} points · {reward.status === 'expired' ? 'Expired' : 'Expires'} {formatTimestampDate(reward.expiresAt)}
      </p>
    </li>
  );
}
