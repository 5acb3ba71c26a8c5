import type { Profile } from '@shared/schemas/profile';
import { TierBadge } from '../../../components/tier-badge';
import { TierProgress } from '../../../components/tier-progress';
import { formatNumber } from '../../../lib/format';
import stat from '../../../styles/stat.module.css';
import styles from './rewards.module.css';

/** Balance, lifetime points, tier and the progress to the next tier (by lifetime points). */
export function PointsSummary({ user }: { user: Profile }) {
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="rewards-points">
      <h2 id="rewards-points" className="visually-hidden">
        Your points
      </h2>
      <dl className={styles.figures}>
        <div className={`${stat.stat} ${styles.figure}`}>
          <dt>Points Balance</dt>
          <dd className={styles.balance} data-testid="points-balance">
            {formatNumber(user.points)}
          </dd>
        </div>
        <div className={`${stat.stat} ${styles.figure}`}>
          <dt>Lifetime Points</dt>
          <dd data-testid="lifetime-points">{formatNumber(user.lifetimePoints)}</dd>
        </div>
        <div className={`${stat.stat} ${styles.figure}`}>
          <dt>Tier</dt>
          <dd>
            <TierBadge tier={user.tier} className={styles.tier} />
          </dd>
        </div>
      </dl>
      <div className={styles.progress}>
        <TierProgress user={user} />
      </div>
    </section>
  );
}
