import { DEFAULT_TIER_THRESHOLDS, TIER_COLOURS, TIER_LABELS } from '@shared/constants';
import type { Profile } from '@shared/schemas/profile';
import { tierProgress } from '@shared/tiers';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import styles from './account.module.css';

const numberFormat = new Intl.NumberFormat('en-US');

/** Progress between the current and the next tier threshold, by lifetime points (spending never lowers a tier). */
export function TierProgressCard({ user }: { user: Profile }) {
  // The configured thresholds; the defaults until they arrive (they are the same unless an admin changed them).
  const { data: settings } = useApi(apiKey('getSettings'));
  const progress = tierProgress(user.lifetimePoints, user.tier, settings?.tierThresholds ?? DEFAULT_TIER_THRESHOLDS);
  return (
    <section className="card" aria-labelledby="tier-progress">
      <h2 id="tier-progress" className={styles.sectionTitle}>
        Next Tier Progress
      </h2>
      {progress.next ? (
        <>
          <div className={styles.progressLabels}>
            <span style={{ color: TIER_COLOURS[progress.current] }}>{TIER_LABELS[progress.current]}</span>
            <span style={{ color: TIER_COLOURS[progress.next] }}>{TIER_LABELS[progress.next]}</span>
          </div>
          <div
            className={styles.progressTrack}
            role="progressbar"
            aria-label={`Progress to ${TIER_LABELS[progress.next]}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <div className={styles.progressBar} style={{ width: `${progress.percent}%`, background: TIER_COLOURS[progress.next] }} />
          </div>
          <p className={styles.progressText}>
            {progress.percent}% · {numberFormat.format(progress.pointsNeeded)} points needed for {TIER_LABELS[progress.next]}
          </p>
        </>
      ) : (
        <p className={styles.progressText}>You have reached the highest tier: {TIER_LABELS[progress.current]}.</p>
      )}
    </section>
  );
}
