import type { Reward } from '@shared/api/routes/rewards';
import { REWARD_CATEGORIES } from '@shared/rewards';
import { StarIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorToast } from '../../../components/ui/toast';
import { useRewardCatalog } from '../api/rewards';
import { formatNumber } from '../../../lib/format';
import { CATEGORY_LABELS } from './format';
import styles from './rewards.module.css';

interface RewardCatalogProps {
  balance: number;
  onRedeem: (reward: Reward) => void;
}

/** Available Rewards: the catalog grouped by category, each with its cost and stock; out of stock shows unavailable. */
export function RewardCatalog({ balance, onRedeem }: RewardCatalogProps) {
  const { data, error, isLoading, mutate } = useRewardCatalog();
  useErrorToast(error, 'Failed to fetch rewards data.');

  const body = () => {
    if (error && !data) return <LoadError title="Failed to fetch rewards data." onRetry={() => void mutate()} />;
    if (isLoading || !data) {
      return (
        <div className={styles.grid}>
          <span className="visually-hidden">Loading rewards…</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="11rem" radius="var(--radius-md)" />
          ))}
        </div>
      );
    }
    if (data.items.length === 0) return <EmptyState icon={<StarIcon />} title="No rewards available" description="Check back soon for new rewards." />;
    return REWARD_CATEGORIES.map((category) => {
      const rewards = data.items.filter((reward) => reward.category === category);
      if (rewards.length === 0) return null;
      return (
        <section key={category} className={styles.category} aria-labelledby={`rewards-${category}`}>
          <h3 id={`rewards-${category}`} className={styles.categoryTitle}>
            {CATEGORY_LABELS[category]}
          </h3>
          <ul className={styles.grid}>
            {rewards.map((reward) => (
              <RewardCard key={reward.id} reward={reward} balance={balance} onRedeem={() => onRedeem(reward)} />
            ))}
          </ul>
        </section>
      );
    });
  };

  return (
    <section className={styles.section} aria-labelledby="available-rewards">
      <h2 id="available-rewards" className={styles.sectionTitle}>
        Available Rewards
      </h2>
      {body()}
    </section>
  );
}

function stockText(reward: Reward): string | null {
  if (reward.stock === 0) return 'Out of stock';
  if (reward.stock !== null) return `${formatNumber(reward.stock)} left`;
  return null;
}

function RewardCard({ reward, balance, onRedeem }: { reward: Reward; balance: number; onRedeem: () => void }) {
  const stock = stockText(reward);
  const missing = reward.pointsCost - balance;
  return (
    <li className={styles.reward} data-available={reward.available || undefined}>
      <h4 className={styles.rewardName}>{reward.name}</h4>
      {reward.description && <p className={styles.muted}>{reward.description}</p>}
      <p className={styles.cost}>
        <strong>{formatNumber(reward.pointsCost)}</strong> points
        {stock && <span className={styles.stock}> · {stock}</span>}
      </p>
      {reward.available && missing > 0 && <p className={styles.hint}>{formatNumber(missing)} more points needed</p>}
      {reward.available ? (
        <Button className={styles.redeem} onClick={onRedeem} aria-label={`Redeem ${reward.name}`}>
          Redeem
        </Button>
      ) : (
        // aria-disabled, not disabled: a reward that sells out while its Redeem button holds the focus (the
        // redemption refused, the dialog closed) keeps it here rather than dropping it to the page.
        <Button className={styles.redeem} variant="secondary" aria-disabled="true" aria-label={`Unavailable: ${reward.name}`}>
          Unavailable
        </Button>
      )}
    </li>
  );
}
