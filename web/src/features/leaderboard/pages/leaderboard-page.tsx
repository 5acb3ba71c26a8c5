import { LEADERBOARD_SIZE, type LeaderboardPeriod } from '@shared/constants';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { TierBadge } from '../../../components/tier-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { PERIOD_LABELS, PeriodTabs } from '../../../components/period-tabs';
import { useLeaderboard } from '../api/leaderboard';
import styles from './leaderboard-page.module.css';
import { formatNumber } from '../../../lib/format';

const PERIOD_NOUN: Record<LeaderboardPeriod, string> = { week: 'this week', month: 'this month', year: 'this year', lifetime: 'so far' };

function Ranking({ period }: { period: LeaderboardPeriod }) {
  const { data, error, isLoading, mutate } = useLeaderboard(period);

  if (isLoading) {
    return (
      <div className={`${styles.rows} ${styles.loading}`} aria-busy="true" aria-label="Loading leaderboard">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height="3.25rem" radius="var(--radius-md)" />
        ))}
      </div>
    );
  }
  if (error || !data) return <LoadError title="Failed to load the leaderboard" description={CHECK_CONNECTION} onRetry={() => void mutate()} />;

  return (
    <>
      <div className={styles.me} aria-live="polite">
        {data.me ? (
          <>
            Your rank{' '}
            <strong data-testid="my-rank">
              #{formatNumber(data.me.rank)}
              {data.me.exact ? '' : '+'}
            </strong>{' '}
            with <strong>{formatNumber(data.me.points)}</strong> points earned {PERIOD_NOUN[period]}
          </>
        ) : (
          <>Earn points{period === 'lifetime' ? '' : ` ${PERIOD_NOUN[period]}`} to join the leaderboard.</>
        )}
      </div>
      {data.entries.length === 0 ? (
        <EmptyState title="No points earned yet" description="Answer questions, review movies and give feedback to climb the ranks." />
      ) : (
        <ol className={styles.rows} aria-label={`Top ${LEADERBOARD_SIZE}, ${PERIOD_LABELS[period]}`}>
          {data.entries.map((entry) => (
            <li key={entry.rank} className={styles.row} data-me={entry.rank === data.me?.rank ? '' : undefined}>
              <span className={styles.rank} data-top={entry.rank <= 3 ? entry.rank : undefined}>
                {entry.rank}
              </span>
              <Avatar photo={entry.profilePhoto} size={36} />
              <span className={styles.who}>
                <span className={styles.name}>
                  {entry.name}
                  {entry.rank === data.me?.rank && <span className={styles.you}> (you)</span>}
                </span>
                <TierBadge tier={entry.tier} />
              </span>
              <span className={styles.points}>{formatNumber(entry.points)} pts</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export default function LeaderboardPage() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  return (
    <main className={styles.page}>
      <h1>Leaderboard</h1>
      <p className={styles.subtitle}>Members ranked by points earned in the period.</p>
      <PeriodTabs period={period} onPeriodChange={setPeriod}>
        {(p) => <Ranking period={p} />}
      </PeriodTabs>
    </main>
  );
}
