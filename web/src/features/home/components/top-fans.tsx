import type { LeaderboardPeriod } from '@shared/constants';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { TierBadge } from '../../../components/tier-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { PeriodTabs } from '../../../components/period-tabs';
import { TOP_FANS_FIRST_PERIOD, useTopFans } from '../api/home';
import styles from './home.module.css';
import { formatNumber } from '../../../lib/format';

function FansList({ period }: { period: LeaderboardPeriod }) {
  const { data, isLoading } = useTopFans(period);
  if (isLoading) return <Skeleton height="12rem" radius="var(--radius-md)" />;
  if (!data || data.entries.length === 0) return <p className={styles.muted}>No points earned yet. Be the first!</p>;
  return (
    <ol className={styles.fans}>
      {data.entries.map((entry) => (
        <li key={entry.rank} className={styles.fan}>
          <span className={styles.fanRank}>{entry.rank}</span>
          <Avatar photo={entry.profilePhoto} size={32} />
          <span className={styles.fanWho}>
            <span className={styles.fanName}>{entry.name}</span>
            <TierBadge tier={entry.tier} />
          </span>
          <span className={styles.fanPoints}>{formatNumber(entry.points)} pts</span>
        </li>
      ))}
    </ol>
  );
}

/** Home's Top Cinema Fans: the top 5 of each period. */
export function TopFans() {
  const [period, setPeriod] = useState<LeaderboardPeriod>(TOP_FANS_FIRST_PERIOD);
  return (
    <section className={styles.panel} aria-labelledby="top-fans-heading">
      <div className={styles.sectionHeader}>
        <h2 id="top-fans-heading">Top Cinema Fans</h2>
        <Link to="/leaderboard">View Leaderboard</Link>
      </div>
      <PeriodTabs period={period} onPeriodChange={setPeriod}>
        {(p) => <FansList period={p} />}
      </PeriodTabs>
    </section>
  );
}
