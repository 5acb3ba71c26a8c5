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

/**
 * One period's top five. While another period loads, its placeholder keeps the height of the list it
 * replaces (the last list drawn), so the tiles under the section stay where they are.
 */
function FansList({ period, listHeight, onListDrawn }: { period: LeaderboardPeriod; listHeight: number | null; onListDrawn: (height: number) => void }) {
  const { data, isLoading } = useTopFans(period);
  if (isLoading) return <Skeleton className={styles.fansPlaceholder} height={listHeight ?? '12rem'} radius="var(--radius-md)" />;
  if (!data || data.entries.length === 0) return <p className={styles.muted}>No points earned yet. Be the first!</p>;
  return (
    <ol
      className={styles.fans}
      ref={(list) => {
        if (list) onListDrawn(list.getBoundingClientRect().height);
      }}
    >
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
  const [listHeight, setListHeight] = useState<number | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="top-fans-heading">
      <div className={styles.sectionHeader}>
        <h2 id="top-fans-heading">Top Cinema Fans</h2>
        <Link to="/leaderboard">View Leaderboard</Link>
      </div>
      <PeriodTabs period={period} onPeriodChange={setPeriod}>
        {(p) => <FansList period={p} listHeight={listHeight} onListDrawn={setListHeight} />}
      </PeriodTabs>
    </section>
  );
}
