import type { Profile } from '@shared/schemas/profile';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAccountStats } from '../api/use-account-stats';
import stat from '../../../styles/stat.module.css';
import styles from './account.module.css';
import { formatNumber } from '../../../lib/format';

const UNKNOWN = '—';

const show = (value: number | null) => (value === null ? UNKNOWN : formatNumber(value));

export function AccountStatsCard({ user }: { user: Profile }) {
  const stats = useAccountStats();
  const rank = stats.rank ? `#${formatNumber(stats.rank.value)}${stats.rank.exact ? '' : '+'}` : UNKNOWN;
  const items = [
    { label: 'Points', value: formatNumber(user.points) },
    { label: 'Lifetime Points', value: formatNumber(user.lifetimePoints) },
    { label: 'Answers', value: show(stats.answers) },
    { label: 'Bookings', value: show(stats.bookings) },
    { label: 'Reviews', value: show(stats.reviews) },
    { label: 'Leaderboard Rank', value: rank },
  ];
  return (
    <section className="card" aria-labelledby="account-stats">
      <h2 id="account-stats" className={styles.sectionTitle}>
        Your Stats
      </h2>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.label} className={`${stat.stat} ${styles.stat}`}>
            <dt>{item.label}</dt>
            <dd>{stats.isLoading && item.value === UNKNOWN ? <Skeleton width="3rem" height="1.5rem" /> : item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
