import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@shared/constants';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { TierBadge } from '../../../components/tier-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTopFans } from '../api/home';
import styles from './home.module.css';

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = { week: 'Weekly', month: 'Monthly', year: 'Year', lifetime: 'Lifetime' };

function FansList({ period }: { period: LeaderboardPeriod }) {
  const { data, isLoading } = useTopFans(period);
  if (isLoading) return <Skeleton height="12rem" radius="var(--radius-md)" />;
  if (!data || data.entries.length === 0) return <p className={styles.muted}>No points earned yet. Be the first!</p>;
  return (
    <ol className={styles.fans}>
      {data.entries.map((entry) => (
        <li key={entry.userId} className={styles.fan}>
          <span className={styles.fanRank}>{entry.rank}</span>
          <Avatar photo={entry.profilePhoto} size={32} />
          <span className={styles.fanName}>{entry.name}</span>
          <TierBadge tier={entry.tier} />
          <span className={styles.fanPoints}>{entry.points.toLocaleString('en-US')} pts</span>
        </li>
      ))}
    </ol>
  );
}

/** Home's Top Cinema Fans: the top 5 of each period. */
export function TopFans() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  return (
    <section className={styles.panel} aria-labelledby="top-fans-heading">
      <div className={styles.sectionHeader}>
        <h2 id="top-fans-heading">Top Cinema Fans</h2>
        <Link to="/leaderboard">View Leaderboard</Link>
      </div>
      <Tabs value={period} onValueChange={(value) => setPeriod(value as LeaderboardPeriod)}>
        <TabsList aria-label="Period">
          {LEADERBOARD_PERIODS.map((p) => (
            <TabsTrigger key={p} value={p}>
              {PERIOD_LABELS[p]}
            </TabsTrigger>
          ))}
        </TabsList>
        {LEADERBOARD_PERIODS.map((p) => (
          <TabsContent key={p} value={p}>
            {p === period && <FansList period={p} />}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
