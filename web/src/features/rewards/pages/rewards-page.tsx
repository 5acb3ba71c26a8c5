import type { Reward } from '@shared/api/routes/rewards';
import { useState } from 'react';
import { FeedbackButton } from '../../../components/feedback/feedback-button';
import { PageLoader } from '../../../components/layout/page-loader';
import { useAuth } from '../../../lib/auth';
import { useMyRewards } from '../api/rewards';
import { MyRewards } from '../components/my-rewards';
import { PointsSummary } from '../components/points-summary';
import { RedeemDialog } from '../components/redeem-dialog';
import { RewardCatalog } from '../components/reward-catalog';
import styles from '../components/rewards.module.css';

/** /rewards: points, tier and its progress, My Rewards, Available Rewards, redeeming and general feedback. */
export default function RewardsPage() {
  const { user } = useAuth();
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const myRewards = useMyRewards();
  // The route guard only renders this page for a signed-in member.
  if (!user) return <PageLoader />;
  return (
    <main className="page">
      <header className={styles.header}>
        <div>
          <h1 className="page-title">Rewards</h1>
          <p className={styles.subtitle}>Spend your points on treats, tickets and experiences.</p>
        </div>
        <FeedbackButton />
      </header>
      <PointsSummary user={user} />
      <MyRewards />
      {/* Below My Rewards, and hidden until they are in (its own read starts at once): shown first, it was
          pushed down when a member's redeemed rewards, more than their skeleton, arrived. */}
      <div hidden={!myRewards.data && !myRewards.error}>
        <RewardCatalog balance={user.points} onRedeem={setRedeeming} />
      </div>
      <RedeemDialog reward={redeeming} onClose={() => setRedeeming(null)} />
    </main>
  );
}
