import { DEFAULT_TIER_THRESHOLDS, TIER_COLOURS, TIER_LABELS } from '@shared/constants';
import type { Profile } from '@shared/schemas/profile';
import { tierProgress } from '@shared/tiers';
import { apiKey } from '../lib/api-client';
import { useApi } from '../lib/use-api';
import styles from './tier-progress.module.css';
import { formatNumber } from '../lib/format';

/**
 * Progress between the current and the next tier threshold, by lifetime points (spending never
 * lowers a tier), with the ONE configured threshold table (My Account and Rewards).
 */
export function TierProgress({ user }: { user: Pick<Profile, 'lifetimePoints' | 'tier'> }) {
  // The configured thresholds; the defaults until they arrive (they are the same unless an admin changed them).
  const { data: settings } = useApi(apiKey('getSettings'));
  const progress = tierProgress(user.lifetimePoints, user.tier, settings?.tierThresholds ?? DEFAULT_TIER_THRESHOLDS);
  if (!progress.next) return <p className={styles.text}>You have reached the highest tier: {TIER_LABELS[progress.current]}.</p>;
  return (
    <>
      <div className={styles.labels}>
        {/* The tier's colour marks it; the name stays in the text colour (slate and purple are too dark to read on the surface). */}
        {[progress.current, progress.next].map((tier) => (
          <span key={tier}>
            <span aria-hidden="true" style={{ color: TIER_COLOURS[tier] }}>
              ★{' '}
            </span>
            {TIER_LABELS[tier]}
          </span>
        ))}
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={`Progress to ${TIER_LABELS[progress.next]}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className={styles.bar} style={{ width: `${progress.percent}%`, background: TIER_COLOURS[progress.next] }} />
      </div>
      <p className={styles.text}>
        {progress.percent}% · {formatNumber(progress.pointsNeeded)} points needed for {TIER_LABELS[progress.next]}
      </p>
    </>
  );
}
